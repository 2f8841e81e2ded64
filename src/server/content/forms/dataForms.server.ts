import { dataForms } from '../../../domain/resources/content/dataForms.ts'
import { defineServerExtension } from '../../resources/extension.ts'
import { dataFormRules } from './rules.ts'

/** Data forms on the server: their fields' labels (rules.ts). */
export const dataFormsServer = defineServerExtension(dataForms, { beforeWrite: dataFormRules })
