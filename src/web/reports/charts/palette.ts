/** Series colours of the report charts (Tailwind 600s, distinguishable and at least 3:1 on white). */
export const SERIES_COLORS = [
  '#0d9488',
  '#0284c7',
  '#7c3aed',
  '#d97706',
  '#e11d48',
  '#059669',
  '#4f46e5',
  '#65a30d',
  '#ea580c',
  '#0891b2',
  '#64748b',
]
