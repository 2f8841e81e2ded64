import type { FieldDef, ItemsDef } from '../resources/types.ts'
import { schemaText } from '../i18n/schemaTexts.ts'
import { formatNumber } from '../format.ts'

/** When a payment plan's milestone falls due, when no date is fixed. */
export const DUE_TRIGGERS = ['on_booking', 'during_construction', 'on_handover', 'post_handover'] as const
export const DUE_TRIGGER_LABELS: Record<(typeof DUE_TRIGGERS)[number], string> = {
  on_booking: 'On booking',
  during_construction: 'During construction',
  on_handover: 'On handover',
  post_handover: 'Post-handover',
}

/** The sum of a plan's milestone percents, to the cent of a percent (33.33 + 33.33 + 33.34 is 100). */
export const planTotal = (milestones: readonly { percent?: number | null }[]) =>
  Math.round(milestones.reduce((s, m) => s + (typeof m.percent === 'number' ? m.percent : 0), 0) * 100) / 100

/**
 * A payment plan's milestones must add up to 100 %: the sentence names the plan (or its position) and the
 * sum it has now. One rule for the project form and the server (the 'paymentPlans' items check).
 */
export function paymentPlanProblem(
  plan: { name?: string | null; milestones?: readonly { percent?: number | null }[] | null },
  index: number,
) {
  const total = planTotal(plan.milestones ?? [])
  if (total === 100) return null
  const name = plan.name?.trim() ? `'${plan.name.trim()}'` : `${index + 1}`
  return { path: 'milestones', message: schemaText('project.paymentPlan', { name, total: formatNumber(total, 2) }) }
}

const MILESTONE: ItemsDef = {
  itemLabel: 'Milestone',
  max: 50,
  fields: {
    label: { type: 'string', required: true, max: 200 },
    percent: { type: 'number', required: true, min: 0, max: 100, label: 'Percent (%)' },
    dueTrigger: { type: 'string', enum: DUE_TRIGGERS, enumLabels: DUE_TRIGGER_LABELS, label: 'Due' },
    dueDate: { type: 'day', label: 'Due Date' },
  },
}

/** A project's payment plans: each a name and ordered milestones adding up to 100 %. */
export const PAYMENT_PLANS: FieldDef = {
  type: 'json',
  label: 'Payment Plans',
  items: {
    itemLabel: 'Payment plan',
    max: 10,
    fields: {
      name: { type: 'string', required: true, max: 200 },
      milestones: { type: 'json', label: 'Milestones', items: MILESTONE },
    },
    check: paymentPlanProblem,
  },
}
