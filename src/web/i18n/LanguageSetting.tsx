import { useAtomValue } from 'jotai'
import { LANGUAGE_NAMES, LANGUAGES, t, type Language } from '../../domain/i18n/index.ts'
import type { Profile } from '../../domain/profile.ts'
import { api } from '../lib/http.ts'
import { profileAtom, setProfile } from '../state/session.ts'
import { Card } from '../ui/Card.tsx'
import { toast } from '../ui/toast.tsx'
import { inputClass } from '../auth/AuthCard.tsx'
import { browserLanguage } from './language.ts'

/** The profile's language (PATCH /api/profile): applied at once, kept for every sign-in of the user. */
export function LanguageSetting() {
  const profile = useAtomValue(profileAtom)!
  const change = async (value: string) => {
    try {
      const res = await api.patch<{ data: Profile }>('/api/profile', { language: (value || null) as Language | null })
      setProfile(res.data)
      toast.success(t('profile.languageSaved'))
    } catch (e) {
      toast.error((e as Error).message)
    }
  }
  return (
    <Card title={t('profile.languageTitle')}>
      <p className="mb-2 text-sm text-slate-600">{t('profile.languageHint')}</p>
      <select
        aria-label={t('profile.languageTitle')}
        data-testid="profile-language"
        className={`${inputClass} max-w-xs`}
        value={profile.language ?? ''}
        onChange={(e) => void change(e.target.value)}
      >
        <option value="">{t('profile.browserLanguage', { name: LANGUAGE_NAMES[browserLanguage()] })}</option>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </Card>
  )
}
