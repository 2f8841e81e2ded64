import { useState } from 'react'
import { Switch } from '@headlessui/react'
import { t } from '../../../domain/i18n/index.ts'
import { availabilitySchema, WEEKDAYS, type RoutingAgent, type WorkingHours } from '../../../domain/leads/routing.ts'
import { type ApiError, http } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'
import { inputCls, primaryCls, secondaryCls } from '../editor/controls/styles.ts'
import { hoursSummary } from './summary.ts'
import { Data } from '../../ui/Data.tsx'
import { DATA, WithData } from '../../ui/WithData.tsx'

const WORKDAY = { from: '09:00', to: '18:00' }

async function saveAvailability(agent: RoutingAgent, paused: boolean, workingHours: WorkingHours): Promise<boolean> {
  const body = availabilitySchema.safeParse({ paused, workingHours })
  if (!body.success) {
    toast.error(body.error.issues[0].message)
    return false
  }
  try {
    await http('PUT', `/api/settings/lead-routing/agents/${agent._id}/availability`, { body: body.data })
    return true
  } catch (e) {
    toast.error((e as ApiError).message || t('common.error'))
    return false
  }
}

/** Working hours per weekday: a day switched off is a day off; "Any time" clears them. */
function HoursEditor({ agent, onDone }: { agent: RoutingAgent; onDone: (saved: boolean) => void }) {
  const [hours, setHours] = useState<NonNullable<WorkingHours>>(
    agent.workingHours ??
      Object.fromEntries(WEEKDAYS.filter((d) => d !== 'sat' && d !== 'sun').map((d) => [d, WORKDAY])),
  )
  const save = async (h: WorkingHours) => onDone(await saveAvailability(agent, agent.paused, h))
  return (
    <div
      className="grid gap-1.5 rounded-md border border-slate-200 bg-slate-50 p-3"
      role="group"
      aria-label={t('routing.availability.hoursOf', { name: agent.name })}
    >
      {WEEKDAYS.map((d) => {
        const day = hours[d]
        const set = (v: typeof day) => setHours((h) => ({ ...h, [d]: v }))
        const dayName = t(`routing.days.${d}`)
        return (
          <div
            key={d}
            className="grid grid-cols-[7.5rem_minmax(8.5rem,1fr)_minmax(8.5rem,1fr)] items-center gap-2 text-sm"
          >
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                autoFocus={d === WEEKDAYS[0]}
                checked={!!day}
                onChange={(e) => set(e.target.checked ? WORKDAY : undefined)}
              />
              {dayName}
            </label>
            {day && (
              <>
                <input
                  type="time"
                  aria-label={t('routing.availability.dayFrom', { day: dayName })}
                  className={inputCls}
                  value={day.from}
                  onChange={(e) => set({ ...day, from: e.target.value })}
                />
                <input
                  type="time"
                  aria-label={t('routing.availability.dayTo', { day: dayName })}
                  className={inputCls}
                  value={day.to}
                  onChange={(e) => set({ ...day, to: e.target.value })}
                />
              </>
            )}
          </div>
        )
      })}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className={primaryCls}
          onClick={() => save(Object.fromEntries(Object.entries(hours).filter(([, v]) => v)))}
        >
          {t('routing.availability.saveHours')}
        </button>
        <button type="button" className={secondaryCls} onClick={() => save(null)}>
          {t('routing.availability.anyTime')}
        </button>
        <button type="button" className={secondaryCls} onClick={() => onDone(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  )
}

/** Each agent's pause switch (on leave) and working hours in the asset's time zone: routing skips those who are away. */
export function AvailabilityPanel({
  agents,
  timeZone,
  editable,
  onChanged,
}: {
  agents: RoutingAgent[]
  timeZone: string
  editable: boolean
  onChanged: () => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  return (
    <div className="grid gap-2">
      <p className="text-xs text-slate-500">
        <WithData sentence={t('routing.availability.hint', { timeZone: DATA })} values={[timeZone]} />
      </p>
      <ul className="max-h-[32rem] divide-y divide-slate-100 overflow-auto pe-1">
        {agents.map((a) => (
          <li key={a._id} className="grid gap-2 py-2">
            <div className="flex flex-wrap items-center gap-3">
              <Switch
                checked={a.paused}
                disabled={!editable}
                onChange={async (paused: boolean) => (await saveAvailability(a, paused, a.workingHours)) && onChanged()}
                aria-label={t('routing.availability.onLeave', { name: a.name })}
                className="group relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition data-checked:bg-amber-500 data-disabled:opacity-50"
              >
                <span className="size-4 translate-x-0.5 rtl:-translate-x-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-4.5 rtl:group-data-checked:-translate-x-4.5" />
              </Switch>
              <span className="min-w-0 flex-1 text-sm text-slate-900">
                <Data>{a.name}</Data>
                {a.paused && (
                  <span className="ms-2 rounded bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-700">
                    {t('routing.availability.onLeaveBadge')}
                  </span>
                )}
              </span>
              <span className="text-xs text-slate-500">{hoursSummary(a.workingHours)}</span>
              {editable && editing !== a._id && (
                <button type="button" className={`${secondaryCls} px-2 py-1 text-xs`} onClick={() => setEditing(a._id)}>
                  {t('routing.availability.hours')}
                </button>
              )}
            </div>
            {editing === a._id && (
              <HoursEditor
                agent={a}
                onDone={(saved) => {
                  setEditing(null)
                  if (saved) onChanged()
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
