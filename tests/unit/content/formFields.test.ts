// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { answerErrors, enquirer } from '../../../src/domain/content/dataForms.ts'
import { dataForms } from '../../../src/domain/resources/content/dataForms.ts'
import { fieldSchema } from '../../../src/domain/resources/schema.ts'
import { newItem } from '../../../src/web/resources/components/ItemsControl.tsx'

describe("a data form's fields", () => {
  it('a field added in the form builder passes the schema once its label and type are chosen (its switch off, no options)', () => {
    const item = { ...newItem(dataForms.fields.fields), label: 'Mobile', type: 'phone' }
    expect(item).toEqual({ label: 'Mobile', type: 'phone', required: false, options: [] })
    expect(fieldSchema('fields', dataForms.fields.fields).safeParse([item]).success).toBe(true)
  })

  it('take a phone in any format and tell who sent the enquiry', () => {
    const fields = [
      { label: 'Name', type: 'name' as const },
      { label: 'Mobile', type: 'phone' as const, required: true },
    ]
    expect(answerErrors(fields, { Name: 'Ali', Mobile: '00971 50 123 4567' })).toEqual([])
    expect(enquirer(fields, { Name: ' Ali ', Mobile: '050-123-4567' })).toEqual({
      name: 'Ali',
      email: null,
      phone: { phoneCode: '971', phone: '501234567', phoneNumber: '+971501234567' },
    })
    expect(answerErrors(fields, { Name: 'Ali' })).toEqual([{ path: 'answers.Mobile', message: 'Mobile is required.' }])
  })
})
