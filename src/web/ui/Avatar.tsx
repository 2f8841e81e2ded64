import type { Profile } from '../../domain/profile.ts'

/** The user's picture, or the initials on the brand colour when there is none. */
export function Avatar({
  profile,
  size = 'sm',
}: {
  profile: Pick<Profile, 'firstName' | 'lastName' | 'avatar'>
  size?: 'sm' | 'lg' | 'xl'
}) {
  const cls = { sm: 'size-7 text-xs', lg: 'size-10 text-sm', xl: 'size-20 text-2xl' }[size]
  if (profile.avatar?.file)
    return <img src={profile.avatar.file} alt="" className={`${cls} shrink-0 rounded-full object-cover`} />
  const initials = `${profile.firstName?.[0] ?? ''}${profile.lastName?.[0] ?? ''}`.toUpperCase() || '?'
  return (
    <span
      aria-hidden
      data-i18n-data
      className={`${cls} flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white`}
    >
      {initials}
    </span>
  )
}
