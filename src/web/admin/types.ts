import type { LeadScope } from '../../domain/leads/scope.ts'

/** The admin API's records as the screens read them (src/server/admin). */
export interface AdminUser {
  _id: string
  email: string
  firstName: string
  lastName: string
  fullName: string
  role: { _id: string; name: string; code: string } | null
  isRootUser: boolean
  enabled: boolean
  invitePending: boolean
  assets: { _id: string; name: string }[]
  teamMembers: { _id: string; name: string; asset: string }[]
  createdAt: string
}

export interface AdminRole {
  _id: string
  code: string
  name: string
  permissions: string[]
  leadScope: LeadScope
  users: number
}

export interface AssetRecord {
  _id: string
  name: string
  currencyCode: string
  createdAt: string
}

/** A user's state in words, as the list and the form show it. */
export const userStatus = (u: Pick<AdminUser, 'enabled' | 'invitePending'>) => (u.invitePending ? 'Invited' : u.enabled ? 'Active' : 'Disabled')
