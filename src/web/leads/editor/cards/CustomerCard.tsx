import { Suspense, lazy, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Link } from 'wouter'
import { Pencil, UserPlus } from 'lucide-react'
import { formatPhone } from '../../../../domain/format.ts'
import {
  CONTACT_TYPES,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_LIMIT,
  LEAD_TYPES,
  type ContactType,
} from '../../../../domain/leads/constants.ts'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { changeContactType, pickCustomer } from '../../../../domain/leads/transitions.ts'
import { BoundSelect } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { FormField } from '../controls/FormField.tsx'
import { SearchSelect } from '../controls/SearchSelect.tsx'
import { secondaryCls } from '../controls/styles.ts'
import { useEditor } from '../EditorContext.ts'
import { toOptions } from '../hooks/useLeadOptions.ts'
import { useRemoteSearch } from '../hooks/useRemoteSearch.ts'
import { t } from '../../../../domain/i18n/index.ts'

// Loaded on first use: the customer form brings the phone library, which the lead form itself does not need.
const CustomerDrawer = lazy(() =>
  import('../../../customers/CustomerDrawer.tsx').then((m) => ({ default: m.CustomerDrawer })),
)

interface CustomerRow {
  _id: string
  fullName: string
  type?: string | null
  phoneNumber?: string | null
  email?: string | null
}

/** Card 1: who enquires. Customer search (1000 ms, 40 results), contact type and lead type. */
export function CustomerCard({ n }: { n: number }) {
  const [drawer, setDrawer] = useState(false)
  const { getValues, formState, control } = useFormContext<LeadFormValues>()
  const { apply, labels, setLabel, required, can, mode, lead, variant } = useEditor()
  const customer = useWatch({ control, name: 'customer' })
  const search = useRemoteSearch<CustomerRow>('/api/customers/search', {
    debounceMs: CUSTOMER_SEARCH_DEBOUNCE_MS,
    limit: CUSTOMER_SEARCH_LIMIT,
    toOption: (c) => ({
      value: c._id,
      label: c.fullName || '(no name)',
      hint: [c.type, formatPhone(c.phoneNumber) || c.email].filter(Boolean).join(' · '),
      data: c,
    }),
  })
  const error = formState.errors.customer?.message
  return (
    <Card
      n={n}
      title={t('editor.cards.customer')}
      description={t('editor.cards.customerDescription')}
      aside={
        <div className="flex items-center gap-2">
          {mode === 'update' && can.editCustomer && customer && lead && (
            <Link
              href={`/customers/${customer}/update?refresh=1&ref=${encodeURIComponent(`/leads/${lead._id}/update`)}`}
              className="inline-flex items-center gap-1 text-xs font-medium text-brand hover:underline"
            >
              <Pencil className="size-3" /> {t('editor.editCustomer')}
            </Link>
          )}
          {can.addCustomer && (
            <button
              type="button"
              className={`${secondaryCls} py-1 text-xs`}
              onClick={() => setDrawer(true)}
              title={t('editor.addNewCustomer')}
            >
              <UserPlus className="size-3.5" /> {t('editor.addNew')}
            </button>
          )}
        </div>
      }
    >
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3">
        <FormField
          id="lead-customer"
          label={t('editor.labels.customer')}
          required={required.includes('customer')}
          error={error}
          className="col-span-full"
        >
          <SearchSelect
            id="lead-customer"
            value={customer}
            valueLabel={labels.customer}
            options={search.options}
            onQuery={search.search}
            loading={search.loading}
            placeholder={t('editor.customerSearch')}
            autoFocus={mode === 'create' && variant === 'page'}
            error={error}
            onChange={(v, o) => {
              setLabel('customer', o?.label ?? null)
              apply(
                pickCustomer(
                  getValues(),
                  v ? { _id: v, type: (o?.data as CustomerRow | undefined)?.type ?? null } : null,
                ),
              )
            }}
          />
        </FormField>
        <BoundSelect
          name="contactType"
          label={t('editor.labels.contactType')}
          options={toOptions(CONTACT_TYPES, 'contactType')}
          onPick={(v) => apply(changeContactType(getValues(), v as ContactType | null))}
        />
        {/* Always the contact type's (leadTypeFor): shown, never a stop on the keyboard path. */}
        <BoundSelect
          name="leadType"
          label={t('editor.labels.leadType')}
          options={toOptions(LEAD_TYPES, 'leadType')}
          disabled
          hint={t('editor.followsContactType')}
        />
      </div>
      {can.addCustomer && drawer && (
        <Suspense fallback={null}>
          <CustomerDrawer
            open={drawer}
            onClose={() => setDrawer(false)}
            onSaved={(c) => {
              setLabel('customer', c.fullName)
              apply(pickCustomer(getValues(), { _id: c._id, type: c.type }))
            }}
          />
        </Suspense>
      )}
    </Card>
  )
}
