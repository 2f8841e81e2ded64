import { CONTACT_METHODS, ENQUIRY_METHODS, LEAD_ACTIONS } from '../../../../domain/leads/constants.ts'
import { BoundInput, BoundSelect } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { useEditor } from '../EditorContext.ts'
import { toOptions } from '../hooks/useLeadOptions.ts'
import { RatingField, StageField, StatusField } from './MostUsedFields.tsx'
import { t } from '../../../../domain/i18n/index.ts'

/** Card 6: where the lead came from and where it stands (on update, stage, status and rating are on top: QuickUpdate). */
export function DetailsCard({ n }: { n: number }) {
  const { options, mode } = useEditor()
  const create = mode === 'create'
  return (
    <Card n={n} title={t('editor.cards.details')}>
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3">
        <BoundSelect
          name="source"
          label={t('editor.labels.source')}
          options={toOptions(options.sources, 'source')}
          creatable
          placeholder={t('editor.sourcePlaceholder')}
        />
        <BoundSelect
          name="contactMethod"
          label={t('editor.labels.contactMethod')}
          options={toOptions(CONTACT_METHODS, 'contactMethod')}
        />
        <BoundSelect
          name="enquiryMethod"
          label={t('editor.labels.enquiryMethod')}
          options={toOptions(ENQUIRY_METHODS, 'enquiryMethod')}
        />
        <BoundSelect name="action" label={t('editor.labels.action')} options={toOptions(LEAD_ACTIONS, 'action')} />
        {create && <StageField />}
        {create && <StatusField />}
        <BoundSelect
          name="referredBy"
          label={t('editor.labels.referredBy')}
          options={options.agents}
          placeholder={t('editor.selectAgent')}
        />
        {create && <RatingField />}
        <BoundInput
          name="remarks"
          label={t('editor.labels.remarks')}
          multiline
          className="col-span-full"
          placeholder={t('editor.remarksPlaceholder')}
        />
      </div>
    </Card>
  )
}
