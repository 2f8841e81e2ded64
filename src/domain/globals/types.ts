import type { FieldDef, FormSection, ResourceCheck } from '../resources/types.ts'

/**
 * A global (Payload's globals): one record of settings, declared like a resource (src/domain/resources) in the
 * same field language, so one schema derivation (resources/schema.ts) checks its values in the form and on the
 * server, one generic route pair reads and writes it (src/server/globals) and one generic page shows it in the
 * declared form (src/web/globals). What a declaration cannot say is a field `component` of the console's registry.
 */
export interface GlobalDef {
  /** Registry name: 'leadSettings'. */
  name: string
  /** The page's title ('Lead Setting'), as the route table and menu name it. */
  label: string
  /**
   * The API: GET answers `{data: values}`; PATCH takes some of the values (in a `data` member or as the body),
   * checks them with the derived schema and the declaration's rules over the stored others, and answers them all.
   */
  path: string
  /** The console's page. */
  route: string
  fields: Record<string, FieldDef>
  /** Rules over several fields (a default duration one of the durations), checked on every save with the stored values. */
  checks?: readonly ResourceCheck[]
  /** Permission keys (any of): `view` reads, `update` writes. The values are the caller's active asset's. */
  access: { view: readonly string[]; update: readonly string[] }
  // --- the console's part ---
  /** Under the title: what the page is for. */
  subtitle: string
  form: { sections: readonly FormSection[] }
  /** The toast after a save ('Lead settings have been updated successfully'). */
  saved: string
  /** Its values ride in the profile (the asset's currency and time zone): the console reloads it after a save. */
  inProfile?: true
}
