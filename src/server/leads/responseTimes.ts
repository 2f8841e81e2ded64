/**
 * The response-time rule (spec 2 §9 responseTimes, in minutes): the time from the lead's assignment to
 * its agent (else its creation) to the moment given, never negative. Used by the SLA engine's accept and
 * mark contacted and by the activities' first touches, in their UPDATE of the lead.
 */
export const minutesSinceAssigned = (now: string) =>
  `greatest(0, round(extract(epoch from (${now}::timestamptz - coalesce(agent_assigned_at, created_at))) / 60))`

/** The lead's responseTimes with each of `keys` recorded once: a value already there is kept (the first one counts). */
export const responseTimesOnce = (keys: readonly string[], now: string) =>
  `jsonb_build_object(${keys.map((k) => `'${k}', ${minutesSinceAssigned(now)}`).join(', ')}) || coalesce(response_times, '{}')`
