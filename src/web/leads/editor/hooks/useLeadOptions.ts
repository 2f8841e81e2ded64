import { useMemo } from 'react'
import { useApi } from '../../../lib/useApi.ts'
import {
  AGENT_SELECT,
  DEFAULT_COUNTRY,
  DEFAULT_LOCATIONS_CITY_SLUG,
  DISTINCT_FILTER,
} from '../../../../domain/leads/constants.ts'
import type { Option } from '../controls/SearchSelect.tsx'
import { valueLabel, type ValueKind } from '../../../../domain/i18n/values.ts'

type Named = { _id: string; name: string }
export interface AgentRow extends Named {
  enabled?: boolean
  reportedTo?: { _id: string; name?: string } | string | null
}
export interface ProjectRow extends Named {
  city?: string | null
  country?: string | null
  bedrooms?: number[] | null
  amenities?: string[] | null
}

const names = (rows?: { name: string }[]) => (rows ?? []).map((r) => r.name)
const swrOnce = { revalidateOnFocus: false, dedupingInterval: 60_000 }

/** The form's lists: agents and projects (no limit, spec 1 §9), stages, sources and the dictionaries. */
export function useLeadOptions(o: { country?: string | null; city?: string | null; location?: string | null }) {
  const agents = useApi<{ data: AgentRow[] }>(
    '/api/teams/members',
    {
      filter: {
        limit: -1,
        select: [...AGENT_SELECT],
        populate: [{ path: 'reportedTo', select: ['name'] }],
        sort: { name: 1 },
      },
    },
    swrOnce,
  )
  const projects = useApi<{ data: ProjectRow[] }>(
    '/api/properties/projects',
    { filter: { limit: -1, select: ['_id', 'name', 'city', 'country', 'bedrooms', 'amenities'], sort: { name: 1 } } },
    swrOnce,
  )
  const stages = useApi<{ data: string[] }>('/api/properties/leads/stages', undefined, swrOnce)
  const sources = useApi<{ data: string[] }>('/api/properties/leads/v2/source', undefined, swrOnce)
  const types = useApi<{ data: { name: string }[] }>(
    '/api/properties/listings/property-types',
    { filter: DISTINCT_FILTER },
    swrOnce,
  )
  const amenities = useApi<{ data: { name: string }[] }>(
    '/api/properties/listings/amenities',
    { filter: DISTINCT_FILTER },
    swrOnce,
  )
  const countries = useApi<{ data: { name: string }[] }>(
    '/api/properties/listings/countries',
    { filter: DISTINCT_FILTER },
    swrOnce,
  )
  const cities = useApi<{ data: { name: string }[] }>(
    '/api/properties/listings/cities',
    { filter: { ...DISTINCT_FILTER, query: { country: o.country || DEFAULT_COUNTRY } } },
    swrOnce,
  )
  const cityQuery = o.city ? { city: o.city } : { citySlug: DEFAULT_LOCATIONS_CITY_SLUG }
  const locations = useApi<{ data: { name: string }[] }>(
    '/api/properties/listings/locations',
    { filter: { ...DISTINCT_FILTER, query: cityQuery } },
    swrOnce,
  )
  const communities = useApi<{ data: { name: string }[] }>(
    '/api/properties/listings/communities',
    { filter: { ...DISTINCT_FILTER, query: cityQuery } },
    swrOnce,
  )
  const subLocations = useApi<{ data: { name: string }[] }>(
    o.location ? '/api/properties/listings/sub-locations' : null,
    { filter: { ...DISTINCT_FILTER, query: { ...cityQuery, location: o.location } } },
    swrOnce,
  )
  return useMemo(
    () => ({
      agents: (agents.data?.data ?? []).map<Option>((a) => ({
        value: a._id,
        label: a.name,
        hint: [
          a.enabled === false ? 'disabled' : '',
          typeof a.reportedTo === 'object' && a.reportedTo?.name ? `↳ ${a.reportedTo.name}` : '',
        ]
          .filter(Boolean)
          .join(' '),
        data: a,
      })),
      projects: (projects.data?.data ?? []).map<Option>((p) => ({
        value: p._id,
        label: p.name,
        hint: p.city ?? undefined,
        data: p,
      })),
      stages: stages.data?.data ?? [],
      sources: sources.data?.data ?? [],
      propertyTypes: names(types.data?.data),
      amenities: names(amenities.data?.data),
      countries: names(countries.data?.data),
      cities: names(cities.data?.data),
      locations: names(locations.data?.data),
      communities: names(communities.data?.data),
      subLocations: names(subLocations.data?.data),
      loading: agents.isLoading || projects.isLoading,
    }),
    [
      agents.data,
      agents.isLoading,
      projects.data,
      projects.isLoading,
      stages.data,
      sources.data,
      types.data,
      amenities.data,
      countries.data,
      cities.data,
      locations.data,
      communities.data,
      subLocations.data,
    ],
  )
}

export type LeadOptions = ReturnType<typeof useLeadOptions>

/** Options of stored values; with `kind`, enum values labelled in the console's language (the value is what is saved). */
export const toOptions = (list: readonly string[], kind?: ValueKind): Option[] =>
  list.map((v) => ({ value: v, label: kind ? valueLabel(kind, v) : v }))
