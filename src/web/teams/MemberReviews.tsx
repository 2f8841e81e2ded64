import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { Star } from 'lucide-react'
import { hasAccess } from '../../domain/permissions.ts'
import {
  REVIEW_STATUSES,
  reviewCategoryText,
  reviewDateText,
  reviewFeedbackText,
  reviewLabel,
  reviewSubjectText,
  UNRESPONSIVE,
  type AgentReview,
} from '../../domain/teams/reviews.ts'
import { formatNumber } from '../../domain/format.ts'
import { t, textOr } from '../../domain/i18n/index.ts'
import { responseTimeText } from '../../domain/leads/responseTime.ts'
import { api } from '../lib/http.ts'
import { useApi, usePagedApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { profileAtom } from '../state/session.ts'
import { Pager } from '../ui/lists/Pager.tsx'
import { toast } from '../ui/toast.tsx'

interface Summary {
  total: number
  averageRating: number | null
  unresponsive: number
}

const COLUMNS = [
  'date',
  'customer',
  'subject',
  'category',
  'rating',
  'feedback',
  'qualificationTime',
  'status',
] as const
// a review's category (the review dialog's words) and status in the console's language
const statusText = (s: string) => textOr(`teams.reviews.statuses.${s}`, reviewLabel(s))

const Stars = ({ rating }: { rating: number }) => (
  <span
    role="img"
    className="flex items-center gap-0.5"
    aria-label={t('teams.reviews.stars', { rating: formatNumber(rating) })}
    title={t('teams.reviews.stars', { rating: formatNumber(rating) })}
  >
    {[1, 2, 3, 4, 5].map((n) => (
      <Star
        key={n}
        className={`size-3.5 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        aria-hidden
      />
    ))}
  </span>
)

/** A member's reviews by customers (GET teams/members/ratings), with their summary; moderators publish or hide one. */
export default function MemberReviews({ resource: r, row }: DetailTabProps) {
  const profile = useAtomValue(profileAtom)
  const [page, setPage] = useState(1)
  const query = { agent: row._id }
  const list = usePagedApi<AgentReview>(`${r.basePath}/ratings`, {
    filter: { query, page, limit: 20, populate: ['customer'] },
  })
  const summary = useApi<{ data: Summary }>(`${r.basePath}/ratings/statistics/summary`, { filter: { query } })
  const canModerate = hasAccess(profile, r.access?.update)
  const setStatus = async (review: AgentReview, status: string) => {
    try {
      await api.patch(`${r.basePath}/ratings/${review._id}`, { data: { status } })
      toast.success(t(status === 'hidden' ? 'teams.reviews.hidden' : 'teams.reviews.published'))
      list.reload()
    } catch (e) {
      toast.error((e as Error).message)
    }
  }
  const s = summary.data?.data
  return (
    <div className="flex flex-col gap-3" data-testid="member-reviews">
      {s && (
        <p className="text-sm text-slate-700">
          {s.total === 0 ? (
            t('teams.reviews.none')
          ) : (
            <>
              {t('teams.reviews.average', {
                count: s.total,
                n: formatNumber(s.total),
                avg: s.averageRating === null ? '—' : formatNumber(s.averageRating, 2),
              })}
              {s.unresponsive > 0 && (
                <span className="text-slate-500">
                  {' '}
                  · {t('teams.reviews.unresponsive', { n: formatNumber(s.unresponsive) })}
                </span>
              )}
            </>
          )}
        </p>
      )}
      {list.error && (
        <p role="alert" className="text-sm text-red-600">
          {list.error}
        </p>
      )}
      {list.rows.length > 0 && (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full text-[13px]">
            <thead className="bg-slate-50 text-start text-xs text-slate-500 uppercase">
              <tr>
                {COLUMNS.map((h) => (
                  <th key={h} className="px-2 py-1.5 text-start font-medium whitespace-nowrap">
                    {t(`teams.reviews.columns.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((v) => (
                <tr key={v._id} className="border-t border-slate-100 align-top">
                  <td className="px-2 py-1.5 whitespace-nowrap text-slate-600 tabular-nums">{reviewDateText(v)}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap" data-i18n-data>
                    {v.customer?.fullName ?? '—'}
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {v.subjectId && v.subjectType === 'Lead' ? (
                      <Link
                        href={`/reports/leads/${v.subjectId}?ref=${encodeURIComponent(`${r.route}/${row._id}?tab=reviews`)}`}
                        className="text-brand hover:underline"
                      >
                        {reviewSubjectText(v.subject) ?? t('teams.reviews.lead')}
                      </Link>
                    ) : (
                      (reviewSubjectText(v.subject) ?? '—')
                    )}
                  </td>
                  <td className="px-2 py-1.5">{reviewCategoryText(v.category) || '—'}</td>
                  <td className="px-2 py-1.5">
                    <Stars rating={v.rating} />
                  </td>
                  <td
                    className={`max-w-80 px-2 py-1.5 ${reviewFeedbackText(v) === v.feedback?.trim() ? 'text-slate-800' : 'text-slate-500 italic'}`}
                  >
                    {/* the customer's own words are data; the 'Unresponsive' stand-in is ours */}
                    {reviewFeedbackText(v) === UNRESPONSIVE ? (
                      reviewCategoryText(UNRESPONSIVE)
                    ) : (
                      <span data-i18n-data>{reviewFeedbackText(v) || '—'}</span>
                    )}
                  </td>
                  <td className="px-2 py-1.5 tabular-nums">
                    {v.qualificationTime === null ? '—' : responseTimeText(v.qualificationTime)}
                  </td>
                  <td className="px-2 py-1.5">
                    {canModerate ? (
                      <select
                        aria-label={t('teams.reviews.statusOf', { date: reviewDateText(v) })}
                        value={v.status}
                        onChange={(e) => void setStatus(v, e.target.value)}
                        className="rounded border border-slate-300 bg-white px-1 py-0.5 text-[13px]"
                      >
                        {REVIEW_STATUSES.map((x) => (
                          <option key={x} value={x}>
                            {statusText(x)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      statusText(v.status)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager meta={list.meta} onPage={setPage} />
        </div>
      )}
    </div>
  )
}
