import { BoundInput } from '../controls/Bound.tsx'
import { Card } from '../controls/Card.tsx'

const UTM = [
  ['id', 'UTM ID'],
  ['source', 'UTM Source'],
  ['medium', 'UTM Medium'],
  ['campaign', 'UTM Campaign'],
  ['term', 'UTM Term'],
  ['content', 'UTM Content'],
] as const

/** Card 8: the campaign tracking parameters. */
export function UtmCard({ n }: { n: number }) {
  return (
    <Card n={n} title="UTM Parameters">
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3">
        {UTM.map(([k, label]) => (
          <BoundInput key={k} name={`utm.${k}`} label={label} />
        ))}
      </div>
    </Card>
  )
}
