/** The CRM reports (src/web/reports, issue 19): frames, figure tables, charts and their tables, drill lists. */
export const reports = {
  scope: { asset: 'All agents of the asset', team: 'You and your team', own: 'Your own figures' },
  loading: 'Loading…',
  failed: 'Something went wrong',
  leads: 'Leads',
  share: 'Share',
  noFigures: 'No figures for this filter.',
  nothing: 'Nothing for this filter.',
  showAll: 'Show all, not only {{filter}}',
  legend: 'Legend',
  /** The leads report's chips of a figure's drill-down filter (src/web/leads/report/drillChipText.ts). */
  drill: {
    labels: {
      sourceChannel: 'Source channel', utmCampaign: 'UTM campaign', listings: 'Listing', lostToPoolBy: 'Lost to the pool by',
      firstResponse: 'First response', reachedStage: 'Stage reached', acceptedInInitial: 'Accepted within the initial SLA',
      claimedFromPool: 'Claimed from the pool', contacted: 'Contacted', hasViewing: 'With a viewing',
    },
    chip: '{{label}}: {{values}}', not: 'Not: {{label}}', anAgent: 'an agent', selected: '{{n}} selected', more: '{{names}} +{{n}}',
  },
  chartTotal: '{{title}}: {{days}} days, {{total}} in all',
  /** A figure column by its English label (src/domain/reports: also the CSV's headers); stages read as values.stage. */
  columns: {
    'Leads received': 'Leads received', Leads: 'Leads', 'Accepted in SLA': 'Accepted in SLA', 'Accepted in SLA %': 'Accepted in SLA %',
    'Claimed from pool': 'Claimed from pool', 'Lost to pool': 'Lost to pool', 'Median first response': 'Median first response',
    'p90 first response': 'p90 first response', Contacted: 'Contacted', 'Contacted %': 'Contacted %', 'With a viewing': 'With a viewing',
    'Average rating': 'Average rating', 'Lead to deal %': 'Lead to deal %',
  },
  agents: {
    names: { brokers: 'Agent', managers: 'Manager', offices: 'Office' },
    captions: { brokers: '{{title}}: figures per agent', managers: '{{title}}: figures per manager', offices: '{{title}}: figures per office' },
    office: 'Office', team: 'Team', rank: 'Rank', agents: 'Agents',
    responseTitle: 'First response time', responseChart: 'Leads by first response time', responseLabel: 'First response',
    buckets: { '5m': 'Within 5 min', '15m': '5–15 min', '1h': '15–60 min', '4h': '1–4 hours', '1d': '4–24 hours', later: 'Over a day' },
  },
  funnel: {
    title: 'Funnel', chart: 'Leads reaching each stage', stage: 'Stage', fromPrevious: 'From previous', fromFirst: 'From first',
    perDay: 'Leads per day by source', noLeads: 'No leads in this range.', bySourceCaption: 'Leads by source', source: 'Source',
    bySource: 'By source', byChannel: 'By source channel', channel: 'Channel', byCampaign: 'By UTM campaign', campaign: 'Campaign',
  },
  portal: {
    byPortalChart: 'Leads by portal', portal: 'Portal', byPortal: 'By portal', byListing: 'By listing (50 with most leads)',
    listing: 'Listing', byAgent: 'By agent', agent: 'Agent',
  },
  activities: {
    perDay: 'Activities per day', perDayChart: 'Activities per day by kind', none: 'No activities in this range.',
    byOutcome: 'Activities by kind and outcome', kind: 'Kind', outcome: 'Outcome', activities: 'Activities',
    byAgent: 'Activities by agent and kind', agent: 'Agent', total: 'Total', noAgent: 'No agent', noneForFilter: 'No activities for this filter.',
    noOutcome: 'No outcome', list: 'Activities',
    columns: { when: 'When', kind: 'Kind', outcome: 'Outcome', agent: 'Agent', lead: 'Lead', note: 'Note' },
  },
  reviews: {
    viewingTitle: 'Viewing Reviews', tabs: 'Reviews', lead: 'Qualification reviews', viewing: 'Viewing reviews',
    total: 'Reviews', average: 'Average rating', unresponsive: 'Unresponsive', unresponsiveRating: 'Unresponsive (0)',
    ratings: 'Ratings', byRating: 'Reviews by rating', byRatingCategory: 'Reviews by rating and category', rating: 'Rating',
    category: 'Category: {{category}}', noCategory: 'No category', categoryNone: 'none', list: 'Reviews',
    columns: { date: 'Date', agent: 'Agent', customer: 'Customer', lead: 'Lead', rating: 'Rating', category: 'Category', feedback: 'Feedback', qualificationTime: 'Qualification time' },
  },
  /** Headers only the CSV exports have (a report's tables in one file, times as minutes); the others are the tables' own. */
  csv: {
    by: 'By', name: 'Name', teamSize: 'Team size', minutes: '{{label}} (minutes)', kind: 'Kind', referenceOrName: 'Reference or name',
    permitNumber: 'Permit number', permitExpiry: 'Permit expiry',
  },
  rera: {
    subtitle: "The asset's listings and projects",
    summary: 'Summary',
    problems: {
      expired: 'Permit expired', expiring: 'Permit expires within 30 days', missing: 'Permit missing', noRera: 'No RERA registration',
      noEscrow: 'No escrow details',
    },
    listings: 'Listings', listingsCount: 'Listings ({{n}})', projects: 'Projects', projectsCount: 'Projects ({{n}})',
    columns: { reference: 'Reference', title: 'Title', agent: 'Agent', permit: 'Permit', expiry: 'Expiry', problem: 'Problem', project: 'Project', reraNumber: 'RERA number', escrowAccount: 'Escrow account', escrowBank: 'Escrow bank' },
  },
}
