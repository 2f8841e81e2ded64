/** The lead editor, for the pages here and the leads report's split pane. */
export { LeadEditor } from './LeadEditor.tsx'
