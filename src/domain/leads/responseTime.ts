/**
 * Response time formatting (spec 2 §9): a duration in minutes shown as months, days, hours and
 * minutes, a month being 43,200 minutes and a day 1,440; 'N/A' when the value is not a valid duration.
 */
export const MINUTES_PER_MONTH = 43_200
export const MINUTES_PER_DAY = 1_440
export const MINUTES_PER_HOUR = 60

export function formatResponseTime(minutes: unknown): string {
  const n = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return 'N/A'
  let rest = Math.round(n)
  const parts: string[] = []
  for (const [size, unit] of [
    [MINUTES_PER_MONTH, 'mo'],
    [MINUTES_PER_DAY, 'd'],
    [MINUTES_PER_HOUR, 'h'],
  ] as const) {
    const k = Math.floor(rest / size)
    if (k > 0) parts.push(`${k}${unit}`)
    rest -= k * size
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}m`)
  return parts.join(' ')
}

/** Labels of the response time entries a lead carries (responseTimes jsonb), in display order. */
export const RESPONSE_TIME_LABELS: Record<string, string> = {
  firstResponse: 'First response',
  firstContact: 'First contact',
  firstCall: 'First call',
  firstWhatsapp: 'First WhatsApp',
  firstEmail: 'First e-mail',
  acceptance: 'Acceptance',
}
