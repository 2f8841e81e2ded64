import { Controller, useFormContext, useWatch } from 'react-hook-form'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { BoundInput, BoundSelect } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { FormField } from '../controls/FormField.tsx'
import { TagsSelect } from '../controls/TagsSelect.tsx'
import { useEditor } from '../EditorContext.ts'
import { toOptions } from '../hooks/useLeadOptions.ts'

/** Card 7: what the customer wants: unit type, amenities, where, rooms and budget. */
export function PreferencesCard({ n }: { n: number }) {
  const { control, formState, setValue } = useFormContext<LeadFormValues>()
  const { options, required } = useEditor()
  const country = useWatch({ control, name: 'country' })
  const amenitiesError = formState.errors.amenities?.message
  return (
    <Card n={n} title="Preferences">
      <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-6">
        <BoundSelect name="propertyType" label="Property Type" className="col-span-2 @xl:col-span-1 @3xl:col-span-3" options={toOptions(options.propertyTypes)} />
        <FormField id="lead-amenities" label="Amenities" required={required.includes('amenities')} error={amenitiesError} className="col-span-2 @xl:col-span-1 @3xl:col-span-3">
          <Controller
            control={control}
            name="amenities"
            render={({ field }) => (
              <TagsSelect id="lead-amenities" value={field.value ?? []} options={options.amenities} onChange={field.onChange} placeholder="Select amenities" error={amenitiesError} />
            )}
          />
        </FormField>
        <BoundSelect
          name="country"
          label="Country"
          className="col-span-2 @xl:col-span-1 @3xl:col-span-2"
          options={toOptions(options.countries)}
          onPick={(v) => {
            setValue('country', v, { shouldDirty: true })
            if (v !== country) setValue('city', null, { shouldDirty: true })
          }}
        />
        <BoundSelect
          name="city"
          label="City"
          className="col-span-2 @xl:col-span-1 @3xl:col-span-2"
          options={toOptions(options.cities)}
          creatable
          onPick={(v) => {
            setValue('city', v, { shouldDirty: true })
            setValue('location', null, { shouldDirty: true })
            setValue('subLocation', null, { shouldDirty: true })
          }}
        />
        <BoundSelect name="community" label="Community" className="col-span-2 @xl:col-span-1 @3xl:col-span-2" options={toOptions(options.communities)} creatable />
        <BoundSelect
          name="location"
          label="Location"
          className="col-span-2 @xl:col-span-1 @3xl:col-span-3"
          options={toOptions(options.locations)}
          creatable
          onPick={(v) => {
            setValue('location', v, { shouldDirty: true, shouldValidate: formState.isSubmitted })
            setValue('subLocation', null, { shouldDirty: true })
          }}
        />
        <BoundSelect name="subLocation" label="Sub Location" className="col-span-2 @3xl:col-span-3" options={toOptions(options.subLocations)} creatable />
        <BoundInput name="minBedroom" label="Min Bedrooms" type="number" min={0} className="@3xl:col-span-1" />
        <BoundInput name="maxBedroom" label="Max Bedrooms" type="number" min={0} className="@3xl:col-span-1" />
        <BoundInput name="minBathrooms" label="Min Bathrooms" type="number" min={0} className="@3xl:col-span-1" />
        <BoundInput name="maxBathrooms" label="Max Bathrooms" type="number" min={0} className="@3xl:col-span-1" />
        <BoundInput name="minBudget" label="Min Budget" type="number" min={0} className="@3xl:col-span-1" />
        <BoundInput name="maxBudget" label="Max Budget" type="number" min={0} className="@3xl:col-span-1" />
      </div>
    </Card>
  )
}
