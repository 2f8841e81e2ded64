import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useAtomValue } from 'jotai'
import { Building2, Check, ChevronsUpDown } from 'lucide-react'
import { profileAtom } from '../../state/session.ts'
import { switchAsset } from '../sessionActions.ts'
import { t } from '../../../domain/i18n/index.ts'

/** The active asset as a dropdown to switch asset; shown only when the user has more than one. */
export function AssetMenu() {
  const profile = useAtomValue(profileAtom)
  if (!profile || profile.assets.length < 2) {
    return profile?.activeAsset ? (
      <span className="hidden min-w-0 items-center gap-1.5 text-sm font-medium whitespace-nowrap text-slate-700 lg:flex">
        <Building2 className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="truncate" data-i18n-data>
          {profile.activeAsset.name}
        </span>
      </span>
    ) : null
  }
  const active = profile.activeAsset
  return (
    <Listbox
      value={active?._id ?? null}
      onChange={(id) => {
        const a = profile.assets.find((x) => x._id === id)
        if (a && id !== active?._id) void switchAsset(a)
      }}
    >
      <ListboxButton
        aria-label={t('shell.activeAsset')}
        className="flex min-w-0 items-center gap-1.5 rounded-md border border-slate-200 whitespace-nowrap bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand data-open:border-brand"
      >
        <Building2 className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="max-w-28 truncate sm:max-w-48" data-i18n-data={active ? true : undefined}>
          {active?.name ?? t('shell.chooseAsset')}
        </span>
        <ChevronsUpDown className="size-3.5 shrink-0 text-slate-500" aria-hidden />
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className="z-50 mt-1 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
      >
        {profile.assets.map((a) => (
          <ListboxOption
            key={a._id}
            value={a._id}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-slate-800 data-focus:bg-brand/10"
          >
            <Check className={`size-3.5 ${a._id === active?._id ? 'text-brand' : 'invisible'}`} aria-hidden />
            {a.name}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  )
}
