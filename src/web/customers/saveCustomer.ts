import type { Customer } from '../../domain/customers/model.ts'
import type { CustomerFormValues } from '../../domain/customers/schema.ts'
import { api } from '../lib/http.ts'

/** Create, or update by id, with the form values plus the active asset (spec 1 §7). */
export async function saveCustomer(values: CustomerFormValues, assetId: string | null, customerId?: string): Promise<Customer> {
  const body = { ...values, asset: assetId ?? undefined }
  const res = customerId
    ? await api.patch<{ data: Customer }>(`/api/customers/${customerId}`, body)
    : await api.post<{ data: Customer }>('/api/customers', body)
  return res.data
}
