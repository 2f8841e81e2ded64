/** A job this process runs on a timer (the SLA scheduler, the viewing reminders). */
export interface Ticker {
  /** The first run, made at start: it catches up on what fell due while no server ran. */
  started: Promise<void>
  stop(): Promise<void>
}

/**
 * Runs `run` at once and then every `tickSeconds` (0: only at start). A tick while a run is going is skipped;
 * a failed run goes to `onError` (awaited), unless the ticker is stopping.
 */
export function startTicker(run: () => Promise<unknown>, tickSeconds: number, onError: (err: unknown) => unknown): Ticker {
  let current: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (current || stopped) return current ?? Promise.resolve()
    current = run()
      .then(
        () => undefined,
        async (err) => {
          if (!stopped) await onError(err)
        },
      )
      .finally(() => (current = null))
    return current
  }
  const started = tick()
  const timer = tickSeconds > 0 ? setInterval(tick, tickSeconds * 1000) : null
  timer?.unref()
  return {
    started,
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await current
    },
  }
}
