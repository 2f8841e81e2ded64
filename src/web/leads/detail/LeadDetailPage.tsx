import { useState, type ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { PencilLine } from 'lucide-react'
import { Link, useLocation } from 'wouter'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { formatDateTime, formatList, formatMoney, formatNumber, formatPhone } from '../../../domain/format.ts'
import { t, textOr } from '../../../domain/i18n/index.ts'
import type { en } from '../../../domain/i18n/en/index.ts'
import { valueLabel, type ValueKind } from '../../../domain/i18n/values.ts'
import { responseTimeText } from '../../../domain/leads/responseTime.ts'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'
import { personName } from '../../../domain/leads/reportCells.ts'
import { P } from '../../../domain/permissions.ts'
import { useApi } from '../../lib/useApi.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom, currencyAtom } from '../../state/session.ts'
import { Data } from '../../ui/Data.tsx'
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
import { useRecordChange, type ChangedElsewhere } from '../../live/useRecordChange.ts'
import { changedElsewhereText } from '../../live/ChangedElsewhereNotice.tsx'

type LeadDetails = LeadReportRow &
  Record<string, unknown> & {
    history: HistoryEntry[]
    customerContact: { email?: string | null; phoneNumber?: string | null; doNotDisturb: boolean } | null
    referredBy: { _id: string; name: string } | null
  }

const when = (v: unknown) => (typeof v === 'string' && v ? formatDateTime(v) : null)

type FieldKey = keyof typeof en.lead.fields
/** Stored data (names, places, references, free text): as stored, in its own direction (Data). */
const stored = (v: unknown): ReactNode => (v === null || v === undefined || v === '' ? null : <Data>{String(v)}</Data>)
/** An ID, a reference, a phone: stored data that reads left to right inside Arabic too. */
const storedLtr = (v: unknown): ReactNode =>
  v === null || v === undefined || v === '' ? null : <Data ltr>{String(v)}</Data>
const label = (k: FieldKey) => t(`lead.fields.${k}`)
const enumOf = (kind: ValueKind) => (v: unknown) => valueLabel(kind, String(v))
const duration = responseTimeText
const yes = (v: unknown) => (v ? t('common.yes') : t('common.no'))

/** Lead fields shown in the Lead card, with their labels, in reading order (the rest have their own cards). */
const FIELDS: Array<[string, FieldKey, (v: unknown, currency: string) => ReactNode]> = [
  ['leadType', 'leadType', enumOf('leadType')],
  ['type', 'type', enumOf('formType')],
  ['sourceChannel', 'sourceChannel', enumOf('sourceChannel')],
  ['inputSource', 'inputSource', enumOf('inputSource')],
  ['enquiryMethod', 'enquiryMethod', enumOf('enquiryMethod')],
  ['contactMethod', 'contactMethod', enumOf('contactMethod')],
  ['action', 'action', enumOf('action')],
  ['rating', 'rating', enumOf('rating')],
  ['unitType', 'unitType', enumOf('unitType')],
  ['amenities', 'amenities', (v) => formatList((v as string[]).map((x) => valueLabel('amenity', x)))],
  ['minBedrooms', 'minBedrooms', (v) => formatNumber(v as number)],
  ['maxBedrooms', 'maxBedrooms', (v) => formatNumber(v as number)],
  ['minBathrooms', 'minBathrooms', (v) => formatNumber(v as number)],
  ['maxBathrooms', 'maxBathrooms', (v) => formatNumber(v as number)],
  ['minPrice', 'minPrice', (v, currency) => formatMoney(v as number, currency)],
  ['maxPrice', 'maxPrice', (v, currency) => formatMoney(v as number, currency)],
  ['country', 'country', stored],
  ['city', 'city', stored],
  ['community', 'community', stored],
  ['location', 'location', stored],
  ['subLocation', 'subLocation', stored],
  ['isManualAssignment', 'isManualAssignment', yes],
  ['sendToPool', 'sendToPool', yes],
  ['isSubscribedToNotifications', 'isSubscribedToNotifications', yes],
  ['followUpAt', 'followUpAt', when],
  ['lastActivityAt', 'lastActivityAt', when],
  ['timeToQualify', 'timeToQualify', duration],
  ['timeToClose', 'timeToClose', duration],
  ['trackingLink', 'trackingLink', stored],
  ['remarks', 'remarks', stored],
  [
    'utm',
    'utm',
    (v) =>
      stored(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x)
          .map(([k, x]) => `${k}: ${x}`)
          .join(' · '),
      ),
  ],
  ['createdAt', 'created', when],
  ['updatedAt', 'updated', when],
]

function Card({
  title,
  children,
  className = '',
  testId,
}: {
  title: string
  children: ReactNode
  className?: string
  testId?: string
}) {
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
          <dd className="min-w-0 break-words text-slate-900">
            {v === null || v === undefined || v === '' ? <span className="text-slate-300">—</span> : v}
          </dd>
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
  const { data, error, mutate } = useApi<{ data: LeadDetails }>(
    params.id ? `/api/properties/leads/${params.id}/details` : null,
  )
  const lead = data?.data
  // Live: a change made elsewhere reloads the page and says who made it; a delete keeps what it showed.
  const [changed, setChanged] = useState<ChangedElsewhere | null>(null)
  useRecordChange('leads', params.id, (c) => {
    if (c.by !== null) setChanged(c)
    if (!c.deleted) void mutate()
  })
  // One key back to the list the lead was opened from; the report gives back its row and scroll.
  const [, navigate] = useLocation()
  const back = useBackTarget('/reports/leads')
  useRegisterCommands(
    'lead-detail',
    [
      {
        id: 'lead-detail.back',
        title: t('lead.backToList'),
        group: t('lead.group'),
        shortcut: 'u,esc',
        hidden: true,
        run: () => navigate(back),
      },
    ],
    [back],
  )
  if (error)
    return (
      <p className="p-6 text-sm text-red-600" role="alert">
        {(error as Error).message || t('common.somethingWentWrong')}
      </p>
    )
  if (!lead) return <p className="p-6 text-sm text-slate-500">{t('lead.loading')}</p>
  const ref = `/reports/leads/${lead._id}`
  const responseTimes = Object.entries(lead.responseTimes ?? {})
  return (
    <div className="mx-auto max-w-7xl px-6 py-5" data-testid="lead-detail">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <BackButton fallback="/reports/leads" />
        <h1 className="text-lg font-semibold text-slate-900">{t('lead.title', { id: lead.leadID })}</h1>
        <StatusTag status={lead.status} />
        <StageBadge stage={lead.stage} />
        <span className="text-[13px] text-slate-500">{valueLabel('market', lead.market)}</span>
        {lead.parentId && (
          <Link
            href={`/reports/leads/${lead.parentId}?tab=0&refresh=0&ref=${encodeURIComponent(ref)}`}
            className="text-[13px] text-brand hover:underline"
          >
            {t('lead.childOf')}
          </Link>
        )}
        {can([P.LEAD_UPDATE]) && !lead.parentId && (
          <a
            href={updateHref(lead._id, ref)}
            target="_blank"
            rel="noreferrer"
            data-testid="detail-update-link"
            className="ms-auto flex h-8 items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white hover:bg-brand-dark"
          >
            <PencilLine className="size-4" aria-hidden /> {t('lead.update')}
          </a>
        )}
        <AcceptActions
          lead={{ ...lead, agentId: lead.agent?._id, isInFreePool: lead.isInFreePool as boolean }}
          onDone={() => void mutate()}
        />
      </div>
      {changed && (
        <div
          role="status"
          data-testid="lead-changed-elsewhere"
          className="mb-4 flex items-center gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <span className="min-w-0 flex-1">
            <span className="font-medium">{changedElsewhereText(changed, 'lead')}</span>{' '}
            {t(changed.deleted ? 'live.deletedPageHint' : 'live.shownHint')}
          </span>
          <button
            type="button"
            onClick={() => setChanged(null)}
            className="rounded-md border border-sky-300 bg-white px-2.5 py-1 text-[13px] font-medium hover:bg-sky-100"
          >
            {t('live.dismiss')}
          </button>
        </div>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title={t('lead.cards.lead')} testId="card-lead">
          <Facts
            items={[
              [label('createdAt'), when(lead.dataSourceCreatedAt)],
              [label('crmId'), storedLtr(lead.sourceDataId)],
              [label('leadId'), storedLtr(lead.leadID)],
              [label('contactType'), valueLabel('contactType', lead.contactType)],
              [label('source'), valueLabel('source', lead.source)],
              [label('status'), valueLabel('status', lead.status)],
              [label('stage'), valueLabel('stage', lead.stage)],
              ...FIELDS.map(([k, key, fmt]): [string, ReactNode] => [
                label(key),
                lead[k] === null || lead[k] === undefined ? null : fmt(lead[k], currency),
              ]),
              [
                label('createdBy'),
                lead.creator?.fullName?.trim() ? stored(personName(lead.creator)) : t('common.system'),
              ],
              [
                label('updatedBy'),
                lead.updatedBy?.fullName?.trim() ? stored(personName(lead.updatedBy)) : t('common.system'),
              ],
            ]}
          />
        </Card>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:col-span-2">
          <Card title={t('lead.cards.activities')} className="sm:col-span-2" testId="card-activities">
            <LeadActivities leadId={lead._id} />
          </Card>
          <Card title={t('lead.cards.customer')} testId="card-customer">
            <Facts
              items={[
                [
                  label('name'),
                  lead.customer ? (
                    <Link href={`/customers/${lead.customer._id}`} className="text-brand hover:underline">
                      <Data>{lead.customer.fullName}</Data>
                    </Link>
                  ) : null,
                ],
                [label('type'), lead.customer?.type ? valueLabel('customerType', lead.customer.type) : null],
                [label('crmId'), storedLtr(lead.customer?.sourceDataId)],
                ...(lead.customerContact && 'email' in lead.customerContact
                  ? ([
                      [
                        label('email'),
                        lead.customerContact.email ? <EmailText email={lead.customerContact.email} /> : null,
                      ],
                      [label('phone'), storedLtr(formatPhone(lead.customerContact.phoneNumber))],
                    ] as Array<[string, ReactNode]>)
                  : []),
                [label('doNotDisturb'), lead.customerContact ? yes(lead.customerContact.doNotDisturb) : null],
              ]}
            />
          </Card>
          <Card title={t('lead.cards.property')} testId="card-property">
            <Facts
              items={[
                [label('market'), valueLabel('market', lead.market)],
                [
                  label('listing'),
                  lead.listing ? (
                    <Link href={`/properties/listings/${lead.listing._id}`} className="text-brand hover:underline">
                      <Data ltr>{lead.listing.reference}</Data>
                    </Link>
                  ) : null,
                ],
                [
                  label('project'),
                  lead.project ? (
                    <Link
                      href={`/properties/projects/${lead.project._id}?tab=0&refresh=1&ref=reports/leads`}
                      className="text-brand hover:underline"
                    >
                      <Data>{lead.project.name}</Data>
                    </Link>
                  ) : null,
                ],
                [label('campaign'), stored(lead.project?.campaignName)],
                [label('developer'), stored(lead.project?.developer?.name)],
              ]}
            />
          </Card>
          <Card title={t('lead.cards.assignment')} testId="card-assignment">
            <Facts
              items={[
                [label('agent'), stored(lead.agent?.name)],
                [label('office'), stored(lead.agent?.officeName)],
                [label('manager'), stored(lead.agent?.reportedTo?.name)],
                [label('referredBy'), stored(lead.referredBy?.name)],
                [label('accepted'), yes(lead.isAccepted)],
                [label('contacted'), yes(lead.isContacted)],
                [label('claimed'), yes(lead.isClaimedFromPool)],
                [label('poolClaimed'), yes(lead.isAssignedFromLeadPool)],
                [
                  label('rating'),
                  lead.review?.rating === null || lead.review?.rating === undefined ? (
                    t('common.notAvailable')
                  ) : (
                    <span title={lead.review?.feedback ?? undefined}>
                      {formatNumber(lead.review.rating)}
                      {lead.review?.feedback ? (
                        <>
                          {' — '}
                          <Data>{lead.review.feedback}</Data>
                        </>
                      ) : (
                        ''
                      )}
                    </span>
                  ),
                ],
              ]}
            />
          </Card>
          <Card title={t('lead.cards.whyAgent')} testId="card-why-agent">
            <WhyThisAgent leadId={lead._id} />
          </Card>
          <Card title={t('lead.cards.sla')} testId="card-sla">
            <Facts
              items={[
                [
                  label('slaStage'),
                  <span data-testid="derived-sla-stage">
                    <LiveSlaStage lead={lead} />
                  </span>,
                ],
                [label('initialSlaEnd'), when(lead.initialSlaEndDate)],
                [label('freePoolSlaEnd'), when(lead.freePoolSlaEndDate)],
                [label('acceptedAt'), when(lead.acceptedAt)],
                [label('agentAssignedAt'), when(lead.agentAssignedAt)],
              ]}
            />
          </Card>
          <Card title={t('lead.cards.responseTimes')} testId="card-response-times">
            {responseTimes.length ? (
              <Facts
                items={responseTimes.map(([k, v]): [string, ReactNode] => [
                  textOr(`lead.responseTimes.${k}`, k),
                  <span className="tabular-nums">{duration(v)}</span>,
                ])}
              />
            ) : (
              <p className="text-[13px] text-slate-500">{t('lead.noResponseTimes')}</p>
            )}
          </Card>
          <Card
            title={t('lead.cards.children', { n: formatNumber(lead.childCount) })}
            className="sm:col-span-2"
            testId="card-children"
          >
            {lead.childCount > 0 ? (
              <EmbeddedLeadsList parentId={lead._id} refPath={ref} />
            ) : (
              <p className="text-[13px] text-slate-500">{t('lead.noChildren')}</p>
            )}
          </Card>
          <Card title={t('lead.cards.history')} className="sm:col-span-2" testId="card-history">
            <HistoryList entries={lead.history} />
          </Card>
          <Card title={t('lead.cards.changes')} className="sm:col-span-2" testId="card-changes">
            <RecordHistory resource="leads" id={lead._id} />
          </Card>
        </div>
      </div>
    </div>
  )
}
