import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every key the console answers is listed in the '?' help: page keys are commands (the help is built from
 * them), and a control that answers keys itself declares them with useControlKeys, whose handler runs only
 * the declared keys. So no code in src/web answers keys another way, except these files, each for its reason.
 */
const ALLOWED: Record<string, string> = {
  'shell/useShortcuts.ts': 'the shortcut binder: hotkeys-js for the registered commands',
  'shell/useControlKeys.ts': "the declared controls' key handler",
  'leads/editor/controls/usePicker.ts': "refines the combobox's own Enter (picks the first match once it has loaded)",
  'leads/editor/controls/SearchSelect.tsx': "notes whether the combobox's own Enter picked, answers no key itself",
  'richText/RichTextEditor.tsx':
    'ProseMirror key hooks (Alt+F10, Ctrl+Enter left to the form), declared as rich-text.*',
  'content/PricingTableGrid.tsx':
    'the pricing grid, a spreadsheet (typing over a cell edits it): its keys in its own hint line',
}

const KEY_CODE =
  /\bonKey(Down|Up|Press)(Capture)?\s*[=:]|addEventListener\(\s*['"`]key|\bhotkeys\(|\bhandleKeyDown\b|\bhandleDOMEvents\b/

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    return d.isDirectory() ? sources(p) : /\.tsx?$/.test(d.name) ? [p] : []
  })
}

describe('key handlers in the web app', () => {
  const web = path.resolve(import.meta.dirname, '../../../src/web')
  const answering = sources(web)
    .filter((f) => KEY_CODE.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(web, f).split(path.sep).join('/'))
    .sort()

  it('answer keys only through commands and declared control keys (useControlKeys)', () => {
    expect(answering.filter((f) => !(f in ALLOWED))).toEqual([])
  })

  it('lists no exception that no longer answers keys', () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(answering)
  })
})
