import { useSyncExternalStore } from 'react'

/**
 * The current time, ticking every second for every component that reads it through one shared timer
 * (started with the first reader, stopped with the last): the SLA countdowns of a whole table cost one
 * interval, not one per cell.
 */
const readers = new Set<() => void>()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | null = null

function subscribe(onChange: () => void) {
  readers.add(onChange)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const r of readers) r()
    }, 1000)
  }
  return () => {
    readers.delete(onChange)
    if (!readers.size && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now)
}
