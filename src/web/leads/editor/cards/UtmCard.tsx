import { BoundInput } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'
import { t } from '../../../../domain/i18n/index.ts'

const UTM = [
  ['id', 'utmId'],
  ['source', 'utmSource'],
  ['medium', 'utmMedium'],
  ['campaign', 'utmCampaign'],
  ['term', 'utmTerm'],
  ['content', 'utmContent'],
] as const

/** Card 8: the campaign tracking parameters. */
export function UtmCard({ n }: { n: number }) {
  return (
    <Card n={n} title={t('editor.cards.utm')}>
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3">
        {UTM.map(([k, label]) => (
          <BoundInput key={k} name={`utm.${k}`} label={t(`editor.labels.${label}`)} />
        ))}
      </div>
    </Card>
  )
}
