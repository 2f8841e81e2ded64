export { default } from '../shell/SectionPlaceholder.tsx'
