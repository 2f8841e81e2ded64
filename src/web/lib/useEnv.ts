import useSWR from 'swr'
import { api } from './http.ts'

/** The server's environment (GET /api/env): staging or not, and the browser-side integration keys. */
export interface AppEnv {
  appEnv: 'production' | 'staging' | 'development'
  intercomAppId: string | null
  mapsApiKey: string | null
}

export function useEnv(): AppEnv | undefined {
  return useSWR('env', () => api.get<{ data: AppEnv }>('/api/env'), { revalidateOnFocus: false }).data?.data
}
