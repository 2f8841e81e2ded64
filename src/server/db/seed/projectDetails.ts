import type { Row } from './bulk.ts'

/**
 * What an off-plan project carries beyond its place and prices, derived from the project's
 * own dates, prices and position, not drawn: the random sequence, and so the rest of the demo data,
 * stays as it was. Every payment plan adds up to 100.
 */
const BANKS = ['Emirates NBD', 'Abu Dhabi Commercial Bank', 'Mashreq', 'Dubai Islamic Bank', 'First Abu Dhabi Bank']
const KEY_POINTS = [
  'Minutes from Dubai Metro',
  'Private beach access',
  'Golden visa eligible',
  'Handover with kitchen appliances',
  'Resort-style pool deck',
  'Smart home features',
  'Views of the skyline',
  'Retail and dining at the podium',
]
const PLANS = [
  {
    name: '60/40',
    milestones: [
      ['Down payment', 10, 'on_booking'],
      ['During construction', 50, 'during_construction'],
      ['On handover', 40, 'on_handover'],
    ],
  },
  {
    name: 'Post-handover 70/30',
    milestones: [
      ['Down payment', 20, 'on_booking'],
      ['During construction', 50, 'during_construction'],
      ['Two years after handover', 30, 'post_handover'],
    ],
  },
  {
    name: '80/20',
    milestones: [
      ['Booking', 20, 'on_booking'],
      ['Construction milestones', 60, 'during_construction'],
      ['Completion', 20, 'on_handover'],
    ],
  },
] as const
const FAQS = [
  ['When is handover?', (p: Row) => `Handover is planned for ${p.completion_date}.`],
  [
    'Which payment plans are offered?',
    (p: Row) =>
      `${(p.payment_plans as { name: string }[]).map((x) => x.name).join(' and ')}; the escrow account is held with ${p.escrow_bank}.`,
  ],
  ['Is the project registered with RERA?', (p: Row) => `Yes, registration number ${p.rera_number}.`],
] as const
const SIZE_PER_BED: Record<string, [number, number]> = {
  Studio: [380, 520],
  Apartment: [700, 1100],
  Penthouse: [2800, 4200],
  Townhouse: [1900, 2600],
  Villa: [3200, 5200],
}

/** The project's extra columns, and its FAQ rows. */
export function projectDetails(p: Row, i: number, now: Date) {
  const start = new Date(`${p.start_date}T00:00:00Z`).getTime()
  const end = new Date(`${p.completion_date}T00:00:00Z`).getTime()
  const done = Math.min(100, Math.max(0, Math.round(((now.getTime() - start) / (end - start)) * 100)))
  const status = now.getTime() < start ? 'planned' : done >= 100 ? 'ready' : 'under_construction'
  const minPrice = Number(p.min_price)
  const unitTypes = (p.property_types as string[]).map((type, n) => {
    const [lo, hi] = SIZE_PER_BED[type] ?? [800, 1400]
    const factor = Math.max(1, (p.bedrooms as number[])[Math.min(n, (p.bedrooms as number[]).length - 1)] ?? 1)
    return {
      type,
      sizeFrom: lo * factor,
      sizeTo: hi * factor,
      priceFrom: minPrice * factor,
      priceTo: Math.round(minPrice * factor * 1.6),
    }
  })
  const plans = (i % 3 === 2 ? [PLANS[0], PLANS[1]] : [PLANS[i % 3]]).map((plan) => ({
    name: plan.name,
    milestones: plan.milestones.map(([label, percent, dueTrigger]) => ({ label, percent, dueTrigger })),
  }))
  const details: Row = {
    description: `${p.name}: ${(p.property_types as string[]).join(', ').toLowerCase()} in ${p.location}, ${p.community}, ${p.city}.`,
    status,
    construction_percent: status === 'planned' ? 0 : done,
    rera_number: `RERA-${String(3100 + i * 7).padStart(5, '0')}`,
    escrow_account: `AE07 0${260 + i} 0000 ${String(1_000_000 + i * 7919).padStart(10, '0')}`,
    escrow_bank: BANKS[i % BANKS.length],
    unit_types: unitTypes,
    key_points: [0, 3, 5].map((k) => ({ text: KEY_POINTS[(i + k) % KEY_POINTS.length] })),
    payment_plans: plans,
    faq_heading: `About ${p.name}`,
  }
  const full = { ...p, ...details }
  const faqs = FAQS.map(([question, answer], position) => ({ question, answer: answer(full), position }))
  return { details, faqs }
}
