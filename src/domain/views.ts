import { z } from 'zod'
import { say } from './i18n/schemaTexts.ts'
import { text, TEXT_MAX } from './input.ts'
import { P } from './permissions.ts'
import { RESOURCES } from './resources/index.ts'

/**
 * Saved views: a list's filters, sort, visible columns and page mode under a name, private to its
 * owner or shared with the asset (SAVED_VIEWS_SHARE), stored per asset (migration 1541). The lists that have
 * them: the leads report and every registry list; a view is seen by whoever may view its list.
 */
export interface SavedViewList {
  /** 'leads' or the resource's name. */
  id: string
  route: string
  /** The list's plural label: 'Leads', 'Listings'. */
  label: string
  /** Its rows' table, as record-change events name it (domain/live.ts). */
  table: string
  viewKeys: readonly string[]
}

export const SAVED_VIEW_LISTS: readonly SavedViewList[] = [
  { id: 'leads', route: '/reports/leads', label: 'Leads', table: 'leads', viewKeys: [P.LEADS_REPORT_VIEW] },
  ...RESOURCES.filter((r) => r.basePath && r.route).map((r) => ({
    id: r.name,
    route: r.route,
    label: r.plural,
    table: r.table,
    viewKeys: r.access?.view ?? [],
  })),
]

export const savedViewList = (id: string) => SAVED_VIEW_LISTS.find((l) => l.id === id)

/** A view's URL: it opens the list with the view applied, for anyone who may see it. */
export const savedViewHref = (list: SavedViewList, viewId: string) => `${list.route}?view=${viewId}`

/** What a view restores: the list's URL query (filters, sort, page size, mode) and its column choice. */
export const savedViewStateSchema = z
  .object({
    params: text(4000, 'Filters'),
    columns: z
      .record(text(100, 'Column'), z.boolean())
      .refine((c) => Object.keys(c).length <= 200, say('view.columns')),
  })
  .strict()

const name = text(TEXT_MAX.name, 'Name').trim().min(1, say('nameRequired'))

export const savedViewCreateSchema = z
  .object({
    list: z.string().refine((l) => !!savedViewList(l), say('view.list')),
    name,
    shared: z.boolean(say('view.shared')).default(false),
    state: savedViewStateSchema,
  })
  .strict()

export const savedViewUpdateSchema = z
  .object({
    name: name.optional(),
    shared: z.boolean(say('view.shared')).optional(),
    state: savedViewStateSchema.optional(),
  })
  .strict()

export const savedViewDefaultSchema = z.object({ view: z.uuid(say('view.id')).nullable() }).strict()

export type SavedViewState = z.output<typeof savedViewStateSchema>

export interface SavedView {
  _id: string
  list: string
  name: string
  shared: boolean
  owner: { _id: string; name: string }
  /** The caller owns it: they may rename, share and delete it. */
  mine: boolean
  /** The caller's default for its list: opening the list without a view applies it. */
  isDefault: boolean
  state: SavedViewState
  updatedAt: string
}
