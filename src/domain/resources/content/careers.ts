import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import { arabic, enabled, position, publishedAt, richText, slug, title } from './contentFields.ts'

const CAREER_KEYS = {
  view: [P.CAREERS_VIEW],
  add: [P.CAREER_ADD],
  update: [P.CAREER_UPDATE],
  delete: [P.CAREER_DELETE],
}

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const

/** Open positions on the website's careers page (/careers/jobs). */
export const careerJobs = defineResource({
  name: 'careerJobs',
  label: 'Job',
  plural: 'Jobs',
  ar: { label: 'الوظيفة', plural: 'الوظائف', indefinite: 'وظيفة' },
  menu: { key: 'jobs', group: 'careers', order: 10, label: { en: 'Jobs', ar: 'الوظائف الشاغرة' } },
  icon: 'BriefcaseBusiness',
  basePath: '/api/careers/jobs',
  route: '/careers/jobs',
  table: 'career_jobs',
  fields: {
    title: title(),
    slug,
    department: { type: 'string', max: 200 },
    location: { type: 'string', max: 200 },
    employmentType: {
      type: 'string',
      enum: EMPLOYMENT_TYPES,
      enumLabels: { full_time: 'Full time', part_time: 'Part time', contract: 'Contract', internship: 'Internship' },
    },
    summary: { type: 'string', max: 1000, control: 'textarea' },
    description: richText('Description'),
    publishedAt,
    closingDate: { type: 'day' },
    enabled,
    translations: arabic('title', 'summary', 'description'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'department', 'location'],
  titleField: 'title',
  subtitleFields: ['department', 'location'],
  access: CAREER_KEYS,
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'title', cell: 'title', width: 240 },
      { field: 'department' },
      { field: 'location' },
      { field: 'employmentType' },
      { field: 'closingDate' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'employmentType' }, { field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      {
        title: 'Job',
        fields: ['title', 'slug', 'department', 'location', 'employmentType', 'publishedAt', 'closingDate', 'enabled'],
      },
      { title: 'Description', fields: ['summary', 'description'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  related: [{ resource: 'careerApplications', field: 'job', title: 'Applications' }],
  palette: { keywords: ['careers', 'vacancy', 'hiring'] },
})

export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'hired', 'rejected'] as const

/** Applications for the jobs (/careers/applications), each with its CV: a PDF or DOCX from storage (checked by the server). */
export const careerApplications = defineResource({
  name: 'careerApplications',
  label: 'Application',
  plural: 'Applications',
  ar: { label: 'طلب التوظيف', plural: 'طلبات التوظيف', indefinite: 'طلب توظيف' },
  menu: { key: 'applications', group: 'careers', order: 20 },
  icon: 'FileUser',
  basePath: '/api/careers/applications',
  route: '/careers/applications',
  table: 'career_applications',
  fields: {
    name: { type: 'string', required: true, max: 200, label: 'Applicant' },
    email: { type: 'string', max: 320, label: 'E-mail', kind: 'email' },
    phone: { type: 'string', max: 32, kind: 'phone' },
    job: { column: 'job_id', type: 'id', ref: refTo(careerJobs) },
    cv: {
      column: 'cv_id',
      type: 'id',
      ref: FILE_REF,
      control: 'document',
      label: 'CV',
      help: 'A PDF or DOCX document.',
    },
    coverLetter: { type: 'string', max: 5000, control: 'textarea' },
    status: {
      type: 'string',
      enum: APPLICATION_STATUSES,
      notNull: true,
      enumLabels: { new: 'New', reviewing: 'Reviewing', interview: 'Interview', hired: 'Hired', rejected: 'Rejected' },
    },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['name', 'email'],
  titleField: 'name',
  subtitleFields: ['job', 'status'],
  access: CAREER_KEYS,
  list: {
    columns: [
      { field: 'name', cell: 'title', width: 200 },
      { field: 'job', width: 220 },
      { field: 'email', width: 220 },
      { field: 'phone' },
      { field: 'cv' },
      { field: 'status' },
      { field: 'createdAt', label: 'Received' },
    ],
    filters: [{ field: 'job' }, { field: 'status' }],
    populate: ['job', 'cv'],
  },
  form: {
    sections: [
      { title: 'Applicant', fields: ['name', 'email', 'phone', 'job', 'status'] },
      { title: 'CV and cover letter', fields: ['cv', 'coverLetter'] },
    ],
  },
  palette: { keywords: ['cv', 'candidates', 'careers'] },
})
