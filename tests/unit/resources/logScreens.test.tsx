// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { accessLogs } from '../../../src/domain/resources/logs.ts'
import { activityLogs } from '../../../src/domain/resources/index.ts'
import { Cell } from '../../../src/web/resources/components/Cell.tsx'
import { recordSubtitle } from '../../../src/web/resources/recordText.ts'
import { listFilter, type ListState } from '../../../src/web/resources/hooks/useListController.ts'

afterEach(cleanup)

/** The logs' declarations show what the hand-made pages showed: a browser by name, an entry's time as the console's, a range of days. */
it("shows an access log's browser as browser and system, the whole user agent on hover", () => {
  const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  render(<Cell field={accessLogs.fields.userAgent} value={ua} />)
  expect(screen.getByText('Chrome on Linux').getAttribute('title')).toBe(ua)
})

it("subtitles an activity log entry with its action and the console's date-time", () => {
  const subtitle = recordSubtitle(activityLogs, {
    _id: 'x',
    recordType: 'listings',
    action: 'update',
    createdAt: '2026-11-24T16:05:00.000Z',
  })
  expect(subtitle).toMatch(/^Changed · Nov 24, 2026, \d{1,2}:05 [AP]M$/)
})

it("filters the activity log by days: from the first day's start to the last day's end, either side open", () => {
  const state: ListState = { page: 1, limit: 20, q: '', sort: null, trash: false, edit: null, filters: {} }
  const both = listFilter(activityLogs, { ...state, filters: { createdAt: '2026-11-01..2026-11-24' } })
  expect(both.query.createdAt).toEqual({
    $gte: new Date('2026-11-01T00:00:00').toISOString(),
    $lt: new Date('2026-11-25T00:00:00').toISOString(),
  })
  const since = listFilter(activityLogs, { ...state, filters: { createdAt: '2026-11-01..' } })
  expect(since.query.createdAt).toEqual({ $gte: new Date('2026-11-01T00:00:00').toISOString() })
})
