import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { P, hasAccess } from '../../domain/permissions.ts'
import { type ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { useOptions } from '../resources/hooks/useOptions.ts'
import { input } from '../resources/components/inputClass.ts'
import { profileAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'
import { t } from '../../domain/i18n/index.ts'
import { useMoveKeys } from '../shell/useMoveKeys.ts'

const button = 'rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-30'

/**
 * The agents a project's new leads go to in turn (the round robin of lead assignment), in their order:
 * add, remove, and move with the arrow buttons or Alt+ArrowUp / Alt+ArrowDown on a focused agent. Each
 * change saves the whole list at once (PATCH agents/{id}), which restarts the turn at the first agent.
 */
export default function ProjectAgents({ resource: r, row }: DetailTabProps) {
  const res = useApi<{ data: { agents: string[] } }>(`${r.basePath}/${row._id}`, { filter: { select: ['agents'] } })
  const options = useOptions(r.fields.agents)
  const canUpdate = hasAccess(useAtomValue(profileAtom), [P.PROJECT_UPDATE])
  const [agents, setAgents] = useState<string[]>([])
  const [adding, setAdding] = useState('')
  useEffect(() => {
    if (res.data) setAgents(res.data.data.agents)
  }, [res.data])
  const name = (id: string) => options.find((o) => o.value === id)?.label ?? t('resources.project.unknownAgent')

  // Saves go one after another (the server keeps the last list sent) and only the newest answer is shown,
  // so a quick second move is neither lost nor undone by the first one's late answer.
  const queue = useRef(Promise.resolve())
  const latest = useRef(0)
  const save = (next: string[], focusId?: string) => {
    setAgents(next)
    if (focusId) requestAnimationFrame(() => document.getElementById(`rr-agent-${focusId}`)?.focus())
    const seq = ++latest.current
    queue.current = queue.current.then(async () => {
      try {
        const saved = await api.patch<{ data: { agents: string[] } }>(`${r.basePath}/agents/${row._id}`, {
          agents: next,
        })
        if (seq === latest.current) {
          setAgents(saved.data.agents)
          toast.success(t('resources.project.agentsUpdated'))
        }
      } catch (e) {
        toast.error((e as ApiError).message || t('common.error'))
        await res.mutate()
      }
    })
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= agents.length) return
    const next = [...agents]
    const [id] = next.splice(from, 1)
    next.splice(to, 0, id)
    save(next, id)
  }
  const moveKeys = useMoveKeys('project-agents', t('resources.project.agents'), move, canUpdate)
  const add = () => {
    if (!adding || agents.includes(adding)) return
    setAdding('')
    save([...agents, adding])
  }

  if (res.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!res.data) return <p className="text-sm text-slate-500">{t('resources.project.loading')}</p>
  const free = options.filter((o) => !agents.includes(o.value))
  return (
    <section aria-label={t('resources.project.agents')} className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="mb-3 text-sm text-slate-600">{t('resources.project.agentsIntro')}</p>
      {agents.length === 0 && <p className="text-sm text-slate-500">{t('resources.project.noAgents')}</p>}
      <ol className="space-y-1.5" aria-label={t('resources.project.agentsInTurn')}>
        {agents.map((id, i) => (
          <li
            key={id}
            id={`rr-agent-${id}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: an agent takes the focus for its keyboard moves (Alt+↑/↓)
            tabIndex={0}
            data-index={i}
            {...moveKeys}
            aria-label={t('resources.project.agentN', { n: i + 1, name: name(id) })}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-2.5 py-1.5 focus:border-brand focus:ring-1 focus:ring-brand focus:outline-none"
          >
            <span className="w-5 text-xs text-slate-400 tabular-nums">{i + 1}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{name(id)}</span>
            {canUpdate && (
              <span className="flex shrink-0 items-center">
                <button
                  type="button"
                  aria-label={t('resources.project.moveAgentUp', { name: name(id) })}
                  title={t('resources.project.moveUpTitle')}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  className={button}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={t('resources.project.moveAgentDown', { name: name(id) })}
                  title={t('resources.project.moveDownTitle')}
                  disabled={i === agents.length - 1}
                  onClick={() => move(i, i + 1)}
                  className={button}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={t('resources.project.removeAgent', { name: name(id) })}
                  onClick={() => save(agents.filter((a) => a !== id))}
                  className={`${button} hover:text-red-600`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {canUpdate && agents.length > 1 && (
        <p className="mt-2 text-xs text-slate-500">{t('resources.project.agentMoveHint')}</p>
      )}
      {canUpdate && (
        <div className="mt-3 flex items-end gap-2">
          <label className="min-w-64 text-sm font-medium text-slate-700">
            {t('resources.project.addAgent')}
            <select value={adding} onChange={(e) => setAdding(e.target.value)} className={input}>
              <option value="">—</option>
              {free.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={add}
            disabled={!adding}
            className="flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1.5 text-[13px] text-slate-700 hover:bg-slate-50 disabled:opacity-40"
          >
            <Plus className="size-3.5" aria-hidden /> {t('resources.project.add')}
          </button>
        </div>
      )}
    </section>
  )
}
