import dayjs from 'dayjs'

/** An instant as a datetime-local input shows it (the browser's zone): '2026-11-24T16:05'. */
export const toLocalInput = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '')

/** A datetime-local input's value as an ISO instant; an empty or partial value is none. */
export const fromLocalInput = (value: string) => {
  const d = dayjs(value)
  return value && d.isValid() ? d.toDate().toISOString() : undefined
}
