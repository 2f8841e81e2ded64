import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { PencilLine } from 'lucide-react'
import { Link, useLocation } from 'wouter'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { enumLabel, formatDateTime, formatMoney, formatPhone } from '../../../domain/format.ts'
import { formatResponseTime, RESPONSE_TIME_LABELS } from '../../../domain/leads/responseTime.ts'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'
import { personName, ratingText, yesNo } from '../../../domain/leads/reportCells.ts'
import { P } from '../../../domain/permissions.ts'
import { useApi } from '../../lib/useApi.ts'
import type { PageProps } from '../../routes.tsx'
import { canAtom, currencyAtom } from '../../state/session.ts'
import { EmailText } from '../../ui/EmailText.tsx'
import { BackButton, useBackTarget } from '../../ui/BackButton.tsx'
import { LiveSlaStage, StageBadge, StatusTag } from '../report/cells.tsx'
import { updateHref } from '../report/columns.tsx'
import { EmbeddedLeadsList } from '../report/EmbeddedLeadsList.tsx'
import { RecordHistory } from '../../audit/RecordHistory.tsx'
import { HistoryList, type HistoryEntry } from './HistoryList.tsx'
import { WhyThisAgent } from '../routing/WhyThisAgent.tsx'
import { LeadActivities } from '../../activities/LeadActivities.tsx'
import { AcceptActions } from '../pool/AcceptActions.tsx'

type LeadDetails = LeadReportRow &
  Record<string, unknown> & {
    history: HistoryEntry[]
    customerContact: { email?: string | null; phoneNumber?: string | null; doNotDisturb: boolean } | null
    referredBy: { _id: string; name: string } | null
  }

const when = (v: unknown) => (typeof v === 'string' && v ? formatDateTime(v) : null)

/** Lead fields shown in the Lead card, with their labels, in reading order (the rest have their own cards). */
const FIELDS: Array<[string, string, (v: unknown, currency: string) => ReactNode]> = [
  ['leadType', 'Lead Type', String], ['type', 'Type', (v) => enumLabel(String(v))], ['sourceChannel', 'Source Channel', String], ['inputSource', 'Input Source', String],
  ['enquiryMethod', 'Enquiry Method', String], ['contactMethod', 'Contact Method', String], ['action', 'Action', String], ['rating', 'Rating', String],
  ['unitType', 'Property Type', String], ['amenities', 'Amenities', (v) => (v as string[]).join(', ')],
  ['minBedrooms', 'Min Bedrooms', String], ['maxBedrooms', 'Max Bedrooms', String], ['minBathrooms', 'Min Bathrooms', String], ['maxBathrooms', 'Max Bathrooms', String],
  ['minPrice', 'Min Budget', (v, currency) => formatMoney(v as number, currency)],
  ['maxPrice', 'Max Budget', (v, currency) => formatMoney(v as number, currency)],
  ['country', 'Country', String], ['city', 'City', String], ['community', 'Community', String], ['location', 'Location', String], ['subLocation', 'Sub Location', String],
  ['isManualAssignment', 'Manual Assignment', (v) => yesNo(!!v)], ['sendToPool', 'Sent To Pool', (v) => yesNo(!!v)],
  ['isSubscribedToNotifications', 'Subscribed To Notifications', (v) => yesNo(!!v)], ['followUpAt', 'Follow Up At', when],
  ['lastActivityAt', 'Last Activity', when], ['timeToQualify', 'Time To Qualify', formatResponseTime], ['timeToClose', 'Time To Close', formatResponseTime],
  ['trackingLink', 'Tracking Link', String], ['remarks', 'Remarks', String],
  ['utm', 'UTM', (v) => Object.entries(v as Record<string, unknown>).filter(([, x]) => x).map(([k, x]) => `${k}: ${x}`).join(' · ')],
  ['createdAt', 'Created', when], ['updatedAt', 'Updated', when],
]

function Card({ title, children, className = '', testId }: { title: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white ${className}`} data-testid={testId}>
      <h2 className="border-b border-slate-100 px-4 py-2.5 text-[13px] font-semibold text-slate-800">{title}</h2>
      <div className="p-4">{children}</div>
    </section>
  )
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[minmax(110px,auto)_1fr] gap-x-4 gap-y-1.5 text-[13px]">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="min-w-0 break-words text-slate-900">{v === null || v === undefined || v === '' ? <span className="text-slate-300">—</span> : v}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * /reports/leads/{id} (tab 0): every field of the lead, its customer, listing or project, agent and
 * manager, SLA dates with the derived SLA stage, response times, child leads and the history.
 */
export default function LeadDetailPage({ params }: PageProps) {
  const can = useAtomValue(canAtom)
  const currency = useAtomValue(currencyAtom)
  const { data, error, mutate } = useApi<{ data: LeadDetails }>(params.id ? `/api/properties/leads/${params.id}/details` : null)
  const lead = data?.data
  // One key back to the list the lead was opened from; the report gives back its row and scroll.
  const [, navigate] = useLocation()
  const back = useBackTarget('/reports/leads')
  useRegisterCommands('lead-detail', [{ id: 'lead-detail.back', title: 'Back to the list', group: 'Lead detail', shortcut: 'u,esc', hidden: true, run: () => navigate(back) }], [back])
  if (error) return <p className="p-6 text-sm text-red-600" role="alert">{(error as Error).message || 'Something went wrong'}</p>
  if (!lead) return <p className="p-6 text-sm text-slate-500">Loading…</p>
  const ref = `/reports/leads/${lead._id}`
  const responseTimes = Object.entries(lead.responseTimes ?? {})
  return (
    <div className="mx-auto max-w-7xl px-6 py-5" data-testid="lead-detail">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <BackButton fallback="/reports/leads" />
        <h1 className="text-lg font-semibold text-slate-900">Lead #{lead.leadID}</h1>
        <StatusTag status={lead.status} />
        <StageBadge stage={lead.stage} />
        <span className="text-[13px] text-slate-500">{lead.market}</span>
        {lead.parentId && (
          <Link href={`/reports/leads/${lead.parentId}?tab=0&refresh=0&ref=${encodeURIComponent(ref)}`} className="text-[13px] text-brand hover:underline">
            Child of a parent lead
          </Link>
        )}
        {can([P.LEAD_UPDATE]) && !lead.parentId && (
          <a href={updateHref(lead._id, ref)} target="_blank" rel="noreferrer" data-testid="detail-update-link" className="ms-auto flex h-8 items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white hover:bg-brand-dark">
            <PencilLine className="size-4" aria-hidden /> Update lead
          </a>
        )}
        <AcceptActions lead={{ ...lead, agentId: lead.agent?._id, isInFreePool: lead.isInFreePool as boolean }} onDone={() => void mutate()} />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title="Lead" testId="card-lead">
          <Facts
            items={[
              ['Created At', when(lead.dataSourceCreatedAt)],
              ['CRM ID', lead.sourceDataId],
              ['Lead ID', lead.leadID],
              ['Contact Type', lead.contactType],
              ['Source', lead.source],
              ['Status', lead.status],
              ['Stage', lead.stage],
              ...FIELDS.map(([k, label, fmt]): [string, ReactNode] => [label, lead[k] === null || lead[k] === undefined ? null : fmt(lead[k], currency)]),
              ['Created By', personName(lead.creator)],
              ['Last Updated By', personName(lead.updatedBy)],
            ]}
          />
        </Card>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:col-span-2">
        <Card title="Activities" className="sm:col-span-2" testId="card-activities">
          <LeadActivities leadId={lead._id} />
        </Card>
        <Card title="Customer" testId="card-customer">
          <Facts
            items={[
              ['Name', lead.customer ? <Link href={`/customers/${lead.customer._id}`} className="text-brand hover:underline">{lead.customer.fullName}</Link> : null],
              ['Type', lead.customer?.type],
              ['CRM ID', lead.customer?.sourceDataId],
              ...(lead.customerContact && 'email' in lead.customerContact
                ? ([['E-mail', lead.customerContact.email ? <EmailText email={lead.customerContact.email} /> : null], ['Phone', formatPhone(lead.customerContact.phoneNumber)]] as Array<[string, ReactNode]>)
                : []),
              ['Do Not Disturb', lead.customerContact ? yesNo(lead.customerContact.doNotDisturb) : null],
            ]}
          />
        </Card>
        <Card title="Listing / Project" testId="card-property">
          <Facts
            items={[
              ['Market', lead.market],
              ['Listing', lead.listing ? <Link href={`/properties/listings/${lead.listing._id}`} className="text-brand hover:underline">{lead.listing.reference}</Link> : null],
              ['Project', lead.project ? <Link href={`/properties/projects/${lead.project._id}?tab=0&refresh=1&ref=reports/leads`} className="text-brand hover:underline">{lead.project.name}</Link> : null],
              ['Campaign', lead.project?.campaignName],
              ['Developer', lead.project?.developer?.name],
            ]}
          />
        </Card>
        <Card title="Assignment" testId="card-assignment">
          <Facts
            items={[
              ['Agent', lead.agent?.name],
              ['Office', lead.agent?.officeName],
              ['Manager', lead.agent?.reportedTo?.name],
              ['Referred By', lead.referredBy?.name],
              ['Accepted', yesNo(lead.isAccepted)],
              ['Contacted', yesNo(lead.isContacted)],
              ['Claimed', yesNo(lead.isClaimedFromPool)],
              ['Pool Claimed', yesNo(lead.isAssignedFromLeadPool)],
              ['Rating', <span title={lead.review?.feedback ?? undefined}>{ratingText(lead.review)}{lead.review?.feedback ? ` — ${lead.review.feedback}` : ''}</span>],
            ]}
          />
        </Card>
        <Card title="Why this agent" testId="card-why-agent">
          <WhyThisAgent leadId={lead._id} />
        </Card>
        <Card title="SLA" testId="card-sla">
          <Facts
            items={[
              ['SLA Stage', <span data-testid="derived-sla-stage"><LiveSlaStage lead={lead} /></span>],
              ['Initial SLA End', when(lead.initialSlaEndDate)],
              ['Free Pool SLA End', when(lead.freePoolSlaEndDate)],
              ['Accepted At', when(lead.acceptedAt)],
              ['Agent Assigned At', when(lead.agentAssignedAt)],
            ]}
          />
        </Card>
        <Card title="Response Times" testId="card-response-times">
          {responseTimes.length ? (
            <Facts items={responseTimes.map(([k, v]): [string, ReactNode] => [RESPONSE_TIME_LABELS[k] ?? k, <span className="tabular-nums">{formatResponseTime(v)}</span>])} />
          ) : (
            <p className="text-[13px] text-slate-500">No response times recorded</p>
          )}
        </Card>
        <Card title={`Child Leads (${lead.childCount})`} className="sm:col-span-2" testId="card-children">
          {lead.childCount > 0 ? <EmbeddedLeadsList parentId={lead._id} refPath={ref} /> : <p className="text-[13px] text-slate-500">This lead has no child leads</p>}
        </Card>
        <Card title="History" className="sm:col-span-2" testId="card-history">
          <HistoryList entries={lead.history} />
        </Card>
        <Card title="Field Changes" className="sm:col-span-2" testId="card-changes">
          <RecordHistory resource="leads" id={lead._id} />
        </Card>
        </div>
      </div>
    </div>
  )
}
