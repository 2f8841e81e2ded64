import { CONTACT_TYPES, DISTINCT_FILTER, LEAD_STATUSES, MARKETS } from '../../../domain/leads/constants.ts'
import { SLA_STAGES } from '../../../domain/leads/sla.ts'
import { useApi } from '../../lib/useApi.ts'
import type { Option } from './MultiSelect.tsx'
import { valueLabel, type ValueKind } from '../../../domain/i18n/values.ts'
import { t } from '../../../domain/i18n/index.ts'

/** Options of enum values, labelled in the console's language (the value itself is what is filtered). */
const opts = (kind: ValueKind, values: readonly string[]): Option[] =>
  values.map((v) => ({ value: v, label: valueLabel(kind, v) }))
/** Distinct values of a lead field (limit -1, page 1: spec 1 §9; the generic filter has no offset member). */
function useDistinct(field: string): string[] {
  return (
    useApi<{ data: string[] }>(
      `/api/properties/leads/distinct/${field}`,
      { filter: { limit: DISTINCT_FILTER.limit, page: DISTINCT_FILTER.page } },
      { revalidateOnFocus: false },
    ).data?.data ?? []
  )
}

/**
 * Options of the report's filters: fixed lists from the domain, distinct values of contact type,
 * source, stage and input source (spec 2 §7), agents and projects with a name.
 */
export function useFilterOptions() {
  const named = useApi<{
    data: { agents: { _id: string; name: string; isTest: boolean }[]; projects: { _id: string; name: string }[] }
  }>('/api/properties/leads/filter-options', undefined, { revalidateOnFocus: false })
  const contactTypes = useDistinct('contactType')
  const sources = useDistinct('source')
  const stages = useDistinct('stage')
  const inputSources = useDistinct('inputSource')
  return {
    market: opts('market', MARKETS),
    status: opts('status', LEAD_STATUSES),
    slaStage: opts('slaStage', SLA_STAGES),
    contactType: opts('contactType', contactTypes.length ? contactTypes : CONTACT_TYPES),
    source: opts('source', sources),
    stage: opts('stage', stages),
    inputSource: opts('inputSource', inputSources),
    agents: (named.data?.data.agents ?? []).map((a) => ({
      value: a._id,
      label: a.name,
      hint: a.isTest ? t('report.testAgent') : undefined,
    })),
    projects: (named.data?.data.projects ?? []).map((p) => ({ value: p._id, label: p.name })),
  }
}
