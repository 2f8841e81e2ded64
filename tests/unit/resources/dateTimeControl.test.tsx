// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import dayjs from 'dayjs'
import type { FieldDef } from '../../../src/domain/resources/types.ts'
import { FieldControl } from '../../../src/web/resources/components/FieldControl.tsx'

afterEach(cleanup)

const PUBLISHED: FieldDef = { type: 'date', label: 'Publish Date' }
let values: () => Record<string, unknown> = () => ({})
function Form({ at }: { at: string | null }) {
  const form = useForm<Record<string, unknown>>({ defaultValues: { publishedAt: at } })
  values = form.getValues
  return (
    <>
      <label htmlFor="p">Publish Date</label>
      <FieldControl name="publishedAt" field={PUBLISHED} id="p" control={form.control} files={new Map()} />
    </>
  )
}

it('shows a stored instant in the date-time input the browser takes, and sends back an instant the schema accepts', () => {
  // a record's publish date as the API answers it
  const stored = '2026-01-28T11:48:43.664Z'
  render(<Form at={stored} />)
  const box = screen.getByLabelText('Publish Date') as HTMLInputElement
  expect(box.value).toBe(dayjs(stored).format('YYYY-MM-DDTHH:mm'))
  fireEvent.change(box, { target: { value: '2026-03-01T09:30' } })
  expect(values().publishedAt).toBe(dayjs('2026-03-01T09:30').toISOString())
  fireEvent.change(box, { target: { value: '' } })
  expect(values().publishedAt).toBeNull()
})
