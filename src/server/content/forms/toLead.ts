import type { FormField } from '../../../domain/content/dataForms.ts'
import type { Db, Queryable } from '../../db/db.ts'
import type { AuthContext } from '../../http/access.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { findOrCreateCustomer } from '../../customers/findOrCreate.ts'
import { createLead } from '../../leads/editor/leadWrite.ts'
import { takeLeadNumber } from '../../leads/editor/leadNumbers.ts'
import { isUuid } from '../../resources/index.ts'
import { phoneFromText } from '../../../domain/customers/phone.ts'
import { t } from '../../../domain/i18n/index.ts'

interface EnquiryRow {
  id: string
  name: string | null
  email: string | null
  phone_number: string | null
  answers: Record<string, unknown>
  lead_id: string | null
  lead_number: number | null
  form_name: string | null
  fields: FormField[] | null
  listing_id: string | null
  project_id: string | null
  property_type: string | null
  referred_by_id: string | null
  contact_type: string
  lead_source: string
}

/** What the form says a lead of its enquiries is, or the sentence saying what the form still needs. */
function formProblem(e: EnquiryRow): string | null {
  if (e.form_name === null) return t('errors.content.noForm')
  const form = e.form_name
  if (!e.listing_id && !e.project_id) return t('errors.content.formNoTarget', { form })
  if (!e.listing_id && !e.property_type) return t('errors.content.formNoPropertyType', { form })
  if (!e.referred_by_id) return t('errors.content.formNoReferredBy', { form })
  return null
}

/** The answers as the lead's remarks, so the agent reads what was asked without opening the enquiry. */
const remarks = (e: EnquiryRow) =>
  [
    `Enquiry from the form '${e.form_name}':`,
    ...(e.fields ?? [])
      .filter((f) => e.answers[f.label] !== undefined && e.answers[f.label] !== '')
      .map((f) => `${f.label}: ${String(e.answers[f.label])}`),
  ]
    .join('\n')
    .slice(0, 5000)

/** The asset's customer with the enquiry's phone (any format, matched and stored as E.164) or e-mail, or a new one made from it. */
function customerFor(q: Queryable, a: AuthContext, e: EnquiryRow) {
  const [first, ...rest] = (e.name ?? e.email ?? 'Website enquirer').trim().split(/\s+/)
  return findOrCreateCustomer(q, a, {
    firstName: first,
    lastName: rest.join(' '),
    phone: e.phone_number ? phoneFromText(e.phone_number) : null,
    email: e.email,
    inputSource: 'Data Form',
  })
}

/**
 * POST /data-form/enquiries/{id}/lead: in one transaction, the enquiry's customer is matched by phone or
 * e-mail within the asset (or created), a lead is made through the lead create path (numbering,
 * assignment, SLA dates, history) and the enquiry links to both. An enquiry becomes a lead once.
 */
export async function enquiryToLead(db: Db, a: AuthContext, id: string) {
  if (!isUuid(id)) throw notFound(t('errors.content.enquiryNotFound'))
  // Before the transaction: on the embedded database's one connection, the number's statement would wait for it.
  const leadNumber = await takeLeadNumber(db, a.assetId)
  return db.tx(async (q) => {
    const [e] = await q.query<EnquiryRow>(
      `select e.id, e.name, e.email, e.phone_number, e.answers, e.lead_id, l.lead_id as lead_number, f.name as form_name, f.fields,
              f.listing_id, f.project_id, f.property_type, f.referred_by_id, f.contact_type, f.lead_source
         from enquiries e left join data_forms f on f.id = e.form_id left join leads l on l.id = e.lead_id
        where e.id = $1::uuid and e.asset_id = $2::uuid and e.deleted_at is null
          for update of e`,
      [id, a.assetId],
    )
    if (!e) throw notFound(t('errors.content.enquiryNotFound'))
    if (e.lead_id) throw conflict(t('errors.content.alreadyLead', { number: e.lead_number }))
    const problem = formProblem(e)
    if (problem) throw badRequest(problem, [{ path: 'form', message: problem }])
    if (!e.email && !e.phone_number) {
      const message = t('errors.content.noContact')
      throw badRequest(message, [{ path: 'answers', message }])
    }
    const customer = await customerFor(q, a, e)
    const answer = await createLead(
      db,
      a,
      {
        customer: customer._id,
        contactType: e.contact_type,
        source: e.lead_source,
        type: e.listing_id ? 'listing' : 'offplan',
        listing: e.listing_id,
        project: e.listing_id ? null : e.project_id,
        unitType: e.listing_id ? null : e.property_type,
        referredBy: e.referred_by_id,
        contactMethod: 'Website',
        enquiryMethod: 'Web Form',
        action: 'Requires call from agent',
        remarks: remarks(e),
      },
      undefined,
      { within: { q, leadNumber } },
    )
    const lead = JSON.parse(answer).data as { _id: string; leadID: number }
    await q.query(
      `update enquiries set lead_id = $1, customer_id = $2, converted_at = now(), updated_at = now(), updated_by_id = $3 where id = $4`,
      [lead._id, customer._id, a.userId, id],
    )
    return { data: { _id: id, lead: { _id: lead._id, leadID: lead.leadID }, customer } }
  })
}
