import { hasSuperAccess, type AccessSubject } from '../permissions.ts'
import { t } from '../i18n/index.ts'

/**
 * Which leads of the active asset a role's users see, kept on the role (roles.lead_scope)
 * and enforced by the server on every lead read, write, export, search and count:
 * - own: the leads whose agent is the user's team member in the asset;
 * - team: those and the leads of every team member reporting to them, directly or through others;
 * - asset: every lead of the asset.
 * Leads without an agent (unassigned, in the pool) belong to no one: only the asset scope sees them in the
 * report (agents see the pool's on the Lead Pool screen), except a lead the SLA engine escalated to a manager,
 * which is in that manager's scope (and their managers') until they assign it. A user without a team member
 * in the asset sees no lead in own or team scope.
 * Super access sees the whole asset whatever its role says.
 */
export const LEAD_SCOPES = ['own', 'team', 'asset'] as const
export type LeadScope = (typeof LEAD_SCOPES)[number]

/** Whether one scope sees more leads than another (own < team < asset). */
export const scopeWider = (a: LeadScope, than: LeadScope) => LEAD_SCOPES.indexOf(a) > LEAD_SCOPES.indexOf(than)

/** The scope a user works with: super access is always the whole asset; a role without one sees its own leads. */
export function leadScopeOf(user: AccessSubject & { role?: { leadScope?: LeadScope | null } | null }): LeadScope {
  return hasSuperAccess(user) ? 'asset' : (user.role?.leadScope ?? 'own')
}

/** What the dashboard says its figures count. */
export function leadScopeHeading(scope: LeadScope, assetName: string | undefined): string {
  return scope === 'asset'
    ? t('dashboard.scopeAsset', { asset: assetName ?? t('dashboard.thisAsset') })
    : scope === 'team'
      ? t('dashboard.scopeTeam')
      : t('dashboard.scopeOwn')
}
