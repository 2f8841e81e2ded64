import { defineServerExtension } from '../resources/extension.ts'
import { leads } from '../resources/defs/leads.ts'
import { leadScopeSql, leadVisibility } from './scope.ts'

/** Leads on the server: the caller's lead scope (scope.ts) limits every generic read and delete. */
export const leadsServer = defineServerExtension(leads, {
  rowAccess: (a, add) => leadScopeSql(leadVisibility(a), 'agent_id', add, 'escalated_to_ids'),
  // the list reads "listing(s)": the one listing as an array, populated like any relation
  computed: { listings: `case when listing_id is null then '{}'::uuid[] else array[listing_id] end` },
})
