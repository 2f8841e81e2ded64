import type { ComponentType, LazyExoticComponent } from 'react'

/*
 * The route table's types, in a module of their own: pages take PageProps and the route tables (routes.tsx,
 * resources/routes.tsx) take RouteDef without importing routes.tsx, which imports the pages.
 */

/** What every routed page receives: the path's params and the route's title. */
export interface PageProps {
  params: Record<string, string | undefined>
  title: string
}

export interface RouteDef {
  path: string
  component: LazyExoticComponent<ComponentType<PageProps>>
  /** Any of these keys grants access (hasAccess); lacking them → /dashboard with the spec's message. */
  permission?: readonly string[]
  strict?: boolean
  superOnly?: boolean
  /** login: signed-in only (else /auth); guest: signed-out only (else /dashboard); none: anyone. */
  guard: 'login' | 'guest' | 'none'
  title: string
  /** The title in the current language when the titles catalogue cannot name it (a screen's, a declared resource's pages). */
  titleText?: () => string
}
