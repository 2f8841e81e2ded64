import type { ReactNode } from 'react'

/** A labelled form field with its validation message, wired for screen readers. */
export function Field({
  label,
  error,
  children,
  id,
}: {
  label: string
  error?: string
  id: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
