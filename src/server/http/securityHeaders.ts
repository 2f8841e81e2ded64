import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import type { Config } from '../config.ts'

type Directives = Record<string, string[]>

/** Origins the maps script needs (its vendor's allowlist guide); only when MAPS_API_KEY is set. */
const MAPS: Directives = {
  'script-src': ['https://maps.googleapis.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
}

/** Origins of the chat widget (EU region; its vendor's allowlist guide); only when INTERCOM_APP_ID is set. */
const INTERCOM: Directives = {
  'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'img-src': [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://downloads.intercomcdn.eu',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://messenger-apps.eu.intercom.io',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-9.com',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ['https://js.intercomcdn.com'],
  'frame-src': [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  'form-action': ['https://intercom.help', 'https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io'],
}

/**
 * The console's Content-Security-Policy: its own scripts only (the built index.html has no inline
 * script), inline styles allowed (the leads table's column sheet is a <style> element, and the chat
 * widget styles itself inline), no plugins, never framed; third-party origins only for a configured
 * integration.
 */
export function cspDirectives(config: Pick<Config, 'mapsApiKey' | 'intercomAppId'>): Directives {
  const d: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
  }
  for (const extra of [config.mapsApiKey && MAPS, config.intercomAppId && INTERCOM]) {
    if (extra) for (const [k, v] of Object.entries(extra)) d[k] = [...d[k], ...v]
  }
  return d
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, X-Frame-Options DENY, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin (the maps key is restricted by referrer, so the
 * origin must still be sent), and HSTS only on a request that came over HTTPS (req.protocol honours
 * TRUST_PROXY), so a plain-HTTP install is never pinned to HTTPS. A route may still set its own CSP
 * (stored files send `sandbox`).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  })
  // An API answer is someone's data (a customer's phone, a session's token): no browser, shared computer or
  // proxy keeps a copy. A route that decides its own caching keeps it (stored files, public by unguessable
  // key); the console's static files are no API answer and stay cacheable.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store')
    return payload
  })
}
