import type { FieldDef } from '../resources/types.ts'
import type { GlobalDef } from './types.ts'

/**
 * A global made complete: every field the page edits is written through the global's own save (its values live
 * in columns and settings JSON the server extension knows), so the derived schema takes them (`writable`).
 */
export function defineGlobal(input: GlobalDef): GlobalDef {
  const fields: Record<string, FieldDef> = {}
  for (const [name, f] of Object.entries(input.fields)) fields[name] = f.readOnly ? f : { ...f, writable: true }
  return { ...input, fields }
}
