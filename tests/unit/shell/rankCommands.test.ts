import { describe, expect, it } from 'vitest'
import type { Command } from '../../../commands/types.ts'
import { menuCommands, shellCommands } from '../../../commands/shell.ts'
import { resourceCommands } from '../../../commands/resources.ts'
import { hasAccess, type AccessSubject } from '../../../src/domain/permissions.ts'
import { DEMO_ROLES } from '../../../src/domain/roles.ts'
import { rankCommands } from '../../../src/web/shell/palette/rankCommands.ts'

const noop = () => {}
const actions = {
  navigate: noop,
  logout: noop,
  openShortcutHelp: noop,
  openPalette: noop,
  switchAsset: noop,
  leaveField: noop,
}
const assets = [
  { _id: 'a1', name: 'Dubai Marina Realty' },
  { _id: 'a2', name: 'Abu Dhabi Homes' },
]
const all: Command[] = [...menuCommands(actions), ...shellCommands(actions, assets, 'a1')]
const root = all.filter((c) => !c.hidden && !c.inPage)
const titles = (q: string, recent: string[] = []) =>
  rankCommands(root, q, recent).groups.flatMap((g) => g.items.map((c) => c.title))

describe('palette ranking', () => {
  it('puts the destination named by the text first', () => {
    expect(titles('leads')[0]).toBe('CRM › Leads')
    expect(titles('customers')[0]).toBe('Customers')
    expect(titles('logout')[0]).toBe('Logout')
    expect(titles('media')[0]).toBe('Media')
  })

  it('finds scattered letters and keywords', () => {
    expect(titles('chpw')).toContain('Change Password')
    expect(titles('sign out')[0]).toBe('Logout')
    expect(titles('storage')[0]).toBe('Media')
  })

  it('ranks a title starting with the text above a command whose keyword merely starts with it', () => {
    const page: Command = {
      id: 'leads.bulk.agent',
      title: 'Assign 3 selected leads to an agent…',
      group: 'Bulk actions',
      run: noop,
    }
    const ranked = rankCommands([...root, page], 'assign', []).groups.flatMap((g) => g.items.map((c) => c.title))
    expect(ranked[0]).toBe('Assign 3 selected leads to an agent…')
    expect(ranked).toContain('Settings › Lead Routing')
  })

  it('lists recently used commands first, and ranks them up while typing', () => {
    const browse = rankCommands(root, '', ['account.logout', 'nav.members'])
    expect(browse.groups[0]).toMatchObject({ heading: 'Recent' })
    expect(browse.groups[0].items.map((c) => c.id)).toEqual(['account.logout', 'nav.members'])
    expect(titles('m', ['nav.members'])[0]).toBe('Teams › Members')
  })

  it('narrows while typing on and widens again when text is removed', () => {
    expect(titles('cust')).toContain('Customers')
    expect(titles('custx')).toEqual([])
    expect(titles('cust')).toContain('Customers')
  })

  it('caps the rows painted whatever the number of commands', () => {
    const many: Command[] = Array.from({ length: 3000 }, (_, i) => ({
      id: `x${i}`,
      title: `Lead ${i}`,
      group: 'Records',
    }))
    expect(rankCommands(many, '', []).count).toBeLessThanOrEqual(100)
    expect(rankCommands(many, 'lead', []).count).toBeLessThanOrEqual(50)
  })

  it('keeps every group in the capped list: a long group is cut, the Help group at the end stays', () => {
    const many: Command[] = [
      ...Array.from({ length: 80 }, (_, i) => ({ id: `n${i}`, title: `Place ${i}`, group: 'Navigation' })),
      ...Array.from({ length: 70 }, (_, i) => ({ id: `c${i}`, title: `Create thing ${i}`, group: 'Create' })),
      { id: 'help.shortcuts', title: 'Keyboard shortcuts', group: 'Help' },
    ]
    const ranked = rankCommands(many, '', ['c3'])
    expect(ranked.count).toBeLessThanOrEqual(100)
    expect(ranked.groups.map((g) => g.heading)).toEqual(['Recent', 'Navigation', 'Create', 'Help'])
    expect(ranked.groups.at(-1)!.items.map((c) => c.title)).toEqual(['Keyboard shortcuts'])
    expect(ranked.count).toBe(ranked.groups.reduce((n, g) => n + g.items.length, 0))
  })
})

describe('shell commands and permissions', () => {
  const viewer: AccessSubject = {
    role: { code: 'VIEWER', permissions: [...DEMO_ROLES.find((r) => r.code === 'VIEWER')!.permissions] },
  }
  const agent: AccessSubject = {
    role: { code: 'AGENT', permissions: [...DEMO_ROLES.find((r) => r.code === 'AGENT')!.permissions] },
  }
  // the declared resources' create commands too (create customer is the customers declaration's)
  const everyCommand = [...all, ...resourceCommands(() => undefined)]
  const allowed = (user: AccessSubject) =>
    everyCommand.filter((c) => hasAccess(user, c.permission, { strict: c.strict }) && !c.superOnly).map((c) => c.id)

  it('gives a Viewer no create commands and no destinations beyond its keys', () => {
    const ids = allowed(viewer)
    expect(ids).toContain('nav.leads')
    expect(ids).not.toContain('create.lead')
    expect(ids).not.toContain('create.customers')
    expect(ids).not.toContain('nav.customers')
    expect(ids).not.toContain('nav.members')
  })

  it('gives an Agent create lead and create customer with their shortcuts', () => {
    const ids = allowed(agent)
    expect(ids).toEqual(expect.arrayContaining(['create.lead', 'create.customers', 'nav.customers']))
    expect(all.find((c) => c.id === 'create.lead')?.shortcut).toBe('c l')
    expect(everyCommand.find((c) => c.id === 'create.customers')?.shortcut).toBe('c c')
    expect(all.find((c) => c.id === 'nav.leads')?.shortcut).toBe('g l')
  })

  it('offers asset switching as a nested page only with several assets', () => {
    expect(all.filter((c) => c.inPage === 'assets').map((c) => c.title)).toEqual([
      'Dubai Marina Realty (active)',
      'Abu Dhabi Homes',
    ])
    expect(shellCommands(actions, assets.slice(0, 1), 'a1').some((c) => c.page === 'assets')).toBe(false)
  })
})
