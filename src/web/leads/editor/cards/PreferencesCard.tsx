import { Controller, useFormContext, useWatch } from 'react-hook-form'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { BoundInput, BoundSelect } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { FormField } from '../controls/FormField.tsx'
import { TagsSelect } from '../controls/TagsSelect.tsx'
import { useEditor } from '../EditorContext.ts'
import { toOptions } from '../hooks/useLeadOptions.ts'
import { t } from '../../../../domain/i18n/index.ts'
import { valueLabel } from '../../../../domain/i18n/values.ts'

const amenityLabel = (v: string) => valueLabel('amenity', v)

/** Card 7: what the customer wants: unit type, amenities, where, rooms and budget. */
export function PreferencesCard({ n }: { n: number }) {
  const { control, formState, setValue } = useFormContext<LeadFormValues>()
  const { options, required } = useEditor()
  const country = useWatch({ control, name: 'country' })
  const amenitiesError = formState.errors.amenities?.message
  return (
    <Card n={n} title={t('editor.cards.preferences')}>
      <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-6">
        <BoundSelect
          name="propertyType"
          label={t('editor.labels.propertyType')}
          className="col-span-2 @xl:col-span-1 @3xl:col-span-3"
          options={toOptions(options.propertyTypes, 'unitType')}
        />
        <FormField
          id="lead-amenities"
          label={t('editor.labels.amenities')}
          required={required.includes('amenities')}
          error={amenitiesError}
          className="col-span-2 @xl:col-span-1 @3xl:col-span-3"
        >
          <Controller
            control={control}
            name="amenities"
            render={({ field }) => (
              <TagsSelect
                id="lead-amenities"
                value={field.value ?? []}
                options={options.amenities}
                onChange={field.onChange}
                label={amenityLabel}
                placeholder={t('editor.amenitiesPlaceholder')}
                error={amenitiesError}
              />
            )}
          />
        </FormField>
        <BoundSelect
          name="country"
          label={t('editor.labels.country')}
          className="col-span-2 @xl:col-span-1 @3xl:col-span-2"
          options={toOptions(options.countries)}
          onPick={(v) => {
            setValue('country', v, { shouldDirty: true })
            if (v !== country) setValue('city', null, { shouldDirty: true })
          }}
        />
        <BoundSelect
          name="city"
          label={t('editor.labels.city')}
          className="col-span-2 @xl:col-span-1 @3xl:col-span-2"
          options={toOptions(options.cities)}
          creatable
          onPick={(v) => {
            setValue('city', v, { shouldDirty: true })
            setValue('location', null, { shouldDirty: true })
            setValue('subLocation', null, { shouldDirty: true })
          }}
        />
        <BoundSelect
          name="community"
          label={t('editor.labels.community')}
          className="col-span-2 @xl:col-span-1 @3xl:col-span-2"
          options={toOptions(options.communities)}
          creatable
        />
        <BoundSelect
          name="location"
          label={t('editor.labels.location')}
          className="col-span-2 @xl:col-span-1 @3xl:col-span-3"
          options={toOptions(options.locations)}
          creatable
          onPick={(v) => {
            setValue('location', v, { shouldDirty: true, shouldValidate: formState.isSubmitted })
            setValue('subLocation', null, { shouldDirty: true })
          }}
        />
        <BoundSelect
          name="subLocation"
          label={t('editor.labels.subLocation')}
          className="col-span-2 @3xl:col-span-3"
          options={toOptions(options.subLocations)}
          creatable
        />
        <BoundInput
          name="minBedroom"
          label={t('editor.labels.minBedroom')}
          type="number"
          min={0}
          className="@3xl:col-span-1"
        />
        <BoundInput
          name="maxBedroom"
          label={t('editor.labels.maxBedroom')}
          type="number"
          min={0}
          className="@3xl:col-span-1"
        />
        <BoundInput
          name="minBathrooms"
          label={t('editor.labels.minBathrooms')}
          type="number"
          min={0}
          className="@3xl:col-span-1"
        />
        <BoundInput
          name="maxBathrooms"
          label={t('editor.labels.maxBathrooms')}
          type="number"
          min={0}
          className="@3xl:col-span-1"
        />
        <BoundInput
          name="minBudget"
          label={t('editor.labels.minBudget')}
          type="number"
          min={0}
          className="@3xl:col-span-1"
        />
        <BoundInput
          name="maxBudget"
          label={t('editor.labels.maxBudget')}
          type="number"
          min={0}
          className="@3xl:col-span-1"
        />
      </div>
    </Card>
  )
}
