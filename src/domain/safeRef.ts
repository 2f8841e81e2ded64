/**
 * The one rule for a `ref` query value (spec 2 §2 back button): a path on this site or nothing, so a
 * crafted link cannot make Back leave the console (`//evil.example`, `/\evil.example`, `https:…`,
 * `javascript:…`). The spec also writes refs without their leading slash (`ref=reports/leads`).
 */
const SCHEME = /^[a-z][a-z\d+.-]*:/i
// Browsers drop tabs and newlines inside URLs and read `\` as `/`, which turns `/\t/x` or `/\x` into `//x`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
const UNSAFE_CHAR = /[\\\u0000-\u001f\u007f]/
const PROBE_ORIGIN = 'http://console.invalid'

export function safeRef(ref: string | null | undefined): string | null {
  if (!ref || ref !== ref.trim() || UNSAFE_CHAR.test(ref) || SCHEME.test(ref)) return null
  const path = ref.startsWith('/') ? ref : `/${ref}`
  if (path.startsWith('//')) return null
  // What a browser would resolve it to must stay here, dot segments included (`/..//x` resolves to `//x`).
  const url = new URL(path, PROBE_ORIGIN)
  return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//') ? path : null
}
