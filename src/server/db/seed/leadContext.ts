/** What an asset offers the lead generator; read back from the database so demo and top-up share it. */
export interface LeadContext {
  assetId: string
  agents: Agent[]
  testAgents: Agent[]
  listings: {
    id: string
    purpose: string
    propertyType: string
    price: number
    bedrooms: number
    bathrooms: number
    amenities: string[]
    community: string
    location: string
    subLocation: string
    agentId: string | null
  }[]
  projects: {
    id: string
    community: string
    location: string
    minPrice: number
    maxPrice: number
    bedrooms: number[]
    propertyTypes: string[]
    amenities: string[]
    agentIds: string[]
  }[]
  customerIds: string[]
  userIds: string[]
  initialSlaMinutes: number
  poolSlaMinutes: number
}

export interface Agent {
  id: string
  officeName: string
}
