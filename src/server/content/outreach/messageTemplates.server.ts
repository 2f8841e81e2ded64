import { messageTemplates } from '../../../domain/resources/content/outreach.ts'
import { defineServerExtension } from '../../resources/extension.ts'
import { templateRules } from './rules.ts'

/** Message templates on the server: their variables (rules.ts). */
export const messageTemplatesServer = defineServerExtension(messageTemplates, { beforeWrite: templateRules })
