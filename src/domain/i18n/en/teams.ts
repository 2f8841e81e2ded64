/** A team member's and a project's custom tabs (src/web/teams, src/web/projects): leads, manager chain, reviews. */
export const teams = {
  loading: 'Loading…',
  memberLeads: 'leads of this member',
  projectLeads: 'leads of this project',
  managers: {
    chain: 'Manager chain',
    reportsTo: 'reports to',
    reportsToNoOne: '{{name}} reports to no one.',
  },
  reviews: {
    none: 'No reviews yet.',
    average_one: '{{avg}} average of {{n}} review',
    average_other: '{{avg}} average of {{n}} reviews',
    unresponsive: '{{n}} unresponsive',
    hidden: 'The review is hidden',
    published: 'The review is published',
    statusOf: 'Status of the review of {{date}}',
    stars: '{{rating}} of 5',
    lead: 'Lead',
    leadN: 'Lead #{{n}}',
    viewingOfLeadN: 'Viewing of Lead #{{n}}',
    columns: {
      date: 'Date',
      customer: 'Customer',
      subject: 'Subject',
      category: 'Category',
      rating: 'Rating',
      feedback: 'Feedback',
      qualificationTime: 'Qualification time',
      status: 'Status',
    },
    /** a review's status (domain/teams/reviews.ts REVIEW_STATUSES; its categories are activities.small.categories) */
    statuses: { published: 'Published', hidden: 'Hidden' },
  },
}
