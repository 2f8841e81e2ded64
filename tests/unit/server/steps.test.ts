import { describe, expect, it } from 'vitest'
import { step } from '../../../src/server/steps.ts'

/** A clock that moves only when told: the lines' elapsed times are exact. */
function fakeClock() {
  let t = 1000
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms
    },
  }
}

describe('start steps', () => {
  it('prints the step when it begins and its elapsed time when it ends', async () => {
    const lines: string[] = []
    const clock = fakeClock()
    const result = await step(
      'Building the web app',
      async () => {
        clock.advance(12_340)
        return 42
      },
      { write: (l) => lines.push(l), now: clock.now },
    )
    expect(result).toBe(42)
    expect(lines).toEqual(['Building the web app…', 'Building the web app… done in 12.3 s'])
  })

  it('says when a step failed, and after how long, and passes the error on', async () => {
    const lines: string[] = []
    const clock = fakeClock()
    const failing = step(
      'Seeding the demo agency',
      async () => {
        clock.advance(6_100)
        throw new Error('disk full')
      },
      { write: (l) => lines.push(l), now: clock.now },
    )
    await expect(failing).rejects.toThrow('disk full')
    expect(lines).toEqual(['Seeding the demo agency…', 'Seeding the demo agency… failed after 6.1 s'])
  })
})
