import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_MENU, MENU, flattenMenu } from '../../../commands/menu.ts'
import { GLOBALS } from '../../../src/domain/globals/index.ts'
import { leadSettings } from '../../../src/domain/globals/leadSettings.ts'
import { viewingSettings } from '../../../src/domain/globals/viewingSettings.ts'
import { basicSettings } from '../../../src/domain/globals/basicSettings.ts'
import { roleForm } from '../../../src/domain/admin/roles.ts'
import { RESOURCE_WORDS } from '../../../src/domain/i18n/en/resourceWords.ts'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import { writeSchemas } from '../../../src/domain/resources/schema.ts'
import { installValidationMessages, labelText } from '../../../src/domain/validationMessages.ts'
import { FIELD_COMPONENTS } from '../../../src/web/resources/fieldComponents.ts'
import { globalTexts } from './globalTexts.ts'

beforeAll(() => installValidationMessages())
afterEach(() => void i18n.changeLanguage('en'))

/** The sentences of a failed parse by field. */
const problems = (
  s: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  v: unknown,
) => Object.fromEntries((s.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe.each(GLOBALS.map((g) => [g.name, g] as const))('global %s', (_n, g) => {
  it('shows declared fields only, each once, in a menu destination of its own', () => {
    const shown = g.form.sections.flatMap((s) => s.fields)
    expect(Object.keys(g.fields)).toEqual(expect.arrayContaining(shown))
    expect(new Set(shown).size).toBe(shown.length)
    expect(flattenMenu([...MENU, ...ADMIN_MENU]).map(({ entry }) => entry.route)).toContain(g.route)
  })

  it('has every text it shows in Arabic, and the names sentences give its fields', async () => {
    const listed = new Set<string>(RESOURCE_WORDS)
    const { shown, named } = globalTexts(g)
    expect(shown.filter((s) => !listed.has(s))).toEqual([])
    await i18n.changeLanguage('ar')
    expect(named.filter((s) => !/[\u0600-\u06FF]/.test(labelText(s)))).toEqual([])
  })
})

it('has the role form’s texts in Arabic (the roles page shows it with the permission matrix)', async () => {
  const { shown, named } = globalTexts(roleForm)
  expect(shown.filter((s) => !new Set<string>(RESOURCE_WORDS).has(s))).toEqual([])
  await i18n.changeLanguage('ar')
  expect(named.filter((s) => !/[\u0600-\u06FF]/.test(labelText(s)))).toEqual([])
})

it('names only controls the console has (globals, the role form and resources alike)', () => {
  const named = [...GLOBALS, { name: 'roleForm', ...roleForm }, ...RESOURCES].flatMap((d) =>
    Object.entries(d.fields).flatMap(([k, f]) => (f.component ? [[`${d.name}.${k}`, f.component]] : [])),
  )
  expect(named.filter(([, key]) => !FIELD_COMPONENTS[key])).toEqual([])
})

it('gives each global its own name, route and API path', () => {
  for (const key of ['name', 'route', 'path'] as const)
    expect(new Set(GLOBALS.map((g) => g[key])).size).toBe(GLOBALS.length)
})

describe('the derived schemas say what the settings pages said', () => {
  it('lead settings: each duration and the limit by the name sentences use', () => {
    expect(
      problems(writeSchemas(leadSettings).create, { initialSlaMinutes: 0, poolSlaMinutes: 1.5, dailyLeadLimit: 'x' }),
    ).toEqual({
      initialSlaMinutes: 'Initial SLA minutes must be at least 1.',
      poolSlaMinutes: 'Lead Pool SLA minutes must be a whole number.',
      dailyLeadLimit: 'Daily lead limit must be a number.',
    })
  })

  it('viewing settings: the durations offered and the default one of them', () => {
    const create = writeSchemas(viewingSettings).create
    expect(problems(create, { durations: [30], defaultDuration: 60, reminderMinutes: 0 })).toEqual({
      defaultDuration: 'The default duration must be one of the durations.',
    })
    expect(problems(create, { durations: [3, 30], defaultDuration: 30, reminderMinutes: 0 })).toEqual({
      durations: 'Each duration must be at least 5 minutes.',
    })
    expect(problems(create, { durations: [], defaultDuration: 30, reminderMinutes: -1 })).toEqual({
      durations: 'Durations needs at least one value.',
      reminderMinutes: 'Reminder must be at least 0.',
    })
  })

  it('basic settings: the currency, time zone and languages by their rules, in Arabic too', async () => {
    const update = writeSchemas(basicSettings).update
    const bad = { currencyCode: 'dollars', timeZone: 'Mars/Base', languages: ['English'] }
    expect(problems(update, bad)).toEqual({
      currencyCode: 'Currency must be a three-letter ISO 4217 code such as AED.',
      timeZone: 'Time zone must be an IANA time zone such as Asia/Dubai.',
      'languages.0': 'Languages must be codes such as en or ar.',
    })
    expect(problems(update, { languages: [] })).toEqual({ languages: 'Languages needs at least one value.' })
    expect(problems(update, { timeZone: '', contactEmail: '', website: '' })).toEqual({})
    await i18n.changeLanguage('ar')
    expect(Object.values(problems(update, bad)).filter((m) => !/[\u0600-\u06FF]/.test(m))).toEqual([])
  })
})
