import { z } from 'zod'
import { t } from './i18n/index.ts'
import { say } from './i18n/schemaTexts.ts'
import { text, TEXT_MAX } from './input.ts'
import type { webhooks as webhookTexts } from './i18n/en/webhooks.ts'

/**
 * Signed webhooks (Settings › Webhooks): the event types a hook may want, the form's rules and the delivery
 * schedule, shared by the server that delivers (src/server/webhooks/) and the console's pages.
 */

/**
 * The events a hook may want. `customer.merged` is declared for the customer merge to come: nothing emits it
 * until that feature does (in the same transaction as the merge, like every other).
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.assigned',
  'lead.stage_changed',
  'lead.claimed',
  'lead.sla_moved',
  'customer.created',
  'customer.merged',
  'activity.logged',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** An event type's name in the reader's language ('Lead created'). */
export const webhookEventLabel = (type: WebhookEventType) =>
  t(`webhooks.eventTypes.${type.replace('.', '_') as 'lead_created'}`)

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed', 'skipped'] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  event: 'X-Agency-Event',
  delivery: 'X-Agency-Delivery',
  signature: 'X-Agency-Signature',
} as const

/** A receiver answering 2xx within this is a success. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** How much of a receiver's answer a delivery keeps. */
export const WEBHOOK_RESPONSE_KEEP = 2048
/** A delivery is retried for this long after its first attempt; a hook failing this long is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 3600_000
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 6 * 3600_000

/**
 * The wait before attempt `attempt + 1` after `attempt` failed: the base doubling (60 s, 2 min, 4 min …) up to 6
 * hours, less up to a fifth at random so receivers coming back are not hit by every sender at once.
 */
export function webhookRetryDelay(attempt: number, baseSeconds: number, random = Math.random()): number {
  const full = Math.min(baseSeconds * 1000 * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS)
  return Math.round(full * (1 - 0.2 * random))
}

/** A hook as the API answers it (never its secret, except once in the creation's `data.secret`). */
export interface Webhook {
  _id: string
  url: string
  events: WebhookEventType[]
  enabled: boolean
  /** The secret's last characters, to tell which one a receiver holds. */
  secretHint: string
  owner: { _id: string; name: string } | null
  /** Failing since (the first failed attempt after the last success), or null. */
  failingSince: string | null
  disabledAt: string | null
  /** Why the server disabled it: 'failing' (failing for the whole retry window), else null. */
  disabledReason: 'failing' | null
  createdAt: string
  updatedAt: string
}

export interface WebhookDelivery {
  _id: string
  event: { _id: string; type: WebhookEventType; createdAt: string }
  status: WebhookDeliveryStatus
  attempts: number
  replayOf: string | null
  firstAttemptAt: string | null
  lastAttemptAt: string | null
  nextAttemptAt: string | null
  responseStatus: number | null
  /** The first 2 kB of the receiver's answer. */
  responseBody: string | null
  error: string | null
  durationMs: number | null
  createdAt: string
}

/** A rule's sentence, read in the current language when a value is checked. */
const rule = (key: keyof (typeof webhookTexts)['schema']) => ({
  error: () => t(`webhooks.schema.${key}`),
})

const url = text(TEXT_MAX.url, 'URL')
  .trim()
  .min(1, rule('urlRequired'))
  .refine((s) => {
    try {
      return ['http:', 'https:'].includes(new URL(s).protocol)
    } catch {
      return false
    }
  }, rule('url'))

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, rule('eventType')), rule('events'))
  .min(1, rule('events'))
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => WEBHOOK_EVENT_TYPES.filter((e) => list.includes(e)))

const enabled = z.boolean(say('enabledOnOff'))

/** A new hook: its URL, the events it wants, whether it is on. */
export const webhookCreateSchema = z.strictObject({ url, events, enabled: enabled.default(true) })

/** A change: any of them. */
export const webhookUpdateSchema = z
  .strictObject({ url: url.optional(), events: events.optional(), enabled: enabled.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), say('nothingToUpdate'))
