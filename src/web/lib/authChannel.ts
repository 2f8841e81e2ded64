/**
 * Cross-tab session messages on the BroadcastChannel named 'auth' (spec 2 §4): login sends other tabs
 * to /, logout sends them to /auth, switching asset or role reloads them.
 */
export type AuthMessage = { type: 'login' } | { type: 'logout' } | { type: 'switch-business' } | { type: 'switch-role' }

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('auth')

export function tellOtherTabs(message: AuthMessage) {
  channel?.postMessage(message)
}

export function onAuthMessage(handler: (message: AuthMessage) => void): () => void {
  if (!channel) return () => {}
  const listener = (e: MessageEvent<AuthMessage>) => handler(e.data)
  channel.addEventListener('message', listener)
  return () => channel.removeEventListener('message', listener)
}
