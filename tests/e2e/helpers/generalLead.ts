/** What the browser tests' general lead asks for (a buyer's apartment in Dubai Marina), beside its customer and agent. */
export const GENERAL_NEED = {
  contactType: 'Buyer',
  type: 'general',
  source: 'Website',
  contactMethod: 'Phone',
  setAutoSLADetails: true,
  action: 'Requires call from agent',
  propertyType: 'Apartment',
  country: 'United Arab Emirates',
  city: 'Dubai',
  location: 'Dubai Marina',
  amenities: ['Gym', 'Sea View'],
  minBedroom: 1,
  maxBedroom: 2,
  minBudget: 1_000_000,
  maxBudget: 2_000_000,
}
