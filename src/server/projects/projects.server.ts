import { projects } from '../../domain/resources/projects.ts'
import { defineServerExtension } from '../resources/extension.ts'

/** Projects on the server: their round-robin agents and FAQ items, kept in tables of their own. */
export const projectsServer = defineServerExtension(projects, {
  computed: {
    // in turn (project_agents; written by PATCH agents/{id})
    agents: `(select coalesce(array_agg(pa.agent_id order by pa.position), '{}') from project_agents pa where pa.project_id = projects.id)`,
    // in their order (project_faqs; written by the {id}/faq calls)
    faqs: `(select coalesce(json_agg(json_build_object('_id', f.id, 'question', f.question, 'answer', f.answer, 'enabled', f.enabled, 'order', f.position) order by f.position, f.created_at), '[]') from project_faqs f where f.project_id = projects.id)`,
  },
})
