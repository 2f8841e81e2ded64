/**
 * Lead constants of spec 1 §3, §4 and §9, shared by the server (validation, dictionaries) and the web
 * (selects, tags, colours). Values are the exact texts the spec names.
 */

export const CONTACT_TYPES = ['Buyer', 'Seller', 'Tenant', 'Landlord'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/** leadType: the listing's purpose. */
export const LEAD_TYPES = ['Sale', 'Rent'] as const

/** The form's type: what the enquiry is about. */
export const LEAD_FORM_TYPES = ['listing', 'offplan', 'general'] as const
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number]

/** Market shown in the report: derived from what the lead points at (spec 2 §2). */
export const MARKETS = ['Secondary', 'Off Plan', 'General'] as const
export type Market = (typeof MARKETS)[number]

export const LEAD_STATUSES = ['Open', 'Closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const DEFAULT_LEAD_STATUS: LeadStatus = 'Open'

/** Stages offered in the form (spec 1 §4). */
export const LEAD_STAGES = ['New', 'Qualified', 'Viewing', 'Offer', 'Reserved', 'Deal'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]
export const DEFAULT_LEAD_STAGE: LeadStage = 'New'

/** The alternate stage list (spec 1 §4). */
export const LEAD_STAGES_ALTERNATE = [
  'Client Connected To Agent',
  'Closed',
  'New',
  'Qualified',
  'Unsuccessful',
  'Viewing',
  'Viewing Arranged',
  'Viewing Done',
  'Successful',
] as const

/** Every stage the server may hand back (form list, alternate list and the extra ones of the colour map). */
export const ALL_LEAD_STAGES = [
  ...new Set<string>([
    ...LEAD_STAGES,
    ...LEAD_STAGES_ALTERNATE,
    'Assigned',
    'In Progress',
    'Offered',
    'Opportunity',
    'Contacted',
    'Follow Up',
    'Negotiation',
    'Lost',
  ]),
]

/**
 * Stage → Tailwind colour name (use as `bg-${c}-100 text-${c}-800`; the class lists below are spelled
 * out so Tailwind's scanner sees them). Stages not listed fall back to 'slate'.
 */
export const STAGE_COLORS: Record<string, string> = {
  New: 'sky',
  Assigned: 'indigo',
  'In Progress': 'amber',
  Contacted: 'cyan',
  'Client Connected To Agent': 'teal',
  Qualified: 'violet',
  Opportunity: 'fuchsia',
  'Follow Up': 'orange',
  Viewing: 'blue',
  'Viewing Arranged': 'blue',
  'Viewing Done': 'indigo',
  Offer: 'purple',
  Offered: 'purple',
  Negotiation: 'pink',
  Reserved: 'lime',
  Deal: 'emerald',
  Successful: 'green',
  Closed: 'slate',
  Unsuccessful: 'rose',
  Lost: 'red',
}
export const DEFAULT_STAGE_COLOR = 'slate'

/** Static Tailwind classes per colour name (badge look). */
export const STAGE_BADGE_CLASSES: Record<string, string> = {
  sky: 'bg-sky-100 text-sky-800 ring-sky-200',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  cyan: 'bg-cyan-100 text-cyan-800 ring-cyan-200',
  teal: 'bg-teal-100 text-teal-800 ring-teal-200',
  violet: 'bg-violet-100 text-violet-800 ring-violet-200',
  fuchsia: 'bg-fuchsia-100 text-fuchsia-800 ring-fuchsia-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
  pink: 'bg-pink-100 text-pink-800 ring-pink-200',
  lime: 'bg-lime-100 text-lime-800 ring-lime-200',
  emerald: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  rose: 'bg-rose-100 text-rose-800 ring-rose-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
}

export function stageColor(stage: string | null | undefined): string {
  return (stage && STAGE_COLORS[stage]) || DEFAULT_STAGE_COLOR
}

export function stageBadgeClass(stage: string | null | undefined): string {
  return STAGE_BADGE_CLASSES[stageColor(stage)] ?? STAGE_BADGE_CLASSES[DEFAULT_STAGE_COLOR]
}

export const CONTACT_METHODS = [
  'Email',
  'External Agent',
  'Live Chat',
  'Phone',
  'Walk In',
  'WhatsApp',
  'Website',
] as const

export const ENQUIRY_METHODS = ['Email', 'Viewing', 'Web Form', 'WhatsApp Property Finder Bot', 'WhatsApp Bot'] as const

export const ACTION_CLIENT_CONNECTED = 'Client Connected to Agent'
export const LEAD_ACTIONS = [ACTION_CLIENT_CONNECTED, 'Requires call from agent'] as const

export const RATINGS = ['Cold', 'Warm', 'Hot'] as const

export const CUSTOMER_TYPES = ['Client', 'External Agent', 'Spam'] as const
/** Customers of these types get no SLA dates and their SLA cannot be edited (spec 1 §4). */
export const NO_SLA_CUSTOMER_TYPES: readonly string[] = ['External Agent', 'Spam']

/** Unit (property) types, spec 1 §9. */
export const UNIT_TYPES = [
  'Apartment',
  'Villa',
  'Penthouse',
  'Townhouse',
  'Studio',
  'Duplex',
  'Triplex',
  'Loft',
  'Hotel Apartment',
  'Serviced Apartment',
  'Residential Floor',
  'Residential Building',
  'Residential Plot',
  'Compound',
  'Bungalow',
  'Cottage',
  'Mansion',
  'Chalet',
  'Farmhouse',
  'Bulk Units',
  'Full Floor',
  'Half Floor',
  'Whole Building',
  'Office',
  'Office Space',
  'Business Centre',
  'Co-working Space',
  'Shop',
  'Retail',
  'Showroom',
  'Restaurant',
  'Cafe',
  'Kiosk',
  'Hotel',
  'Warehouse',
  'Factory',
  'Industrial Land',
  'Labour Camp',
  'Staff Accommodation',
  'Storage',
  'Land',
  'Commercial Land',
  'Commercial Building',
  'Commercial Floor',
  'Commercial Plot',
  'Commercial Villa',
  'Mixed Use Land',
  'Mixed Use Building',
  'Plot',
  'Agricultural Land',
  'Farm',
  'Clinic',
  'School',
  'Medical Facility',
  'Gym',
  'Petrol Station',
  'Parking',
  'Bed Space',
  'Room',
  'Other',
] as const

/** Amenities offered when the asset's listings carry none (the static dictionary). */
export const STATIC_AMENITIES = [
  'Balcony',
  'Built-in Wardrobes',
  'Central A/C',
  'Children Play Area',
  'Concierge',
  'Covered Parking',
  'Gym',
  'Kitchen Appliances',
  'Maid Room',
  'Pets Allowed',
  'Private Garden',
  'Private Pool',
  'Sea View',
  'Security',
  'Shared Pool',
  'Study',
  'View of Landmark',
  'Walk-in Closet',
  'Beach Access',
  'Marina View',
] as const

// Defaults and limits of spec 1 §9.
export const DEFAULT_COUNTRY = 'United Arab Emirates'
export const DEFAULT_CITY = 'Dubai'
export const DEFAULT_LOCATIONS_CITY_SLUG = 'dubai'
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 1000
export const CUSTOMER_SEARCH_LIMIT = 40
export const LISTING_SEARCH_DEBOUNCE_MS = 1000
export const LISTING_SEARCH_LIMIT = 100
export const MAX_AMENITY_TAGS = 2
export const MANUAL_SLA_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss' // dayjs spelling of yyyy-MM-dd HH:mm:ss
/** Distinct queries read every value (spec 1 §9). */
export const DISTINCT_FILTER = { limit: -1, page: 1, offset: 0 } as const
/** Agents are selected with these fields (spec 1 §7). */
export const AGENT_SELECT = ['_id', 'name', 'enabled', 'reportedTo'] as const
