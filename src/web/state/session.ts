import { atom } from 'jotai'
import type { Profile } from '../../domain/profile.ts'
import { loadSession, type Session } from '../lib/session.ts'

/** The signed-in session (token + profile); null when logged out. Persisted by lib/session.ts. */
export const sessionAtom = atom<Session | null>(loadSession())
export const profileAtom = atom<Profile | null>((get) => get(sessionAtom)?.profile ?? null)
export const activeAssetIdAtom = atom<string | null>((get) => get(sessionAtom)?.profile.activeAsset?._id ?? null)
