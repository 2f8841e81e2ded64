import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DetailActionProps } from './detailProps.ts'

/**
 * The record-page buttons declarations name (ConsoleDef.detailActions) by key: what a declaration cannot
 * say, each a lazy chunk of its area, shown beside Edit.
 */
export const DETAIL_ACTIONS: Record<string, LazyExoticComponent<ComponentType<DetailActionProps>>> = {
  // a user's enable/disable, forced password reset or invitation sent again
  userAccess: lazy(() => import('../admin/UserAccessActions.tsx')),
  // an activity log entry's record, opened on its own page
  openLoggedRecord: lazy(() => import('../audit/OpenLoggedRecord.tsx')),
  // a customer's enabled switch (change-status), as the hand-made page had it
  customerStatus: lazy(() => import('../customers/CustomerStatusAction.tsx')),
  // an API key's Revoke (Settings › API keys)
  apiKeyRevoke: lazy(() => import('../settings/ApiKeyRevoke.tsx')),
}
