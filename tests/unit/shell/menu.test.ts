import { describe, expect, it } from 'vitest'
import { ADMIN_MENU, MENU, filterMenu, flattenMenu, visibleMenu } from '../../../commands/menu.ts'
import { hasAccess, P } from '../../../src/domain/permissions.ts'
import { DEMO_ROLES } from '../../../src/domain/roles.ts'
import { ROUTES } from '../../../src/web/routes.tsx'

const viewer = { role: { code: 'VIEWER', permissions: [...DEMO_ROLES.find((r) => r.code === 'VIEWER')!.permissions] } }
const labels = (entries: typeof MENU): string[] =>
  entries.flatMap((e) => [e.label.en, ...(e.children ? labels(e.children) : [])])

describe('the menu as data', () => {
  it('has every destination of spec 2 §2, each with a route', () => {
    const routes = flattenMenu(MENU).map((x) => x.entry.route)
    for (const r of [
      '/dashboard',
      '/reports/leads',
      '/properties/listings',
      '/reports/rera-report',
      '/dynamic-pages',
      '/data-form/enquiries',
      '/pricing/tables',
      '/customers',
      '/teams/groups',
      '/faqs/categories',
      '/endorsements/clients',
      '/timeline/stories',
      '/careers/applications',
      '/blogs/tags',
      '/seo/custom-urls',
      '/storage',
      '/outreach-campaigns',
      '/templates',
      '/settings/viewing-setting',
      '/integrations',
    ]) {
      expect(routes).toContain(r)
    }
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('gives every menu and settings destination a guarded route', () => {
    for (const { entry } of [...flattenMenu(MENU), ...ADMIN_MENU.map((entry) => ({ entry }))]) {
      const route = ROUTES.find((r) => r.path === entry.route)
      expect(route, entry.route).toBeDefined()
      expect(route!.guard).toBe('login')
    }
    expect(ROUTES.find((r) => r.path === '/admin/users')).toMatchObject({
      superOnly: true,
      permission: [P.USERS_VIEW],
    })
    expect(ROUTES.find((r) => r.path === '/leads/create')?.permission).toEqual([P.LEAD_ADD])
  })

  it('keeps for a Viewer only what the Viewer may open, and groups only with a child left', () => {
    const visible = visibleMenu(MENU, (p) => hasAccess(viewer, p))
    // the website's content to read (Manager writes, Agent and Viewer read), the asset's basic and
    // viewing settings to read, not the CRM reports, teams, lead setting or integrations
    expect(labels(visible)).toEqual([
      'Dashboard',
      'CRM',
      'Leads',
      'Follow-ups',
      'Listings',
      'Sales Funnel',
      'New Projects',
      'Developers',
      'Custom Fields',
      'Pages',
      'Data Forms',
      'Forms',
      'Enquiries',
      'Sliders',
      'Area Guide',
      'Publications',
      'Awards',
      'Data Tables',
      'FAQs',
      'Questions',
      'Categories',
      'Endorsements',
      'Customer Reviews',
      'Testimonials',
      'Clients',
      'Categories',
      'Timelines',
      'Timeline',
      'Stories',
      'Careers',
      'Jobs',
      'Applications',
      'Blogs',
      'Posts',
      'Categories',
      'Tags',
      'SEO',
      'Dynamic URLs',
      'Custom URLs',
      'Outreach',
      'Campaigns',
      'Templates',
      'Settings',
      'Basic Settings',
      'Viewing Setting',
    ])
  })

  it('filters entries and children by name, case-insensitively', () => {
    expect(labels(filterMenu(MENU, 'MEMB'))).toEqual(['Teams', 'Members'])
    expect(labels(filterMenu(MENU, 'teams'))).toEqual(['Teams', 'Members', 'Departments', 'Groups'])
    expect(filterMenu(MENU, '  ')).toBe(MENU)
    expect(filterMenu(MENU, 'zzz')).toEqual([])
  })
})
