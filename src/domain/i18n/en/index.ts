import { common } from './common.ts'
import { dashboard } from './dashboard.ts'
import { editor } from './editor.ts'
import { titles } from './titles.ts'
import { messages } from './messages.ts'
import { profile } from './profile.ts'
import { report } from './report.ts'
import { shell } from './shell.ts'
import { validation } from './validation.ts'
import { values } from './values.ts'
import { live, views } from './live.ts'
import { resources } from './resources.ts'
import { customers } from './customers.ts'
import { auth } from './auth.ts'
// I18N-B: schema sentences, activities
import { schema } from './schema.ts'
import { activities } from './activities.ts'
import { lead } from './lead.ts'
import { pool } from './pool.ts'
import { notifications } from './notifications.ts'
import { storage } from './storage.ts'
// I18N-D: the role matrix's names, administration, settings, teams and content screens
import { permissions } from './permissions.ts'
import { admin } from './admin.ts'
import { settings } from './settings.ts'
import { teams } from './teams.ts'
import { content } from './content.ts'
// I18N-C: the CRM reports
import { reports } from './reports.ts'
// I18N-E: the routing log's lines, the server's e-mails
import { routing } from './routing.ts'
import { mail } from './mail.ts'
// The server's own refusals
import { errors } from './errors.ts'
// the controls every list shares
import { lists } from './lists.ts'
// Settings › Webhooks
import { webhooks } from './webhooks.ts'
// API keys (Settings › API keys)
import { apiKeys } from './apiKeys.ts'
// One intake (POST /api/intake/leads, the portals' pushes)
import { intake } from './intake.ts'

/** The English catalogue: the source of every key (the Arabic one must have each). */
export const en = {
  common,
  shell,
  titles,
  values,
  validation,
  messages,
  dashboard,
  report,
  lists,
  editor,
  profile,
  live,
  views,
  schema,
  activities,
  lead,
  pool,
  notifications,
  storage,
  reports,
  routing,
  mail,
  resources,
  customers,
  auth,
  permissions,
  admin,
  settings,
  teams,
  content,
  errors,
  webhooks,
  apiKeys,
  intake,
}
