import type { KeyboardEvent } from 'react'
import { t } from '../../domain/i18n/index.ts'
import { useControlKeys } from './useControlKeys.ts'

/**
 * Alt+↑/↓ moves the focused item of an ordered list one place (the buttons do the same for the mouse):
 * one declaration for every such list. Spread the result on each item, with the item's data-index.
 * Off (no key, nothing listed) when the list may not be changed.
 */
export function useMoveKeys(
  source: string,
  group: string,
  move: (from: number, to: number, e: KeyboardEvent) => void,
  enabled = true,
) {
  return useControlKeys(
    source,
    enabled
      ? [
          {
            id: `${source}.move`,
            title: t('shell.fieldKeys.moveItem'),
            group,
            shortcut: 'alt+up,alt+down',
            run: (e) => {
              const from = Number((e.currentTarget as HTMLElement).dataset.index)
              move(from, e.key === 'ArrowUp' ? from - 1 : from + 1, e)
            },
          },
        ]
      : [],
  )
}
