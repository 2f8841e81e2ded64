import { describe, expect, it } from 'vitest'
import {
  SequenceMatcher,
  allShortcutKeys,
  alternatives,
  commandFor,
  isSequence,
  matchesKey,
  shortcutKeys,
} from '../../../commands/shortcuts.ts'
import type { Command } from '../../../commands/types.ts'

describe('shortcut specs', () => {
  it('splits alternatives and tells sequences from combinations', () => {
    expect(alternatives('ctrl+k, command+k')).toEqual(['ctrl+k', 'command+k'])
    expect(alternatives('g  l')).toEqual(['g l'])
    expect(alternatives(undefined)).toEqual([])
    expect(isSequence('g l')).toBe(true)
    expect(isSequence('?')).toBe(true)
    expect(isSequence('ctrl+k')).toBe(false)
    expect(isSequence('esc')).toBe(false)
  })

  it('shows keys for the platform', () => {
    expect(shortcutKeys('g l')).toEqual([['G'], ['L']])
    expect(shortcutKeys('ctrl+k,command+k')).toEqual([['Ctrl', 'K']])
    expect(shortcutKeys('ctrl+k,command+k', true)).toEqual([['⌘', 'K']])
    expect(shortcutKeys('esc')).toEqual([['Esc']])
    expect(allShortcutKeys('j,down')).toEqual([[['J']], [['↓']]])
    expect(allShortcutKeys('ctrl+enter,command+enter', true)).toEqual([[['⌘', 'Enter']]])
  })

  it('lets the command registered last win a shared key (a page over the shell)', () => {
    const cmds: Command[] = [
      { id: 'a', title: 'A', group: 'x', shortcut: 'esc' },
      { id: 'b', title: 'B', group: 'x', shortcut: 'ctrl+s, esc' },
    ]
    expect(commandFor(cmds, 'esc')?.id).toBe('b')
    expect(commandFor(cmds, 'g l')).toBeUndefined()
  })

  it('skips disabled commands, takes a fallback only when nothing else does, and in a field only those that work there', () => {
    const input = { id: 'search' } as unknown as HTMLElement
    const inPane = { id: 'lead-stage' } as unknown as HTMLElement
    const cmds: Command[] = [
      { id: 'leave', title: 'Leave', group: 'x', shortcut: 'esc', inInputs: true, fallback: true },
      { id: 'close', title: 'Close pane', group: 'x', shortcut: 'esc', inInputs: (f) => f === inPane },
      { id: 'edit', title: 'Edit', group: 'x', shortcut: 'e', disabled: 'Move to a row first' },
    ]
    expect(commandFor(cmds, 'e')).toBeUndefined()
    expect(commandFor(cmds, 'esc')?.id).toBe('close')
    expect(commandFor(cmds, 'esc', inPane)?.id).toBe('close')
    expect(commandFor(cmds, 'esc', input)?.id).toBe('leave')
    expect(commandFor([{ ...cmds[1], disabled: 'No pane' }, cmds[0]], 'esc')?.id).toBe('leave')
  })
})

describe('SequenceMatcher', () => {
  const known = new Set(['g l', 'g d', 'c l', '?'])

  it('completes a sequence typed in time', () => {
    const m = new SequenceMatcher(1000)
    expect(m.push('g', known, 0)).toBeNull()
    expect(m.push('l', known, 300)).toBe('g l')
    expect(m.push('?', known, 400)).toBe('?')
  })

  it('forgets a first key typed too long ago', () => {
    const m = new SequenceMatcher(1000)
    m.push('g', known, 0)
    expect(m.push('l', known, 2000)).toBeNull()
  })

  it('restarts on a key that breaks the sequence but starts another', () => {
    const m = new SequenceMatcher(1000)
    m.push('g', known, 0)
    expect(m.push('c', known, 100)).toBeNull()
    expect(m.push('l', known, 200)).toBe('c l')
    expect(m.push('x', known, 300)).toBeNull()
    expect(m.push('d', known, 400)).toBeNull()
  })
})

describe('matchesKey (the keys a control answers itself)', () => {
  const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  })

  it('matches named keys and combinations with exactly their modifiers', () => {
    expect(matchesKey('ctrl+enter,command+enter', press('Enter', { ctrlKey: true }))).toBe(true)
    expect(matchesKey('ctrl+enter,command+enter', press('Enter', { metaKey: true }))).toBe(true)
    expect(matchesKey('ctrl+enter,command+enter', press('Enter'))).toBe(false)
    expect(matchesKey('enter', press('Enter', { ctrlKey: true }))).toBe(false)
    expect(matchesKey('esc', press('Escape'))).toBe(true)
    expect(matchesKey('alt+up,alt+down', press('ArrowDown', { altKey: true }))).toBe(true)
    expect(matchesKey('up,down', press('ArrowDown', { altKey: true }))).toBe(false)
    expect(matchesKey('delete', press('Delete'))).toBe(true)
    expect(matchesKey('enter,comma', press(','))).toBe(true)
  })

  it('tells a letter from its Shift combination, and lets Shift make a character', () => {
    expect(matchesKey('x', press('x'))).toBe(true)
    expect(matchesKey('x', press('X', { shiftKey: true }))).toBe(false)
    expect(matchesKey('shift+x', press('X', { shiftKey: true }))).toBe(true)
    expect(matchesKey('?', press('?', { shiftKey: true }))).toBe(true)
    expect(matchesKey('g l', press('g'))).toBe(false)
  })
})

describe('control keys', () => {
  it('are left to their control: no command runs for them', () => {
    const cmds: Command[] = [
      { id: 'page', title: 'Page', group: 'x', shortcut: 'enter' },
      { id: 'field', title: 'Field', group: 'x', shortcut: 'enter', control: true },
    ]
    expect(commandFor(cmds, 'enter')?.id).toBe('page')
    expect(commandFor(cmds.slice(1), 'enter')).toBeUndefined()
  })
})
