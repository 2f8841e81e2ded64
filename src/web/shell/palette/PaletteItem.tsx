import type { ReactNode } from 'react'
import { itemClass } from './paletteClasses.ts'

/** The event cmdk dispatches on the highlighted row when Enter is pressed. */
export const SELECT_EVENT = 'cmdk-item-select'

/**
 * A palette row as cmdk's list finds it (cmdk-item, data-value, aria-selected) without Command.Item:
 * the highlight is the palette's own state, so a row mounts without a store registration, selectors
 * and effects, and a keystroke mounts a screenful of rows. cmdk still moves the highlight over these
 * rows by key, scrolls to it, and sends Enter to the highlighted one.
 */
export function PaletteItem({
  value,
  selected,
  onSelect,
  onHover,
  children,
}: {
  value: string
  selected: boolean
  onSelect(): void
  onHover(value: string): void
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: cmdk's pattern, the input keeps the focus and names the active option (aria-activedescendant)
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the input selects the active option
    <div
      ref={(el) => {
        el?.addEventListener(SELECT_EVENT, onSelect)
        return () => el?.removeEventListener(SELECT_EVENT, onSelect)
      }}
      id={`palette-item-${value}`}
      cmdk-item=""
      role="option"
      aria-selected={selected}
      data-selected={selected}
      aria-disabled={false}
      data-value={value}
      onClick={onSelect}
      onPointerMove={selected ? undefined : () => onHover(value)}
      className={itemClass}
    >
      {children}
    </div>
  )
}
