import { z } from 'zod'
import { i18n, t, type Language } from './i18n/index.ts'
import { isDateInYears, text, TEXT_MAX } from './input.ts'
import { LEAD_SCOPES, type LeadScope } from './leads/scope.ts'
import { hasAccess, hasSuperAccess, type AccessSubject } from './permissions.ts'

/**
 * API keys (Settings › API keys): a principal like a user, of one asset, carrying a role. The secret is
 * `ak_` and 32 random bytes (base64url), shown once; the server keeps its sha256 and the first characters.
 */
export const API_KEY_PREFIX = 'ak_'
/** Characters of the secret the list shows ('ak_3f9K'), enough to tell keys apart, useless to guess one. */
export const API_KEY_SHOWN = API_KEY_PREFIX.length + 4

/** Whether a bearer token is an API key's secret (a session token never has the prefix's form and length). */
export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX) && token.length === 46

const err = (key: 'nameRequired' | 'role' | 'expiresAt' | 'expiresPast') => ({
  error: () => t(`apiKeys.errors.${key}`),
})

/** POST /api/api-keys and the create dialog: a name, a role and an optional expiry (an instant with its offset). */
export const apiKeyInputSchema = z
  .object({
    name: text(TEXT_MAX.name, 'Name').trim().min(1, err('nameRequired')),
    role: z.uuid(err('role')),
    expiresAt: z.iso
      .datetime({ offset: true, ...err('expiresAt') })
      .refine(isDateInYears, err('expiresAt'))
      .refine((s) => Date.parse(s) > Date.now(), err('expiresPast'))
      .nullish(),
  })
  .strict()

/**
 * How a key's writes name their actor (audit trail, lead history, activities, live notices): in the current
 * language, or in `lng` (a stored note's English).
 */
export const apiKeyActor = (name: string, lng?: Language): string =>
  lng ? i18n.t('apiKeys.actor', { name, lng }) : t('apiKeys.actor', { name })

/** A role as the key rule reads it. */
export interface KeyRole {
  code: string
  permissions: readonly string[]
  leadScope: LeadScope
}

/**
 * Whether `creator` may give a key this role. A key acts in one asset, so never with super access (which spans
 * every asset); without super access a creator gives only keys they hold themselves and a lead scope no wider
 * than their own, as a role holder grants only their own keys: a key never does more than the person who made it.
 */
export function mayGiveRole(
  creator: AccessSubject & { role?: { leadScope?: LeadScope | null } | null },
  role: KeyRole,
): boolean {
  if (hasSuperAccess({ role })) return false
  if (hasSuperAccess(creator)) return true
  const scope = (s: LeadScope | null | undefined) => LEAD_SCOPES.indexOf(s ?? 'own')
  return role.permissions.every((k) => hasAccess(creator, k)) && scope(role.leadScope) <= scope(creator.role?.leadScope)
}
