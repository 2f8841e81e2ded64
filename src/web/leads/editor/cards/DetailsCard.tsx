import { CONTACT_METHODS, ENQUIRY_METHODS, LEAD_ACTIONS } from '../../../../domain/leads/constants.ts'
import { BoundInput, BoundSelect } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { useEditor } from '../EditorContext.ts'
import { toOptions } from '../hooks/useLeadOptions.ts'
import { RatingField, StageField, StatusField } from './MostUsedFields.tsx'

/** Card 6: where the lead came from and where it stands (on update, stage, status and rating are on top: QuickUpdate). */
export function DetailsCard({ n }: { n: number }) {
  const { options, mode } = useEditor()
  const create = mode === 'create'
  return (
    <Card n={n} title="Lead Details">
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3">
        <BoundSelect name="source" label="Source" options={toOptions(options.sources)} creatable placeholder="Select or type a source" />
        <BoundSelect name="contactMethod" label="Contact Method" options={toOptions(CONTACT_METHODS)} />
        <BoundSelect name="enquiryMethod" label="Enquiry Method" options={toOptions(ENQUIRY_METHODS)} />
        <BoundSelect name="action" label="Action" options={toOptions(LEAD_ACTIONS)} />
        {create && <StageField />}
        {create && <StatusField />}
        <BoundSelect name="referredBy" label="Referred By" options={options.agents} placeholder="Select agent" />
        {create && <RatingField />}
        <BoundInput name="remarks" label="Remarks" multiline className="col-span-full" placeholder="Anything the agent should know" />
      </div>
    </Card>
  )
}
