/** Activities on a lead (issue 19): kinds, outcomes, the timeline and the actions' titles (src/web/activities). */
export const activities = {
  kinds: { call: 'Call', whatsapp: 'WhatsApp', email: 'E-mail', note: 'Note', viewing: 'Viewing' },
  outcomes: {
    answered: 'Answered', no_answer: 'No answer', busy: 'Busy', wrong_number: 'Wrong number',
    scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled', no_show: 'No show',
  },
  actions: {
    call: 'Log call', whatsapp: 'WhatsApp', email: 'E-mail', note: 'Note', viewing: 'Schedule viewing', followUp: 'Set follow-up',
    review: 'Record review',
  },
  actionOn: '{{action}} on {{leadID}}',
  group: 'Lead activities',
  reviewLater: 'After a completed viewing or once the lead is qualified',
  followUpOn: 'Follow up on',
  removed: 'This activity is removed from the timeline.',
  activity: 'activity',
  nothingYet: 'Nothing logged yet',
  recordOutcome: 'Record outcome',
  edit: 'Edit',
  remove: 'Remove',
  with: 'With {{names}}',
  feedback: 'Feedback: {{text}}',
  /** A call's length: '3m 05s'. */
  minSec: '{{m}}m {{s}}s',
  sec: '{{s}}s',
}
