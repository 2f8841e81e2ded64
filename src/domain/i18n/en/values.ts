/**
 * Enum values as people read them, by the stored English value (src/domain/leads/constants.ts, sla.ts,
 * datePresets.ts): the English label is the value itself (the spec's texts). A value not listed shows
 * as stored (valueLabel in ../values.ts).
 */
export const values = {
  stage: {
    New: 'New', Qualified: 'Qualified', Viewing: 'Viewing', Offer: 'Offer', Reserved: 'Reserved', Deal: 'Deal',
    'Client Connected To Agent': 'Client Connected To Agent', Closed: 'Closed', Unsuccessful: 'Unsuccessful',
    'Viewing Arranged': 'Viewing Arranged', 'Viewing Done': 'Viewing Done', Successful: 'Successful', Assigned: 'Assigned',
    'In Progress': 'In Progress', Offered: 'Offered', Opportunity: 'Opportunity', Contacted: 'Contacted',
    'Follow Up': 'Follow Up', Negotiation: 'Negotiation', Lost: 'Lost',
  },
  status: { Open: 'Open', Closed: 'Closed' },
  market: { Secondary: 'Secondary', 'Off Plan': 'Off Plan', General: 'General' },
  contactType: { Buyer: 'Buyer', Seller: 'Seller', Tenant: 'Tenant', Landlord: 'Landlord' },
  leadType: { Sale: 'Sale', Rent: 'Rent' },
  formType: { listing: 'Listing', offplan: 'Off Plan', general: 'General' },
  slaStage: { Initial: 'Initial', 'Lead Pool': 'Lead Pool', Manager: 'Manager', 'N/A': 'N/A', Accepted: 'Accepted' },
  rating: { Cold: 'Cold', Warm: 'Warm', Hot: 'Hot' },
  contactMethod: {
    Email: 'Email', 'External Agent': 'External Agent', 'Live Chat': 'Live Chat', Phone: 'Phone', 'Walk In': 'Walk In',
    WhatsApp: 'WhatsApp', Website: 'Website',
  },
  enquiryMethod: {
    Email: 'Email', Viewing: 'Viewing', 'Web Form': 'Web Form', 'WhatsApp Property Finder Bot': 'WhatsApp Property Finder Bot',
    'WhatsApp Bot': 'WhatsApp Bot',
  },
  action: { 'Client Connected to Agent': 'Client Connected to Agent', 'Requires call from agent': 'Requires call from agent' },
  customerType: { Client: 'Client', 'External Agent': 'External Agent', Spam: 'Spam' },
  datePreset: {
    Today: 'Today', Yesterday: 'Yesterday', 'This Month': 'This Month', 'Last Month': 'Last Month', 'This Year': 'This Year',
    'Last Year': 'Last Year',
  },
  /** The demo's lead sources, channels and input sources (free text: others show as stored). */
  source: {
    'Property Finder': 'Property Finder', Bayut: 'Bayut', Dubizzle: 'Dubizzle', Website: 'Website', Facebook: 'Facebook',
    Instagram: 'Instagram', 'Google Ads': 'Google Ads', 'Walk In': 'Walk In', Referral: 'Referral',
    'Email Campaign': 'Email Campaign', 'Cold Call': 'Cold Call',
  },
  sourceChannel: {
    Call: 'Call', Email: 'Email', WhatsApp: 'WhatsApp', 'Web Form': 'Web Form', 'Live Chat': 'Live Chat', 'Lead Ad': 'Lead Ad',
    Messenger: 'Messenger', 'Direct Message': 'Direct Message', Search: 'Search', Display: 'Display', Office: 'Office',
    Agent: 'Agent', Client: 'Client', Newsletter: 'Newsletter', CMS: 'CMS',
  },
  inputSource: { Portal: 'Portal', Website: 'Website', API: 'API', Manual: 'Manual', CRM: 'CRM', CMS: 'CMS' },
  unitType: {
    Apartment: 'Apartment', Villa: 'Villa', Penthouse: 'Penthouse', Townhouse: 'Townhouse', Studio: 'Studio', Duplex: 'Duplex',
    Triplex: 'Triplex', Loft: 'Loft', 'Hotel Apartment': 'Hotel Apartment', 'Serviced Apartment': 'Serviced Apartment',
    'Residential Floor': 'Residential Floor', 'Residential Building': 'Residential Building', 'Residential Plot': 'Residential Plot',
    Compound: 'Compound', Bungalow: 'Bungalow', Cottage: 'Cottage', Mansion: 'Mansion', Chalet: 'Chalet', Farmhouse: 'Farmhouse',
    'Bulk Units': 'Bulk Units', 'Full Floor': 'Full Floor', 'Half Floor': 'Half Floor', 'Whole Building': 'Whole Building',
    Office: 'Office', 'Office Space': 'Office Space', 'Business Centre': 'Business Centre', 'Co-working Space': 'Co-working Space',
    Shop: 'Shop', Retail: 'Retail', Showroom: 'Showroom', Restaurant: 'Restaurant', Cafe: 'Cafe', Kiosk: 'Kiosk', Hotel: 'Hotel',
    Warehouse: 'Warehouse', Factory: 'Factory', 'Industrial Land': 'Industrial Land', 'Labour Camp': 'Labour Camp',
    'Staff Accommodation': 'Staff Accommodation', Storage: 'Storage', Land: 'Land', 'Commercial Land': 'Commercial Land',
    'Commercial Building': 'Commercial Building', 'Commercial Floor': 'Commercial Floor', 'Commercial Plot': 'Commercial Plot',
    'Commercial Villa': 'Commercial Villa', 'Mixed Use Land': 'Mixed Use Land', 'Mixed Use Building': 'Mixed Use Building',
    Plot: 'Plot', 'Agricultural Land': 'Agricultural Land', Farm: 'Farm', Clinic: 'Clinic', School: 'School',
    'Medical Facility': 'Medical Facility', Gym: 'Gym', 'Petrol Station': 'Petrol Station', Parking: 'Parking',
    'Bed Space': 'Bed Space', Room: 'Room', Other: 'Other',
  },
  amenity: {
    Balcony: 'Balcony', 'Built-in Wardrobes': 'Built-in Wardrobes', 'Central A/C': 'Central A/C',
    'Children Play Area': 'Children Play Area', Concierge: 'Concierge', 'Covered Parking': 'Covered Parking', Gym: 'Gym',
    'Kitchen Appliances': 'Kitchen Appliances', 'Maid Room': 'Maid Room', 'Pets Allowed': 'Pets Allowed',
    'Private Garden': 'Private Garden', 'Private Pool': 'Private Pool', 'Sea View': 'Sea View', Security: 'Security',
    'Shared Pool': 'Shared Pool', Study: 'Study', 'View of Landmark': 'View of Landmark', 'Walk-in Closet': 'Walk-in Closet',
    'Beach Access': 'Beach Access', 'Marina View': 'Marina View',
  },
}
