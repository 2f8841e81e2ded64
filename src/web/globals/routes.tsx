import { lazy } from 'react'
import type { GlobalDef } from '../../domain/globals/types.ts'
import type { PageProps } from '../routeTypes.ts'

/** A global's page for the route table: the generic page (one lazy chunk for every global) bound to it. */
export const globalPage = (g: GlobalDef) =>
  lazy(async () => {
    const { default: Page } = await import('./GlobalPage.tsx')
    return { default: (p: PageProps) => <Page {...p} global={g} /> }
  })
