import type { Resource } from '../../domain/resources/types.ts'
import type { Row } from './hooks/useListController.ts'

/*
 * What a record page gives the tabs and buttons of its registries (detailTabs.ts, detailActions.ts), in a
 * module of their own: the registries load the components, which take these props without importing them.
 */

/** A record-page tab's props. */
export interface DetailTabProps {
  resource: Resource
  row: Row
  /** Reads the record again after the tab changed it (a customer's portal credentials). */
  reload: () => void
}

/** A record-page button's props. */
export interface DetailActionProps {
  resource: Resource
  row: Row
  /** Reads the record again after the action changed it. */
  reload: () => void
}
