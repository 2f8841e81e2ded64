import { Data } from './Data.tsx'

/**
 * An e-mail address that wraps where a reader expects when it does not fit: before its '@' and dots,
 * not in the middle of a word (break-all cut 'montg|omery'); a part still longer than the line breaks
 * anywhere as a last resort. Stored data, left to right inside any sentence (Data).
 */
export function EmailText({ email }: { email: string }) {
  return (
    <Data ltr className="[overflow-wrap:anywhere]" title={email}>
      {email.split(/(?=[.@])/).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, never reordered
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </Data>
  )
}
