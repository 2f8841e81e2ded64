import { lazy } from 'react'
import type { GlobalDef } from '../../domain/globals/types.ts'
import type { PageProps, RouteDef } from '../routes.tsx'

/** A global's page for the route table: the generic page (one lazy chunk for every global) bound to it. */
const globalPage = (g: GlobalDef) =>
  lazy(async () => {
    const { default: Page } = await import('./GlobalPage.tsx')
    return { default: (p: PageProps) => <Page {...p} global={g} /> }
  })

/** A global's route: its page behind its view keys, titled by its label. */
export const globalRoute = (g: GlobalDef): RouteDef => ({
  path: g.route,
  component: globalPage(g),
  permission: g.access.view,
  guard: 'login',
  title: g.label,
})
