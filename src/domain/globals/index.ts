import { basicSettings } from './basicSettings.ts'
import { leadSettings } from './leadSettings.ts'
import { viewingSettings } from './viewingSettings.ts'
import type { GlobalDef } from './types.ts'

/** Every declared global: the server registers its GET and PATCH, the console its page (README "Globals"). */
export const GLOBALS: readonly GlobalDef[] = [basicSettings, leadSettings, viewingSettings]
