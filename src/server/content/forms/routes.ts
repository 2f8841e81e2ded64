import type { FastifyInstance } from 'fastify'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { auth } from '../../http/access.ts'
import { enquiryToLead } from './toLead.ts'

/** Data forms' own call beside the registry's: an enquiry becomes a lead (updating the enquiry, adding the lead). */
export async function dataFormRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post(
    '/api/data-form/enquiries/:id/lead',
    { config: { access: { permissions: [P.ENQUIRY_UPDATE, P.LEAD_ADD], strict: true } } },
    async (req, reply) => {
      const { id } = req.params as { id: string }
      const answer = await enquiryToLead(db, auth(req), id)
      reply.status(201)
      return answer
    },
  )
}
