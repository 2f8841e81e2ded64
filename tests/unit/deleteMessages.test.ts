import { describe, expect, it } from 'vitest'
import { DATA_IS_EMPTY, deleteMessages } from '../../src/domain/deleteMessages.ts'

describe('delete and export messages (spec 2 §8)', () => {
  it('builds the confirmation and results from the label', () => {
    expect(deleteMessages('customer', 'forGood')).toEqual({
      title: 'Are you sure you want to delete this customer?',
      warning: 'This action is irreversible.',
      Label: 'Customer',
      success: 'Customer has been deleted successfully',
      failure: 'An error occurred while deleting the Customer',
    })
    expect(deleteMessages('file', 'forGood').success).toBe('File has been deleted successfully')
    expect(DATA_IS_EMPTY).toBe('Data is empty')
  })

  it('says irreversible only of a delete for good: a record sent to the trash can be restored', () => {
    expect(deleteMessages('customer', 'trash').warning).toBe('It goes to the trash, where it can be restored.')
    expect(deleteMessages('customer', 'forGood').warning).toBe('This action is irreversible.')
    expect(deleteMessages('FAQ', 'undo').warning).toBe('You can undo it from the message that follows.')
  })
})
