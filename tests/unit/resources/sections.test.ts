import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { buildMenu, flattenMenu } from '../../../commands/menu.ts'
import { resourceCommands } from '../../../commands/resources.ts'
import { menuCommands } from '../../../commands/shell.ts'
import { RESOURCE_WORDS } from '../../../src/domain/i18n/en/resourceWords.ts'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { recordNotFoundText, resourceText } from '../../../src/domain/i18n/resourceText.ts'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import type { Resource } from '../../../src/domain/resources/types.ts'
import { RESOURCE_ICONS } from '../../../src/web/resources/icons.ts'
import { ROUTES, SCREENS } from '../../../src/web/routes.tsx'
import { commandTitle } from '../../../src/web/shell/palette/commandText.ts'
import { holidays } from './recipe/holidays.ts'
import { declarationFile, migrationsSql, type SectionWorld, worldGaps } from './sectionGaps.ts'

/**
 * A section is one declaration (docs/resources.md "Adding a resource"): what else a resource or screen needs, these say,
 * one sentence per missing piece with its fix.
 */
const PRODUCT: SectionWorld = {
  resources: RESOURCES,
  screens: SCREENS,
  migrations: migrationsSql(),
  icons: RESOURCE_ICONS,
  sharedWords: new Set(RESOURCE_WORDS),
  fileOf: (r) => declarationFile(r.name),
}
const RECIPE_SQL = readFileSync(new URL('./recipe/holidays.sql', import.meta.url), 'utf8')
const RECIPE_FILE = 'src/domain/resources/holidays.ts'
/** The product with one more resource, declared and migrated as given. */
const withResource = (r: Resource, sql: string): SectionWorld => ({
  ...PRODUCT,
  resources: [...RESOURCES, r],
  migrations: `${PRODUCT.migrations}\n${sql}`,
  fileOf: (x) => (x === r ? RECIPE_FILE : PRODUCT.fileOf(x)),
})
const inBoth = <T>(read: () => T): { en: T; ar: T } => {
  void i18n.changeLanguage('en')
  const en = read()
  void i18n.changeLanguage('ar')
  const ar = read()
  void i18n.changeLanguage('en')
  return { en, ar }
}

afterEach(() => void i18n.changeLanguage('en'))

describe('the sections', () => {
  it('lack nothing: every resource is migrated, audited and live, named in both languages, with an icon and a place of its own', () => {
    expect(worldGaps(PRODUCT)).toEqual([])
  })

  it('name each piece a new resource still lacks, with its fix', () => {
    const half = {
      ...holidays,
      ar: { ...holidays.ar, plural: '', texts: {} },
      icon: 'CalendarDays',
      menu: { ...holidays.menu, order: 50 },
    }
    expect(worldGaps(withResource(half, ''))).toEqual([
      `Resource 'holidays' has no table 'holidays': create it (with the tenant columns, docs/resources.md "Adding a resource") in a new migration in src/server/db/migrations/.`,
      `Resource 'holidays' is not in the activity log: add "select audit_attach('holidays');" to its migration.`,
      `Resource 'holidays' sends no live changes to open lists: add "select live_attach('holidays');" to its migration.`,
      `Resource 'holidays' has no Arabic plural: add ar.plural to ${RECIPE_FILE}.`,
      `Resource 'holidays' has no Arabic for 'Every year': add 'Every year': '…' to ar.texts in ${RECIPE_FILE}.`,
      `Resource 'holidays' names the icon 'CalendarDays', which the console does not carry: add CalendarDays (a lucide-react name) to RESOURCE_ICONS in src/web/resources/icons.ts, or give icon in ${RECIPE_FILE} one listed there.`,
      `Resource 'holidays' (${RECIPE_FILE}) takes order 50 in the menu group 'settings' from Screen 'integrations' (SCREENS in src/web/routes.tsx): give menu.order a number no other entry there has.`,
    ])
  })

  it('need nothing beyond the declaration and its migration: the recipe’s resource is in the menu, the palette and its pages in both languages', () => {
    expect(worldGaps(withResource(holidays, RECIPE_SQL))).toEqual([])
    const menu = buildMenu([...RESOURCES, holidays], SCREENS)
    const settings = menu.menu.find((e) => e.key === 'settings')!.children!.map((e) => e.key)
    // placed by its order (60): after Webhooks (55), before any later entry (API keys, 70)
    const at = settings.indexOf('webhooks')
    expect(settings.slice(at, at + 2)).toEqual(['webhooks', 'holidays'])
    const go = menuCommands({ navigate: () => undefined }, menu).find((c) => c.id === 'nav.holidays')!
    expect(go).toMatchObject({ subtitle: '/settings/holidays', permission: holidays.access!.view })
    expect(inBoth(() => commandTitle(go))).toEqual({ en: 'Settings › Holidays', ar: 'الإعدادات › العطلات' })
    const create = resourceCommands(() => undefined, [holidays]).find((c) => c.id === 'create.holidays')!
    expect(inBoth(() => commandTitle(create))).toEqual({ en: 'Create holiday', ar: 'إنشاء عطلة' })
    // its pages' titles, its fields and its refusals read its own words
    expect(
      inBoth(() => [resourceText(holidays.plural), resourceText('Every year'), recordNotFoundText(holidays.label)]),
    ).toEqual({
      en: ['Holidays', 'Every year', 'Holiday not found'],
      ar: ['العطلات', 'كل عام', expect.stringContaining('العطلة')],
    })
  })

  it('place the hand-written screens through the same entries, their pages behind the entry’s keys', () => {
    for (const s of SCREENS) {
      const entry = flattenMenu([...buildMenu(RESOURCES, SCREENS).menu]).find((x) => x.entry.key === s.menu.key)
      const route = ROUTES.find((r) => r.path === s.route)!
      expect([route.permission, route.title]).toEqual([s.menu.permission, s.label.en])
      if (s.menu.group !== 'admin') expect(entry?.entry.route, s.menu.key).toBe(s.route)
    }
  })
})
