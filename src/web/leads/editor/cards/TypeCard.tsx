import { useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  LEAD_FORM_TYPES,
  LISTING_SEARCH_DEBOUNCE_MS,
  LISTING_SEARCH_LIMIT,
  type LeadFormType,
} from '../../../../domain/leads/constants.ts'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import {
  changeType,
  pickListing,
  pickProject,
  type ListingPick,
  type ProjectPick,
  type Values,
} from '../../../../domain/leads/transitions.ts'
import { BoundSelect } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { FormField } from '../controls/FormField.tsx'
import { SearchSelect } from '../controls/SearchSelect.tsx'
import { Segmented } from '../controls/Segmented.tsx'
import { useEditor } from '../EditorContext.ts'
import { useRemoteSearch } from '../hooks/useRemoteSearch.ts'
import { t } from '../../../../domain/i18n/index.ts'
import { valueLabel } from '../../../../domain/i18n/values.ts'

interface ListingRow extends ListingPick {
  reference: string
  title?: string | null
  price?: number | null
}

const LISTING_SELECT = [
  '_id',
  'reference',
  'title',
  'purpose',
  'propertyType',
  'price',
  'bedrooms',
  'bathrooms',
  'amenities',
  'country',
  'city',
  'community',
  'location',
  'subLocation',
]

/** The picked record's page, in a new tab: the form keeps what was typed. Not a Tab stop: the form's keyboard path stays as it was. */
const RecordLink = ({ href, text }: { href: string; text: string }) => (
  <a href={href} target="_blank" rel="noopener" tabIndex={-1} className="font-medium text-brand hover:underline">
    {text} ↗
  </a>
)

/** Card 2: what the enquiry is about: a listing, an off-plan project, or a general need. */
export function TypeCard({ n }: { n: number }) {
  const { getValues, control, formState } = useFormContext<LeadFormValues>()
  const { apply, options, labels, setLabel, required } = useEditor()
  const [type, listing, project] = useWatch({ control, name: ['type', 'listing', 'campaignName'] })
  // What the current type forced over the user's values: each arrow step in the radios is a change,
  // and leaving a type passed over gives them back.
  const forced = useRef<Values>({})
  const listings = useRemoteSearch<ListingRow>('/api/properties/listings/search', {
    debounceMs: LISTING_SEARCH_DEBOUNCE_MS,
    limit: LISTING_SEARCH_LIMIT,
    select: LISTING_SELECT,
    toOption: (l) => ({
      value: l._id,
      label: l.reference,
      hint: [
        valueLabel('leadType', l.purpose === 'rent' ? 'Rent' : 'Sale'),
        valueLabel('unitType', l.propertyType),
        l.location,
      ]
        .filter(Boolean)
        .join(' · '),
      data: l,
    }),
  })
  const listingError = formState.errors.listing?.message
  return (
    <Card n={n} title={t('editor.cards.type')} description={t('editor.cards.typeDescription')}>
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3">
        <div className="col-span-full">
          <Segmented<LeadFormType>
            name="lead-type"
            label={t('editor.labels.formType')}
            value={type}
            options={LEAD_FORM_TYPES.map((v) => ({ value: v, label: valueLabel('formType', v) }))}
            onChange={(t) => {
              if (t === type) return
              const change = changeType(getValues(), t, forced.current)
              forced.current = change.forced ?? {}
              apply(change)
            }}
          />
        </div>
        {type === 'listing' && (
          <FormField
            id="lead-listing"
            label={t('editor.labels.listing')}
            required={required.includes('listing')}
            error={listingError}
            hint={
              listing ? (
                <RecordLink href={`/properties/listings/${listing}`} text={t('editor.openListing')} />
              ) : undefined
            }
            className="col-span-full @3xl:col-span-2"
          >
            <SearchSelect
              id="lead-listing"
              value={listing}
              valueLabel={labels.listing}
              options={listings.options}
              onQuery={listings.search}
              loading={listings.loading}
              placeholder={t('editor.listingSearch')}
              error={listingError}
              onChange={(_, o) => {
                setLabel('listing', o?.label ?? null)
                apply(pickListing(getValues(), (o?.data as ListingRow | undefined) ?? null))
              }}
            />
          </FormField>
        )}
        {type === 'offplan' && (
          <BoundSelect
            name="campaignName"
            label={t('editor.labels.project')}
            className="col-span-full @3xl:col-span-2"
            options={options.projects}
            placeholder={t('editor.selectProject')}
            hint={
              project ? (
                <RecordLink href={`/properties/projects/${project}`} text={t('editor.openProject')} />
              ) : undefined
            }
            onPick={(_, o) => apply(pickProject(getValues(), (o?.data as ProjectPick | undefined) ?? null))}
          />
        )}
      </div>
    </Card>
  )
}
