import { LeadActivities } from './LeadActivities.tsx'

/**
 * The lead's activities in the report's editor pane: the actions and the timeline after the
 * cards. No letter keys here (the report's keys act on its rows); the palette's "Log call on 10423" and Tab
 * reach them.
 */
export function PaneActivities({ leadId }: { leadId: string }) {
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white"
      aria-labelledby="pane-activities"
      data-testid="pane-activities"
    >
      <h3 id="pane-activities" className="border-b border-slate-100 px-4 py-2 text-[13px] font-semibold text-slate-800">
        Activities
      </h3>
      <div className="max-h-96 overflow-y-auto p-4">
        <LeadActivities leadId={leadId} keys={false} />
      </div>
    </section>
  )
}
