import { Suspense, useState } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useAtomValue } from 'jotai'
import { Link, useLocation, useSearch } from 'wouter'
import { Pencil, Trash2 } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { hasAccess } from '../../domain/permissions.ts'
import { controlFor, fieldVisible, rowDeletable } from '../../domain/resources/define.ts'
import type { Resource } from '../../domain/resources/types.ts'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { RESOURCES } from '../../domain/resources/index.ts'
import { api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { profileAtom } from '../state/session.ts'
import { BackButton } from '../ui/BackButton.tsx'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { FileThumb } from '../storage/FileThumb.tsx'
import { Cell } from './components/Cell.tsx'
import { ItemsView, TranslationsView } from './components/JsonViews.tsx'
import { RichTextView } from '../richText/RichTextView.tsx'
import { RelatedList } from './components/RelatedList.tsx'
import { DETAIL_ACTIONS } from './detailActions.ts'
import { ChangeList } from '../audit/ChangeList.tsx'
import { DETAIL_TABS, HISTORY_TAB } from './detailTabs.ts'
import type { Row } from './hooks/useListController.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import { labelOf, lowerWords, recordTitle } from './recordText.ts'
import { Data } from '../ui/Data.tsx'
import { RecordSubtitle } from './components/RecordSubtitle.tsx'

/** A tab's place in the URL (?tab=manager-chain), so a link or the back button returns to it. */
const tabSlug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * A declared resource's record: its form sections as read-only values, with edit and delete, and the
 * declaration's own tabs beside the details (detailTabs, e.g. a member's leads, reviews and managers).
 */
export default function ResourceDetailPage({ resource: r, params }: PageProps & { resource: Resource }) {
  const [, navigate] = useLocation()
  const profile = useAtomValue(profileAtom)
  const populate = Object.keys(r.fields).filter((k) => r.fields[k].ref && !['creator', 'updatedBy'].includes(k))
  const res = useApi<{ data: Row }>(`${r.basePath}/${params.id}`, { filter: { populate } })
  const row = res.data?.data
  const [deleting, setDeleting] = useState(false)
  const fixed = r.readOnly || r.createOnly
  const canUpdate = !fixed && hasAccess(profile, r.access?.update)
  const canDelete = !fixed && hasAccess(profile, r.access?.delete) && !!row && rowDeletable(r, row)
  // every record ends with its History (the activity log's entries for it); a log's rows have none
  const tabs = [...(r.detailTabs ?? []), ...(r.readOnly ? [] : [HISTORY_TAB])].filter((tab) =>
    hasAccess(profile, tab.permission),
  )
  const tabParam = new URLSearchParams(useSearch()).get('tab')
  // a number is the declared tab's index (?tab=0: the first declared tab), else the tab's slug
  const tabIndex =
    tabParam && /^\d+$/.test(tabParam) && Number(tabParam) < tabs.length
      ? Number(tabParam) + 1
      : Math.max(0, tabs.findIndex((tab) => tabSlug(tab.title) === tabParam) + 1)
  const edit = () => navigate(`${r.route}/${params.id}/update?ref=${encodeURIComponent(`${r.route}/${params.id}`)}`)
  useRegisterCommands(
    'resource-detail',
    row && canUpdate
      ? [
          {
            id: 'resource-detail.edit',
            title: t('resources.list.edit', { name: recordTitle(r, row) }),
            group: resourceText(r.label),
            shortcut: 'e',
            permission: r.access?.update,
            run: edit,
          },
        ]
      : [],
    [row],
  )
  if (res.error)
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!row) return <p className="p-6 text-sm text-slate-500">{t('resources.detail.loading')}</p>
  const title = recordTitle(r, row)
  return (
    <div className="h-full overflow-y-auto">
      <div className="flex flex-wrap items-start gap-3 px-6 pt-5 pb-4">
        <BackButton fallback={r.route} />
        {/* room for a title beside the buttons, or the buttons go to the next line (a phone), not a title a word wide */}
        <div className="min-w-0 flex-[1_1_14rem]">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{resourceText(r.label)}</p>
          {/* a name without spaces wraps anywhere rather than run under the buttons beside it */}
          <h1 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
            <Data>{title}</Data>
          </h1>
          <RecordSubtitle resource={r} row={row} className="block text-sm text-slate-600 [overflow-wrap:anywhere]" />
        </div>
        {canUpdate && (
          <Link
            href={`${r.route}/${row._id}/update?ref=${encodeURIComponent(`${r.route}/${row._id}`)}`}
            className="flex h-8 items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white hover:bg-brand-dark"
          >
            <Pencil className="size-4" aria-hidden /> {t('resources.detail.edit')}
          </Link>
        )}
        {r.detailActions?.map((key) => {
          const Action = DETAIL_ACTIONS[key]
          return Action ? (
            <Suspense key={key} fallback={null}>
              <Action resource={r} row={row} reload={() => void res.mutate()} />
            </Suspense>
          ) : null
        })}
        {canDelete && (
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden /> {t('resources.detail.delete')}
          </button>
        )}
      </div>
      {tabs.length === 0 ? (
        details(r, row, (k) => hasAccess(profile, k))
      ) : (
        <TabGroup
          selectedIndex={tabIndex}
          onChange={(i) =>
            navigate(`${r.route}/${row._id}${i ? `?tab=${tabSlug(tabs[i - 1].title)}` : ''}`, { replace: true })
          }
        >
          <TabList
            className="mx-6 mb-4 flex gap-1 border-b border-slate-200"
            aria-label={t('resources.detail.sections', { label: resourceText(r.label) })}
          >
            {[
              t('resources.detail.details'),
              ...tabs.map((tab) => (tab.key === 'history' ? t('resources.detail.history') : resourceText(tab.title))),
            ].map((title) => (
              <Tab
                key={title}
                className="-mb-px border-b-2 border-transparent px-3 py-2 text-[13px] font-medium text-slate-600 hover:text-slate-900 focus:outline-none rounded-t data-focus:ring-2 data-focus:ring-brand data-focus:ring-inset data-selected:border-brand data-selected:text-brand"
              >
                {title}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            <TabPanel>{details(r, row, (k) => hasAccess(profile, k))}</TabPanel>
            {tabs.map((tab) => {
              const Panel = DETAIL_TABS[tab.key]
              return (
                <TabPanel key={tab.key} className="mx-6 mb-6">
                  <Suspense fallback={<p className="text-sm text-slate-500">{t('resources.detail.loading')}</p>}>
                    {Panel ? <Panel resource={r} row={row} reload={() => void res.mutate()} /> : null}
                  </Suspense>
                </TabPanel>
              )
            })}
          </TabPanels>
        </TabGroup>
      )}
      <ConfirmDelete
        label={lowerWords(resourceText(r.label))}
        target={deleting ? title : null}
        kind={r.tenant === false ? 'forGood' : 'trash'}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          await api.del(`${r.basePath}/${row._id}`)
          navigate(r.route)
        }}
      />
    </div>
  )
}

/** The record's form sections as read-only values (the fields the caller sees), and the lists of records that point at it. */
function details(r: Resource, row: Row, can: (keys: string | readonly string[]) => boolean) {
  return (
    <div className="mx-6 mb-6 grid gap-4 lg:grid-cols-2">
      {r.form.sections
        .map((s) => ({ ...s, fields: s.fields.filter((k) => fieldVisible(r.fields[k], can)) }))
        .filter((s) => s.fields.length)
        .map((s) => (
          <section
            key={s.title}
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-label={resourceText(s.title)}
          >
            <h2 className="mb-3 text-sm font-semibold text-slate-800">{resourceText(s.title)}</h2>
            <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-2 text-sm">
              {s.fields.map((k) => {
                const f = r.fields[k]
                const v = row[k]
                const kind = controlFor(f)
                return (
                  <div key={k} className="contents">
                    <dt className="text-slate-500">{labelOf(r, k)}</dt>
                    {/* a value without spaces (a long name, a web address) wraps inside its card */}
                    <dd className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">
                      {kind === 'gallery' || kind === 'image' || kind === 'document' ? (
                        <span className="flex flex-wrap gap-2">
                          {[v]
                            .flat()
                            .filter((x): x is StorageFile => x && typeof x === 'object')
                            .map((file) => (
                              <span
                                key={file._id}
                                className="block size-24 overflow-hidden rounded border border-slate-200"
                              >
                                <FileThumb file={file} />
                              </span>
                            ))}
                          {![v].flat().some(Boolean) && <span className="text-slate-400">—</span>}
                        </span>
                      ) : kind === 'items' ? (
                        <ItemsView field={f} value={v} />
                      ) : kind === 'translations' ? (
                        <TranslationsView field={f} value={v} fields={r.fields} />
                      ) : kind === 'richText' ? (
                        v ? (
                          <RichTextView html={String(v)} />
                        ) : (
                          <span className="text-slate-400">—</span>
                        )
                      ) : kind === 'customFields' ? (
                        Object.keys(v ?? {}).length ? (
                          // the asset's own field names and their values: stored data
                          Object.entries(v).map(([ck, cv]) => (
                            <div key={ck} data-i18n-data>
                              {ck}: {String(cv)}
                            </div>
                          ))
                        ) : (
                          <span className="text-slate-400">—</span>
                        )
                      ) : kind === 'changes' ? (
                        // an activity log entry: options read by their labels in the logged record's declaration
                        <ChangeList
                          entry={{ action: row.action, changes: v ?? [] }}
                          fields={RESOURCES.find((x) => x.name === row.resource)?.fields}
                        />
                      ) : kind === 'textarea' ? (
                        v ? (
                          // stored text: a paragraph in its own direction (Data's rule, for a block)
                          <p className="whitespace-pre-line" dir="auto" data-i18n-data>
                            {v}
                          </p>
                        ) : (
                          <span className="text-slate-400">—</span>
                        )
                      ) : (
                        <Cell field={f} value={v} kind={kind === 'switch' && k === 'enabled' ? 'status' : undefined} />
                      )}
                    </dd>
                  </div>
                )
              })}
            </dl>
          </section>
        ))}
      {r.related?.map((rel) => (
        <RelatedList key={rel.resource} related={rel} id={row._id} />
      ))}
    </div>
  )
}
