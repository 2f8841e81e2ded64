import { describe, expect, it } from 'vitest'
import { ADMIN_MENU, MENU, flattenMenu } from '../../../commands/menu.ts'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import { RESOURCE_ICONS } from '../../../src/web/resources/icons.ts'
import { DETAIL_ACTIONS } from '../../../src/web/resources/detailActions.ts'
import { DETAIL_TABS } from '../../../src/web/resources/detailTabs.ts'
import { FORM_COMPONENTS } from '../../../src/web/resources/formComponents.ts'

/** Every declaration names only what exists: a mistyped field or icon fails here, not on a user's screen. */
describe.each(RESOURCES.map((r) => [r.name, r] as const))('declaration %s', (_n, r) => {
  const names = Object.keys(r.fields)
  it('lists, filters, titles, searches and edits declared fields only', () => {
    expect(names).toEqual(
      expect.arrayContaining([r.titleField, ...(r.subtitleFields ?? []), ...(r.searchFields ?? [])]),
    )
    expect(names).toEqual(expect.arrayContaining(r.list.columns.map((c) => c.field)))
    expect(names).toEqual(expect.arrayContaining((r.list.filters ?? []).map((f) => f.field)))
    const formFields = r.form.sections.flatMap((s) => s.fields)
    expect(names).toEqual(expect.arrayContaining(formFields))
    // a log's sections are its record page's, never a form, as are those of a resource with its own form component
    if (!r.readOnly && !r.form.component) expect(formFields.filter((k) => r.fields[k].readOnly)).toEqual([])
    expect(Object.keys(r.relations ?? {})).toEqual(expect.arrayContaining([...(r.list.populate ?? [])]))
  })
  it('imports and translates writable fields it declares (import columns, translate fields)', () => {
    const writable = names.filter((k) => !r.fields[k].readOnly && r.fields[k].column)
    expect(writable).toEqual(expect.arrayContaining([...(r.import?.columns ?? [])]))
    for (const f of Object.values(r.fields)) {
      for (const k of f.translate?.fields ?? []) expect(r.fields[k]?.type, `${r.name} translates ${k}`).toBe('string')
    }
  })
  it('lists related records by a field of a declared resource that points at it', () => {
    for (const rel of r.related ?? []) {
      const other = RESOURCES.find((x) => x.name === rel.resource)
      expect(other?.fields[rel.field]?.ref?.target, `${rel.resource}.${rel.field}`).toBe(r.name)
    }
  })
  it('names record-page actions the console has, and a boolean field for deleteWhen', () => {
    for (const key of r.detailActions ?? []) expect(DETAIL_ACTIONS[key], `${r.name}: ${key}`).toBeDefined()
    for (const tab of r.detailTabs ?? []) expect(DETAIL_TABS[tab.key], `${r.name}: ${tab.key}`).toBeDefined()
    if (r.form.component) expect(FORM_COMPONENTS[r.form.component], `${r.name}: ${r.form.component}`).toBeDefined()
    if (r.deleteWhen) expect(r.fields[r.deleteWhen]?.type).toBe('boolean')
    // a computed field is written only through the resource's own create/update
    for (const [k, f] of Object.entries(r.fields))
      if (f.writable) expect([k, f.computed && (r.custom?.create || r.custom?.update)]).toEqual([k, true])
  })
  it('has its icon in the console and its route in the menu (or the settings dropdown)', () => {
    expect(RESOURCE_ICONS[r.icon], r.icon).toBeDefined()
    expect(flattenMenu([...MENU, ...ADMIN_MENU]).map(({ entry }) => entry.route)).toContain(r.route)
  })
})

it('gives each resource its own name, route and API path', () => {
  for (const key of ['name', 'route', 'basePath'] as const)
    expect(new Set(RESOURCES.map((r) => r[key])).size).toBe(RESOURCES.length)
})
