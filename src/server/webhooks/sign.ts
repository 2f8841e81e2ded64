import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The signature of a webhook delivery, after Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." +
 * body)>`. The timestamp is signed with the body, so a receiver that refuses old timestamps also refuses a
 * captured delivery sent again. Exported for every sender (webhooks, automation steps) and for receivers' tests.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, body)}`
}

const hmac = (secret: string, t: number | string, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')

/**
 * Whether a signature header is the secret's for this body, signed within `toleranceSeconds` of `nowSeconds`
 * (compared in constant time): what a receiver checks before it reads anything.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  opts: { toleranceSeconds?: number; nowSeconds?: number } = {},
): boolean {
  if (!header) return false
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=')
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const
    }),
  )
  const t = parts.get('t')
  const v1 = parts.get('v1')
  if (!t || !/^\d+$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (Math.abs(now - Number(t)) > (opts.toleranceSeconds ?? 300)) return false
  return timingSafeEqual(Buffer.from(hmac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'))
}

/** A new hook's secret: 32 random bytes, shown once and kept to sign (the HMAC key is the whole string). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`
