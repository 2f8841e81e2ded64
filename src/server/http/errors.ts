import type { FastifyError, FastifyInstance } from 'fastify'
import { z } from 'zod'
import { installValidationMessages, sentences, unknownFieldsMessage } from '../../domain/validationMessages.ts'
import { t } from '../../domain/i18n/index.ts'

export interface FieldError {
  path: string
  message: string
}

/** An error with an HTTP status that the error handler answers as {statusCode, message, errors?}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors)
export const notFound = (message = t('messages.notFound')) => new HttpError(404, message)
export const forbidden = (message = t('messages.forbidden')) => new HttpError(403, message)
export const conflict = (message: string) => new HttpError(409, message)

const dotted = (parts: readonly (string | undefined)[]) => parts.filter((p) => p !== undefined && p !== '').join('.')

/**
 * The field errors of a zod failure: the path dotted for clients (prefix.field.0.sub, an unknown key's own
 * path), the message the sentence a person reads (domain/validationMessages.ts, installed as zod's error map).
 * `rename` maps the first path segment (the lead form's names to the API's).
 */
export function zodFieldErrors(
  err: z.ZodError,
  prefix?: string,
  rename: (key: string) => string = (k) => k,
): FieldError[] {
  return err.issues.flatMap((i) => {
    const path = i.path.map((p, n) => (n === 0 ? rename(String(p)) : String(p)))
    if (i.code === 'unrecognized_keys')
      return i.keys.map((k) => ({ path: dotted([prefix, ...path, k]), message: unknownFieldsMessage([k]) }))
    return [{ path: dotted([prefix, ...path]), message: i.message }]
  })
}

/** A 400 whose message is the field errors' sentences (no paths: those are in `errors`). */
export const invalid = (errors: FieldError[]) => badRequest(sentences(errors.map((e) => e.message)), errors)

/** Parses data with schema or throws a 400 listing every field error. */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown, prefix?: string): z.output<S> {
  const res = schema.safeParse(data)
  if (res.success) return res.data
  throw invalid(zodFieldErrors(res.error, prefix))
}

/**
 * Database refusals of a value sent (SQLSTATE class 22, data exception) as the sentence a person reads.
 * Input is validated before the database (http/input.ts, domain/input.ts); this is the last line of
 * defence, so a value a rule missed is still the caller's 400, not a 500.
 */
const DATA_EXCEPTIONS = {
  '22001': 'textTooLong',
  '22003': 'numberOutOfRange',
  '22007': 'dateInvalid',
  '22008': 'dateOutOfRange',
  '22021': 'badCharacter',
  '22P02': 'wrongFormat',
  '22P05': 'badCharacter',
} as const

/** The message of a database error caused by input, or null for any other error. */
function dataExceptionMessage(error: unknown): string | null {
  const code = (error as { code?: unknown })?.code
  if (typeof code !== 'string' || !code.startsWith('22')) return null
  return t(`messages.data.${DATA_EXCEPTIONS[code as keyof typeof DATA_EXCEPTIONS] ?? 'notValid'}`)
}

export function installErrorHandler(app: FastifyInstance) {
  // Every schema's messages in this process are sentences (the web installs the same map).
  installValidationMessages()
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, req, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, message: error.message, errors: error.errors })
    }
    if (error instanceof z.ZodError) {
      const errors = zodFieldErrors(error)
      return reply.status(400).send({ statusCode: 400, message: sentences(errors.map((e) => e.message)), errors })
    }
    const status = (error as FastifyError).statusCode
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ statusCode: status, message: error.message })
    }
    const refused = dataExceptionMessage(error)
    if (refused) {
      req.log.warn({ err: error }, 'database refused a value that passed validation')
      return reply.status(400).send({ statusCode: 400, message: refused })
    }
    req.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ statusCode: 500, message: t('messages.internal') })
  })
}
