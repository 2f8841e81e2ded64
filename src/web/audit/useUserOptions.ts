import { useApi } from '../lib/useApi.ts'

/** The users a log can be filtered by, as select options (super access reads every user). */
export function useUserOptions(): [string, string][] {
  const users = useApi<{ data: { _id: string; email: string; fullName: string }[] }>('/api/admin/users', { filter: { limit: 500 } })
  return (users.data?.data ?? []).map((u) => [u._id, u.fullName || u.email])
}
