// autocannon ships no types; the benchmarks use its documented options, result fields and events.
declare module 'autocannon' {
  /** A run: awaitable for its result, and an emitter ('response': client, status, bytes, response time in ms). */
  const autocannon: (
    opts: Record<string, unknown>,
  ) => Promise<any> & { on(event: string, listener: (...args: any[]) => void): unknown }
  export default autocannon
}
