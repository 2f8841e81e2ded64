/** Dictionaries the demo agency is built from: Dubai places, developers, projects, lead vocabulary. */

/** Per asset: a reference prefix (listings 'DMR-S-1234') and its offices. */
export const ASSET_PROFILES = [
  { prefix: 'DMR', offices: ['Marina Office', 'Downtown Office', 'JLT Office'] },
  { prefix: 'PCP', offices: ['Palm Office', 'Business Bay Office'] },
] as const

export interface Area {
  location: string
  community: string
  subLocations: string[]
  /** Typical sale price per sq ft (AED), to keep prices plausible. */
  psf: number
}

export const AREAS: Area[] = [
  { location: 'Dubai Marina', community: 'Dubai Marina', psf: 1900, subLocations: ['Marina Gate', 'Cayan Tower', 'Marina Promenade', 'Princess Tower', 'Marina Heights'] },
  { location: 'Downtown Dubai', community: 'Downtown Dubai', psf: 2600, subLocations: ['Burj Khalifa', 'Boulevard Point', 'Act One Act Two', 'The Address Residences', 'Burj Vista'] },
  { location: 'Jumeirah Village Circle', community: 'Jumeirah Village', psf: 1100, subLocations: ['District 12', 'District 15', 'Belgravia', 'Bloom Towers', 'Binghatti Gateway'] },
  { location: 'Business Bay', community: 'Business Bay', psf: 1800, subLocations: ['Executive Towers', 'Bay Square', 'DAMAC Maison', 'Paramount Tower', 'Vera Residences'] },
  { location: 'Palm Jumeirah', community: 'Palm Jumeirah', psf: 3200, subLocations: ['Shoreline Apartments', 'Frond K', 'Golden Mile', 'Oceana', 'Tiara Residences'] },
  { location: 'Dubai Hills Estate', community: 'Dubai Hills', psf: 2000, subLocations: ['Maple', 'Park Heights', 'Collective', 'Golf Place', 'Sidra'] },
  { location: 'Jumeirah Lake Towers', community: 'Jumeirah Lake Towers', psf: 1200, subLocations: ['Cluster A', 'Cluster D', 'Cluster V', 'Lake Terrace', 'Goldcrest Views'] },
  { location: 'Jumeirah Beach Residence', community: 'Jumeirah Beach Residence', psf: 2100, subLocations: ['Sadaf', 'Rimal', 'Murjan', 'Shams', 'Bahar'] },
  { location: 'Arabian Ranches', community: 'Arabian Ranches', psf: 1500, subLocations: ['Saheel', 'Mirador', 'Palmera', 'Al Reem', 'Alvorada'] },
  { location: 'Dubai Creek Harbour', community: 'Dubai Creek Harbour', psf: 2000, subLocations: ['Creek Horizon', 'Harbour Views', 'Creek Rise', 'Summer', 'Creek Waters'] },
  { location: 'Emaar Beachfront', community: 'Dubai Harbour', psf: 2800, subLocations: ['Grand Bleu Tower', 'Beach Vista', 'Sunrise Bay', 'Marina Vista', 'Seapoint'] },
  { location: 'Sobha Hartland', community: 'Mohammed Bin Rashid City', psf: 1900, subLocations: ['Hartland Greens', 'Waves', 'Crest', 'Hartland Estates', 'One Park Avenue'] },
  { location: 'DAMAC Hills', community: 'DAMAC Hills', psf: 1300, subLocations: ['Carson', 'Golf Promenade', 'Artesia', 'Loreto', 'Bellavista'] },
  { location: 'Town Square', community: 'Town Square', psf: 1000, subLocations: ['Zahra Apartments', 'Safi Townhouses', 'Hayat Boulevard', 'Jenna Main Square', 'Noor Townhouses'] },
  { location: 'Meydan', community: 'Meydan City', psf: 1500, subLocations: ['Azizi Riviera', 'District One', 'Polo Residence', 'Meydan Avenue', 'Millennium Estates'] },
  { location: 'Al Barsha', community: 'Al Barsha', psf: 1100, subLocations: ['Al Barsha 1', 'Al Barsha South', 'Barsha Heights', 'Al Barsha 3', 'Al Barsha 2'] },
  { location: 'Bluewaters Island', community: 'Bluewaters', psf: 3000, subLocations: ['Bluewaters Residences', 'Building 1', 'Building 5', 'Building 8', 'Building 10'] },
  { location: 'Dubai South', community: 'Dubai South', psf: 850, subLocations: ['Emaar South', 'The Pulse', 'MAG 5', 'Parklane', 'Celestia'] },
]

export const DEVELOPERS = [
  'Emaar Properties', 'DAMAC Properties', 'Nakheel', 'Sobha Realty', 'Meraas', 'Ellington Properties', 'Azizi Developments', 'Binghatti Developers',
] as const

/** 20 projects: [name, developer, location (an AREAS entry), property types, bedrooms]. */
export const PROJECTS: [string, (typeof DEVELOPERS)[number], string, string[], number[]][] = [
  ['Grand Bleu Tower', 'Emaar Properties', 'Emaar Beachfront', ['Apartment', 'Penthouse'], [1, 2, 3, 4]],
  ['Creek Waters', 'Emaar Properties', 'Dubai Creek Harbour', ['Apartment'], [1, 2, 3]],
  ['Golf Grand', 'Emaar Properties', 'Dubai Hills Estate', ['Apartment'], [1, 2, 3]],
  ['Address Residences Dubai Opera', 'Emaar Properties', 'Downtown Dubai', ['Apartment', 'Penthouse'], [1, 2, 3, 4]],
  ['Cavalli Tower', 'DAMAC Properties', 'Dubai Marina', ['Apartment', 'Penthouse'], [1, 2, 3, 4]],
  ['DAMAC Lagoons Portofino', 'DAMAC Properties', 'DAMAC Hills', ['Townhouse', 'Villa'], [3, 4, 5]],
  ['Safa Two', 'DAMAC Properties', 'Business Bay', ['Apartment'], [1, 2, 3]],
  ['Palm Beach Towers', 'Nakheel', 'Palm Jumeirah', ['Apartment'], [1, 2, 3]],
  ['Como Residences', 'Nakheel', 'Palm Jumeirah', ['Apartment', 'Penthouse'], [2, 3, 4, 5]],
  ['Sobha Hartland Waves', 'Sobha Realty', 'Sobha Hartland', ['Apartment'], [1, 2]],
  ['Sobha One', 'Sobha Realty', 'Sobha Hartland', ['Apartment', 'Duplex'], [1, 2, 3, 4]],
  ['Sobha Seahaven', 'Sobha Realty', 'Emaar Beachfront', ['Apartment'], [1, 2, 3, 4]],
  ['Bluewaters Bay', 'Meraas', 'Bluewaters Island', ['Apartment'], [1, 2, 3]],
  ['Port de La Mer', 'Meraas', 'Jumeirah Beach Residence', ['Apartment', 'Duplex'], [1, 2, 3, 4]],
  ['Belgrove Residences', 'Ellington Properties', 'Sobha Hartland', ['Apartment'], [1, 2, 3]],
  ['The Highbury', 'Ellington Properties', 'Meydan', ['Apartment'], [1, 2, 3]],
  ['Azizi Riviera', 'Azizi Developments', 'Meydan', ['Studio', 'Apartment'], [0, 1, 2]],
  ['Azizi Venice', 'Azizi Developments', 'Dubai South', ['Studio', 'Apartment', 'Villa'], [0, 1, 2, 3]],
  ['Binghatti Hills', 'Binghatti Developers', 'Jumeirah Village Circle', ['Studio', 'Apartment'], [0, 1, 2]],
  ['Burj Binghatti Jacob & Co', 'Binghatti Developers', 'Business Bay', ['Apartment', 'Penthouse'], [2, 3, 4]],
]

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Studio', 'Duplex', 'Office', 'Retail', 'Warehouse', 'Land'] as const
export const RESIDENTIAL_TYPES = ['Apartment', 'Apartment', 'Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Studio', 'Duplex'] as const

export const AMENITIES = [
  'Balcony', 'Built in Wardrobes', 'Central A/C', 'Covered Parking', 'Gym', 'Maid Room', 'Private Pool', 'Shared Pool',
  'Security', 'Sea View', 'Burj View', 'Study', 'Pets Allowed', 'Kitchen Appliances', "Children's Play Area", 'Concierge',
] as const

// Lead vocabulary (spec 1 §4, §9; spec 2 §4).
export const MAIN_STAGES = ['New', 'Qualified', 'Viewing', 'Offer', 'Reserved', 'Deal'] as const
export const ALTERNATE_STAGES = [
  'Client Connected To Agent', 'Closed', 'Unsuccessful', 'Viewing Arranged', 'Viewing Done', 'Successful', 'In Progress',
] as const
/** Stages after which a lead is closed. */
export const CLOSING_STAGES = new Set(['Deal', 'Closed', 'Unsuccessful', 'Successful'])

export const CONTACT_METHODS = ['Email', 'External Agent', 'Live Chat', 'Phone', 'Walk In', 'WhatsApp', 'Website'] as const
export const ENQUIRY_METHODS = ['Email', 'Viewing', 'Web Form', 'WhatsApp Property Finder Bot', 'WhatsApp Bot'] as const
export const ACTIONS = ['Client Connected to Agent', 'Requires call from agent'] as const
export const RATINGS = ['Cold', 'Warm', 'Hot'] as const

/** Sources with their channels, the input source they arrive through, and whether they carry utm. */
export const SOURCES: { source: string; channels: string[]; input: string[]; utm?: boolean; weight: number }[] = [
  { source: 'Property Finder', channels: ['Call', 'Email', 'WhatsApp'], input: ['Portal'], weight: 22 },
  { source: 'Bayut', channels: ['Call', 'Email', 'WhatsApp'], input: ['Portal'], weight: 18 },
  { source: 'Dubizzle', channels: ['Call', 'Email'], input: ['Portal'], weight: 10 },
  { source: 'Website', channels: ['Web Form', 'Live Chat', 'WhatsApp'], input: ['Website'], utm: true, weight: 14 },
  { source: 'Facebook', channels: ['Lead Ad', 'Messenger'], input: ['API', 'Website'], utm: true, weight: 9 },
  { source: 'Instagram', channels: ['Lead Ad', 'Direct Message'], input: ['API'], utm: true, weight: 5 },
  { source: 'Google Ads', channels: ['Search', 'Display'], input: ['Website'], utm: true, weight: 8 },
  { source: 'Walk In', channels: ['Office'], input: ['Manual', 'CRM'], weight: 4 },
  { source: 'Referral', channels: ['Agent', 'Client'], input: ['Manual', 'CRM'], weight: 5 },
  { source: 'Email Campaign', channels: ['Newsletter'], input: ['CRM'], utm: true, weight: 3 },
  { source: 'Cold Call', channels: ['Call'], input: ['CRM', 'Manual'], weight: 2 },
]

export const UTM_CAMPAIGNS = ['spring_launch', 'offplan_q2', 'marina_rentals', 'golden_visa', 'palm_luxury', 'ramadan_offers'] as const
export const UTM_MEDIUMS = ['cpc', 'social', 'email', 'display'] as const

export const REVIEW_FEEDBACK = [
  'Very responsive and knew the building well.', 'Arranged the viewing the same day, thank you.',
  'Agent was late to the viewing.', 'Helpful but slow to reply on WhatsApp.', 'Excellent service from start to finish.',
  'Never called back.', 'Good options but outside my budget.', 'Professional and patient with all my questions.',
] as const

export const REMARKS = [
  'Looking for a high floor with sea view.', 'Needs to move in within a month.', 'Cash buyer, prefers ready units.',
  'Interested in payment plan options.', 'Wants a pet-friendly building.', 'Relocating from London with family.',
  'Investor, asking about rental yield.', 'Prefers furnished units only.', 'Wants a viewing this weekend.',
  'Budget flexible for the right unit.', 'Golden visa eligibility is important.', 'Close to a good school please.',
] as const

export const ACTIVITY_NOTES = ['Called client, no answer', 'Sent brochure on WhatsApp', 'Viewing scheduled', 'Client asked for floor plans', 'Offer discussed', 'Follow-up email sent'] as const

/** Names common among Dubai clients, mixed with faker's English and Indian pools. */
export const ARABIC_FIRST = ['Ahmed', 'Mohammed', 'Omar', 'Khalid', 'Yousef', 'Hassan', 'Fatima', 'Mariam', 'Noura', 'Layla', 'Huda', 'Rashid', 'Saeed', 'Aisha', 'Hamdan', 'Salma', 'Tariq', 'Rania'] as const
export const ARABIC_LAST = ['Al Maktoum', 'Al Nahyan', 'Al Mansouri', 'Al Hashimi', 'Haddad', 'Khoury', 'Al Falasi', 'Al Suwaidi', 'Nasser', 'Saleh', 'Al Qassimi', 'Darwish', 'Al Marri', 'Farouk'] as const

/** UAE mobile prefixes (after +971). */
export const UAE_MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'] as const
