import { segmentSchema } from '../../../domain/content/segments.ts'
import { unknownVariables, unknownVariablesMessage } from '../../../domain/content/templates.ts'
import type { Queryable } from '../../db/db.ts'
import { badRequest, parseOr400, type FieldError } from '../../http/errors.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'

/** A template names only the variables the renderer knows: a typo would otherwise mail '{{customer.frstName}}' to everyone. */
export async function templateRules(_q: Queryable, values: Record<string, unknown>) {
  const errors: FieldError[] = []
  for (const [field, label] of [
    ['subject', 'Subject'],
    ['body', 'Body'],
  ] as const) {
    const names = typeof values[field] === 'string' ? unknownVariables(values[field] as string) : []
    if (names.length) errors.push({ path: field, message: unknownVariablesMessage(resourceText(label), names) })
  }
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
}

/** A campaign's segment is the customers list's filter; a sent campaign is no longer edited (its recipients say what it was). */
export async function campaignRules(q: Queryable, values: Record<string, unknown>, assetId: string, id?: string) {
  if (values.segment !== undefined) values.segment = parseOr400(segmentSchema, values.segment ?? {}, 'segment')
  if (id === undefined) return
  const [r] = await q.query<{ status: string }>(
    'select status from outreach_campaigns where id = $1::uuid and asset_id = $2::uuid',
    [id, assetId],
  )
  if (r?.status === 'sent') {
    const message = t('errors.content.campaignSentEdit')
    throw badRequest(message, [{ path: 'status', message }])
  }
}
