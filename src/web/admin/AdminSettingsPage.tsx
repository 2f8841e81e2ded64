import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { Card } from '../ui/Card.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'

interface ServerSettings {
  environment: string
  publicUrl: string
  mailFrom: string
  mailDelivery: 'smtp' | 'outbox'
  sessionTtlHours: number
  shortSessionTtlHours: number
  resetLinkMinutes: number
  inviteLinkHours: number
}

const count = (n: number) => ({ count: n, n: formatNumber(n) })
const hours = (h: number) => (h % 24 === 0 ? t('admin.server.days', count(h / 24)) : t('admin.server.hours', count(h)))

/** /admin/settings: what the server runs with, read-only (set by its environment, README Configuration). */
export default function AdminSettingsPage({ title }: PageProps) {
  const { data, error } = useApi<{ data: ServerSettings }>('/api/admin/settings')
  const s = data?.data
  const rows: [label: string, value: string, source: string, data: boolean, note?: string][] = s
    ? [
        // the values read by the server (an environment name, addresses) are data; the variable names are the README's
        [t('admin.server.environment'), s.environment, 'APP_ENV', true],
        [t('admin.server.publicUrl'), s.publicUrl, 'PUBLIC_URL', true, t('admin.server.publicUrlSource')],
        [t('admin.server.mailFrom'), s.mailFrom, 'MAIL_FROM', true],
        [
          t('admin.server.mailDelivery'),
          t(s.mailDelivery === 'smtp' ? 'admin.server.smtp' : 'admin.server.outbox'),
          'SMTP_URL',
          false,
        ],
        [t('admin.server.longSession'), hours(s.sessionTtlHours), 'SESSION_TTL_HOURS', false],
        [t('admin.server.shortSession'), hours(s.shortSessionTtlHours), 'SHORT_SESSION_TTL_HOURS', false],
        [
          t('admin.server.resetLink'),
          t('admin.server.singleUse', { time: t('admin.server.minutes', count(s.resetLinkMinutes)) }),
          t('admin.server.fixed'),
          false,
        ],
        [
          t('admin.server.inviteLink'),
          t('admin.server.singleUse', { time: hours(s.inviteLinkHours) }),
          t('admin.server.fixed'),
          false,
        ],
      ]
    : []
  return (
    <div className="pb-6">
      <PageHeader title={title} subtitle={t('admin.server.subtitle')} />
      <Card className="mx-6 max-w-3xl">
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {(error as Error).message}
          </p>
        )}
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map(([label, value, source, data, note]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="text-slate-900">
                {data ? (
                  <bdi dir="ltr" data-i18n-data>
                    {value}
                  </bdi>
                ) : (
                  value
                )}{' '}
                <bdi dir="ltr" className="ms-1 font-mono text-xs text-slate-500">
                  {source}
                </bdi>
                {note && <span className="text-xs text-slate-500">: {note}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  )
}
