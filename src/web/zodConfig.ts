import { installValidationMessages } from '../domain/validationMessages.ts'

// zod's jitless mode (no new Function under the CSP) is set before any module loads: public/zod-jitless.js.

// Form errors read as the server's do: sentences naming the field.
installValidationMessages()
