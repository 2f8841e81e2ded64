import { customers } from '../../domain/resources/customers.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { customerDeleteRules, customerRestoreRules } from './rules.ts'

/** Customers on the server: the trash's rules and the name the list shows and searches. */
export const customersServer = defineServerExtension(customers, {
  // a customer with live leads is not hidden under them
  beforeDelete: customerDeleteRules,
  // a restored customer's phone or e-mail may belong to another customer made meanwhile
  beforeRestore: customerRestoreRules,
  computed: { fullName: `trim(first_name || ' ' || last_name)` },
})
