/** A job this process runs on a timer (the SLA scheduler, the viewing reminders). */
export interface Ticker {
  /** The first run ended (well or not): nobody waits for it at start, tests do (app.catchUps). */
  caughtUp: Promise<void>
  /** Ends the timer and waits for a run that is going (the first one too). */
  stop(): Promise<void>
}

/**
 * Runs `run` at once (it catches up on what fell due while no server ran) and then every `tickSeconds` (0: only
 * at start). Nobody waits for the first run: a long backlog must not keep the server from starting (Fastify
 * fails a start whose ready hooks take over 10 s), and every later run takes what is left. A tick while a run is
 * going is skipped; a failed run goes to `onError` (awaited), unless the ticker is stopping.
 */
export function startTicker(
  run: () => Promise<unknown>,
  tickSeconds: number,
  onError: (err: unknown) => unknown,
): Ticker {
  let current: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (current || stopped) return
    current = run()
      .then(
        () => undefined,
        async (err) => {
          if (!stopped) await onError(err)
        },
      )
      .finally(() => (current = null))
  }
  tick()
  const caughtUp = current!
  const timer = tickSeconds > 0 ? setInterval(tick, tickSeconds * 1000) : null
  timer?.unref()
  return {
    caughtUp,
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await current
    },
  }
}
