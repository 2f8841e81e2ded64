/** The leads list for other screens: the child-leads list under a parent and the compact variant. */
export { EmbeddedLeadsList } from './EmbeddedLeadsList.tsx'
