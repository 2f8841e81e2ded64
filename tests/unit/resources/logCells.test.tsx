// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { accessLogs, activityLogs } from '../../../src/domain/resources/logs.ts'
import { Cell } from '../../../src/web/resources/components/Cell.tsx'
import { recordSubtitle } from '../../../src/web/resources/recordText.ts'

afterEach(cleanup)

/** The logs' declarations (issue 17) show what the hand-made pages showed: a browser by name, an entry's time as the console's. */
it("shows an access log's browser as browser and system, the whole user agent on hover", () => {
  const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  render(<Cell field={accessLogs.fields.userAgent} value={ua} />)
  expect(screen.getByText('Chrome on Linux').getAttribute('title')).toBe(ua)
})

it("subtitles an activity log entry with its action and the console's date-time", () => {
  const subtitle = recordSubtitle(activityLogs, { _id: 'x', recordType: 'listings', action: 'update', createdAt: '2026-11-24T16:05:00.000Z' })
  expect(subtitle).toMatch(/^Changed · Nov 24, 2026, \d{1,2}:05 [AP]M$/)
})
