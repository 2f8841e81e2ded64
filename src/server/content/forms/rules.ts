import { answerErrors, duplicateLabel, enquirer, type FormField } from '../../../domain/content/dataForms.ts'
import { phoneFromText } from '../../../domain/customers/phone.ts'
import type { Queryable } from '../../db/db.ts'
import { badRequest, type FieldError } from '../../http/errors.ts'
import { t } from '../../../domain/i18n/index.ts'

/** A data form's fields carry distinct labels: an enquiry's answers are keyed by them. */
export async function dataFormRules(_q: Queryable, values: Record<string, unknown>) {
  const fields = values.fields as FormField[] | undefined
  const dup = fields && duplicateLabel(fields)
  if (dup) throw badRequest(dup.message, [dup])
}

/**
 * An enquiry's answers against its form's fields (required, type, options; none without a form): a 400
 * naming the field. Its e-mail and phone, when not given, come from the form's e-mail and phone answers;
 * the phone is stored as customers store theirs (E.164), so the enquiry matches its customer.
 */
export async function enquiryRules(q: Queryable, values: Record<string, unknown>, assetId: string, id?: string) {
  const errors: FieldError[] = []
  if (id === undefined || values.form !== undefined || values.answers !== undefined) {
    const [row] = await q.query<{ fields: FormField[] | null; answers: Record<string, unknown> | null }>(
      `select (select f.fields from data_forms f where f.asset_id = $2::uuid and f.deleted_at is null
                 and f.id = case when $4::boolean then $1::uuid else (select form_id from enquiries where id = $3::uuid) end) as fields,
              (select answers from enquiries where id = $3::uuid and asset_id = $2::uuid) as answers`,
      [values.form ?? null, assetId, id ?? null, values.form !== undefined],
    )
    const fields = row?.fields ?? []
    const answers = values.answers === undefined ? (row?.answers ?? {}) : (values.answers ?? {})
    if (typeof answers !== 'object' || Array.isArray(answers)) {
      const message = t('errors.content.answersObject')
      throw badRequest(message, [{ path: 'answers', message }])
    }
    errors.push(...answerErrors(fields, answers as Record<string, unknown>))
    values.answers = answers
    const who = enquirer(fields, answers as Record<string, unknown>)
    if (values.email === undefined && who.email && id === undefined) values.email = who.email
    if (values.phone === undefined && who.phone && id === undefined) values.phone = who.phone.phoneNumber
  }
  if (typeof values.email === 'string') values.email = values.email.trim().toLowerCase() || null
  if (values.phone !== undefined) {
    const typed = typeof values.phone === 'string' ? values.phone.trim() : ''
    const phone = typed ? phoneFromText(typed) : null
    if (typed && !phone) errors.push({ path: 'phone', message: t('errors.content.phone') })
    values.phoneNumber = phone?.phoneNumber ?? null
  }
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
}
