import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Date filter presets of the leads report (spec 2 §9), normalized to the start and end of day in
 * the caller's time zone (the X-Timezone header).
 */
export const DATE_PRESETS = ['Today', 'Yesterday', 'This Month', 'Last Month', 'This Year', 'Last Year'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export interface DateRange {
  from: string
  to: string
}

/** A valid IANA zone or UTC. */
export function safeTimeZone(tz: unknown): string {
  if (typeof tz !== 'string' || !tz) return 'UTC'
  // Checking a zone builds a formatter (about 0.1 ms, on every report request): zones seen valid are kept.
  if (validZones.has(tz)) return tz
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    if (validZones.size < 1000) validZones.add(tz)
    return tz
  } catch {
    return 'UTC'
  }
}
const validZones = new Set<string>()

/**
 * A preset's range at `now`. Every preset follows from the local day, so a range is kept until that day
 * ends in its zone: dayjs's zone conversions build a formatter per call, and a dashboard's figures cost
 * 3 ms of server CPU in them on every request.
 */
export function presetRange(preset: DatePreset, tz: string, now: Date = new Date()): DateRange {
  const zone = safeTimeZone(tz)
  const key = `${preset} ${zone}`
  const t = now.getTime()
  const kept = presetRanges.get(key)
  if (kept && t >= kept.dayFrom && t <= kept.dayTo) return kept.range
  const range = computePresetRange(preset, zone, now)
  const day = preset === 'Today' ? range : computePresetRange('Today', zone, now)
  if (presetRanges.size >= 1000) presetRanges.clear()
  presetRanges.set(key, { range, dayFrom: Date.parse(day.from), dayTo: Date.parse(day.to) })
  return range
}
const presetRanges = new Map<string, { range: DateRange; dayFrom: number; dayTo: number }>()

function computePresetRange(preset: DatePreset, zone: string, now: Date): DateRange {
  const t = dayjs(now).tz(zone)
  const span = (start: dayjs.Dayjs, unit: 'day' | 'month' | 'year') => ({
    from: start.startOf(unit).toISOString(),
    to: start.endOf(unit).toISOString(),
  })
  switch (preset) {
    case 'Today':
      return span(t, 'day')
    case 'Yesterday':
      return span(t.subtract(1, 'day'), 'day')
    case 'This Month':
      return span(t, 'month')
    case 'Last Month':
      return span(t.subtract(1, 'month'), 'month')
    case 'This Year':
      return span(t, 'year')
    case 'Last Year':
      return span(t.subtract(1, 'year'), 'year')
  }
}

/** A custom range given as dates (YYYY-MM-DD) or instants, widened to whole days in tz. */
export function customRange(from: string | undefined, to: string | undefined, tz: string): Partial<DateRange> {
  const zone = safeTimeZone(tz)
  const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? dayjs.tz(v, zone) : dayjs(v).tz(zone))
  const out: Partial<DateRange> = {}
  if (from && day(from).isValid()) out.from = day(from).startOf('day').toISOString()
  if (to && day(to).isValid()) out.to = day(to).endOf('day').toISOString()
  return out
}

/** An instant shown in the given zone, e.g. for the CSV export's Created At. */
export function formatInZone(value: string | Date | null | undefined, tz: string, format = 'YYYY-MM-DD HH:mm'): string {
  if (!value) return ''
  const d = dayjs(value)
  return d.isValid() ? d.tz(safeTimeZone(tz)).format(format) : ''
}
