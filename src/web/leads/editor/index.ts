/** The lead editor, for the pages here and the leads report's split pane. */
export { LeadEditor, type LeadEditorProps } from './LeadEditor.tsx'
