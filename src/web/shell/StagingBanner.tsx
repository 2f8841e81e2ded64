import { useEnv } from '../lib/useEnv.ts'

/** A banner in the staging environment (GET /api/env), so nobody mistakes it for production. */
export function StagingBanner() {
  if (useEnv()?.appEnv !== 'staging') return null
  return (
    <div role="note" className="bg-amber-400 px-3 py-1 text-center text-xs font-semibold text-amber-950">
      Staging environment: data here is not real and may be reset.
    </div>
  )
}
