/**
 * Who reads: field-level permissions are checked with the same rule as routes. A module of its own so the
 * server extension's type can name it without an import circle through the field helpers.
 */
export interface Viewer {
  can(required: readonly string[] | string): boolean
  isSuper?: boolean
}
