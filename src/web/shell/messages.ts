/** The shell's fixed texts (spec 2 §2, §4, §6, §8), verbatim. */
export const MSG = {
  notLoggedIn: 'You have no permission to access this page',
  noPermission: 'You do not have permission to access this page. Please contact with your system admin.',
  forbidden: 'Sorry, you do not have permission to access this page. Please contact with your system admin.',
  notFound: 'Sorry, the page you requested was not found.',
  backHome: 'Back To Home',
  loggingOut: 'Logging Out...',
  loggedOut: 'Logout successfully',
  switchAsset: (name: string) => `Switch Asset To ${name}...`,
  offlineTitle: 'Internet Disconnected',
  offlineText: 'Please check you internet connection and try again',
} as const
