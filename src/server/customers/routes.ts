import { formatList } from '../../domain/format.ts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CUSTOMER_SENSITIVE_FIELDS } from '../../domain/customers/model.ts'
import { normalizePhone } from '../../domain/customers/phone.ts'
import { customerFormSchema, customerPasswordSchema } from '../../domain/customers/schema.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { hashPassword } from '../auth/passwords.ts'
import { newId } from '../auth/tokens.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { badRequest, forbidden, notFound, parseOr400, invalid } from '../http/errors.ts'
import type { Db, DbRow, Queryable } from '../db/db.ts'
import { getById, getDef, nextCounter, parseFilter, readCtx } from '../resources/index.ts'
import { seesField } from '../resources/fieldRule.ts'
import { checkNotChanged, staleGuard } from '../resources/write.ts'
import { guardDuplicates } from './repo.ts'
import { loginUrlRoutes } from './loginUrl.ts'
import { customerLeadsRoutes } from './leads.ts'
import { t } from '../../domain/i18n/index.ts'

/** The :id of a customer route; anything but a uuid is as unknown as another asset's id. */
function customerId(req: FastifyRequest): string {
  const { id } = req.params as { id: string }
  if (!z.uuid().safeParse(id).success) throw notFound(t('customers.form.notFound'))
  return id
}

/**
 * A customer as the generic GET /api/customers/:id answers it (avatar populated), so a write answers
 * the same shape as a read; sensitive fields follow the caller's permission.
 */
async function readCustomer(req: FastifyRequest, db: Db, id: string) {
  const def = getDef('customers')
  return getById(readCtx(req, db), def, id, parseFilter(def, { populate: ['avatar'] }, auth(req)))
}

/** The stored customer as form values, for merging a partial update. */
const formValuesOf = (r: DbRow, sensitive: boolean) => ({
  firstName: r.first_name,
  lastName: r.last_name ?? '',
  avatar: r.avatar_id,
  enabled: r.enabled,
  doNotDisturb: r.do_not_disturb,
  type: r.type,
  ...(sensitive ? { email: r.email ?? '', phoneCode: r.phone_code ?? '', phone: r.phone ?? '' } : {}),
})
const statusBody = z.object({ enabled: z.boolean() })

/** Whether the caller reads and writes the customer's contact fields: the field rule over each of them. */
const canSeeSensitive = (a: AuthContext) => CUSTOMER_SENSITIVE_FIELDS.every((f) => seesField(a, 'customers', f))

/**
 * The form body: form values plus the active asset (spec 1 §7). The asset, when sent, must be the
 * caller's active asset; e-mail and phone are refused outright without VIEW_SENSITIVE_INFORMATION.
 */
function readForm(a: AuthContext, raw: unknown, existing?: Record<string, unknown>) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(t('errors.customers.bodyObject'))
  // updatedAt is the version the caller read (the stale-save check), not a value of the form
  const { asset, updatedAt: _read, ...sent } = raw as Record<string, unknown>
  if (asset !== undefined && asset !== a.assetId)
    throw invalid([{ path: 'asset', message: t('errors.notActiveAsset') }])
  const sensitive = canSeeSensitive(a)
  if (!sensitive) {
    const refused = CUSTOMER_SENSITIVE_FIELDS.filter((f) => f in sent)
    if (refused.length) throw forbidden(t('errors.customers.setForbidden', { fields: formatList(refused) }))
  }
  delete sent.phoneNumber
  // An update may send only some fields: the rules apply to the customer as it will be.
  const body = { ...existing, ...sent }
  const v = parseOr400(customerFormSchema({ sensitive }), body) as z.output<ReturnType<typeof customerFormSchema>> & {
    phoneCode?: string
    phone?: string
    email?: string | null
  }
  const phone = sensitive ? normalizePhone(v.phoneCode!, v.phone!) : null
  const email = sensitive ? v.email?.trim() || null : undefined
  return { v, phone, email, sensitive }
}

async function checkAvatar(q: Queryable, assetId: string, avatar: string | null | undefined) {
  if (!avatar) return
  const [f] = await q.query('select 1 from storage_files where id = $1 and asset_id = $2 and deleted_at is null', [
    avatar,
    assetId,
  ])
  if (!f) throw invalid([{ path: 'avatar', message: t('errors.customers.pictureNotFound') }])
}

export async function customerRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps

  app.post('/api/customers', { config: { access: { permissions: [P.CUSTOMER_ADD] } } }, async (req, reply) => {
    const a = auth(req)
    const { v, phone, email, sensitive } = readForm(a, req.body)
    const id = newId()
    await db.tx(async (q) => {
      await checkAvatar(q, a.assetId, v.avatar)
      if (sensitive) await guardDuplicates(q, a.assetId, phone?.phoneNumber, email)
      const number = await nextCounter(q, a.assetId, 'customerID', 'customers', 'customer_id')
      await q.query(
        `insert into customers (id, asset_id, customer_id, first_name, last_name, email, phone_code, phone, phone_number,
           avatar_id, enabled, do_not_disturb, type, input_source, creator_id, updated_by_id)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'CMS',$14,$14)`,
        [
          id,
          a.assetId,
          number,
          v.firstName.trim(),
          v.lastName?.trim() ?? '',
          email ?? null,
          phone?.phoneCode ?? null,
          phone?.phone ?? null,
          phone?.phoneNumber ?? null,
          v.avatar ?? null,
          v.enabled ?? true,
          v.doNotDisturb ?? false,
          v.type,
          a.userId,
        ],
      )
    })
    reply.status(201)
    return { data: await readCustomer(req, db, id) }
  })

  app.patch('/api/customers/:id', { config: { access: { permissions: [P.CUSTOMER_UPDATE] } } }, async (req) => {
    const a = auth(req)
    const id = customerId(req)
    // a save carrying the updatedAt it read answers 409 when the customer changed since, as every registry resource
    const seen = staleGuard(getDef('customers'), req.body)
    await db.tx(async (q) => {
      if (seen) await checkNotChanged(q, getDef('customers'), id, a.assetId, seen)
      const [row] = await q.query(
        `select first_name, last_name, avatar_id, enabled, do_not_disturb, type, email, phone_code, phone
           from customers where id = $1 and asset_id = $2 and deleted_at is null for update`,
        [id, a.assetId],
      )
      if (!row) throw notFound(t('customers.form.notFound'))
      const { v, phone, email, sensitive } = readForm(a, req.body, formValuesOf(row, canSeeSensitive(a)))
      await checkAvatar(q, a.assetId, v.avatar)
      const params: unknown[] = [
        id,
        a.assetId,
        v.firstName.trim(),
        v.lastName?.trim() ?? '',
        v.avatar ?? null,
        v.enabled ?? true,
        v.doNotDisturb ?? false,
        v.type,
        a.userId,
      ]
      let set = `first_name = $3, last_name = $4, avatar_id = $5, enabled = $6, do_not_disturb = $7, type = $8, updated_by_id = $9, updated_at = now()`
      if (sensitive) {
        await guardDuplicates(q, a.assetId, phone?.phoneNumber, email, id)
        params.push(email ?? null, phone?.phoneCode ?? null, phone?.phone ?? null, phone?.phoneNumber ?? null)
        set += `, email = $10, phone_code = $11, phone = $12, phone_number = $13`
      }
      await q.query(`update customers set ${set} where id = $1 and asset_id = $2`, params)
    })
    return { data: await readCustomer(req, db, id) }
  })

  app.patch(
    '/api/customers/:id/change-status',
    { config: { access: { permissions: [P.CUSTOMER_UPDATE] } } },
    async (req) => {
      const a = auth(req)
      const id = customerId(req)
      const { enabled } = parseOr400(statusBody, req.body ?? {})
      const rows = await db.query(
        'update customers set enabled = $3, updated_by_id = $4, updated_at = now() where id = $1 and asset_id = $2 and deleted_at is null returning id',
        [id, a.assetId, enabled, a.userId],
      )
      if (!rows.length) throw notFound(t('customers.form.notFound'))
      return { data: await readCustomer(req, db, id) }
    },
  )

  // Portal credentials: add-credentials creates them, change-password replaces the password.
  for (const [action, mustExist] of [
    ['add-credentials', false],
    ['change-password', true],
  ] as const) {
    app.patch(
      `/api/customers/:id/${action}`,
      { config: { access: { permissions: [P.CUSTOMER_UPDATE] } } },
      async (req) => {
        const a = auth(req)
        const id = customerId(req)
        const { password } = parseOr400(customerPasswordSchema, req.body ?? {})
        const [row] = await db.query(
          'select login_password_hash is not null as has from customers where id = $1 and asset_id = $2 and deleted_at is null',
          [id, a.assetId],
        )
        if (!row) throw notFound(t('customers.form.notFound'))
        if (mustExist && !row.has) throw badRequest(t('errors.customers.noCredentials'))
        if (!mustExist && row.has) throw badRequest(t('errors.customers.hasCredentials'))
        await db.query(
          'update customers set login_password_hash = $3, login_enabled = true, updated_by_id = $4, updated_at = now() where id = $1 and asset_id = $2',
          [id, a.assetId, await hashPassword(password), a.userId],
        )
        return { data: await readCustomer(req, db, id) }
      },
    )
  }

  await loginUrlRoutes(app, deps)
  await customerLeadsRoutes(app, deps)
}
