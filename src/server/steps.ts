/**
 * The start's long steps as lines a person can follow: "Building the web app…" when a step begins and
 * "Building the web app… done in 12.3 s" when it ends (or "failed after"), so a first start that
 * builds and seeds for a minute never looks stuck.
 */
export interface StepOptions {
  write?: (line: string) => void
  /** Milliseconds clock (tests pass their own). */
  now?: () => number
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export async function step<T>(
  label: string,
  run: () => Promise<T>,
  { write = (l) => console.log(l), now = () => performance.now() }: StepOptions = {},
): Promise<T> {
  const started = now()
  write(`${label}…`)
  try {
    const result = await run()
    write(`${label}… done in ${seconds(now() - started)}`)
    return result
  } catch (e) {
    write(`${label}… failed after ${seconds(now() - started)}`)
    throw e
  }
}
