/** Classes shared by the palette's groups and rows (commands and found records look alike). */
export const groupClass =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-600'

export const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-800 data-[selected=true]:bg-brand/10 data-[selected=true]:text-slate-900 data-[selected=true]:outline data-[selected=true]:outline-1 data-[selected=true]:outline-brand/40'
