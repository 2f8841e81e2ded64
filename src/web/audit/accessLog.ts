import { t } from '../../domain/i18n/index.ts'

/** A row of the access log as the profile's and the administrators' pages read it. */
export interface AccessLogRow {
  _id: string
  action: string
  ip: string | null
  userAgent: string | null
  createdAt: string
  asset: { _id: string; name: string } | null
}

/** A short device label from a user agent: browser and system, enough to recognise a sign-in, in the console's language. */
export function deviceLabel(ua: string | null): string {
  if (!ua) return '—'
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : t('admin.device.otherBrowser')
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : ''
  return os ? t('admin.device.on', { browser, os }) : browser
}
