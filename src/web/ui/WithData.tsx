import { Fragment, type ReactNode } from 'react'

/** Where a stored value goes in a catalogue sentence: t('pool.escalated.was', { name: DATA }). */
export const DATA = '\u2063'

/**
 * A catalogue sentence with stored values (names, free text) in it, in the sentence's word order for the
 * language: each value, in order, replaces a DATA mark and is marked data-i18n-data (kept as written).
 */
export function WithData({ sentence, values }: { sentence: string; values: ReactNode[] }) {
  const parts = sentence.split(DATA)
  return parts.map((p, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence, in order
    <Fragment key={i}>
      {p}
      {i < parts.length - 1 && <span data-i18n-data>{values[i]}</span>}
    </Fragment>
  ))
}
