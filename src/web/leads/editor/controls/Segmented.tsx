/** A radio group drawn as a segmented control: arrows move between options, as radios do. */
export function Segmented<T extends string>({
  name,
  value,
  options,
  onChange,
  disabled,
  label,
}: {
  name: string
  value: T | null | undefined
  options: Array<{ value: T; label: string; disabled?: boolean }>
  onChange: (v: T) => void
  disabled?: boolean
  label: string
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-md border border-slate-300 bg-slate-50 p-0.5"
    >
      {options.map((o) => {
        const id = `${name}-${o.value}`
        const checked = value === o.value
        return (
          <label
            key={o.value}
            htmlFor={id}
            className={`relative cursor-pointer rounded px-3 py-1 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
              checked ? 'bg-white text-brand shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900'
            } ${disabled || o.disabled ? 'cursor-not-allowed opacity-50' : ''}`}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={o.value}
              checked={checked}
              disabled={disabled || o.disabled}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        )
      })}
    </div>
  )
}
