import { z } from 'zod'
import { say } from './i18n/schemaTexts.ts'
import { text, TEXT_MAX } from './input.ts'
import type { LeadScope } from './leads/scope.ts'
import { LANGUAGES, type Language } from './i18n/index.ts'

/** The profile the API answers at login and GET /api/profile (spec 2 §3), shared by server and web. */
export interface AssetRef {
  _id: string
  name: string
}

export interface Profile {
  _id: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  /** leadScope: which leads of the asset the role's users see (domain/leads/scope.ts). */
  role: { _id: string; name: string; code: string; permissions: string[]; leadScope: LeadScope } | null
  isRootUser: boolean
  avatar: { _id: string; file: string } | null
  activeAsset: AssetRef | null
  assets: AssetRef[]
  currencyCode: string
  /** The active asset's time zone (basic settings), or null: dates then show in the viewer's own. */
  timeZone?: string | null
  /** The team member record of this user in the active asset, if any (own and team lead scopes start from it). */
  agentId: string | null
  /** The console's language chosen in the profile; null: the browser's. */
  language?: Language | null
}

/** The profile form's names, one rule for the form and PATCH /api/profile. */
export const profileNamesSchema = z.object({
  firstName: text(TEXT_MAX.name, 'First name').trim().min(1, say('firstNameRequired')),
  lastName: text(TEXT_MAX.name, 'Last name').trim(),
})

/** The profile's language: one of the catalogue's, or null for the browser's. */
export const profileLanguageSchema = z.enum(LANGUAGES).nullable()
