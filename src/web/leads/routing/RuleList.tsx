import { useRef, type KeyboardEvent } from 'react'
import { ArrowDown, ArrowUp, PencilLine, Trash2 } from 'lucide-react'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { useControlKeys } from '../../shell/useControlKeys.ts'
import type { RoutingRule } from '../../../domain/leads/routing.ts'
import { secondaryCls } from '../editor/controls/styles.ts'
import { criteriaSummary, targetSummary } from './summary.ts'
import { ruleName, ruleNameValue } from '../../../domain/leads/routingText.ts'
import { Data } from '../../ui/Data.tsx'

interface Props {
  rules: RoutingRule[]
  editable: boolean
  agentName: (id: string) => string
  projectName: (id: string) => string
  /** Why each rule would not take the test box's lead (null: it would), when a test is shown. */
  testMiss?: Map<string, string | null>
  onMove: (id: string, by: -1 | 1) => void
  onEdit: (rule: RoutingRule) => void
  onDelete: (rule: RoutingRule) => void
}

const iconBtn = `${secondaryCls} px-2`

/**
 * The rules in the order they are tried, the default last. A row takes the focus: Alt+↑/↓ moves it,
 * Enter edits it, Delete removes it (the buttons do the same for the mouse).
 */
export function RuleList({ rules, editable, agentName, projectName, testMiss, onMove, onEdit, onDelete }: Props) {
  const list = useRef<HTMLOListElement>(null)
  const movable = rules.filter((r) => !r.isDefault)
  const focusRow = (n: number) => (list.current?.children[n] as HTMLElement | undefined)?.focus()
  /** The focused row itself (not a button in it) and its rule. */
  const rowOf = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return null
    const i = Number((e.currentTarget as HTMLElement).dataset.index)
    return { i, r: rules[i] }
  }
  const readOnly = editable ? undefined : t('routing.keys.readOnly')
  const group = t('routing.page.group')
  const keys = useControlKeys('routing-rules', [
    {
      id: 'lead-routing.rule.move',
      title: t('routing.keys.move'),
      group,
      shortcut: 'alt+up,alt+down',
      disabled: readOnly,
      run: (e) => {
        const at = rowOf(e)
        if (!at) return false
        if (at.r.isDefault) return
        const by = e.key === 'ArrowUp' ? -1 : 1
        if (at.i + by < 0 || at.i + by >= movable.length) return
        onMove(at.r._id, by)
        // the row keeps the focus at its new place once the list re-renders
        requestAnimationFrame(() => focusRow(at.i + by))
      },
    },
    {
      id: 'lead-routing.rule.focus',
      title: t('routing.keys.focus'),
      group,
      shortcut: 'up,down',
      run: (e) => {
        const at = rowOf(e)
        if (!at) return false
        focusRow(at.i + (e.key === 'ArrowUp' ? -1 : 1))
      },
    },
    {
      id: 'lead-routing.rule.edit',
      title: t('routing.keys.edit'),
      group,
      shortcut: 'enter',
      disabled: readOnly,
      run: (e) => {
        const at = rowOf(e)
        if (!at) return false
        onEdit(at.r)
      },
    },
    {
      id: 'lead-routing.rule.delete',
      title: t('routing.keys.delete'),
      group,
      shortcut: 'delete',
      disabled: readOnly,
      run: (e) => {
        const at = rowOf(e)
        if (!at || at.r.isDefault) return false
        onDelete(at.r)
      },
    },
  ])
  return (
    <ol ref={list} className="divide-y divide-slate-100" aria-label={t('routing.page.listLabel')}>
      {rules.map((r, i) => {
        const miss = testMiss?.get(r._id)
        return (
          <li
            key={r._id}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a rule takes the focus for its keyboard commands (Alt+↑/↓ moves it)
            tabIndex={0}
            data-testid="routing-rule"
            aria-label={`${i + 1}. ${ruleName(r)}${r.isDefault ? t('routing.page.rowDefault') : ''}${r.enabled ? '' : t('routing.page.rowOff')}`}
            data-index={i}
            {...keys}
            className="flex flex-wrap items-center gap-3 px-4 py-3 outline-none focus-visible:bg-brand/5 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand/40"
          >
            <span className="w-6 shrink-0 text-end text-sm font-semibold tabular-nums text-slate-400">
              {formatNumber(i + 1)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                {ruleNameValue(r) === r.name ? <Data>{r.name}</Data> : ruleName(r)}
                {r.isDefault && (
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600">
                    {t('routing.page.default')}
                  </span>
                )}
                {!r.enabled && (
                  <span className="rounded bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-700">
                    {t('routing.page.off')}
                  </span>
                )}
                {miss === null && (
                  <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-medium text-emerald-700">
                    {t('routing.page.firstMatch')}
                  </span>
                )}
              </p>
              <p className="truncate text-xs text-slate-600">
                {r.isDefault ? t('routing.page.everyLeadLeft') : criteriaSummary(r.criteria, projectName)}
              </p>
              <p className="text-xs text-slate-500">
                <span className="inline-block rtl:-scale-x-100" aria-hidden>
                  →
                </span>{' '}
                {targetSummary(r.target, agentName)}
                {r.fallbacks
                  .map((f, n) => t('routing.page.thenTarget', { n: n + 1, target: targetSummary(f, agentName) }))
                  .join('')}
              </p>
              {miss && <p className="text-xs text-slate-400">{t('routing.page.testLeadMiss', { why: miss })}</p>}
            </div>
            {editable && (
              <div className="flex items-center gap-1">
                {!r.isDefault && (
                  <>
                    <button
                      type="button"
                      tabIndex={-1}
                      className={iconBtn}
                      aria-label={t('routing.page.moveUp', { name: ruleName(r) })}
                      title={t('routing.page.moveUpTitle')}
                      disabled={i === 0}
                      onClick={() => onMove(r._id, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      tabIndex={-1}
                      className={iconBtn}
                      aria-label={t('routing.page.moveDown', { name: ruleName(r) })}
                      title={t('routing.page.moveDownTitle')}
                      disabled={i === movable.length - 1}
                      onClick={() => onMove(r._id, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </button>
                  </>
                )}
                <button
                  type="button"
                  tabIndex={-1}
                  className={iconBtn}
                  aria-label={t('routing.page.edit', { name: ruleName(r) })}
                  title={t('routing.page.editTitle')}
                  onClick={() => onEdit(r)}
                >
                  <PencilLine className="size-4" aria-hidden />
                </button>
                {!r.isDefault && (
                  <button
                    type="button"
                    tabIndex={-1}
                    className={iconBtn}
                    aria-label={t('routing.page.delete', { name: ruleName(r) })}
                    title={t('routing.page.deleteTitle')}
                    onClick={() => onDelete(r)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                )}
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
