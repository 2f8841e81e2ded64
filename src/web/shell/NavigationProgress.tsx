import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'

/** A thin bar at the top at each navigation start (the page loader of spec 2 §2). */
export function NavigationProgress() {
  const [location] = useLocation()
  const [run, setRun] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts navigations
  useEffect(() => setRun((n) => n + 1), [location])
  if (run < 2) return null // not on the first load: the app-start loader covers that
  return (
    <div
      key={run}
      aria-hidden
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[99] h-0.5"
    >
      <div className="h-full animate-[navprogress_600ms_ease-out_forwards] bg-brand" />
    </div>
  )
}
