/** The kinds of customer (spec 1 §3 customer model). */
export const CUSTOMER_TYPES = ['Client', 'External Agent', 'Spam'] as const
type CustomerType = (typeof CUSTOMER_TYPES)[number]

/** A customer as the API answers it (spec 1 §3 customer model). Sensitive fields only with VIEW_SENSITIVE_INFORMATION. */
export interface Customer {
  _id: string
  asset: string
  customerID: number | null
  firstName: string
  lastName: string
  fullName: string
  email?: string | null
  phoneCode?: string | null
  phone?: string | null
  phoneNumber?: string | null
  /** The storage file id, or the file itself when populated. */
  avatar: string | { _id: string; file: string; name: string } | null
  imageUrl: string | null
  enabled: boolean
  doNotDisturb: boolean
  type: CustomerType
  inputSource: string | null
  sourceDataId: string | null
  translations: Record<string, unknown>
  dncrStatus: string | null
  crmId: string | null
  login: { enabled: boolean }
  createdAt: string
  updatedAt: string
  creator?: unknown
  updatedBy?: unknown
}

/** The customer's fields only VIEW_SENSITIVE_INFORMATION may read or write. */
export const CUSTOMER_SENSITIVE_FIELDS = ['email', 'phone', 'phoneCode', 'phoneNumber'] as const
