import { useState, type FormEvent } from 'react'
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'wouter'
import { Copy, Plus } from 'lucide-react'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { formatDateTime } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { P } from '../../../domain/permissions.ts'
import {
  WEBHOOK_EVENT_TYPES,
  webhookEventLabel,
  type Webhook,
  type WebhookEventType,
} from '../../../domain/webhooks.ts'
import { api, type ApiError } from '../../lib/http.ts'
import { useApi } from '../../lib/useApi.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom } from '../../state/session.ts'
import { AlertDialog } from '../../ui/AlertDialog.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { toast } from '../../ui/toast.tsx'
import { useControlKeys } from '../../shell/useControlKeys.ts'
import { FormField, ariaFor } from '../../leads/editor/controls/FormField.tsx'
import { inputCls, primaryCls, secondaryCls } from '../../leads/editor/controls/styles.ts'

/** The form of a new hook or a change: URL and events (every event unless the user narrows them). */
function WebhookForm({
  hook,
  onSaved,
  onCancel,
}: {
  hook: Webhook | null
  onSaved: (saved: Webhook & { secret?: string }) => void
  onCancel: () => void
}) {
  const [url, setUrl] = useState(hook?.url ?? '')
  const [events, setEvents] = useState<WebhookEventType[]>(hook?.events ?? [...WEBHOOK_EVENT_TYPES])
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      const res = hook
        ? await api.patch<{ data: Webhook }>(`/api/webhooks/${hook._id}`, { data: { url, events } })
        : await api.post<{ data: Webhook & { secret: string } }>('/api/webhooks', { data: { url, events } })
      setProblems({})
      onSaved(res.data)
    } catch (err) {
      const e2 = err as ApiError
      setProblems(Object.fromEntries((e2.errors ?? []).map((fe) => [fe.path.split('.')[0], fe.message])))
      if (!e2.errors?.length) toast.error(e2.message || t('common.error'))
    } finally {
      setBusy(false)
    }
  }
  // Esc anywhere in the form closes it (Enter in the URL submits it, as any form)
  const formKeys = useControlKeys('webhook-form', [
    {
      id: 'webhook-form.cancel',
      title: t('webhooks.page.cancel'),
      group: hook ? t('webhooks.page.editTitle') : t('webhooks.page.newTitle'),
      shortcut: 'esc',
      run: onCancel,
    },
  ])
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents(
      on ? WEBHOOK_EVENT_TYPES.filter((x) => x === type || events.includes(x)) : events.filter((x) => x !== type),
    )
  return (
    <form onSubmit={submit} {...formKeys} className="grid gap-4">
      <FormField
        id="webhook-url"
        label={t('webhooks.page.url')}
        required
        error={problems.url}
        hint={t('webhooks.page.urlHint')}
      >
        <input
          {...ariaFor('webhook-url', problems.url)}
          // the form opens on the user's own key (n, Edit): typing goes to its first field
          autoFocus
          type="url"
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/hooks/agency"
          className={inputCls}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </FormField>
      <fieldset aria-describedby={problems.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-1 text-xs font-medium text-slate-600">{t('webhooks.page.events')}</legend>
        <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {webhookEventLabel(type)}
              <code className="text-xs text-slate-500" dir="ltr">
                {type}
              </code>
            </label>
          ))}
        </div>
        {problems.events && (
          <p id="webhook-events-error" role="alert" className="mt-1 text-xs text-red-600">
            {problems.events}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryCls} onClick={onCancel}>
          {t('webhooks.page.cancel')}
        </button>
        <button type="submit" className={primaryCls} disabled={busy}>
          {t('webhooks.page.save')}
        </button>
      </div>
    </form>
  )
}

/** The new hook's secret, shown this once, with how a receiver checks a delivery. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '').catch(() => {})
    toast.success(t('webhooks.page.copied'))
  }
  return (
    <AlertDialog
      open={secret !== null}
      onClose={onClose}
      role="dialog"
      title={t('webhooks.page.secretTitle')}
      actions={
        <>
          <button type="button" className={secondaryCls} onClick={copy}>
            <Copy className="size-4" aria-hidden /> {t('webhooks.page.copy')}
          </button>
          <button type="button" className={primaryCls} onClick={onClose}>
            {t('webhooks.page.done')}
          </button>
        </>
      }
    >
      <p className="mt-1 text-sm text-slate-700">{t('webhooks.page.secretOnce')}</p>
      <output
        data-testid="webhook-secret"
        dir="ltr"
        className="mt-3 block rounded-md bg-slate-100 px-2.5 py-2 font-mono text-xs break-all text-slate-900 select-all"
      >
        {secret}
      </output>
      <p className="mt-3 text-xs text-slate-600">{t('webhooks.page.verify')}</p>
    </AlertDialog>
  )
}

const statusOf = (h: Webhook) =>
  h.enabled
    ? h.failingSince
      ? { text: t('webhooks.page.failingSince', { when: formatDateTime(h.failingSince) }), cls: 'text-amber-700' }
      : { text: t('webhooks.page.enabled'), cls: 'text-emerald-700' }
    : {
        text: h.disabledReason === 'failing' ? t('webhooks.page.disabledFailing') : t('webhooks.page.disabled'),
        cls: 'text-slate-500',
      }

/**
 * /settings/webhooks: the asset's hooks (URL, events, state), a new one's form and its secret shown once;
 * j/k move, Enter opens the focused hook's deliveries, n adds, e edits, Delete deletes.
 */
export default function WebhooksPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const editable = can([P.WEBHOOKS_UPDATE])
  const [, navigate] = useLocation()
  const { data, error, mutate } = useApi<{ data: Webhook[] }>('/api/webhooks')
  const hooks = data?.data ?? []
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Webhook | null>(null)
  const [focused, setFocused] = useState(0)
  const row = hooks[Math.min(focused, hooks.length - 1)]
  const group = t('webhooks.page.list')
  const move = (d: number) => setFocused((f) => Math.max(0, Math.min(hooks.length - 1, f + d)))
  const commands: Command[] = [
    {
      id: 'webhooks.down',
      title: t('webhooks.page.next'),
      group,
      shortcut: 'j,down',
      hidden: true,
      run: () => move(1),
    },
    {
      id: 'webhooks.up',
      title: t('webhooks.page.previous'),
      group,
      shortcut: 'k,up',
      hidden: true,
      run: () => move(-1),
    },
    {
      id: 'webhooks.open',
      title: t('webhooks.page.deliveries'),
      group,
      shortcut: 'enter',
      disabled: row ? undefined : t('webhooks.page.needRow'),
      run: () => row && navigate(`/settings/webhooks/${row._id}`),
    },
    ...(editable
      ? [
          { id: 'webhooks.new', title: t('webhooks.page.add'), group, shortcut: 'n', run: () => setEditing('new') },
          {
            id: 'webhooks.edit',
            title: t('webhooks.page.edit'),
            group,
            shortcut: 'e',
            disabled: row ? undefined : t('webhooks.page.needRow'),
            run: () => row && setEditing(row),
          },
          {
            id: 'webhooks.delete',
            title: t('webhooks.page.delete'),
            group,
            shortcut: 'del,backspace',
            disabled: row ? undefined : t('webhooks.page.needRow'),
            run: () => row && setDeleting(row),
          },
        ]
      : []),
  ]
  useRegisterCommands('webhooks', commands, [editable, row?._id, hooks.length])

  const saved = async (h: Webhook & { secret?: string }) => {
    setEditing(null)
    if (h.secret) setSecret(h.secret)
    else toast.success(t('webhooks.page.saved'))
    await mutate()
  }
  const setEnabled = async (h: Webhook, enabled: boolean) => {
    try {
      await api.patch(`/api/webhooks/${h._id}`, { data: { enabled } })
      await mutate()
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }
  const editingHook = editing === 'new' ? null : editing

  return (
    <div className="pb-6">
      <PageHeader
        title={title}
        subtitle={t('webhooks.page.subtitle')}
        actions={
          editable && (
            <button type="button" className={primaryCls} onClick={() => setEditing('new')} aria-keyshortcuts="n">
              <Plus className="size-4" aria-hidden /> {t('webhooks.page.add')}
            </button>
          )
        }
      />
      <div className="mx-4 grid gap-4 sm:mx-6">
        {!editable && data && <p className="text-sm text-slate-600">{t('webhooks.page.readOnly')}</p>}
        {editing && (
          <Card title={editingHook ? t('webhooks.page.editTitle') : t('webhooks.page.newTitle')}>
            <WebhookForm
              key={editingHook?._id ?? 'new'}
              hook={editingHook}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          </Card>
        )}
        <section aria-label={t('webhooks.page.list')} className="rounded-lg border border-slate-200 bg-white shadow-xs">
          <h2 className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
            {t('webhooks.page.list')}
            <span className="hidden text-xs font-normal text-slate-500 sm:inline">{t('webhooks.page.cursorHint')}</span>
          </h2>
          {!data ? (
            <p className="px-4 py-6 text-sm text-slate-600">
              {error ? (error as Error).message : t('shell.loadingEllipsis')}
            </p>
          ) : hooks.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">{t('webhooks.page.empty')}</p>
          ) : (
            <ul>
              {hooks.map((h, i) => {
                const status = statusOf(h)
                return (
                  <li
                    key={h._id}
                    aria-current={h === row ? 'true' : undefined}
                    onFocusCapture={() => setFocused(i)}
                    className="flex flex-col gap-2 border-b border-slate-100 px-4 py-3 last:border-b-0 aria-[current=true]:bg-brand/5 sm:flex-row sm:items-center"
                  >
                    <div className="min-w-0 flex-1">
                      <Link
                        href={`/settings/webhooks/${h._id}`}
                        aria-label={t('webhooks.page.deliveriesOf', { url: h.url })}
                        className="block truncate font-mono text-sm text-brand-dark hover:underline"
                        dir="ltr"
                      >
                        {h.url}
                      </Link>
                      <p className="mt-0.5 text-xs text-slate-600">
                        <span className={status.cls}>{status.text}</span>
                        {' · '}
                        {h.events.length === WEBHOOK_EVENT_TYPES.length
                          ? t('webhooks.page.allEvents')
                          : h.events.map((e) => webhookEventLabel(e)).join(', ')}
                        {' · '}
                        <span>{t('webhooks.page.secretHint', { hint: h.secretHint })}</span>
                        {h.owner && (
                          <>
                            {' · '}
                            {t('webhooks.page.owner', { name: h.owner.name })}
                          </>
                        )}
                      </p>
                    </div>
                    {editable && (
                      <div className="flex shrink-0 flex-wrap gap-2 whitespace-nowrap">
                        <button type="button" className={secondaryCls} onClick={() => setEnabled(h, !h.enabled)}>
                          {h.enabled ? t('webhooks.page.disable') : t('webhooks.page.enable')}
                        </button>
                        <button
                          type="button"
                          className={secondaryCls}
                          aria-label={t('webhooks.page.editOf', { url: h.url })}
                          onClick={() => setEditing(h)}
                        >
                          {t('webhooks.page.edit')}
                        </button>
                        <button type="button" className={`${secondaryCls} text-red-700`} onClick={() => setDeleting(h)}>
                          {t('webhooks.page.delete')}
                        </button>
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </div>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDelete
        label={t('webhooks.page.deleteLabel')}
        kind="forGood"
        target={deleting ? deleting.url : null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          await api.del(`/api/webhooks/${deleting!._id}`)
          await mutate()
        }}
      />
    </div>
  )
}
