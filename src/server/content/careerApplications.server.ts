import { careerApplications } from '../../domain/resources/content/careers.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { applicationRules } from './applications.ts'

/** Career applications on the server: a CV is a PDF or DOCX. */
export const careerApplicationsServer = defineServerExtension(careerApplications, { beforeWrite: applicationRules })
