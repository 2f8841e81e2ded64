import { formatNumber } from '../format.ts'
import { t } from '../i18n/index.ts'

/**
 * Response time formatting (spec 2 §9): a duration in minutes shown as months, days, hours and
 * minutes, a month being 43,200 minutes and a day 1,440; 'N/A' when the value is not a valid duration.
 */
export const MINUTES_PER_MONTH = 43_200
export const MINUTES_PER_DAY = 1_440
export const MINUTES_PER_HOUR = 60

type Unit = 'mo' | 'd' | 'h' | 'm'
const UNIT = (k: number, unit: Unit) => `${k}${unit}`

/** `part` writes one part (the console's in its language); the default is the spec's '1d 2h 5m' (CSV exports). */
export function formatResponseTime(
  minutes: unknown,
  part: (k: number, unit: Unit) => string = UNIT,
  na = 'N/A',
): string {
  const n = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return na
  let rest = Math.round(n)
  const parts: string[] = []
  for (const [size, unit] of [
    [MINUTES_PER_MONTH, 'mo'],
    [MINUTES_PER_DAY, 'd'],
    [MINUTES_PER_HOUR, 'h'],
  ] as const) {
    const k = Math.floor(rest / size)
    if (k > 0) parts.push(part(k, unit))
    rest -= k * size
  }
  if (rest > 0 || parts.length === 0) parts.push(part(rest, 'm'))
  return parts.join(' ')
}

/** A response time in the console's language ('1h 5m', '1 س 5 د'), its 'N/A' too: what every screen shows. */
export const responseTimeText = (minutes: unknown): string =>
  formatResponseTime(minutes, (n, unit) => t(`lead.units.${unit}`, { n: formatNumber(n) }), t('common.notAvailable'))

/** A lead's first response in minutes as SQL (null when the lead has none or it is not a number). */
export const firstResponseSql = (alias = 'l') =>
  `(case when jsonb_typeof(${alias}.response_times->'firstResponse') = 'number' then (${alias}.response_times->>'firstResponse')::numeric end)`

/**
 * The first-response time distribution of the CRM reports: each bucket holds the leads whose
 * first response took more than the previous bucket's bound and at most its own (minutes), the last one
 * everything slower. A drill-down filter (`firstResponse`) of the leads report, so a bar links to its leads.
 */
export const RESPONSE_BUCKETS = [
  { key: '5m', label: 'Within 5 min', max: 5 },
  { key: '15m', label: '5–15 min', max: 15 },
  { key: '1h', label: '15–60 min', max: 60 },
  { key: '4h', label: '1–4 hours', max: 240 },
  { key: '1d', label: '4–24 hours', max: 1440 },
  { key: 'later', label: 'Over a day', max: null },
] as const
export type ResponseBucket = (typeof RESPONSE_BUCKETS)[number]['key']
export const RESPONSE_BUCKET_KEYS = RESPONSE_BUCKETS.map((b) => b.key) as [ResponseBucket, ...ResponseBucket[]]

/** The condition of one bucket on a first-response SQL expression. */
export function responseBucketSql(key: ResponseBucket, minutes: string): string {
  const i = RESPONSE_BUCKETS.findIndex((b) => b.key === key)
  const lo = i > 0 ? RESPONSE_BUCKETS[i - 1].max : null
  const hi = RESPONSE_BUCKETS[i].max
  return `(${minutes} is not null${lo !== null ? ` and ${minutes} > ${lo}` : ''}${hi !== null ? ` and ${minutes} <= ${hi}` : ''})`
}

/** The bucket of a first-response SQL expression, as its key. */
export const responseBucketCaseSql = (minutes: string) =>
  `case ${RESPONSE_BUCKETS.map((b) => `when ${responseBucketSql(b.key, minutes)} then '${b.key}'`).join(' ')} end`

/** The bucket of a first response in minutes (the same bounds as responseBucketSql). */
export const responseBucketOf = (minutes: number): ResponseBucket =>
  RESPONSE_BUCKETS.find((b) => b.max === null || minutes <= b.max)!.key
