import { assets } from '../../domain/resources/assets.ts'
import { defineServerExtension } from '../resources/extension.ts'

/** Assets on the server: how many users may work in each. */
export const assetsServer = defineServerExtension(assets, {
  computed: { users: '(select count(*) from user_assets ua where ua.asset_id = assets.id)::int' },
})
