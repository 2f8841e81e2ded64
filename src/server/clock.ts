/**
 * Where the server takes "now" for SLA decisions (deadlines, acceptance, claims, the scheduler): the
 * system clock in production; tests pass a ManualClock through the config (never an HTTP route) to move
 * time past a deadline.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until moved: tests' control of time. */
export class ManualClock implements Clock {
  private t: number
  constructor(start: Date = new Date()) {
    this.t = start.getTime()
  }
  now(): Date {
    return new Date(this.t)
  }
  advance(ms: number): void {
    this.t += ms
  }
  set(d: Date): void {
    this.t = d.getTime()
  }
}
