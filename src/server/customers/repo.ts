import type { Queryable } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'

/*
 * A customer's duplicate guard, shared by the customers routes, the customer's restore rule (its server
 * extension) and a form's enquiry: plain SQL, so the extension imports nothing of the generic resource layer.
 */

/** Serializes the writes that could create a customer with this phone or e-mail in the asset, until the transaction ends. */
export async function lockContacts(
  q: Queryable,
  assetId: string,
  phoneNumber: string | null | undefined,
  email: string | null | undefined,
) {
  const keys = [phoneNumber && `p:${phoneNumber}`, email && `e:${email.toLowerCase()}`]
    .filter(Boolean)
    .sort() as string[]
  for (const k of keys) await q.query('select pg_advisory_xact_lock(hashtext($1))', [`customer:${assetId}:${k}`])
}

/** Another live customer of the asset with this phone number or e-mail (case-insensitive), if any. */
export async function findDuplicate(
  db: Queryable,
  assetId: string,
  { phoneNumber, email, exceptId }: { phoneNumber?: string | null; email?: string | null; exceptId?: string },
) {
  if (!phoneNumber && !email) return null
  const [r] = await db.query(
    `select id, customer_id, first_name, last_name, phone_number from customers
      where asset_id = $1 and deleted_at is null and ($4::uuid is null or id <> $4::uuid)
        and ((($2::text) is not null and phone_number = $2) or (($3::text) is not null and lower(email) = lower($3)))
      limit 1`,
    [assetId, phoneNumber || null, email || null, exceptId ?? null],
  )
  if (!r) return null
  return {
    id: r.id as string,
    label: `${[r.first_name, r.last_name].filter(Boolean).join(' ')}${r.customer_id ? ` (#${r.customer_id})` : ''}`,
    field: (phoneNumber && r.phone_number === phoneNumber ? 'phone' : 'email') as 'phone' | 'email',
  }
}

/** Serializes writes that could create the same phone or e-mail, then answers 400 naming the existing customer. */
export async function guardDuplicates(
  q: Queryable,
  assetId: string,
  phoneNumber: string | null | undefined,
  email: string | null | undefined,
  exceptId?: string,
) {
  await lockContacts(q, assetId, phoneNumber, email)
  const dup = await findDuplicate(q, assetId, { phoneNumber, email, exceptId })
  if (dup) {
    const message = t(dup.field === 'phone' ? 'errors.customers.phoneTaken' : 'errors.customers.emailTaken', {
      name: dup.label,
    })
    throw badRequest(message, [{ path: dup.field, message }])
  }
}
