// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { csvRows } from '../../../src/web/ui/lists/ExportButton.tsx'

it('counts a CSV’s records, not its line breaks: a quoted cell may hold some, and a chunk may end inside it', () => {
  const read = { quoted: false, rows: 0 }
  const bytes = new TextEncoder().encode('Name,Notes\nA,"two\nlines"\nB,"say ""hi""\n"\n')
  csvRows(bytes.slice(0, 20), read)
  csvRows(bytes.slice(20), read)
  expect(read.rows).toBe(3)
})
