import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
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

const hours = (h: number) => (h % 24 === 0 ? `${h / 24} days` : `${h} hours`)

/** /admin/settings: what the server runs with, read-only (set by its environment, README Configuration). */
export default function AdminSettingsPage({ title }: PageProps) {
  const { data, error } = useApi<{ data: ServerSettings }>('/api/admin/settings')
  const s = data?.data
  const rows: [string, string, string][] = s
    ? [
        ['Environment', s.environment, 'APP_ENV'],
        ['Console address', s.publicUrl, 'PUBLIC_URL: the base of e-mailed links'],
        ['Mail sender', s.mailFrom, 'MAIL_FROM'],
        ['Mail delivery', s.mailDelivery === 'smtp' ? 'SMTP server' : 'Outbox folder (no SMTP server set)', 'SMTP_URL'],
        ['Session with "remember me"', hours(s.sessionTtlHours), 'SESSION_TTL_HOURS'],
        ['Session without it', hours(s.shortSessionTtlHours), 'SHORT_SESSION_TTL_HOURS'],
        ['Password reset link', `${s.resetLinkMinutes} minutes, single use`, 'fixed'],
        ['Invitation link', `${hours(s.inviteLinkHours)}, single use`, 'fixed'],
      ]
    : []
  return (
    <div className="pb-6">
      <PageHeader title={title} subtitle="Product-wide settings of this server. They are set in its environment (see the README) and shown here read-only." />
      <Card className="mx-6 max-w-3xl">
        {error && <p role="alert" className="text-sm text-red-600">{(error as Error).message}</p>}
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map(([label, value, source]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="text-slate-900">
                {value} <span className="ms-1 font-mono text-xs text-slate-500">{source}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  )
}
