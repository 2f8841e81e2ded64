/**
 * A resource is declared as data: its table, the fields the API exposes (api name → column), its
 * relations, its permission keys. One generic implementation (register.ts) serves every resource.
 */
export type FieldType =
  | 'string'
  | 'integer' // integer/bigint columns; values must be safe integers
  | 'number' // numeric columns
  | 'boolean'
  | 'date' // timestamptz; ISO strings in and out
  | 'day' // date columns; 'YYYY-MM-DD' in and out
  | 'id' // uuid
  | 'json' // jsonb: output only, filterable with $exists only
  | 'string[]'
  | 'integer[]'
  | 'id[]'

export interface FieldDef {
  /** The column; for a computed field use `sql` instead (an expression over the table's own columns). */
  column?: string
  sql?: string
  type: FieldType
  /** Never leaves the server; naming it in select/query/sort is a 400. */
  secret?: boolean
  /** Not writable through the generic create/update (computed, allocated, or set by the server). */
  readOnly?: boolean
  /** Required in the generic create body. */
  required?: boolean
  /** Allowed values (string fields). */
  enum?: readonly string[]
  /** Field-level permission (any of): callers without it never see the field and may not filter/sort/select it. */
  permission?: string | readonly string[]
  /** Default true for scalar types; json and array fields are not sortable. */
  sortable?: boolean
  /**
   * An index (asset_id, column) where deleted_at is null exists: /distinct without a query walks its
   * values with a skip scan instead of reading every row (few values over many rows, e.g. leads' stage).
   */
  distinctIndex?: boolean
  /** Max length for strings written through the generic create/update (default 5000). */
  max?: number
}

/** belongs-to: the local field holds the target's id (or ids, for an id[] field). */
export interface BelongsTo {
  kind: 'belongsTo'
  /** The registry name of the target resource (see registry.ts). */
  target: string
  /** Local field holding the id; default: the relation's own name. */
  field?: string
}

/** has-many: target rows whose `foreignColumn` equals this row's id (e.g. leads.childLeads via parent_id). */
export interface HasMany {
  kind: 'hasMany'
  target: string
  foreignColumn: string
}

export type RelationDef = BelongsTo | HasMany

export type Op = 'list' | 'one' | 'get' | 'count' | 'create' | 'update' | 'delete' | 'force' | 'restore' | 'export' | 'search' | 'distinct'

export interface ResourceDef {
  /** Registry name (also used in messages): 'customers', 'teamMembers', … */
  name: string
  /** Singular label for messages: 'Customer' → 'Customer not found'. */
  label: string
  /** Where the routes live, e.g. '/api/customers'. Internal defs (users) have none. */
  basePath?: string
  table: string
  /** Tenant tables carry asset_id and soft delete (deleted_at); users are neither. */
  tenant?: boolean
  fields: Record<string, FieldDef>
  relations?: Record<string, RelationDef>
  /** Default sort as api field → 1 | -1. */
  defaultSort: Record<string, 1 | -1>
  /** Fields matched by text search ($text / the search endpoint): strings by substring, integers exactly. */
  searchFields?: string[]
  /**
   * What a caller without the view key reads of a populated record besides its _id (its display name):
   * populate shows no more than the caller could read directly (populatedDef in fields.ts).
   */
  display?: readonly string[]
  /** Permission keys (any of). view also gates one/count/export/search/distinct. */
  access?: { view?: readonly string[]; add?: readonly string[]; update?: readonly string[]; delete?: readonly string[] }
  /** Operations another area takes over: the generic route is not registered. */
  custom?: Partial<Record<Op, true>>
  /** A per-asset readable number allocated on create (leads.lead_id, customers.customer_id). */
  counter?: { column: string; name: string }
}
