import { LOCATIONS } from '../../dictionaries/locations.ts'

/**
 * Dictionaries the demo agency is built from: Dubai places, developers, projects, sources. The spec's lead
 * vocabulary (stages, contact methods, ratings, amenities …) comes from src/domain/leads/constants.ts.
 */

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

/** Where the demo's listings and leads are: the shipped Dubai locations (and their sub-locations) plus two more. */
const area = (location: string, community: string, psf: number, own: string[] = []): Area => ({
  location,
  community,
  psf,
  subLocations: LOCATIONS.Dubai[location] ?? own,
})
export const AREAS: Area[] = [
  area('Dubai Marina', 'Dubai Marina', 1900),
  area('Downtown Dubai', 'Downtown Dubai', 2600),
  area('Jumeirah Village Circle', 'Jumeirah Village', 1100),
  area('Business Bay', 'Business Bay', 1800),
  area('Palm Jumeirah', 'Palm Jumeirah', 3200),
  area('Dubai Hills Estate', 'Dubai Hills', 2000),
  area('Jumeirah Lake Towers', 'Jumeirah Lake Towers', 1200),
  area('Jumeirah Beach Residence', 'Jumeirah Beach Residence', 2100),
  area('Arabian Ranches', 'Arabian Ranches', 1500),
  area('Dubai Creek Harbour', 'Dubai Creek Harbour', 2000),
  area('Mohammed Bin Rashid City', 'Mohammed Bin Rashid City', 1900),
  area('Damac Hills', 'Damac Hills', 1300),
  area('Town Square', 'Town Square', 1000),
  area('Al Barsha', 'Al Barsha', 1100),
  area('Bluewaters Island', 'Bluewaters', 3000),
  area('Dubai South', 'Dubai South', 850),
  area('Emaar Beachfront', 'Dubai Harbour', 2800, [
    'Grand Bleu Tower',
    'Beach Vista',
    'Sunrise Bay',
    'Marina Vista',
    'Seapoint',
  ]),
  area('Meydan', 'Meydan City', 1500, [
    'Azizi Riviera',
    'District One',
    'Polo Residence',
    'Meydan Avenue',
    'Millennium Estates',
  ]),
]

export const DEVELOPERS = [
  'Emaar Properties',
  'DAMAC Properties',
  'Nakheel',
  'Sobha Realty',
  'Meraas',
  'Ellington Properties',
  'Azizi Developments',
  'Binghatti Developers',
] as const

/** 20 projects: [name, developer, location (an AREAS entry), property types, bedrooms]. */
export const PROJECTS: [string, (typeof DEVELOPERS)[number], string, string[], number[]][] = [
  ['Grand Bleu Tower', 'Emaar Properties', 'Emaar Beachfront', ['Apartment', 'Penthouse'], [1, 2, 3, 4]],
  ['Creek Waters', 'Emaar Properties', 'Dubai Creek Harbour', ['Apartment'], [1, 2, 3]],
  ['Golf Grand', 'Emaar Properties', 'Dubai Hills Estate', ['Apartment'], [1, 2, 3]],
  ['Address Residences Dubai Opera', 'Emaar Properties', 'Downtown Dubai', ['Apartment', 'Penthouse'], [1, 2, 3, 4]],
  ['Cavalli Tower', 'DAMAC Properties', 'Dubai Marina', ['Apartment', 'Penthouse'], [1, 2, 3, 4]],
  ['DAMAC Lagoons Portofino', 'DAMAC Properties', 'Damac Hills', ['Townhouse', 'Villa'], [3, 4, 5]],
  ['Safa Two', 'DAMAC Properties', 'Business Bay', ['Apartment'], [1, 2, 3]],
  ['Palm Beach Towers', 'Nakheel', 'Palm Jumeirah', ['Apartment'], [1, 2, 3]],
  ['Como Residences', 'Nakheel', 'Palm Jumeirah', ['Apartment', 'Penthouse'], [2, 3, 4, 5]],
  ['Sobha Hartland Waves', 'Sobha Realty', 'Mohammed Bin Rashid City', ['Apartment'], [1, 2]],
  ['Sobha One', 'Sobha Realty', 'Mohammed Bin Rashid City', ['Apartment', 'Duplex'], [1, 2, 3, 4]],
  ['Sobha Seahaven', 'Sobha Realty', 'Emaar Beachfront', ['Apartment'], [1, 2, 3, 4]],
  ['Bluewaters Bay', 'Meraas', 'Bluewaters Island', ['Apartment'], [1, 2, 3]],
  ['Port de La Mer', 'Meraas', 'Jumeirah Beach Residence', ['Apartment', 'Duplex'], [1, 2, 3, 4]],
  ['Belgrove Residences', 'Ellington Properties', 'Mohammed Bin Rashid City', ['Apartment'], [1, 2, 3]],
  ['The Highbury', 'Ellington Properties', 'Meydan', ['Apartment'], [1, 2, 3]],
  ['Azizi Riviera', 'Azizi Developments', 'Meydan', ['Studio', 'Apartment'], [0, 1, 2]],
  ['Azizi Venice', 'Azizi Developments', 'Dubai South', ['Studio', 'Apartment', 'Villa'], [0, 1, 2, 3]],
  ['Binghatti Hills', 'Binghatti Developers', 'Jumeirah Village Circle', ['Studio', 'Apartment'], [0, 1, 2]],
  ['Burj Binghatti Jacob & Co', 'Binghatti Developers', 'Business Bay', ['Apartment', 'Penthouse'], [2, 3, 4]],
]

export const RESIDENTIAL_TYPES = [
  'Apartment',
  'Apartment',
  'Apartment',
  'Villa',
  'Townhouse',
  'Penthouse',
  'Studio',
  'Duplex',
] as const

// Lead vocabulary (spec 1 §4, §9; spec 2 §4).
/** Stages after which a lead is closed. */
export const CLOSING_STAGES = new Set(['Deal', 'Closed', 'Unsuccessful', 'Successful'])

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

export const UTM_CAMPAIGNS = [
  'spring_launch',
  'offplan_q2',
  'marina_rentals',
  'golden_visa',
  'palm_luxury',
  'ramadan_offers',
] as const
export const UTM_MEDIUMS = ['cpc', 'social', 'email', 'display'] as const

export const REVIEW_FEEDBACK = [
  'Very responsive and knew the building well.',
  'Arranged the viewing the same day, thank you.',
  'Agent was late to the viewing.',
  'Helpful but slow to reply on WhatsApp.',
  'Excellent service from start to finish.',
  'Never called back.',
  'Good options but outside my budget.',
  'Professional and patient with all my questions.',
] as const

export const REMARKS = [
  'Looking for a high floor with sea view.',
  'Needs to move in within a month.',
  'Cash buyer, prefers ready units.',
  'Interested in payment plan options.',
  'Wants a pet-friendly building.',
  'Relocating from London with family.',
  'Investor, asking about rental yield.',
  'Prefers furnished units only.',
  'Wants a viewing this weekend.',
  'Budget flexible for the right unit.',
  'Golden visa eligibility is important.',
  'Close to a good school please.',
] as const

export const ACTIVITY_NOTES = [
  'Called client, no answer',
  'Sent brochure on WhatsApp',
  'Viewing scheduled',
  'Client asked for floor plans',
  'Offer discussed',
  'Follow-up email sent',
] as const

/** Names common among Dubai clients, mixed with faker's English and Indian pools. */
export const ARABIC_FIRST = [
  'Ahmed',
  'Mohammed',
  'Omar',
  'Khalid',
  'Yousef',
  'Hassan',
  'Fatima',
  'Mariam',
  'Noura',
  'Layla',
  'Huda',
  'Rashid',
  'Saeed',
  'Aisha',
  'Hamdan',
  'Salma',
  'Tariq',
  'Rania',
] as const
export const ARABIC_LAST = [
  'Al Maktoum',
  'Al Nahyan',
  'Al Mansouri',
  'Al Hashimi',
  'Haddad',
  'Khoury',
  'Al Falasi',
  'Al Suwaidi',
  'Nasser',
  'Saleh',
  'Al Qassimi',
  'Darwish',
  'Al Marri',
  'Farouk',
] as const

/** UAE mobile prefixes (after +971). */
export const UAE_MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'] as const
