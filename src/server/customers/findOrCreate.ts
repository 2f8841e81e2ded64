import type { NormalizedPhone } from '../../domain/customers/phone.ts'
import { newId } from '../auth/tokens.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { nextCounter } from '../resources/index.ts'
import { findDuplicate, lockContacts } from './repo.ts'

export interface ContactPerson {
  firstName: string
  lastName: string
  /** Already normalised (E.164): an unparsed text would never match a stored number. */
  phone: NormalizedPhone | null
  email: string | null
  /** Where the customer came from, as the customers list shows it ('Data Form', 'API', 'Bayut' …). */
  inputSource: string
}

/**
 * The asset's customer with this phone or e-mail (case-insensitive), or a new one made from the person: the
 * customers routes' duplicate rule, for the writers that take a person instead of refusing a duplicate (an
 * enquiry made a lead, a lead pushed to the intake). Runs in the caller's transaction, serialised with every
 * other write of the same phone or e-mail in the asset until it ends, so two of them never make two customers.
 */
export async function findOrCreateCustomer(
  q: Queryable,
  a: AuthContext,
  p: ContactPerson,
): Promise<{ _id: string; matchedBy: 'phone' | 'email' | 'created' }> {
  const phoneNumber = p.phone?.phoneNumber ?? null
  await lockContacts(q, a.assetId, phoneNumber, p.email)
  const found = await findDuplicate(q, a.assetId, { phoneNumber, email: p.email })
  if (found) return { _id: found.id, matchedBy: found.field }
  const id = newId()
  const number = await nextCounter(q, a.assetId, 'customerID', 'customers', 'customer_id')
  await q.query(
    `insert into customers (id, asset_id, customer_id, first_name, last_name, email, phone_code, phone, phone_number, type, input_source, creator_id, updated_by_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Client', $10, $11, $11)`,
    [
      id,
      a.assetId,
      number,
      p.firstName.slice(0, 200),
      p.lastName.slice(0, 200),
      p.email,
      p.phone?.phoneCode ?? null,
      p.phone?.phone ?? null,
      phoneNumber,
      p.inputSource,
      a.userId,
    ],
  )
  return { _id: id, matchedBy: 'created' }
}
