import { pricingTables } from '../../../domain/resources/content/pricingTables.ts'
import { defineServerExtension } from '../../resources/extension.ts'
import { pricingTableRules } from './rules.ts'

/** Data tables on the server: their rows (rules.ts). */
export const pricingTablesServer = defineServerExtension(pricingTables, { beforeWrite: pricingTableRules })
