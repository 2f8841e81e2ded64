import type { MenuPlace } from '../sections.ts'

/**
 * A resource is declared once, as data (modelled on Payload's collection config): its table and fields
 * (api name → column), relations, permission keys, search and sort — what the generic server API reads
 * (src/server/resources) — plus what the console reads to build its list, form, detail, menu route and
 * palette commands (src/web/resources). Server and web import the same declaration; the server still
 * enforces access and tenancy itself, the console only mirrors them.
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

/** How the form edits a field; the default follows its type (controlFor in define.ts). */
export type Control =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'select' // from the field's enum
  | 'radio' // the enum's values as radio buttons: few choices, all in sight
  | 'dictionary' // from a dictionary endpoint (options.dictionary)
  | 'relation' // a picker over the related resource's search
  | 'tags'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'image' // one file from the storage modal
  | 'gallery' // ordered files from the storage modal
  | 'document'
  | 'customFields' // the asset's custom field definitions (resource customFields)
  | 'items' // an ordered list of sub-items whose sub-fields the field declares (field.items)
  | 'translations' // the declared translatable fields in other languages beside the English (field.translate)
  | 'richText' // HTML from the rich text editor (string field), sanitized by the server on every write
  | 'changes' // an activity log entry's fields, each before → after (read only: src/web/audit/ChangeList.tsx)
  | 'component' // a control of the console's registry (field.component; src/web/resources/fieldComponents.ts)
  | 'none' // not edited in the form

/** What a related record is, for the console's picker and cells: where to search it and what to show. */
export interface RefTarget {
  /** Registry name of the target (server relation). */
  target: string
  /** The target's API base, e.g. '/api/teams/members'. */
  path: string
  /** The target's field shown for a record, e.g. 'name'. */
  show: string
  /** The console route of a target record, when it has pages. */
  route?: string
}

export interface FieldDef {
  /** The column (default: the name in snake_case); none for a computed field. */
  column?: string
  /**
   * Computed by the server from the row (no column): its SQL is in the resource's server extension
   * (`computed` in src/server/<area>/<resource>.server.ts), so no SQL text reaches the console's bundle.
   */
  computed?: true
  type: FieldType
  /** Never leaves the server; naming it in select/query/sort is a 400. */
  secret?: boolean
  /** Not writable through the generic create/update (computed, allocated, or set by the server). */
  readOnly?: boolean
  /**
   * A computed field that the resource's own create/update writes (custom ops: a user's assets live
   * in user_assets): in the write schema and the form, though no column takes it.
   */
  writable?: boolean
  /** Set when the record is created, never changed after (a user's e-mail): not in the update schema or the edit form. */
  fixed?: boolean
  /**
   * Required: the create must carry a value (not empty), an update that sends the field may not empty it, and
   * the form marks it (one fact for the create schema, the update schema and the form: schema.ts, ResourceForm).
   */
  required?: boolean
  /**
   * The column holds no null (it has a default): an optional field left empty, on create or update, is written
   * as that default (a listing's title '', its purpose 'sale'), never refused by the database.
   * tests/api/declared-values.test.ts holds every declaration to its table.
   */
  notNull?: true
  /**
   * One value per asset among live rows (a listing's reference, a custom field's key), compared without case:
   * a write taking another record's value is a 400 naming that record; the database backs it with the partial
   * unique index `uniqueIndexName(table, column)` on (asset_id, lower(column)) where deleted_at is null.
   */
  unique?: true
  /** What a text is (kinds.ts): its test and sentence on both sides, and the form's input type. */
  kind?: FieldKind
  /** A phone field's dial code field ('phoneCode'): the number must be valid for that code (kinds.ts). */
  dialCode?: string
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
  /** Max length for strings written through the generic create/update (default 5000); the greatest value of a number. */
  max?: number
  /** A phone number in E.164: text search matches it by the digits typed as a person remembers them (phoneSearchPatterns). */
  phone?: boolean
  /** Least value of a number written (e.g. 0 for prices and bedrooms); least items of a list. */
  min?: number
  // --- the console's part (ignored by the server) ---
  /** Label in forms, headers and messages; default: the name in words ('subLocation' → 'Sub Location'). */
  label?: string
  /** The form's label when it says more than the name sentences use ('Initial SLA (minutes)': "Initial SLA minutes must be …"). */
  formLabel?: string
  /**
   * A control a declaration cannot say (a currency picker with its sample amount, a role's permission matrix):
   * the key of a component of the console's field registry (src/web/resources/fieldComponents.ts), bound
   * to the form like every control; the schema still comes from the field's type.
   */
  component?: string
  control?: Control
  /** Labels of enum values shown to people (value → label); default: the value. */
  enumLabels?: Readonly<Record<string, string>>
  /** Options endpoint of a dictionary control (answers [{name, slug}] for the `filter` JSON). */
  dictionary?: string
  /** The related record of an id field (also makes the server relation). */
  ref?: RefTarget
  help?: string
  /** How the value reads in lists and on the record's page; default from its control and type (a year: 'text', not '2,025'). */
  cell?: CellKind
  /** Shown for a missing value instead of a dash (spec 2: a member's average response time reads 'N/A'). */
  empty?: string
  /** A json field holding an ordered list of sub-items (control 'items'): their sub-fields and rules. */
  items?: ItemsDef
  /** A json field holding other languages' texts of the resource's own fields (control 'translations'). */
  translate?: TranslateDef
  /**
   * A slug made from the named field (the title): generated when left empty, editable, unique per asset
   * (src/domain/resources/slug.ts; the table needs a unique index on (asset_id, column)).
   */
  slugFrom?: string
  /** A text's form beyond its length (a path, an address): the test and the sentence after the field's label. */
  format?: { test: (value: string) => boolean; message: string }
}

/** What a text field holds, beyond its length: its test and sentence are kinds.ts's. */
export type FieldKind = 'email' | 'phone' | 'dialCode' | 'url' | 'link' | 'slug' | 'key'

/** A rule over several fields of a record: the field it concerns and the sentence, or null. */
export interface ResourceCheck {
  /** The fields it reads. */
  fields: readonly string[]
  /** `label(field)`: the field's label in the current language, for the sentence. */
  test: (
    values: Readonly<Record<string, unknown>>,
    label: (field: string) => string,
  ) => { path: string; message: string } | null
}

/**
 * The sub-items of an 'items' field (Payload's array field): each item an object of the declared
 * sub-fields (scalars, or items again), validated by the schema derived from them on both sides.
 */
/** A record's values as the API sends them: its resource declares the fields, no TypeScript type does. */
// biome-ignore lint/suspicious/noExplicitAny: a resource's field declarations type its record's values
export type RecordValues = Record<string, any>

export interface ItemsDef {
  fields: Record<string, FieldDef>
  /** Label of one item ('Milestone'); default: the field's label. */
  itemLabel?: string
  /** Most items (default 100). */
  max?: number
  /** A rule over one whole item its sub-fields cannot say alone: the sub-field it concerns and the sentence, or null. */
  check?: (item: RecordValues, index: number) => { path: string; message: string } | null
}

/** Translations: `{ [locale]: { [field]: text } }` of the resource's own text fields (English is the field itself). */
export interface TranslateDef {
  fields: readonly string[]
  /** Other languages, e.g. ['ar']. */
  locales: readonly string[]
}

/** belongs-to: the local field holds the target's id (or ids, for an id[] field). */
export interface BelongsTo {
  kind: 'belongsTo'
  /** The registry name of the target resource (see the server's registry.ts). */
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

export type Op =
  | 'list'
  | 'one'
  | 'get'
  | 'count'
  | 'create'
  | 'update'
  | 'delete'
  | 'force'
  | 'restore'
  | 'export'
  | 'search'
  | 'distinct'
  | 'trash'

/** What the generic server API needs of a resource (every server definition, declared or not). */
export interface ResourceDef {
  /** Registry name (also used in messages): 'customers', 'teamMembers', … */
  name: string
  /** Singular label for messages: 'Customer' → 'Customer not found'. */
  label: string
  /** Where the routes live, e.g. '/api/customers'. Internal defs (users) have none. */
  basePath?: string
  table: string
  /**
   * Tenant tables carry asset_id and soft delete (deleted_at); users and assets are neither (a user spans
   * assets, an asset is the tenant): their rows are read and written without the active asset's filter,
   * they have no trash, and a delete is the resource's own route (custom) or none.
   */
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
  /**
   * Permission keys (any of). view also gates one/count/export/search/distinct. `super`: only super access
   * reaches the resource at all (users and assets span every asset), whatever keys a role holds.
   */
  access?: {
    view?: readonly string[]
    add?: readonly string[]
    update?: readonly string[]
    delete?: readonly string[]
    super?: boolean
    /** Every route needs a person signed in: an API key is refused (server/http/access.ts `session`). */
    session?: true
  }
  /**
   * The integer field holding the records' order within the asset: the list sorts by it, a new record goes
   * last, and `POST {base}/{id}/move` {direction: 'up' | 'down'} swaps a record with its neighbour (Alt+↑/↓ on a list row).
   */
  orderField?: string
  /**
   * Rules over several fields (a project completes after it starts), run by the derived schema on both sides:
   * on a create, and on an update carrying all of the rule's fields; the server runs the others with the
   * stored values of the fields the update leaves out (write.ts).
   */
  checks?: readonly ResourceCheck[]
  /** Operations another area takes over: the generic route is not registered. */
  custom?: Partial<Record<Op, true>>
  /**
   * A log (activity, access, system, notifications): rows are written by the product itself, never through
   * the resource, so only its reads are registered (no create, update, delete, restore or trash) and the
   * console offers no add, edit or delete, and no History tab (a log's rows are not audited).
   */
  readOnly?: true
  /**
   * Records are made, never edited or deleted through the resource (an API key: made, then only revoked, by a
   * record-page action): the console offers create and the reads, no edit or delete.
   */
  createOnly?: true
  /** A per-asset readable number allocated on create (leads.lead_id, customers.customer_id). */
  counter?: { column: string; name: string }
  /**
   * The table's live rows per asset are counted by triggers (live_row_counts, migration 1101 names the
   * tables), so an unfiltered list's total is read, not counted: count(*) grows with the table.
   */
  liveCount?: true
  /**
   * CSV import (`POST {base}/import/preview`, `POST {base}/import`; the console's `{route}/import`): the
   * fields a file may carry, by API name or label in its header row. Each row is validated by the create schema.
   */
  import?: ImportDef
}

export interface ImportDef {
  /** Writable fields a file may carry; a relation's cell holds the related record's id or its title. */
  columns: readonly string[]
  /** Most data rows in one file (default 2,000). */
  maxRows?: number
}

/** How a list cell shows a value; the default follows the field (cellFor in define.ts). */
export type CellKind =
  | 'text'
  | 'title'
  | 'number'
  | 'money'
  | 'enum'
  | 'status'
  | 'boolean'
  | 'date'
  | 'day'
  | 'relation'
  | 'tags'
  | 'image'
  | 'count'
  // a user agent as 'Chrome on Linux', the whole text on hover (an access log's browser)
  | 'device'
  // a phone number as the console writes every phone: '+971 50 490 6370'
  | 'phone'
  // an e-mail address, whole on hover, wrapping before its '@' and dots where it may wrap (a record's page)
  | 'email'
  // a person's picture: the file, else the row's imported imageUrl, else the initials of its firstName and lastName
  | 'avatar'

export interface ListColumn {
  field: string
  label?: string
  cell?: CellKind
  /** Pixels; default by cell kind. */
  width?: number
  /** Off until the user turns it on in the column chooser. */
  hidden?: boolean
}

/** A list filter over one field: an enum/boolean select, a relation or dictionary pick. */
export interface ListFilter {
  field: string
  label?: string
}

export interface FormSection {
  title: string
  fields: readonly string[]
}

/** Records of another declared resource whose `field` holds this record's id. */
export interface RelatedList {
  /** The other resource's registry name. */
  resource: string
  field: string
  title: string
}

/**
 * A resource's names in Arabic (the English are `label` and `plural`), and the Arabic of its other texts that the
 * shared table lacks: resourceText (src/domain/i18n/resourceText.ts) reads them for the console and the server.
 */
export interface ArabicNames {
  /** With its article, as titles and messages read it: 'الحقل المخصص'. */
  label: string
  /** 'الحقول المخصصة' */
  plural: string
  /** The label without its article, as the palette's "Create …" reads it: 'حقل مخصص'. */
  indefinite: string
  /** Field labels, section titles, enum labels, help … that src/domain/i18n/ar/resourceWords.ts lacks, by their English. */
  texts?: Readonly<Record<string, string>>
}

/** The console's part of a declaration. */
export interface ConsoleDef {
  /** 'Listings' */
  plural: string
  ar: ArabicNames
  /** A lucide-react icon name (resolved in src/web/resources/icons.ts): its palette records, and its menu entry at the top level. */
  icon: string
  /**
   * Its menu entry (src/domain/sections.ts: key, group, order; the label is the plural unless given): the sidebar
   * or settings dropdown, the palette's "Go to" and the keys of its pages come from it (commands/menu.ts).
   */
  menu: MenuPlace
  /** The console route of the list, e.g. '/properties/listings'. */
  route: string
  /** The field naming a record (palette, headings, delete texts). */
  titleField: string
  /** Fields shown under the title in the palette and the detail heading. */
  subtitleFields?: readonly string[]
  list: {
    columns: readonly ListColumn[]
    filters?: readonly ListFilter[]
    /** Relations the list and detail read with the record (their cells show the related name). */
    populate?: readonly string[]
  }
  /**
   * `component`: the form is a component of the console's form registry (src/web/resources/formComponents.ts)
   * instead of the sections' controls, for a form a declaration cannot say (the customer form's dial code and
   * avatar, its spec messages); the sections are then the record page's.
   */
  form: { sections: readonly FormSection[]; component?: string }
  /** Lists on a record's detail page of the records that point at it, e.g. a developer's projects. */
  related?: readonly RelatedList[]
  /**
   * Tabs of a record's page beside its details, for what a declaration cannot say (a member's leads):
   * `key` names a component of the console's tab registry (src/web/resources/detailTabs.ts).
   */
  detailTabs?: readonly { key: string; title: string; permission?: readonly string[] }[]
  /**
   * Buttons of a record's page beside Edit for what a declaration cannot say (a user's enable, password reset):
   * `key` names a component of the console's action registry (src/web/resources/detailActions.ts).
   */
  detailActions?: readonly string[]
  /** A boolean field: Delete is offered only on rows where it is true (users: a pending invitation; a user who signed in is disabled instead). */
  deleteWhen?: string
  /** A bulk change of the selected rows through the resource's own call: PATCH {path} {data: {ids, ...values}}. */
  bulkUpdate?: { path: string; fields: readonly string[] }
  palette?: {
    /** A key sequence for "Create {label}", e.g. 'c s'. */
    createShortcut?: string
    keywords?: readonly string[]
  }
}

/** One resource: the server's definition plus the console's. */
export type Resource = ResourceDef & ConsoleDef & { basePath: string }
