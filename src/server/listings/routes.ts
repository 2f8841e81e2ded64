import type { FastifyInstance } from 'fastify'
import { listings } from '../../domain/resources/listings.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { HttpError } from '../http/errors.ts'
import { registerPartUpdates } from '../resources/parts.ts'
import { getDef } from '../resources/registry.ts'
import { t } from '../../domain/i18n/index.ts'
import type { en } from '../../domain/i18n/en/index.ts'

/** The English words of every answer for an outside service this product has no connection to (clients look for them). */
export const NOT_CONNECTED = 'which is not connected to this product'

/** An outside service this product has no connection to: 501 naming it, never a pretended success. `what` and `service` are phrases in the request's language. */
export const notConnected = (what: string, service: string) =>
  new HttpError(501, t('errors.notConnected', { what, service }))

/**
 * The listing calls of spec 1 §7 beyond the generic resource API: one-part updates (images, amenities,
 * custom fields) through the declaration's rules, and the feed/permit calls that need an outside service.
 */
export async function listingRoutes(app: FastifyInstance, { db }: AppDeps) {
  const base = listings.basePath
  const update = [P.LISTING_UPDATE]
  // PATCH {part}/{id} with {field: value}: only that field, validated like the generic update.
  registerPartUpdates(app, db, getDef('listings'), [
    ['images/:id', 'images'],
    ['amenities/:id', 'amenities'],
    ['custom-fields/:id', 'customFields'],
  ])
  const refuse = (what: keyof typeof en.errors.listings, service: keyof typeof en.errors.listings) => async () => {
    throw notConnected(t(`errors.listings.${what}`), t(`errors.listings.${service}`))
  }
  app.patch(`${base}/sync-now/:id`, { config: { access: { permissions: update } } }, refuse('syncListing', 'feed'))
  app.get(
    `${base}/sync-property-images/:id`,
    { config: { access: { permissions: update } } },
    refuse('syncImages', 'feed'),
  )
  app.post(
    `${base}/sync-multiple-listings`,
    { config: { access: { permissions: update } } },
    refuse('syncListings', 'feed'),
  )
  app.get(
    `${base}/permit-service/:id`,
    { config: { access: { permissions: [P.LISTINGS_VIEW] } } },
    refuse('permitCheck', 'permits'),
  )
}
