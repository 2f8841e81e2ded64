/** What other areas use from customers: the form and the 'Add New Customer' drawer. */
export { CustomerForm, type CustomerFormProps } from './CustomerForm.tsx'
export { CustomerDrawer } from './CustomerDrawer.tsx'
