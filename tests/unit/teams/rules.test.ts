import { describe, expect, it } from 'vitest'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import {
  NO_RESPONSE_TIME,
  averageResponseTimeText,
  deriveWhatsapp,
  reportsToCycle,
} from '../../../src/domain/teams/members.ts'
import {
  UNRESPONSIVE,
  qualificationTime,
  reviewDateText,
  reviewFeedbackText,
} from '../../../src/domain/teams/reviews.ts'
import { DETAIL_TABS } from '../../../src/web/resources/detailTabs.ts'

describe('team member rules (spec 2 §3)', () => {
  it("shows the average response time rounded to 2 decimals, or 'N/A' when there is none", () => {
    expect(averageResponseTimeText(12.345678)).toBe('12.35')
    expect(averageResponseTimeText('7')).toBe('7.00')
    expect(averageResponseTimeText(null)).toBe(NO_RESPONSE_TIME)
    expect(averageResponseTimeText(undefined)).toBe('N/A')
    expect(RESOURCES.find((r) => r.name === 'teamMembers')!.fields.averageResponseTime.empty).toBe('N/A')
  })

  it('takes whatsapp from a full number, else builds it from a code plus a number', () => {
    expect(deriveWhatsapp({ whatsapp: '+971 50 123 4567', whatsappCode: '44', whatsappNumber: '7700900123' })).toBe(
      '+971501234567',
    )
    expect(deriveWhatsapp({ whatsapp: '971501234567' })).toBe('+971501234567')
    expect(deriveWhatsapp({ whatsappCode: '+44', whatsappNumber: '7911 123456' })).toBe('+447911123456')
    expect(deriveWhatsapp({ whatsappCode: '971', whatsappNumber: '0501234567' })).toBe('+971501234567')
    expect(deriveWhatsapp({})).toBeNull()
    expect(deriveWhatsapp({ whatsapp: '  ', whatsappCode: '', whatsappNumber: null })).toBeNull()
    expect(deriveWhatsapp({ whatsappCode: '971' })).toBeUndefined()
    expect(deriveWhatsapp({ whatsapp: 'call me' })).toBeUndefined()
  })

  it('names both members when a reportedTo would make a loop', () => {
    expect(reportsToCycle('Ann', 'Bob')).toBe(
      'Reported To cannot be Ann: Ann already reports to Bob, directly or through others.',
    )
    expect(reportsToCycle('Ann', 'Ann')).toBe('Reported To cannot be the member themselves.')
  })
})

describe('agent review rules (spec 2 §3)', () => {
  it("shows an empty feedback as 'Unresponsive' when the rating is 0 or the category is unresponsive", () => {
    expect(reviewFeedbackText({ rating: 0, category: 'agent', feedback: null })).toBe(UNRESPONSIVE)
    expect(reviewFeedbackText({ rating: 4, category: 'Unresponsive', feedback: '  ' })).toBe('Unresponsive')
    expect(reviewFeedbackText({ rating: 0, category: 'unresponsive', feedback: 'Did not answer twice' })).toBe(
      'Did not answer twice',
    )
    expect(reviewFeedbackText({ rating: 3, category: 'service', feedback: '' })).toBe('')
  })

  it("writes the date as 'MMM D, YYYY, h:mm A'", () => {
    expect(reviewDateText({ createdAt: new Date(2026, 10, 24, 16, 5).toISOString() })).toBe('Nov 24, 2026, 4:05 PM')
  })

  it("falls back to the lead's timeToQualify when the review has no qualification time", () => {
    expect(qualificationTime(null, 42.5)).toBe(42.5)
    expect(qualificationTime(undefined, '3')).toBe(3)
    expect(qualificationTime(7, 42.5)).toBe(7)
    expect(qualificationTime(0, 42.5)).toBe(0)
    expect(qualificationTime(null, null)).toBeNull()
  })
})

it('has a console tab for every record-page tab a declaration names', () => {
  for (const r of RESOURCES)
    for (const t of r.detailTabs ?? []) expect(DETAIL_TABS[t.key], `${r.name}: ${t.key}`).toBeDefined()
})
