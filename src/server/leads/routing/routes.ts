import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CONTACT_TYPES, LEAD_TYPES, MARKETS } from '../../../domain/leads/constants.ts'
import { availabilitySchema, routingRuleInputSchema, type RoutingAgent } from '../../../domain/leads/routing.ts'
import { lineText, type RoutingLogEntry } from '../../../domain/leads/routingChain.ts'
import { text, TEXT_MAX } from '../../../domain/input.ts'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { auth } from '../../http/access.ts'
import { notFound, parseOr400 } from '../../http/errors.ts'
import { isUuid } from '../../resources/index.ts'
import { leadScopeParams, leadVisibility } from '../scope.ts'
import { AGENT_JSON, loadRoutingInputs } from './inputs.ts'
import { registerRoutingPoolEnd } from './pool.ts'
import { previewRouting, readRouting } from './route.ts'
import { createRule, deleteRule, orderRules, updateRule } from './rules.ts'
import { t } from '../../../domain/i18n/index.ts'

const VIEW = { access: { permissions: [P.LEAD_SETTING_VIEW] } }
const UPDATE = { access: { permissions: [P.LEAD_SETTING_UPDATE] } }

const word = (label: string) => text(TEXT_MAX.short, label).trim().nullish()

/** A sample lead for the settings page's test: what the criteria read. */
const sampleSchema = z
  .object({
    source: word('Source'),
    sourceChannel: word('Source Channel'),
    contactType: z.enum(CONTACT_TYPES).nullish(),
    market: z.enum(MARKETS).nullish(),
    listing: z.guid().nullish(),
    project: z.guid().nullish(),
    community: word('Community'),
    location: word('Location'),
    minBudget: z.number().min(0).max(1e12).nullish(),
    maxBudget: z.number().min(0).max(1e12).nullish(),
    leadType: z.enum(LEAD_TYPES).nullish(),
  })
  .strict()

const orderSchema = z.object({ ids: z.array(z.guid()).max(500) }).strict()

/**
 * Routing rules under /api/settings/lead-routing (LEAD_SETTING_VIEW reads, LEAD_SETTING_UPDATE writes),
 * the agents' availability, and a lead's routing log ("Why this agent").
 */
export async function leadRoutingRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerRoutingPoolEnd()
  // The rules in order (the default last), the asset's time zone and its enabled agents with their availability.
  app.get('/api/settings/lead-routing', { config: VIEW }, async (req) => {
    const assetId = auth(req).assetId
    const [inputs, agents] = await Promise.all([
      loadRoutingInputs(db, assetId),
      db.query<{ a: RoutingAgent }>(
        `select ${AGENT_JSON} as a from team_members m where m.asset_id = $1 and m.deleted_at is null and m.enabled order by m.name`,
        [assetId],
      ),
    ])
    return { data: { rules: inputs.rules, timeZone: inputs.timeZone, agents: agents.map((r) => r.a) } }
  })

  app.post('/api/settings/lead-routing/rules', { config: UPDATE }, async (req, reply) => {
    const a = auth(req)
    const id = await createRule(db, a.assetId, parseOr400(routingRuleInputSchema, req.body ?? {}))
    return reply.status(201).send({ data: { _id: id } })
  })

  app.put<{ Params: { id: string } }>('/api/settings/lead-routing/rules/:id', { config: UPDATE }, async (req) => {
    const a = auth(req)
    await updateRule(db, a.assetId, req.params.id, parseOr400(routingRuleInputSchema, req.body ?? {}))
    return { data: { _id: req.params.id } }
  })

  app.delete<{ Params: { id: string } }>('/api/settings/lead-routing/rules/:id', { config: UPDATE }, async (req) => {
    await deleteRule(db, auth(req).assetId, req.params.id)
    return { data: { _id: req.params.id } }
  })

  app.put('/api/settings/lead-routing/order', { config: UPDATE }, async (req) => {
    const { ids } = parseOr400(orderSchema, req.body ?? {})
    await orderRules(db, auth(req).assetId, ids)
    return { data: { ids } }
  })

  // Which rule and agent a sample lead would get now, with the log; nothing advances or counts.
  app.post('/api/settings/lead-routing/test', { config: VIEW }, async (req) => {
    const assetId = auth(req).assetId
    const sample = parseOr400(sampleSchema, req.body ?? {})
    const result = await previewRouting(db, await readRouting(db, assetId, sample))
    return { data: { ...result, log: inReadersLanguage(result.log) } }
  })

  app.put<{ Params: { id: string } }>(
    '/api/settings/lead-routing/agents/:id/availability',
    { config: UPDATE },
    async (req) => {
      const a = auth(req)
      const v = parseOr400(availabilitySchema, req.body ?? {})
      const rows = isUuid(req.params.id)
        ? await db.query<{ a: RoutingAgent }>(
            `update team_members m set routing_paused = $3, working_hours = $4, updated_at = now()
            where m.id = $1 and m.asset_id = $2 and m.deleted_at is null returning ${AGENT_JSON} as a`,
            [req.params.id, a.assetId, v.paused, v.workingHours === null ? null : JSON.stringify(v.workingHours)],
          )
        : []
      if (!rows.length) throw notFound(t('errors.leads.teamMemberNotFound'))
      return { data: rows[0].a }
    },
  )

  // A lead's routing log, newest routing last; the lead scope applies (another's lead is not found).
  app.get<{ Params: { id: string } }>(
    '/api/properties/leads/:id/routing-log',
    { config: { access: { permissions: [P.LEADS_REPORT_VIEW] } } },
    async (req) => {
      const a = auth(req)
      if (!isUuid(req.params.id)) throw notFound(t('messages.leadNotFound'))
      const params: unknown[] = [req.params.id, a.assetId]
      const [lead] = await db.query(
        `select id from leads where id = $1 and asset_id = $2 and deleted_at is null and ${leadScopeParams(leadVisibility(a), 'agent_id', params)}`,
        params,
      )
      if (!lead) throw notFound(t('messages.leadNotFound'))
      const rows = await db.query<{ entries: RoutingLogEntry[] }>(
        `select g.id as "_id", g.created_at as "createdAt", g.rule_id as "ruleId", g.entries,
              case when m.id is null then null else json_build_object('_id', m.id, 'name', m.name) end as agent
         from lead_routing_logs g left join team_members m on m.id = g.agent_id
        where g.lead_id = $1 order by g.created_at, g.id`,
        [req.params.id],
      )
      return { data: rows.map((r) => ({ ...r, entries: inReadersLanguage(r.entries) })) }
    },
  )
}

/** A log's lines with `text` in the request's language (the key and values stay for the console to read). */
const inReadersLanguage = (entries: RoutingLogEntry[]) => entries.map((e) => ({ ...e, text: lineText(e) }))
