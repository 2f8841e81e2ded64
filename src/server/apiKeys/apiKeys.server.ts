import { apiKeys } from '../../domain/resources/apiKeys.ts'
import { defineServerExtension } from '../resources/extension.ts'

/** API keys on the server: the active asset's only (no tenant table: a revoked key is kept, never soft-deleted). */
export const apiKeysServer = defineServerExtension(apiKeys, {
  rowAccess: (a, add) => `asset_id = ${add(a.assetId)}::uuid`,
  computed: {
    status: `case when revoked_at is not null then 'revoked' when expires_at <= now() then 'expired' else 'active' end`,
  },
})
