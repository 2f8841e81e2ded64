import { Fragment } from 'react'
import type { Resource } from '../../../domain/resources/types.ts'
import { Data } from '../../ui/Data.tsx'
import { recordSubtitleParts } from '../recordText.ts'

/** A record's subtitle on a screen: its stored parts marked as data, ' · ' between the parts. */
export function RecordSubtitle({
  resource,
  row,
  className,
}: {
  resource: Resource
  row: Record<string, unknown>
  className?: string
}) {
  const parts = recordSubtitleParts(resource, row)
  if (!parts.length) return null
  return (
    <span className={className}>
      {parts.map((p, i) => (
        // a subtitle's parts are its fields in declared order, each shown once
        <Fragment key={p.field}>
          {i > 0 && ' · '}
          {p.data ? <Data>{p.text}</Data> : p.text}
        </Fragment>
      ))}
    </span>
  )
}
