import useSWR from 'swr'
import { api } from '../lib/http.ts'

/** A banner in the staging environment (GET /api/env), so nobody mistakes it for production. */
export function StagingBanner() {
  const { data } = useSWR('env', () => api.get<{ data: { appEnv: string } }>('/api/env'), { revalidateOnFocus: false })
  if (data?.data.appEnv !== 'staging') return null
  return (
    <div role="note" className="bg-amber-400 px-3 py-1 text-center text-xs font-semibold text-amber-950">
      Staging environment: data here is not real and may be reset.
    </div>
  )
}
