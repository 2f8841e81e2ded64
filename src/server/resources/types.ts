/**
 * The server's view of a resource definition. The types live in src/domain/resources/types.ts, beside the
 * declarations server and console share; server-only definitions (customers, leads, storage …) use them too.
 */
export type { FieldDef, FieldType, Op, ResourceDef } from '../../domain/resources/types.ts'
