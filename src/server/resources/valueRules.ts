import { customFieldErrors, type CustomFieldDef } from '../../domain/resources/customFieldValues.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { badRequest } from '../http/errors.ts'
import { memberRules } from '../teams/memberRules.ts'
import { dataFormRules, enquiryRules } from '../content/forms/rules.ts'
import { campaignRules, templateRules } from '../content/outreach/rules.ts'
import { pricingTableRules } from '../content/tables/rules.ts'
import { applicationRules } from '../content/applications.ts'
import { redirectRestoreRules, redirectRules } from '../content/redirects.ts'
import { customerDeleteRules, customerRestoreRules } from '../customers/rules.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * Rules over a write's values that need the database, by resource name, run in the write's transaction
 * after its references are checked (create, update and the listing part updates); `id` is the updated
 * row's (none on a create), `by` who writes (a rule may depend on their scope: whom a member reports to).
 * A rule may set values it derives (a member's whatsapp).
 */
type Rule = (
  q: Queryable,
  values: Record<string, unknown>,
  assetId: string,
  id: string | undefined,
  by: AuthContext,
) => Promise<void>

/** A listing's custom field values against the asset's enabled definitions. */
async function listingCustomFields(q: Queryable, values: Record<string, unknown>, assetId: string) {
  const v = values.customFields
  if (v === undefined || v === null) return
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest(`customFields: ${t('errors.resources.customFieldsKey')}`, [
      { path: 'customFields', message: t('errors.resources.customFields') },
    ])
  const defs = await q.query<CustomFieldDef>(
    `select name, key, type, options, required from custom_fields where asset_id = $1::uuid and enabled and deleted_at is null`,
    [assetId],
  )
  const errors = customFieldErrors(defs, v as Record<string, unknown>)
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
}

const RULES: Record<string, Rule> = {
  listings: listingCustomFields,
  teamMembers: memberRules,
  // content (issue 18): a CV is a PDF or DOCX; custom URLs never redirect in a loop
  careerApplications: applicationRules,
  customUrls: redirectRules,
  // content B (issue 18): form fields' labels, enquiries' answers, data tables' rows, template variables, campaign segments
  dataForms: dataFormRules,
  enquiries: enquiryRules,
  pricingTables: pricingTableRules,
  messageTemplates: templateRules,
  outreachCampaigns: campaignRules,
}

/** Rules a row restored from the trash must still keep (`id`: the restored row), run in the restore's transaction before it. */
const RESTORE_RULES: Record<string, (q: Queryable, assetId: string, id: string) => Promise<void>> = {
  // a restored redirect may close a loop or take a source another redirect took meanwhile
  customUrls: redirectRestoreRules,
  // a restored customer's phone or e-mail may belong to another customer made meanwhile
  customers: customerRestoreRules,
}

/** Rules a row must keep to go to the trash (`id`: the deleted row), run in the soft delete's transaction before it. */
const DELETE_RULES: Record<string, (q: Queryable, assetId: string, id: string) => Promise<void>> = {
  // a customer with live leads is not hidden under them
  customers: customerDeleteRules,
}

export async function checkDeleteRules(q: Queryable, name: string, assetId: string, id: string) {
  await DELETE_RULES[name]?.(q, assetId, id)
}

export async function checkRestoreRules(q: Queryable, name: string, assetId: string, id: string) {
  await RESTORE_RULES[name]?.(q, assetId, id)
}

export async function checkValueRules(
  q: Queryable,
  name: string,
  values: Record<string, unknown>,
  assetId: string,
  id: string | undefined,
  by: AuthContext,
) {
  await RULES[name]?.(q, values, assetId, id, by)
}
