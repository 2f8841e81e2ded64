import { useState, type FormEvent } from 'react'
import { useAtomValue } from 'jotai'
import { basicSettingsSchema } from '../../domain/admin/assetSettings.ts'
import { formatDate } from '../../domain/format.ts'
import { P } from '../../domain/permissions.ts'
import { api, ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { switchAsset } from '../shell/sessionActions.ts'
import { activeAssetIdAtom, canAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import type { AssetRecord } from './types.ts'

const nameRule = basicSettingsSchema.shape.name

/** One name field with its save: the new asset's form and a row's rename share it. */
function NameForm({ initial, label, submit, onDone }: { initial: string; label: string; submit: (name: string) => Promise<unknown>; onDone: () => void }) {
  const [name, setName] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const save = async (e: FormEvent) => {
    e.preventDefault()
    const parsed = nameRule.safeParse(name)
    if (!parsed.success) return setProblem(parsed.error.issues[0].message)
    try {
      await submit(parsed.data)
      onDone()
    } catch (err) {
      setProblem((err as ApiError).message || 'Error')
    }
  }
  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
      <div className="min-w-56 flex-1">
        <input aria-label="Asset name" autoFocus className={inputCls} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'asset-name-error' : undefined} />
        {problem && <p id="asset-name-error" role="alert" className="mt-1 text-xs text-red-600">{problem}</p>}
      </div>
      <button type="submit" className={primaryCls}>{label}</button>
      <button type="button" className={secondaryCls} onClick={onDone}>Cancel</button>
    </form>
  )
}

/** /admin/assets: the agencies this console serves. A new one starts with default settings and no data. */
export default function AssetsPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const active = useAtomValue(activeAssetIdAtom)
  const { data, mutate } = useApi<{ data: AssetRecord[] }>('/api/assets')
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const done = () => {
    setEditing(null)
    void mutate()
  }
  // only an empty asset goes (the server answers which hold records)
  const [deleting, setDeleting] = useState<AssetRecord | null>(null)
  return (
    <div className="pb-6">
      <PageHeader
        title={title}
        subtitle="Each asset is one agency's own data: leads, customers, listings, team and settings."
        actions={can([P.ASSET_ADD]) && editing !== 'new' && <button type="button" className={primaryCls} onClick={() => setEditing('new')}>New asset</button>}
      />
      <div className="mx-6 max-w-4xl space-y-3">
        {editing === 'new' && (
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <NameForm
              initial=""
              label="Create asset"
              submit={async (name) => {
                const res = await api.post<{ data: AssetRecord }>('/api/assets', { name })
                toast.success(`${res.data.name} has been created`)
              }}
              onDone={done}
            />
          </div>
        )}
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">Name</th>
                <th scope="col" className="px-4 py-2">Currency</th>
                <th scope="col" className="px-4 py-2">Created</th>
                <th scope="col" className="px-4 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data?.data.map((a) => (
                <tr key={a._id}>
                  <td className="px-4 py-2 font-medium text-slate-900">
                    {editing === a._id ? (
                      <NameForm initial={a.name} label="Rename" submit={(name) => api.patch(`/api/assets/${a._id}`, { name }).then(() => toast.success('Asset has been renamed'))} onDone={done} />
                    ) : (
                      <>
                        {a.name}
                        {a._id === active && <span className="ms-2 rounded-full bg-brand/10 px-2 py-0.5 text-xs font-medium text-brand-dark">Active</span>}
                      </>
                    )}
                  </td>
                  <td className="px-4 py-2 text-slate-700">{a.currencyCode}</td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-700">{formatDate(a.createdAt)}</td>
                  <td className="px-4 py-2 text-end whitespace-nowrap">
                    {editing !== a._id && can([P.ASSET_UPDATE]) && <button type="button" className={secondaryCls} onClick={() => setEditing(a._id)}>Rename</button>}
                    {a._id !== active && <button type="button" className={`${secondaryCls} ms-2`} onClick={() => void switchAsset({ _id: a._id, name: a.name })}>Switch to</button>}
                    {a._id !== active && can([P.ASSET_DELETE]) && (
                      <button type="button" className={`${secondaryCls} ms-2`} onClick={() => setDeleting(a)}>Delete</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <ConfirmDelete label="asset" target={deleting?.name ?? null} onCancel={() => setDeleting(null)} onConfirm={() => api.del(`/api/assets/${deleting!._id}`).then(() => void mutate())} />
    </div>
  )
}
