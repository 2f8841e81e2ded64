import { BarStack } from '@visx/shape'
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale'
import { formatNumber } from '../../../domain/format.ts'
import { SERIES_COLORS } from './palette.ts'
import { currentLanguage, isRtl, t } from '../../../domain/i18n/index.ts'

/** One column per day, a segment per series (leads per day by source, activities per day by kind). */
export interface StackedDatum {
  day: string
  [series: string]: number | string
}

const W = 720
const H = 220
const PAD = { top: 8, bottom: 22, left: 36, right: 8 }

/**
 * Stacked columns with a legend; each segment names its day, series and count. An SVG image named by
 * `title` (its table beside it is the accessible form). Right to left, the days run from the right and the
 * axis sits on the right (x positions mirrored; text anchors follow the document's direction).
 */
export function StackedColumns({
  title,
  data,
  series,
  seriesLabel = (s) => s,
}: {
  title: string
  data: StackedDatum[]
  series: string[] /** a series key as read (a kind's label) */
  seriesLabel?: (s: string) => string
}) {
  const total = (d: StackedDatum) => series.reduce((s, k) => s + Number(d[k] ?? 0), 0)
  const x = scaleBand({ domain: data.map((d) => d.day), range: [PAD.left, W - PAD.right], padding: 0.15 })
  const max = Math.max(1, ...data.map(total))
  const y = scaleLinear({ domain: [0, max], range: [H - PAD.bottom, PAD.top], nice: true })
  const color = scaleOrdinal({ domain: series, range: SERIES_COLORS })
  const ticks = y.ticks(4)
  const every = Math.max(1, Math.ceil(data.length / 8))
  const rtl = isRtl(currentLanguage())
  /** an x position (of a point, or of a box `w` wide) in the reading direction */
  const at = (px: number, w = 0) => (rtl ? W - px - w : px)
  /** a day under its column: '11-24' (month-day), '24/11' in Arabic (day/month, the language's digits) */
  const dayText = (day: string) =>
    rtl ? `${formatNumber(Number(day.slice(8)))}/${formatNumber(Number(day.slice(5, 7)))}` : day.slice(5)
  return (
    <div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={t('reports.chartTotal', {
          count: data.length,
          title,
          n: formatNumber(data.length),
          total: formatNumber(data.reduce((s, d) => s + total(d), 0)),
        })}
        data-testid="chart"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={at(PAD.left)} x2={at(W - PAD.right)} y1={y(t)} y2={y(t)} className="stroke-slate-100" />
            <text
              x={at(PAD.left - 4)}
              y={y(t)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-500 text-[10px] tabular-nums"
            >
              {formatNumber(t)}
            </text>
          </g>
        ))}
        <BarStack<StackedDatum, string>
          data={data}
          keys={series}
          x={(d) => d.day}
          xScale={x}
          yScale={y}
          color={color}
          value={(d, k) => Number(d[k] ?? 0)}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars.map((bar) => (
                <rect
                  key={`${stack.key}-${bar.index}`}
                  x={at(bar.x, bar.width)}
                  y={bar.y}
                  width={bar.width}
                  height={Math.max(0, bar.height)}
                  fill={bar.color}
                  data-series={stack.key}
                  data-day={bar.bar.data.day}
                  data-value={bar.bar.data[stack.key] ?? 0}
                >
                  <title>{`${dayText(bar.bar.data.day)} · ${seriesLabel(stack.key)}: ${formatNumber(Number(bar.bar.data[stack.key] ?? 0))}`}</title>
                </rect>
              )),
            )
          }
        </BarStack>
        {data.map((d, i) =>
          i % every === 0 ? (
            <text
              key={d.day}
              x={at((x(d.day) ?? 0) + x.bandwidth() / 2)}
              y={H - 6}
              textAnchor="middle"
              className="fill-slate-500 text-[10px]"
            >
              {dayText(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t('reports.legend')}>
        {series.map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: color(s) }} aria-hidden />
            {seriesLabel(s)}
          </li>
        ))}
      </ul>
    </div>
  )
}
