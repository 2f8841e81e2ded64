/** Query parameters whose values never reach the log: e-mailed links (password reset) carry their token in `token`. */
const SECRET_PARAMS = ['token']

/** A request URL as the request log writes it, secret parameter values replaced. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = new URLSearchParams(url.slice(q + 1))
  const secrets = SECRET_PARAMS.filter((p) => params.has(p))
  if (!secrets.length) return url
  for (const p of secrets) params.set(p, 'redacted')
  return `${url.slice(0, q)}?${params}`
}
