import { useCallback, useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Plus } from 'lucide-react'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { t } from '../../../domain/i18n/index.ts'
import type { RoutingAgent, RoutingRule } from '../../../domain/leads/routing.ts'
import { ruleName } from '../../../domain/leads/routingText.ts'
import { P } from '../../../domain/permissions.ts'
import { http } from '../../lib/http.ts'
import { useApi } from '../../lib/useApi.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom } from '../../state/session.ts'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { toast } from '../../ui/toast.tsx'
import { DATA, WithData } from '../../ui/WithData.tsx'
import { primaryCls } from '../editor/controls/styles.ts'
import { AvailabilityPanel } from './AvailabilityPanel.tsx'
import { RuleForm } from './RuleForm.tsx'
import { RuleList } from './RuleList.tsx'
import { testMisses } from './summary.ts'
import { EMPTY_SAMPLE, sampleFacts, TestLeadBox, type SampleLead } from './TestLeadBox.tsx'

interface Routing {
  rules: RoutingRule[]
  timeZone: string
  agents: RoutingAgent[]
}

/**
 * /settings/lead-routing: the asset's routing rules in order (first match wins, then its fallbacks, then
 * the default rule), a rule's form, a "test a lead" box and the agents' availability.
 */
export default function LeadRoutingPage(_: PageProps) {
  const can = useAtomValue(canAtom)
  const editable = can([P.LEAD_SETTING_UPDATE])
  const { data, error, mutate } = useApi<{ data: Routing }>('/api/settings/lead-routing')
  const projectsRes = useApi<{ data: Array<{ _id: string; name: string }> }>(
    can([P.PROJECTS_VIEW]) ? '/api/properties/projects' : null,
    { limit: -1 },
  )
  const projects = projectsRes.data?.data ?? []
  const [editing, setEditing] = useState<RoutingRule | 'new' | null>(null)
  const [deleting, setDeleting] = useState<RoutingRule | null>(null)
  const [sample, setSample] = useState<SampleLead>(EMPTY_SAMPLE)
  const routing = data?.data
  const names = useMemo(
    () =>
      new Map([
        ...(routing?.agents ?? []).map((a) => [a._id, a.name] as const),
        ...projects.map((p) => [p._id, p.name] as const),
      ]),
    [routing, projects],
  )
  const name = useCallback((id: string) => names.get(id) ?? t('routing.page.removedRecord'), [names])
  // live as the sample is typed
  const testMiss = useMemo(
    () => (routing && sample !== EMPTY_SAMPLE ? testMisses(routing.rules, sampleFacts(sample), name) : undefined),
    [routing, sample, name],
  )
  useRegisterCommands(
    'lead-routing',
    editable
      ? [
          {
            id: 'lead-routing.new',
            title: t('routing.page.newRuleCommand'),
            group: t('routing.page.group'),
            shortcut: 'n',
            run: () => setEditing('new'),
          },
        ]
      : [],
    [editable],
  )

  if (error)
    return (
      <p className="p-6 text-sm text-red-600" role="alert">
        {(error as Error).message || t('common.somethingWentWrong')}
      </p>
    )
  if (!routing) return <p className="p-6 text-sm text-slate-500">{t('common.loading')}…</p>

  async function move(id: string, by: -1 | 1) {
    const ids = routing!.rules.filter((r) => !r.isDefault).map((r) => r._id)
    const i = ids.indexOf(id)
    ;[ids[i], ids[i + by]] = [ids[i + by], ids[i]]
    const byId = new Map(routing!.rules.map((r) => [r._id, r]))
    const rules = [...ids.map((x) => byId.get(x)!), ...routing!.rules.filter((r) => r.isDefault)]
    await mutate({ data: { ...routing!, rules } }, false)
    try {
      await http('PUT', '/api/settings/lead-routing/order', { body: { ids } })
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
    await mutate()
  }
  const saved = async () => {
    setEditing(null)
    await mutate()
  }
  const editingRule = editing === 'new' ? null : editing
  return (
    <div className="pb-6">
      <PageHeader
        title={t('routing.page.title')}
        subtitle={
          // the asset's time zone is its setting, as stored ('Asia/Dubai')
          <WithData sentence={t('routing.page.subtitle', { timeZone: DATA })} values={[routing.timeZone]} />
        }
        actions={
          editable && (
            <button type="button" className={primaryCls} onClick={() => setEditing('new')} aria-keyshortcuts="n">
              <Plus className="size-4" aria-hidden /> {t('routing.page.newRule')}
            </button>
          )
        }
      />
      <div className="mx-4 grid items-start gap-4 sm:mx-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-4">
          {editing && (
            <Card
              title={
                editingRule ? t('routing.page.editRule', { name: ruleName(editingRule) }) : t('routing.page.newRule')
              }
            >
              <RuleForm
                key={editingRule?._id ?? 'new'}
                rule={editingRule}
                agents={routing.agents}
                projects={projects}
                onSaved={saved}
                onCancel={() => setEditing(null)}
              />
            </Card>
          )}
          <section className="rounded-lg border border-slate-200 bg-white shadow-xs">
            <h2 className="flex items-center justify-between border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
              {t('routing.page.rules')}
              <span className="text-xs font-normal text-slate-500">{t('routing.page.rulesKeys')}</span>
            </h2>
            <RuleList
              rules={routing.rules}
              editable={editable}
              agentName={name}
              projectName={name}
              testMiss={testMiss}
              onMove={move}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </section>
        </div>
        <div className="grid gap-4">
          <Card title={t('routing.page.testLead')}>
            <TestLeadBox sample={sample} onChange={setSample} projects={projects} />
          </Card>
          <Card title={t('routing.page.availability')}>
            <AvailabilityPanel
              agents={routing.agents}
              timeZone={routing.timeZone}
              editable={editable}
              onChanged={() => mutate()}
            />
          </Card>
        </div>
      </div>
      <ConfirmDelete
        label={t('routing.page.deleteLabel')}
        target={deleting ? ruleName(deleting) : null}
        kind="forGood"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          await http('DELETE', `/api/settings/lead-routing/rules/${deleting!._id}`)
          await mutate()
        }}
      />
    </div>
  )
}
