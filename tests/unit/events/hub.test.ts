import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../../src/server/db/db.ts'
import { EventHub, type StreamConnection } from '../../../src/server/events/hub.ts'
import type { Viewer } from '../../../src/server/events/visibility.ts'

/** A stream's response as the hub uses it: what it was sent, and whether it was ended. */
function stream(sessionId: string, assetId: string): StreamConnection & { ended: () => boolean } {
  let ended = false
  const res = {
    writableLength: 0,
    write: vi.fn(),
    end: vi.fn(() => {
      ended = true
    }),
    destroy: vi.fn(),
    on: vi.fn(),
  }
  const viewer = { userId: 'u', sessionId, assetId, profile: {}, leadAgents: null } as unknown as Viewer
  return { viewer, res: res as unknown as ServerResponse, held: null, ended: () => ended }
}

afterEach(() => vi.useRealTimers())

describe('event hub heartbeat', () => {
  it('ends a stream whose session left its asset, never one opened while the sessions were being read', async () => {
    vi.useFakeTimers()
    let answer!: (rows: unknown[]) => void
    const asked: string[][] = []
    const db = {
      query: (_sql: string, params: unknown[]) => {
        asked.push(params[0] as string[])
        return new Promise((resolve) => (answer = resolve))
      },
    } as unknown as Db
    const hub = new EventHub(db, 1000, (err) => {
      throw err
    })
    const stays = stream('s1', 'a1')
    const switched = stream('s2', 'a1')
    hub.add(stays)
    hub.add(switched)
    await vi.advanceTimersByTimeAsync(1000)
    expect(asked).toEqual([['s1', 's2']])
    // opened while the heartbeat's query runs: its session is not in the answer
    const late = stream('s3', 'a1')
    hub.add(late)
    answer([
      { id: 's1', active_asset_id: 'a1' },
      { id: 's2', active_asset_id: 'a2' },
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(stays.ended() || late.ended()).toBe(false)
    expect(switched.ended()).toBe(true)
    hub.close()
  })
})
