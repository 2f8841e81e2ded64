import { schemaText } from '../i18n/schemaTexts.ts'
import { P } from '../permissions.ts'
import type { RecordValues } from '../resources/types.ts'
import { defineGlobal } from './define.ts'

/** A viewing lasts 5 minutes to a day. */
const SHORTEST = 5
const LONGEST = 1440

/** Why a duration offered cannot be booked, or null (the sentence names "Each duration"). */
function durationProblem(m: number): string | null {
  const v = { label: schemaText('viewing.eachDuration') }
  if (!Number.isInteger(m)) return schemaText('viewing.minutesWhole', v)
  if (m < SHORTEST) return schemaText('viewing.minutesMin', v)
  if (m > LONGEST) return schemaText('viewing.minutesMax', v)
  return null
}

/** /settings/viewing-setting: the durations a viewing can be booked for and how long before it the reminder goes. */
export const viewingSettings = defineGlobal({
  name: 'viewingSettings',
  label: 'Viewing Setting',
  subtitle: 'How long viewings last and when the agent and customer are reminded.',
  path: '/api/settings/viewing-setting',
  route: '/settings/viewing-setting',
  fields: {
    durations: {
      type: 'integer[]',
      required: true,
      min: 1,
      label: 'Durations',
      formLabel: 'Viewing durations (minutes)',
      component: 'durations',
    },
    defaultDuration: {
      type: 'integer',
      required: true,
      min: SHORTEST,
      max: LONGEST,
      label: 'Default duration',
      component: 'defaultDuration',
    },
    reminderMinutes: {
      type: 'integer',
      required: true,
      min: 0,
      max: 10_080,
      label: 'Reminder',
      formLabel: 'Reminder before the viewing (minutes)',
      help: '0 sends no reminder.',
    },
  },
  checks: [
    {
      fields: ['durations'],
      test: (v: RecordValues) => {
        const problem = (v.durations as number[]).map(durationProblem).find(Boolean)
        return problem ? { path: 'durations', message: problem } : null
      },
    },
    {
      fields: ['durations', 'defaultDuration'],
      test: (v: RecordValues) =>
        (v.durations as number[]).includes(v.defaultDuration)
          ? null
          : { path: 'defaultDuration', message: schemaText('viewing.defaultDuration') },
    },
  ],
  access: { view: [P.VIEWING_SETTING_VIEW], update: [P.VIEWING_SETTING_UPDATE] },
  form: { sections: [{ title: 'Viewings', fields: ['durations', 'defaultDuration', 'reminderMinutes'] }] },
  saved: 'Viewing settings have been updated successfully',
})
