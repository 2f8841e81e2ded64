import { enquiries } from '../../../domain/resources/content/enquiries.ts'
import { defineServerExtension } from '../../resources/extension.ts'
import { enquiryRules } from './rules.ts'

/** Enquiries on the server: their answers against their form (rules.ts). */
export const enquiriesServer = defineServerExtension(enquiries, { beforeWrite: enquiryRules })
