import { Bar } from '@visx/shape'
import { scaleBand, scaleLinear } from '@visx/scale'
import { navigate } from 'wouter/use-browser-location'
import { formatNumber } from '../../../domain/format.ts'
import { currentLanguage, isRtl } from '../../../domain/i18n/index.ts'

export interface BarDatum {
  label: string
  value: number
  /** where the bar's figure drills down to (the same link as its table row) */
  href?: string
}

const W = 560
const ROW = 30
const LABEL = 150

/**
 * Horizontal bars, one per datum, with their values written beside them: a funnel when `centered`.
 * An SVG image named by `title` whose bars each carry their label and value (and the same link as the
 * table beside it, which is the accessible form: every chart has its table). Right to left, the labels
 * sit on the right and the bars grow leftwards: x positions are mirrored, while text anchors already follow
 * the document's direction.
 */
export function BarChart({
  title,
  data,
  centered = false,
  color = '#0d9488',
  format = formatNumber,
}: {
  title: string
  data: BarDatum[]
  centered?: boolean
  color?: string
  format?: (n: number) => string
}) {
  const height = data.length * ROW + 8
  const y = scaleBand({ domain: data.map((d) => d.label), range: [4, height - 4], padding: 0.2 })
  const x = scaleLinear({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [0, W - LABEL - 70] })
  const rtl = isRtl(currentLanguage())
  /** an x position (of a point, or of a box `w` wide) in the reading direction */
  const at = (px: number, w = 0) => (rtl ? W - px - w : px)
  return (
    <svg
      viewBox={`0 0 ${W} ${height}`}
      width="100%"
      role="img"
      aria-label={`${title}: ${data.map((d) => `${d.label} ${format(d.value)}`).join(', ')}`}
      data-testid="chart"
    >
      {data.map((d) => {
        const w = Math.max(d.value > 0 ? 2 : 0, x(d.value))
        const left = LABEL + (centered ? (W - LABEL - 70 - w) / 2 : 0)
        const top = y(d.label) ?? 0
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the chart is one image to assistive technology and each figure a link in the table beside it
          <g
            key={d.label}
            data-label={d.label}
            data-value={d.value}
            className={d.href ? 'cursor-pointer' : undefined}
            onClick={d.href ? () => navigate(d.href!) : undefined}
          >
            <title>{`${d.label}: ${format(d.value)}`}</title>
            <text
              x={at(LABEL - 8)}
              y={top + y.bandwidth() / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-700 text-[12px]"
            >
              {d.label}
            </text>
            <Bar x={at(left, w)} y={top} width={w} height={y.bandwidth()} rx={3} fill={color} />
            <text
              x={at(left + w + 6)}
              y={top + y.bandwidth() / 2}
              dominantBaseline="middle"
              className="fill-slate-900 text-[12px] font-medium tabular-nums"
            >
              {format(d.value)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
