import { leadScopeOf, type LeadScope } from '../leads/scope.ts'
import type { AccessSubject } from '../permissions.ts'
import { t } from '../i18n/index.ts'

/**
 * Whose figures a CRM report shows, one rule for every report: the report's key (spec 2 §6)
 * opens the report; its figures count only the work of the agents in the caller's lead scope
 * (roles.lead_scope, domain/leads/scope.ts), the same leads the leads report lists to them:
 * - own: the caller's own figures only (an agent holding a report's key sees their own row);
 * - team: the caller's and those of everyone reporting to them, at any depth (a manager's team);
 * - asset (and super access): every agent of the active asset.
 * A lead counts for the agent it is assigned to (lost-to-pool figures: for the agent who lost it, among
 * the leads the caller may see); an activity or a review for the agent who did or received it. So every
 * figure's drill-down link, which the leads report limits to the same scope, lists exactly what it counts.
 */
export const reportScopeOf = (user: AccessSubject & { role?: { leadScope?: LeadScope | null } | null }): LeadScope =>
  leadScopeOf(user)

/** What a report page says its figures cover, in the console's language. */
export const reportScopeHeading = (scope: LeadScope): string => t(`reports.scope.${scope}`)
