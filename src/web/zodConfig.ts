import { z } from 'zod'
import { installValidationMessages } from '../domain/validationMessages.ts'

// The console runs under a Content-Security-Policy without 'unsafe-eval': zod must not compile its
// parsers with new Function (even its probe for it raises a violation). main.tsx imports this first,
// since an object schema decides when it is built.
z.config({ jitless: true })

// Form errors read as the server's do: sentences naming the field (issue 13 item 10).
installValidationMessages()
