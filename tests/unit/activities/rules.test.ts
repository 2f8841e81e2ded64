import { describe, expect, it } from 'vitest'
import { activityProblems } from '../../../src/domain/activities/activityForm.ts'
import { parseLeadAction } from '../../../src/domain/activities/leadActions.ts'
import { buildTimeline, type Activity } from '../../../src/domain/activities/timeline.ts'

describe('the palette phrases', () => {
  it('reads the action and the lead number, the longest phrase first', () => {
    expect(parseLeadAction('Log call on 10423')).toEqual({ action: 'call', leadNumber: '10423' })
    expect(parseLeadAction('call 10423')).toEqual({ action: 'call', leadNumber: '10423' })
    expect(parseLeadAction('schedule viewing for #77')).toEqual({ action: 'viewing', leadNumber: '77' })
    expect(parseLeadAction('follow-up 5')).toEqual({ action: 'followUp', leadNumber: '5' })
    expect(parseLeadAction('e-mail to 12')).toEqual({ action: 'email', leadNumber: '12' })
    expect(parseLeadAction('call')).toBeNull()
    expect(parseLeadAction('callback 12')).toBeNull()
    expect(parseLeadAction('Leads')).toBeNull()
  })
})

describe('the kind rules', () => {
  const at = '2026-11-24T10:00:00.000Z'
  it('asks each kind for what it needs and refuses what it has not', () => {
    expect(activityProblems({ kind: 'call', outcome: 'answered' })).toEqual([])
    expect(activityProblems({ kind: 'call' }).map((p) => p.path)).toEqual(['outcome'])
    expect(activityProblems({ kind: 'call', outcome: 'completed' }).map((p) => p.path)).toEqual(['outcome'])
    expect(activityProblems({ kind: 'note' }).map((p) => p.path)).toEqual(['body'])
    expect(
      activityProblems({ kind: 'whatsapp', feedback: 'x', outcome: 'answered' })
        .map((p) => p.path)
        .sort(),
    ).toEqual(['feedback', 'outcome'])
    expect(activityProblems({ kind: 'viewing', occurredAt: at }).map((p) => p.path)).toEqual(['listing'])
    expect(
      activityProblems({ kind: 'viewing', occurredAt: at, listing: 'a', project: 'b' }).map((p) => p.path),
    ).toEqual(['project'])
    expect(activityProblems({ kind: 'viewing', occurredAt: at, listing: 'a', unit: '12' }).map((p) => p.path)).toEqual([
      'unit',
    ])
    expect(activityProblems({ kind: 'viewing', project: 'b', unit: '12' }).map((p) => p.path)).toEqual(['occurredAt'])
  })
})

it('merges activities and changes into one timeline, newest first', () => {
  const activity = (id: string, occurredAt: string) =>
    ({ _id: id, kind: 'call', occurredAt, agent: { _id: 'm', name: 'Ana' } }) as unknown as Activity
  const change = {
    _id: 'h',
    kind: 'stage',
    fromLabel: 'New',
    toLabel: 'Qualified',
    actor: null,
    createdAt: '2026-11-24T09:00:00.000Z',
  }
  const t = buildTimeline(
    [activity('a1', '2026-11-24T08:00:00.000Z'), activity('a2', '2026-11-24T10:00:00.000Z')],
    [change],
  )
  expect(t.map((e) => (e.type === 'activity' ? e.activity._id : e.change._id))).toEqual(['a2', 'h', 'a1'])
  expect(t.map((e) => e.who)).toEqual(['Ana', 'System', 'Ana'])
})
