import { describe, expect, it } from 'vitest'
import { webhookRetryDelay } from '../../src/domain/webhooks.ts'
import { signatureHeader, verifySignature } from '../../src/server/webhooks/sign.ts'
import { isPublicAddress } from '../../src/server/webhooks/targets.ts'

describe('webhook target addresses', () => {
  it('lets public IPv4 and IPv6 addresses through', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])
      expect(isPublicAddress(a), a).toBe(true)
  })

  it('refuses loopback, private, link-local, metadata, CGNAT and IPv6 forms that carry an IPv4 address', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'fd00::1',
      'fe80::1',
      'not-an-address',
    ])
      expect(isPublicAddress(a), a).toBe(false)
  })
})

describe('webhook retry schedule', () => {
  it('doubles from the base, less up to a fifth at random, and never waits more than 6 hours', () => {
    expect(webhookRetryDelay(1, 60, 0)).toBe(60_000)
    expect(webhookRetryDelay(2, 60, 0)).toBe(120_000)
    expect(webhookRetryDelay(3, 60, 1)).toBe(192_000)
    expect(webhookRetryDelay(30, 60, 0)).toBe(6 * 3600_000)
    expect(webhookRetryDelay(1, 0.5, 0)).toBe(500)
  })
})

describe('webhook signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>, refused when old or altered', () => {
    const header = signatureHeader('whsec_x', '{"a":1}', 1_700_000_000)
    expect(header).toBe('t=1700000000,v1=b3438763ab46d9634b9844c8722818eaf523f803db1327484c6067462a5fd6d1')
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/)
    expect(verifySignature('whsec_x', '{"a":1}', header, { nowSeconds: 1_700_000_100 })).toBe(true)
    expect(verifySignature('whsec_x', '{"a":2}', header, { nowSeconds: 1_700_000_100 })).toBe(false)
    expect(verifySignature('whsec_y', '{"a":1}', header, { nowSeconds: 1_700_000_100 })).toBe(false)
    expect(verifySignature('whsec_x', '{"a":1}', header, { nowSeconds: 1_700_001_000 })).toBe(false)
    expect(verifySignature('whsec_x', '{"a":1}', 'v1=abc', { nowSeconds: 1_700_000_100 })).toBe(false)
  })
})
