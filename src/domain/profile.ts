/** The profile the API answers at login and GET /api/profile (spec 2 §3), shared by server and web. */
export interface AssetRef {
  _id: string
  name: string
}

export interface Profile {
  _id: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  role: { _id: string; name: string; code: string; permissions: string[] } | null
  isRootUser: boolean
  avatar: { _id: string; file: string } | null
  activeAsset: AssetRef | null
  assets: AssetRef[]
  currencyCode: string
  /** The team member record of this user in the active asset, if any (agents see their own leads). */
  agentId: string | null
}
