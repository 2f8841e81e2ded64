import type { GlobalDef } from '../../../src/domain/globals/types.ts'
import type { FieldDef } from '../../../src/domain/resources/types.ts'

/**
 * The texts a global's page shows from its declaration (its title is the menu's): subtitle, toast, sections,
 * each field's form label, help and format sentence; and the labels only sentences name a field by (a form
 * label says more: 'Initial SLA (minutes)' for "Initial SLA minutes must be …").
 */
export const globalTexts = (g: Pick<GlobalDef, 'form' | 'fields'> & Partial<Pick<GlobalDef, 'subtitle' | 'saved'>>) => {
  const fields = Object.values(g.fields)
  return {
    shown: [
      g.subtitle,
      g.saved,
      ...g.form.sections.map((s) => s.title),
      ...fields.flatMap((f: FieldDef) => [
        f.formLabel ?? f.label,
        f.help,
        f.format?.message,
        ...(f.enum ?? []).map((v) => f.enumLabels?.[v]),
      ]),
    ].filter((s): s is string => !!s),
    named: fields.flatMap((f) => (f.formLabel && f.label ? [f.label] : [])),
  }
}
