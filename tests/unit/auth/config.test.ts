import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config.ts'
import { retryIn } from '../../../src/server/auth/throttle.ts'
import { passwordSchema } from '../../../src/domain/password.ts'

describe('auth settings', () => {
  it('reads TRUST_PROXY as none, any, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1')
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false])
  })

  it('reads the mail sender and the intercom secret', () => {
    expect(loadConfig({ MAIL_FROM: 'a@b.test', INTERCOM_SECRET: 's' })).toMatchObject({
      mailFrom: 'a@b.test',
      intercomSecret: 's',
    })
    expect(loadConfig({}).intercomSecret).toBeUndefined()
  })

  it('says how long a throttled client waits, in whole minutes', () => {
    expect(retryIn(1)).toBe('1 minute')
    expect(retryIn(60_000)).toBe('1 minute')
    expect(retryIn(61_000)).toBe('2 minutes')
  })

  it('accepts passwords of 8 characters or more', () => {
    expect(passwordSchema.safeParse('1234567').success).toBe(false)
    expect(passwordSchema.safeParse('12345678').success).toBe(true)
  })
})
