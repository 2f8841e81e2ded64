import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ControlProps } from './components/controlProps.ts'

const settings = () => import('../settings/SettingsControls.tsx')

/**
 * The controls declarations name (`component` on a field), by key, for what the declared controls cannot say:
 * each is bound to the form at its field like any control (ControlProps) and is a lazy chunk of its area, so a
 * form loads only those it shows (tests/unit/globals/globals.test.ts checks every key named is here).
 */
export const FIELD_COMPONENTS: Record<string, LazyExoticComponent<ComponentType<ControlProps>>> = {
  // basic settings: the currency (a sample amount in it), the time zone (a sample date in it), the languages
  currency: lazy(() => settings().then((m) => ({ default: m.CurrencyControl }))),
  timeZone: lazy(() => settings().then((m) => ({ default: m.TimeZoneControl }))),
  languages: lazy(() => settings().then((m) => ({ default: m.LanguagesControl }))),
  // viewing settings: the durations offered, the default one of them
  durations: lazy(() => settings().then((m) => ({ default: m.DurationsControl }))),
  defaultDuration: lazy(() => settings().then((m) => ({ default: m.DefaultDurationControl }))),
  // a role's keys: the matrix of every key by area (roles reuse the form's extension point)
  permissionMatrix: lazy(() => import('../admin/PermissionMatrix.tsx')),
}
