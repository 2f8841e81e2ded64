import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fieldLabel } from '../../../src/domain/resources/define.ts'
import type { FieldDef, Resource } from '../../../src/domain/resources/types.ts'
import { MENU_GROUPS, type MenuPlace, type Words } from '../../../src/domain/sections.ts'
import type { Screen } from '../../../src/web/routes.tsx'

/**
 * What a section still lacks, one sentence per piece with its fix: a declared resource's table, activity log and
 * live events (its migration), its words in both languages, its icon and its menu place; a screen's words, icon
 * and place. Adding a resource is its declaration, its migration and a line in src/domain/resources/index.ts
 * (docs/resources.md "Adding a resource"): whatever else it needs, these sentences say.
 */
export interface SectionWorld {
  resources: readonly Resource[]
  screens: readonly Screen[]
  /** Every migration's SQL, one text. */
  migrations: string
  icons: Readonly<Record<string, unknown>>
  /** The English of the shared table's words (src/domain/i18n/en/resourceWords.ts). */
  sharedWords: ReadonlySet<string>
  /** The file declaring a resource, for the sentences. */
  fileOf: (r: Resource) => string
}

const ARABIC = /[\u0600-\u06FF]/

/** What a field shows people: its label, help, empty text, format sentence, item label, enum labels, sub-fields. */
const fieldTexts = (name: string, f: FieldDef): (string | undefined)[] => [
  fieldLabel(name, f),
  f.help,
  f.empty,
  f.format?.message,
  f.items?.itemLabel,
  ...(f.enum ?? []).map((v) => f.enumLabels?.[v] ?? v),
  ...Object.entries(f.items?.fields ?? {}).flatMap(([n, sf]) => fieldTexts(n, sf)),
]

/** A declaration's texts besides its names: columns, filters, sections, related lists, tabs, fields. */
export const declarationTexts = (r: Resource): string[] =>
  [
    ...r.list.columns.map((c) => c.label),
    ...(r.list.filters ?? []).map((f) => f.label),
    ...r.form.sections.map((s) => s.title),
    ...(r.related ?? []).map((x) => x.title),
    ...(r.detailTabs ?? []).map((x) => x.title),
    ...Object.entries(r.fields).flatMap(([n, f]) => fieldTexts(n, f)),
  ].filter((s): s is string => !!s)

/** The English a declaration brings in Arabic itself (its `ar`), with that Arabic. */
export const ownWords = (r: Resource): [string, string][] => [
  [r.label, r.ar.label],
  [r.plural, r.ar.plural],
  ...Object.entries(r.ar.texts ?? {}),
]

/** Each text parsed once: every section reads the same migrations. */
const parsed = new Map<string, Set<string>>()
const once = (key: string, read: () => Set<string>) => parsed.get(key) ?? parsed.set(key, read()).get(key)!

/** Tables a migration passes to fn ('audit_attach', 'live_attach'): by name, or in a loop over an array of names. */
const attachedTables = (sql: string, fn: string): Set<string> => once(`${fn}\n${sql}`, () => attached(sql, fn))

function attached(sql: string, fn: string): Set<string> {
  const out = new Set<string>()
  for (const m of sql.matchAll(new RegExp(`${fn}\\(\\s*'(\\w+)'`, 'g'))) out.add(m[1])
  for (const m of sql.matchAll(/foreach\s+\w+\s+in\s+array\s+array\[([^\]]*)\]([\s\S]*?)end loop/gi))
    if (m[2].includes(`${fn}(`)) for (const t of m[1].matchAll(/'(\w+)'/g)) out.add(t[1])
  return out
}

const createdTables = (sql: string) =>
  once(`create\n${sql}`, () => new Set([...sql.matchAll(/create table (?:if not exists )?(\w+)/gi)].map((m) => m[1])))

/** Places taken twice: the same menu key or route anywhere, or the same order in one group. */
function placeGaps(world: SectionWorld): string[] {
  const placed: { who: string; place: MenuPlace; route: string }[] = [
    // the later of two is named: the newer line
    ...world.screens.map((s) => ({
      who: `Screen '${s.menu.key}' (SCREENS in src/web/routes.tsx)`,
      place: s.menu,
      route: s.route,
    })),
    ...world.resources.map((r) => ({
      who: `Resource '${r.name}' (${world.fileOf(r)})`,
      place: r.menu,
      route: r.route,
    })),
  ]
  const out: string[] = []
  placed.forEach((a, i) => {
    for (const b of placed.slice(0, i)) {
      if (a.place.key === b.place.key)
        out.push(`${a.who} takes the menu key '${a.place.key}' of ${b.who}: give menu.key another name.`)
      else if (a.place.group === b.place.group && a.place.order === b.place.order)
        out.push(
          `${a.who} takes order ${a.place.order} in ${a.place.group ? `the menu group '${a.place.group}'` : "the menu's top level"} from ${b.who}: give menu.order a number no other entry there has.`,
        )
      if (a.route === b.route)
        out.push(`${a.who} takes the route '${a.route}' of ${b.who}: give it a route of its own.`)
    }
    if (a.place.group && a.place.group !== 'admin' && !(a.place.group in MENU_GROUPS))
      out.push(
        `${a.who} names the menu group '${a.place.group}', which does not exist: use one of ${Object.keys(MENU_GROUPS).join(', ')}, admin (src/domain/sections.ts), or none for the top level.`,
      )
  })
  return out
}

const wordsGaps = (who: string, where: string, what: string, words: Words | undefined): string[] =>
  !words
    ? []
    : [
        ...(words.en.trim() ? [] : [`${who} has no English ${what}: add its en to ${where}.`]),
        ...(ARABIC.test(words.ar) ? [] : [`${who} has no Arabic ${what}: add its ar to ${where}.`]),
      ]

const iconGap = (who: string, icon: string | undefined, world: SectionWorld, where: string): string[] =>
  icon && !(icon in world.icons)
    ? [
        `${who} names the icon '${icon}', which the console does not carry: add ${icon} (a lucide-react name) to RESOURCE_ICONS in src/web/resources/icons.ts, or give ${where} one listed there.`,
      ]
    : []

/** A declared resource's missing pieces. */
export function resourceGaps(r: Resource, world: SectionWorld): string[] {
  const file = world.fileOf(r)
  const who = `Resource '${r.name}'`
  const out: string[] = []
  const tables = createdTables(world.migrations)
  if (!tables.has(r.table))
    out.push(
      `${who} has no table '${r.table}': create it (with the tenant columns, docs/resources.md "Adding a resource") in a new migration in src/server/db/migrations/.`,
    )
  if (!r.readOnly && !attachedTables(world.migrations, 'audit_attach').has(r.table))
    out.push(`${who} is not in the activity log: add "select audit_attach('${r.table}');" to its migration.`)
  if (!r.readOnly && r.tenant !== false && !attachedTables(world.migrations, 'live_attach').has(r.table))
    out.push(`${who} sends no live changes to open lists: add "select live_attach('${r.table}');" to its migration.`)
  for (const [key, what] of [
    ['label', 'label'],
    ['plural', 'plural'],
    ['indefinite', "label without its article (the palette's 'Create …')"],
  ] as const)
    if (!ARABIC.test(r.ar[key] ?? '')) out.push(`${who} has no Arabic ${what}: add ar.${key} to ${file}.`)
  out.push(...wordsGaps(who, `menu.label in ${file}`, 'menu label', r.menu.label))
  const known = new Set([...world.sharedWords, ...world.resources.flatMap((x) => ownWords(x).map(([en]) => en))])
  for (const text of new Set(declarationTexts(r)))
    if (!known.has(text)) out.push(`${who} has no Arabic for '${text}': add '${text}': '…' to ar.texts in ${file}.`)
  for (const [en] of Object.entries(r.ar.texts ?? {}))
    if (world.sharedWords.has(en))
      out.push(`${who} gives '${en}' in ar.texts, which the shared table has: remove it from ar.texts in ${file}.`)
  for (const other of world.resources) {
    if (other === r) break
    const theirs = new Map(ownWords(other))
    for (const [en, ar] of ownWords(r))
      if (theirs.has(en) && theirs.get(en) !== ar)
        out.push(
          `${who} says '${en}' in Arabic as '${ar}', resource '${other.name}' as '${theirs.get(en)}': give both the same words in ${file} and ${world.fileOf(other)}.`,
        )
  }
  out.push(...iconGap(who, r.icon, world, `icon in ${file}`))
  return out
}

/** A hand-written screen's missing pieces. */
export function screenGaps(s: Screen, world: SectionWorld): string[] {
  const who = `Screen '${s.menu.key}'`
  return [
    ...wordsGaps(who, 'its label in SCREENS (src/web/routes.tsx)', 'label', s.label),
    ...wordsGaps(who, 'its menu.label in SCREENS (src/web/routes.tsx)', 'menu label', s.menu.label),
    ...iconGap(who, s.icon, world, 'it'),
  ]
}

/** Every section's missing pieces, and the menu groups'. */
export const worldGaps = (world: SectionWorld): string[] => [
  ...world.resources.flatMap((r) => resourceGaps(r, world)),
  ...world.screens.flatMap((s) => screenGaps(s, world)),
  ...Object.entries(MENU_GROUPS).flatMap(([key, g]) => [
    ...wordsGaps(`Menu group '${key}'`, 'MENU_GROUPS in src/domain/sections.ts', 'label', g.label),
    ...iconGap(`Menu group '${key}'`, g.icon, world, 'it'),
  ]),
  ...placeGaps(world),
]

const ROOT = join(import.meta.dirname, '../../..')
const MIGRATIONS = join(ROOT, 'src/server/db/migrations')
const DECLARATIONS = join(ROOT, 'src/domain/resources')

/** Every migration's SQL in this checkout. */
export const migrationsSql = (): string =>
  readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(MIGRATIONS, f), 'utf8'))
    .join('\n')

let declarationSources: [string, string][] | undefined
/** The file under src/domain/resources whose declaration has the name (for the sentences). */
export function declarationFile(name: string): string {
  declarationSources ??= readdirSync(DECLARATIONS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [f, readFileSync(join(DECLARATIONS, f), 'utf8')])
  const found = declarationSources.find(([, text]) => text.includes(`name: '${name}',`))
  return found ? relative(ROOT, join(DECLARATIONS, found[0])) : `the declaration of '${name}'`
}
