import { formatList, formatNumber } from '../../../domain/format.ts'
import { t, textOr } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'
import type { DrillKey } from '../../../domain/leads/reportFilter.ts'

/**
 * A CRM report's drill-down filter as its chip reads in the console's language: 'Contacted', 'Not: Contacted',
 * 'First response: Within 5 min', 'Lost to the pool by: Sara Ali', 'Stage reached: Qualified'.
 */
export function drillChipText(
  key: DrillKey,
  value: string[] | boolean | undefined,
  agents: { value: string; label: string }[],
): string {
  const label = t(`reports.drill.labels.${key}`)
  if (typeof value === 'boolean') return value ? label : t('reports.drill.not', { label })
  const names = (value ?? []).map((v) =>
    key === 'firstResponse'
      ? textOr(`reports.agents.buckets.${v}`, v)
      : key === 'lostToPoolBy'
        ? (agents.find((a) => a.value === v)?.label ?? t('reports.drill.anAgent'))
        : key === 'reachedStage'
          ? valueLabel('stage', v)
          : key === 'sourceChannel'
            ? valueLabel('sourceChannel', v)
            : v,
  )
  const values =
    key === 'listings'
      ? t('reports.drill.selected', { n: formatNumber(names.length) })
      : names.length > 3
        ? t('reports.drill.more', { names: formatList(names.slice(0, 3)), n: formatNumber(names.length - 3) })
        : formatList(names)
  return t('reports.drill.chip', { label, values })
}
