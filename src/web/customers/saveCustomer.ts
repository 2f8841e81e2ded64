import type { Customer } from '../../domain/customers/model.ts'
import type { CustomerFormValues } from '../../domain/customers/schema.ts'
import { mutate } from 'swr'
import { api } from '../lib/http.ts'

/** Create, or update by id, with the form values plus the active asset (spec 1 §7); an update carries the version it read (a stale save is a 409). */
export async function saveCustomer(
  values: CustomerFormValues,
  assetId: string | null,
  customerId?: string,
  updatedAt?: string,
): Promise<Customer> {
  const body = { ...values, asset: assetId ?? undefined, ...(customerId && updatedAt ? { updatedAt } : {}) }
  const res = customerId
    ? await api.patch<{ data: Customer }>(`/api/customers/${customerId}`, body)
    : await api.post<{ data: Customer }>('/api/customers', body)
  // Every cached customer read of this asset (lists, this customer's page) is now stale: refetch when shown.
  void mutate(
    (key) =>
      Array.isArray(key) && key[0] === assetId && typeof key[1] === 'string' && key[1].startsWith('/api/customers'),
  )
  return res.data
}
