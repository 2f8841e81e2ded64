/**
 * Report columns that show stored data as it was entered (names, references, places), not the console's
 * own words: they stay as stored in every language, marked data-i18n-data. IDs and
 * references read left to right inside Arabic text.
 */
export const DATA_COLUMNS: ReadonlySet<string> = new Set([
  'customer',
  'sourceDataId',
  'leadID',
  'location',
  'agent',
  'office',
  'manager',
  'propertyProject',
  'campaignName',
  'projectDeveloper',
  'creator',
  'updatedBy',
])
export const LTR_COLUMNS: ReadonlySet<string> = new Set(['sourceDataId', 'leadID'])
