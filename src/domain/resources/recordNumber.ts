/**
 * Searched text as a record's number (a lead ID, a customer number), matched exactly; null when it is not one.
 * Numbers are written without a leading zero, so '068181' is a run of a phone's digits, not customer 68181:
 * read as one, the search answered a record whose number had nothing to do with the digits typed.
 */
export function recordNumber(text: string): number | null {
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null
}
