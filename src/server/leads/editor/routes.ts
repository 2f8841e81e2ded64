import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  CONTACT_TYPES,
  CUSTOMER_TYPES,
  LEAD_ACTIONS,
  LEAD_STAGES,
  LEAD_TYPES,
} from '../../../domain/leads/constants.ts'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { auth } from '../../http/access.ts'
import { badRequest, notFound, parseOr400, invalid } from '../../http/errors.ts'
import { idempotencyKeyOf } from '../../http/idempotency.ts'
import { findInitialAgent, limitsWarning } from './assignment.ts'
import { autoSlaDates, loadLeadSettings } from './leadSettings.ts'
import { editorExtras, editorLead, readLead } from './leadRow.ts'
import { createLead, updateLead } from './leadWrite.ts'
import { isUuid } from '../../resources/index.ts'
import { leadScopeParams, leadVisibility } from '../scope.ts'
import { t } from '../../../domain/i18n/index.ts'

const WRITE = [P.LEAD_ADD, P.LEAD_UPDATE]
const blank = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v)
const id = z.preprocess(blank, z.guid().optional())
const opt = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional())

const initialAgentQuery = z.object({
  listing: id,
  project: id,
  agent: id,
  customer: id,
  parentId: id,
  lead: id,
  leadType: opt(LEAD_TYPES),
  // What routing rules may match on besides the listing or project (optional: a rule on them does not match without).
  source: z.preprocess(blank, z.string().max(200).optional()),
  contactType: opt(CONTACT_TYPES),
  stage: z.preprocess(blank, z.string().max(60).optional()),
  action: opt(LEAD_ACTIONS),
  customerType: opt(CUSTOMER_TYPES),
  asset: z.string().max(60).optional(),
})

const budgetQuery = z.object({ listing: id, project: id, asset: z.string().max(60).optional() })

const slaBody = z.object({
  asset: z.string().max(60).nullish(),
  lead: id.nullable(),
  agent: id.nullable(),
  sendToPool: z.boolean().nullish(),
  stage: z.string().max(60).nullish(),
  action: z.string().max(60).nullish(),
  parentId: id.nullable(),
  customerType: z.preprocess(blank, z.enum(CUSTOMER_TYPES).nullish()),
})

const DEFAULT_SOURCES = [
  'Website',
  'Property Finder',
  'Bayut',
  'Dubizzle',
  'Referral',
  'Walk In',
  'Social Media',
  'Phone Call',
  'Email Campaign',
]

/** The lead editor's API (spec 1 §7, leads): create, update and the form's helper calls. */
export async function leadEditorRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post('/api/properties/leads', { config: { access: { permissions: [P.LEAD_ADD] } } }, async (req, reply) => {
    const answer = await createLead(db, auth(req), req.body, idempotencyKeyOf(req.headers))
    return reply.status(201).type('application/json; charset=utf-8').send(answer)
  })

  // The update page's read: the lead in the active asset with its listing reference and child leads.
  app.get<{ Params: { id: string } }>(
    '/api/properties/leads/cms/:id',
    { config: { access: { permissions: [P.LEAD_UPDATE] } } },
    async (req) => {
      const a = auth(req)
      const lead = isUuid(req.params.id) ? await readLead(db, a.assetId, req.params.id, leadVisibility(a)) : null
      if (!lead) throw notFound(t('messages.leadNotFound'))
      const extras = await editorExtras(db, [req.params.id])
      return { data: editorLead(lead, extras.get(req.params.id)) }
    },
  )

  app.patch<{ Params: { id: string } }>(
    '/api/properties/leads/cms/:id',
    { config: { access: { permissions: [P.LEAD_UPDATE] } } },
    async (req) => ({
      data: await updateLead(db, auth(req), req.params.id, req.body),
    }),
  )

  app.get('/api/properties/leads/initial-agent', { config: { access: { permissions: WRITE } } }, async (req) => {
    const a = auth(req)
    const qy = parseOr400(initialAgentQuery, req.query)
    const found = await findInitialAgent(db, a.assetId, {
      agent: qy.agent,
      customer: qy.customer,
      listing: qy.listing,
      project: qy.project,
      excludeLead: qy.lead,
      source: qy.source,
      sourceChannel: 'CMS',
      contactType: qy.contactType,
      leadType: qy.leadType,
    })
    return {
      data: {
        agent: found.agent,
        parent: found.parent,
        notFound: found.notFound,
        pool: found.routing?.pool ? { windowMinutes: found.routing.pool.windowMinutes } : null,
        limitsWarning: await limitsWarning(db, a.assetId, found.agent),
      },
    }
  })

  app.get('/api/properties/leads/budget', { config: { access: { permissions: WRITE } } }, async (req) => {
    const a = auth(req)
    const qy = parseOr400(budgetQuery, req.query)
    if (!qy.listing && !qy.project) throw badRequest(t('errors.leads.listingOrProject'))
    const [r] = qy.listing
      ? await db.query(
          `select price as min, price as max from listings where id = $1 and asset_id = $2 and deleted_at is null`,
          [qy.listing, a.assetId],
        )
      : await db.query(
          `select min_price as min, max_price as max from projects where id = $1 and asset_id = $2 and deleted_at is null`,
          [qy.project, a.assetId],
        )
    if (!r) throw notFound(t(qy.listing ? 'errors.leads.listingNotFound' : 'errors.projects.notFound'))
    return { data: { minBudget: r.min ?? null, maxBudget: r.max ?? null } }
  })

  app.post('/api/properties/leads/lead-pool-sla', { config: { access: { permissions: WRITE } } }, async (req) => {
    const a = auth(req)
    const b = parseOr400(slaBody, req.body ?? {})
    if (b.lead) {
      const params: unknown[] = [b.lead, a.assetId]
      const [l] = await db.query(
        `select parent_id from leads where id = $1 and asset_id = $2 and deleted_at is null and ${leadScopeParams(leadVisibility(a), 'agent_id', params, 'escalated_to_ids')}`,
        params,
      )
      if (!l) throw notFound(t('messages.leadNotFound'))
      if (l.parent_id) throw badRequest(t('messages.childLead'))
    }
    let agent = null
    if (b.agent) {
      const [m] = await db.query(
        'select id as "_id", name from team_members where id = $1 and asset_id = $2 and deleted_at is null',
        [b.agent, a.assetId],
      )
      if (!m) throw invalid([{ path: 'agent', message: t('errors.missing.agent') }])
      agent = m as { _id: string; name: string }
    }
    const dates = autoSlaDates(await loadLeadSettings(db, a.assetId), {
      sendToPool: !!b.sendToPool,
      customerType: b.customerType,
    })
    return { data: { ...dates, limitsWarning: await limitsWarning(db, a.assetId, agent) } }
  })

  app.get(
    '/api/properties/leads/stages',
    { config: { access: { permissions: [P.LEADS_REPORT_VIEW, ...WRITE] } } },
    async () => ({
      data: [...LEAD_STAGES],
    }),
  )

  // Sources: the usual channels plus every source the asset's leads already use.
  app.get(
    '/api/properties/leads/v2/source',
    { config: { access: { permissions: [P.LEADS_REPORT_VIEW, ...WRITE] } } },
    async (req) => {
      const rows = await db.query<{ source: string }>(
        `select distinct source from leads where asset_id = $1 and source is not null and deleted_at is null order by source limit 500`,
        [auth(req).assetId],
      )
      const all = new Set([...DEFAULT_SOURCES, ...rows.map((r) => r.source)])
      return { data: [...all].sort((x, y) => x.localeCompare(y)) }
    },
  )
}
