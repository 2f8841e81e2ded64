import { expect, it } from 'vitest'
import { customers } from '../../../src/domain/resources/customers.ts'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import { defineServerExtension } from '../../../src/server/resources/extension.ts'
import { resourceDefs } from '../../../src/server/resources/registry.ts'

it('refuses an extension whose computed SQL misses or misnames a field of the declaration, when it loads', () => {
  expect(() => defineServerExtension(customers, {})).toThrow("no SQL for computed field 'fullName'")
  expect(() =>
    defineServerExtension(customers, { computed: { fullName: 'first_name', firstName: 'first_name' } }),
  ).toThrow("'firstName' is not a computed field")
})

it('joins every declaration with its extension: each computed field has its SQL on the server only', () => {
  for (const r of RESOURCES)
    for (const [name, f] of Object.entries(r.fields)) {
      expect('sql' in f, `${r.name}.${name} in the declaration`).toBe(false)
      if (f.computed) expect(resourceDefs[r.name].fields[name].sql, `${r.name}.${name}`).toBeTruthy()
    }
  expect(resourceDefs.customers.server.beforeDelete).toBeTypeOf('function')
  expect(resourceDefs.developers.server).toEqual({})
})
