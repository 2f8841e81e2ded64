import { useLocation, useSearch } from 'wouter'

/** The back target of a page: the `ref` query parameter (spec 2 §2 back button) or the default. */
export function useBack(fallback: string) {
  const [, navigate] = useLocation()
  const ref = new URLSearchParams(useSearch()).get('ref')
  const target = ref ? (ref.startsWith('/') ? ref : `/${ref}`) : fallback
  return { target, back: () => navigate(target) }
}
