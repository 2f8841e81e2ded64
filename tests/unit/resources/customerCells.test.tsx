// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { customers } from '../../../src/domain/resources/customers.ts'
import { Cell } from '../../../src/web/resources/components/Cell.tsx'

afterEach(cleanup)

/** The customers list's picture column, as the hand-made table showed it: the uploaded picture, else the imported one, else initials. */
const pictureKind = () => customers.list!.columns.find((c) => c.field === 'avatar')!.cell

it('shows an uploaded picture, else the imported image, else the initials', () => {
  const row = { firstName: 'Hessa', lastName: 'Kareem', imageUrl: 'https://img.example/h.jpg' }
  const uploaded = render(
    <Cell
      field={customers.fields.avatar}
      value={{ _id: 'f1', file: '/files/f1.jpg' }}
      kind={pictureKind()}
      row={row}
    />,
  )
  expect(uploaded.container.querySelector('img')?.getAttribute('src')).toBe('/files/f1.jpg')
  cleanup()
  const imported = render(<Cell field={customers.fields.avatar} value={null} kind={pictureKind()} row={row} />)
  expect(imported.container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/h.jpg')
  cleanup()
  const none = render(
    <Cell field={customers.fields.avatar} value={null} kind={pictureKind()} row={{ ...row, imageUrl: null }} />,
  )
  expect(none.container.textContent).toBe('HK')
})
