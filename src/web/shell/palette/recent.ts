const KEY = 'agency.recentCommands'
const MAX = 8

/** Ids of recently run palette commands, most recent first (per browser). */
export function loadRecent(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []
  } catch {
    return []
  }
}

export function rememberCommand(id: string) {
  localStorage.setItem(KEY, JSON.stringify([id, ...loadRecent().filter((x) => x !== id)].slice(0, MAX)))
}
