import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/keyboard.md lists every key the console answers to. A key is declared in code in a few forms: a command's or
 * a control's `shortcut` (also a <Kbd shortcut="…">), a menu destination's GO_KEYS, a declaration's
 * `palette.createShortcut`, a lead action's `key`, the palette's own KEYS, a rich text tool's `keys`, a row's move
 * keys. Each alternative of each declared key must appear in the page, written as code (`ctrl+enter`).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8')

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(dir, f))
}

const block = (text: string, start: string) => {
  const from = text.indexOf(start)
  return from < 0 ? '' : text.slice(from, text.indexOf('}', from))
}

function declaredKeys(): Map<string, string> {
  const keys = new Map<string, string>()
  const add = (spec: string, where: string) => {
    for (const k of spec.split(',')) if (k.trim()) keys.set(k.trim(), where)
  }
  for (const file of [...sources('commands'), ...sources('src/web'), ...sources('src/domain/resources')]) {
    const text = read(file)
    for (const m of text.matchAll(/shortcut[:=]\s*\{?\s*['"]([^'"]+)['"]/g)) add(m[1], file)
    for (const m of text.matchAll(/shortcut:\s*\w+\s*\?\s*'([^']+)'\s*:\s*'([^']+)'/g)) add(`${m[1]},${m[2]}`, file)
    for (const m of text.matchAll(/createShortcut:\s*'([^']+)'/g)) add(m[1], file)
    for (const m of text.matchAll(/\[\s*'(?:up|down)',\s*'(alt\+(?:up|down))'/g)) add(m[1], file)
  }
  const shell = read('commands/shell.ts')
  for (const m of block(shell, 'const GO_KEYS').matchAll(/:\s*'([^']+)'/g)) add(m[1], 'commands/shell.ts GO_KEYS')
  const palette = read('src/web/shell/palette/paletteKeys.ts')
  for (const m of block(palette, 'const KEYS').matchAll(/:\s*'([^']+)'/g)) add(m[1], 'paletteKeys.ts KEYS')
  for (const m of read('src/domain/activities/leadActions.ts').matchAll(/key:\s*'([^']+)'/g))
    add(m[1], 'src/domain/activities/leadActions.ts')
  for (const m of read('src/web/richText/RichTextEditor.tsx').matchAll(/keys:\s*'([^']+)'/g))
    add(m[1].toLowerCase(), 'src/web/richText/RichTextEditor.tsx')
  return keys
}

describe('docs/keyboard.md', () => {
  const doc = read('docs/keyboard.md')
  const keys = declaredKeys()

  it('finds the declared keys (the scan still reads the places keys are declared)', () => {
    for (const k of ['ctrl+k', '?', 'g l', 'c c', 'alt+n', 'l', 'ctrl+n', 'ctrl+shift+8', 'alt+up'])
      expect(keys.has(k)).toBe(true)
  })

  it('lists every declared key', () => {
    const missing = [...keys].filter(([k]) => !doc.includes(`\`${k}\``)).map(([k, where]) => `\`${k}\` (${where})`)
    expect(missing, `keys declared in code but not in docs/keyboard.md: ${missing.join(', ')}`).toEqual([])
  })
})
