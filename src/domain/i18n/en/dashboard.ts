/** The dashboard (src/web/dashboard) and the lead scope's headings (domain/leads/scope.ts). */
export const dashboard = {
  welcome: 'Welcome back, {{name}}',
  scopeAsset: 'All leads of {{asset}}',
  thisAsset: 'this asset',
  scopeTeam: "Your team's leads",
  scopeOwn: 'Your leads',
  viewInReport: 'View in leads report',
  figures: {
    open: 'Open leads',
    leavingInitialSla: 'Leaving initial SLA within 1h',
    leadPool: 'Leads in the pool',
    newToday: 'New leads today',
  },
  awaiting: {
    title: 'Awaiting your acceptance',
    hint: 'Accept before the time runs out, or the lead goes to the pool',
    accept: 'Accept',
    none: 'Nothing waits for you: every lead of yours is accepted.',
  },
  agenda: { title: 'Your agenda', overdueFollowUps: 'Your overdue follow-ups', viewingsToday: 'Your viewings today' },
  keyboardTitle: 'Work from the keyboard',
  keyboardPress: 'Press',
  keyboardPalette: 'for the command palette,',
  keyboardEvery: 'for every shortcut.',
}
