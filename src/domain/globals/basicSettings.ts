import { TEXT_MAX } from '../input.ts'
import { P } from '../permissions.ts'
import { assets } from '../resources/assets.ts'
import { defineGlobal } from './define.ts'

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/**
 * /settings/basic-settings: how the active asset presents itself and the money and dates the console shows.
 * The name and currency are the asset's own (its declaration's fields: one rule), the rest is kept in its
 * settings JSON under `basic` (server/globals/assetSettings.ts).
 */
export const basicSettings = defineGlobal({
  name: 'basicSettings',
  label: 'Basic Settings',
  subtitle: 'How this asset presents itself, and the money and dates the console shows.',
  path: '/api/settings/basic-settings',
  route: '/settings/basic-settings',
  fields: {
    name: { ...assets.fields.name, label: 'Asset name' },
    // a stored file of the media library, kept as {_id, file}
    logo: { type: 'id', control: 'image', label: 'Logo' },
    // the asset's own rule; its three letters are the format's to say (one sentence, not two)
    currencyCode: { ...assets.fields.currencyCode, max: undefined, help: undefined, component: 'currency' },
    // '' = each viewer's own (the browser's) time zone
    timeZone: {
      type: 'string',
      max: 64,
      label: 'Time zone',
      format: { test: isTimeZone, message: 'must be an IANA time zone such as Asia/Dubai.' },
      component: 'timeZone',
    },
    languages: {
      type: 'string[]',
      min: 1,
      label: 'Languages',
      format: { test: (v) => /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(v), message: 'must be codes such as en or ar.' },
      component: 'languages',
    },
    contactEmail: { type: 'string', kind: 'email', max: TEXT_MAX.email, label: 'Contact e-mail' },
    contactPhone: { type: 'string', kind: 'phone', max: TEXT_MAX.phone, label: 'Contact phone' },
    website: { type: 'string', kind: 'url', max: TEXT_MAX.url, label: 'Website' },
    address: { type: 'string', max: TEXT_MAX.short, label: 'Address' },
  },
  access: { view: [P.BASIC_SETTING_VIEW], update: [P.BASIC_SETTING_UPDATE] },
  form: {
    sections: [
      { title: 'Identity', fields: ['name', 'logo'] },
      { title: 'Money, dates and languages', fields: ['currencyCode', 'timeZone', 'languages'] },
      { title: 'Contact', fields: ['contactEmail', 'contactPhone', 'website', 'address'] },
    ],
  },
  saved: 'Basic settings have been updated successfully',
  inProfile: true,
})
