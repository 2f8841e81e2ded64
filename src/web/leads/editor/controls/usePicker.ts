import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

/**
 * The one behaviour of every picker (a Headless UI Combobox: the lead editor's selects and tags, the
 * report's filters, the bulk actions). Typing opens the list with the first match highlighted (Headless
 * UI's default), so Enter picks it; a click in the text opens the list too (Headless opens it only from
 * its button); and Enter while the options for what was typed are still loading picks the first of them
 * once they arrive, never an option left from the previous text.
 *
 * Spread `inputProps` on the ComboboxInput (it takes its ref), give `buttonRef` to its ComboboxButton.
 */
export function usePicker({ loading = false, pickFirst }: { loading?: boolean; pickFirst?: () => void } = {}) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [enterPending, setEnterPending] = useState(false)
  const pick = useRef(pickFirst)
  pick.current = pickFirst
  useEffect(() => {
    if (!enterPending || loading) return
    setEnterPending(false)
    pick.current?.()
    // Picked outside Headless UI's own Enter: close the list as that Enter would have.
    if (inputRef.current?.getAttribute('aria-expanded') === 'true') buttonRef.current?.click()
  }, [enterPending, loading])

  const inputProps = {
    ref: inputRef,
    onClick: (e: MouseEvent<HTMLInputElement>) => {
      // A programmatic click is the button's keyboard path: it opens the list without a pointer press.
      if (e.currentTarget.getAttribute('aria-expanded') !== 'true') buttonRef.current?.click()
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key !== 'Enter' || !loading || !pickFirst) return
      // Handlers before Headless UI's: preventing the default keeps it from picking a stale option.
      e.preventDefault()
      setEnterPending(true)
    },
  }
  return { buttonRef, inputProps }
}
