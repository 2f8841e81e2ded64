import { lazy, type ComponentType } from 'react'
import { RESOURCES } from '../../domain/resources/index.ts'
import type { Resource } from '../../domain/resources/types.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import type { PageProps, RouteDef } from '../routeTypes.ts'

type Page = ComponentType<PageProps & { resource: Resource }>

/** A lazy page bound to its resource: the three screens are one chunk each, shared by every resource. */
const bound = (r: Resource, load: () => Promise<{ default: Page }>) =>
  lazy(async () => {
    const { default: Screen } = await load()
    return { default: (p: PageProps) => <Screen {...p} resource={r} /> }
  })

/** The pages' key: the menu entry's (spec 2 §6 VIEW key), else the API's view keys. */
const viewKey = (r: Resource) => r.menu.permission ?? r.access?.view

/** The routes of every declared resource: list, create, import, update and detail, behind the declared keys (a log: list and detail). */
export function resourceRoutes(): RouteDef[] {
  return RESOURCES.flatMap((r) =>
    withSuper(r, [
      ...(r.readOnly ? [] : writeRoutes(r)),
      {
        path: `${r.route}/:id`,
        component: bound(r, () => import('./ResourceDetailPage.tsx')),
        permission: viewKey(r),
        guard: 'login' as const,
        title: r.label,
        titleText: () => resourceText(r.label),
      },
      {
        path: r.route,
        component: bound(r, () => import('./ResourceListPage.tsx')),
        permission: viewKey(r),
        guard: 'login' as const,
        title: r.plural,
        titleText: () => resourceText(r.plural),
      },
    ]),
  )
}

/** The form and import pages (before the detail route: /create must match before /{id}). */
function writeRoutes(r: Resource): RouteDef[] {
  return [
    {
      path: `${r.route}/create`,
      component: bound(r, () => import('./ResourceFormPage.tsx')),
      permission: r.access?.add,
      guard: 'login' as const,
      title: `Create ${r.label}`,
      titleText: () => t('resources.form.create', { label: resourceText(r.label) }),
    },
    ...(r.import
      ? [
          {
            path: `${r.route}/import`,
            component: bound(r, () => import('./ResourceImportPage.tsx')),
            permission: r.access?.add,
            guard: 'login' as const,
            title: `Import ${r.plural}`,
            titleText: () => t('resources.import.title', { plural: resourceText(r.plural) }),
          },
        ]
      : []),
    ...(r.createOnly ? [] : [updateRoute(r)]),
  ]
}

function updateRoute(r: Resource): RouteDef {
  return {
    path: `${r.route}/:id/update`,
    component: bound(r, () => import('./ResourceFormPage.tsx')),
    permission: r.access?.update,
    guard: 'login' as const,
    title: `Update ${r.label}`,
    titleText: () => t('resources.form.update', { label: resourceText(r.label) }),
  }
}

/** A super-only resource's pages (users, assets) are super access's only, as its API is. */
const withSuper = (r: Resource, routes: RouteDef[]): RouteDef[] =>
  r.access?.super ? routes.map((x) => ({ ...x, superOnly: true })) : routes
