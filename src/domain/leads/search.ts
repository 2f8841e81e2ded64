import { phoneSearchPatterns } from '../customers/phone.ts'
import { recordNumber } from '../resources/recordNumber.ts'

/**
 * The report's search text (spec 2 §5): trimmed, special characters escaped, matching sourceDataId or
 * source case-insensitively (contains), or leadID exactly; digits typed as a phone (the last ones, a local
 * form, the whole number) also match the lead's customer's number.
 */
export interface LeadSearch {
  /** ILIKE pattern with %, _ and \ escaped, wrapped in % for "contains". */
  pattern: string
  /** The exact leadID when the text is a whole number as written (recordNumber). */
  leadId: number | null
  /** LIKE patterns over the customer's E.164 number when the text is a phone (phoneSearchPatterns). */
  phonePatterns: string[] | null
}

/** Escapes the LIKE wildcards (and the escape character itself) so they match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export function parseLeadSearch(text: unknown): LeadSearch | null {
  if (typeof text !== 'string') return null
  const t = text.trim()
  if (!t) return null
  return { pattern: `%${escapeLike(t)}%`, leadId: recordNumber(t), phonePatterns: phoneSearchPatterns(t) }
}
