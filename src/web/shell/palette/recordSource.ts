import type { Home } from 'lucide-react'
import type { RecordValues } from '../../../domain/resources/types.ts'

type Row = RecordValues

/**
 * Records the palette finds through the server's generic search (`GET {resource}/search?q=…`): a lead
 * ID, a customer name or phone, a listing reference, a project name. Each source is behind the view
 * key of its resource; Enter opens the record's page.
 */
export interface RecordSource {
  key: string
  group: string
  path: string
  permission: readonly string[]
  /** Only super access searches these records (users, assets), whatever keys a role holds. */
  superOnly?: boolean
  /** Extra members of the search's `filter` (related names to show). */
  filter?: Record<string, unknown>
  icon: typeof Home
  /** What to search for in the typed text (a source that reads a phrase, e.g. "Log call on 10423"); null: nothing here. */
  query?(text: string): { q: string; context: string } | null
  title(row: Row, context?: string): string
  subtitle(row: Row): string | undefined
  href(row: Row, context?: string): string
}
