import { useSyncExternalStore } from 'react'
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react'
import { t as text } from '../../domain/i18n/index.ts'

/**
 * App-wide messages (the spec's success / error / warning messages). Call `toast.success(text)` from
 * anywhere; <Toaster/> (mounted once by the app) shows them. The same text shown twice within a moment
 * is shown once (guards may run twice in development).
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info'
export interface ToastItem {
  id: number
  kind: ToastKind
  text: string
  /** A button beside the text (Undo after a delete); pressing it closes the message. */
  action?: ToastAction
}
export interface ToastAction {
  label: string
  run: () => void
}

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

/** How long a message with an action stays: long enough to read it and reach its button. */
const ACTION_MS = 10_000

function show(kind: ToastKind, text: string, action?: ToastAction) {
  const ms = action ? ACTION_MS : kind === 'error' ? 6000 : 3500
  if (items.some((t) => t.text === text && t.kind === kind)) return
  const id = nextId++
  items = [...items, { id, kind, text, action }]
  emit()
  setTimeout(() => dismiss(id), ms)
  return id
}

export function dismiss(id: number) {
  items = items.filter((t) => t.id !== id)
  emit()
}

export const toast = {
  success: (text: string, action?: ToastAction) => show('success', text, action),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

const style: Record<ToastKind, { icon: typeof CircleCheck; cls: string }> = {
  success: { icon: CircleCheck, cls: 'text-emerald-600' },
  error: { icon: CircleAlert, cls: 'text-red-600' },
  warning: { icon: TriangleAlert, cls: 'text-amber-600' },
  info: { icon: CircleAlert, cls: 'text-sky-600' },
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items)
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-3 z-[100] flex flex-col items-center gap-2"
      aria-live="polite"
      role="status"
    >
      {list.map((t) => {
        const { icon: Icon, cls } = style[t.kind]
        return (
          <div
            key={t.id}
            data-testid="toast"
            data-kind={t.kind}
            className="pointer-events-auto flex max-w-md items-start gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg"
          >
            <Icon className={`mt-0.5 size-4 shrink-0 ${cls}`} aria-hidden />
            <span className="text-slate-800">{t.text}</span>
            {t.action && (
              <button
                type="button"
                onClick={() => {
                  dismiss(t.id)
                  t.action?.run()
                }}
                className="ms-1 rounded px-1 font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t.action.label}
              </button>
            )}
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="ms-2 rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand"
              aria-label={text('common.dismiss')}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )
      })}
    </div>
  )
}
