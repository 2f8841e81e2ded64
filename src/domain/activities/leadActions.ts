/**
 * The actions on a lead with their keys on the lead page and the words the palette understands
 * (their titles: the catalogue's activities.actions): "Log call on 10423", "whatsapp 10423", "viewing 10423", "follow-up 10423".
 */
export const LEAD_ACTIONS = {
  call: { key: 'l', words: ['log call', 'call', 'phone'] },
  whatsapp: { key: 'w', words: ['whatsapp', 'log whatsapp'] },
  email: { key: 'm', words: ['email', 'e-mail', 'log email', 'mail'] },
  note: { key: 'n', words: ['note', 'add note'] },
  viewing: { key: 'v', words: ['schedule viewing', 'viewing', 'book viewing'] },
  followUp: { key: 'f', words: ['set follow-up', 'follow-up', 'follow up', 'followup'] },
  review: { key: 'r', words: ['record review', 'review'] },
} as const
export type LeadAction = keyof typeof LEAD_ACTIONS

/** Longest phrases first, so 'log call' wins over 'call'. */
const PHRASES = (Object.entries(LEAD_ACTIONS) as Array<[LeadAction, (typeof LEAD_ACTIONS)[LeadAction]]>)
  .flatMap(([action, a]) => a.words.map((w) => ({ action, w })))
  .sort((x, y) => y.w.length - x.w.length)

/**
 * The action and lead number typed in the palette ("Log call on 10423", "call 104"), or null. The number may
 * be the start of one: the palette offers the leads whose number starts with it.
 */
export function parseLeadAction(text: string): { action: LeadAction; leadNumber: string } | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ')
  for (const { action, w } of PHRASES) {
    if (!t.startsWith(w)) continue
    const m = /^(?: (?:on|for|to))? #?(\d{1,12})$/.exec(t.slice(w.length))
    if (m) return { action, leadNumber: m[1] }
  }
  return null
}
