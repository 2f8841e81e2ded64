import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useAtomValue } from 'jotai'
import { LoaderCircle, X } from 'lucide-react'
import { P } from '../../../domain/permissions.ts'
import { nothingToSave } from '../../../domain/saveMessages.ts'
import { formFieldName, toLeadApiBody } from '../../../domain/leads/leadApi.ts'
import {
  defaultLeadValues,
  leadFormSchema,
  requiredFields,
  type LeadField,
  type LeadFormValues,
} from '../../../domain/leads/leadForm.ts'
import type { Transition } from '../../../domain/leads/transitions.ts'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { api, type ApiError } from '../../lib/http.ts'
import { activeAssetIdAtom, canAtom } from '../../state/session.ts'
import { toast } from '../../ui/toast.tsx'
import { AssignmentCard } from './cards/AssignmentCard.tsx'
import { ChildLeadsCard } from './cards/ChildLeadsCard.tsx'
import { CustomerCard } from './cards/CustomerCard.tsx'
import { DetailsCard } from './cards/DetailsCard.tsx'
import { PreferencesCard } from './cards/PreferencesCard.tsx'
import { SlaCard } from './cards/SlaCard.tsx'
import { TypeCard } from './cards/TypeCard.tsx'
import { QuickUpdate } from './cards/MostUsedFields.tsx'
import { UtmCard } from './cards/UtmCard.tsx'
import { DiscardChanges } from './DiscardChanges.tsx'
import { editorCommands, type EditorHandle } from './editorCommands.ts'
import { PaneSummary } from './PaneSummary.tsx'
import { PaneActivities } from '../../activities/PaneActivities.tsx'
import { SaveBar } from './SaveBar.tsx'
import { EditorContext, type EditorState, type LoadedLead } from './EditorContext.ts'
import { useLeadEffects } from './hooks/useLeadEffects.ts'
import { useLeadOptions } from './hooks/useLeadOptions.ts'
import { leadToForm } from './leadToForm.ts'
import { AcceptActions } from '../pool/AcceptActions.tsx'
import { ChangedElsewhereNotice } from '../../live/ChangedElsewhereNotice.tsx'
import { useChangedElsewhere } from '../../live/useChangedElsewhere.ts'
import { t } from '../../../domain/i18n/index.ts'

export interface LeadEditorProps {
  leadId?: string
  mode: 'create' | 'update'
  variant?: 'page' | 'pane'
  /** After a successful save, with the saved lead. */
  onSaved?: (lead: { _id: string; leadID: number }) => void
  /** Leave the editor (back, or close the pane); also after a lead that cannot be edited. */
  onClose?: () => void
}

const resolver = zodResolver(leadFormSchema) as unknown as Resolver<LeadFormValues>

/** Scrolls to and focuses the first invalid control in document order (spec 1 §5). */
function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!el) return
    el.scrollIntoView({ block: 'center', behavior: 'smooth' })
    el.focus({ preventScroll: true })
  })
}

/** The first control that takes focus: where the editor puts the cursor when it opens (Stage, on update). */
const FIRST_FIELD = 'input:not([disabled]):not([type=hidden]), textarea:not([disabled]), select:not([disabled])'

/** Focuses a field as Tab does: its text selected, so typing replaces it (a picker's typing searches anew). */
function focusField(el: HTMLElement | null | undefined) {
  el?.focus()
  if (el instanceof HTMLInputElement) el.select()
}

/** 128 random bits as hex (crypto.randomUUID needs HTTPS, the console may be served over plain HTTP). */
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The lead form of spec 1 §2 (nine cards), for create and update, as a page or as the pane beside the
 * leads report. react-hook-form with the shared zod schema; the spec's transitions come from the domain.
 */
export function LeadEditor({ leadId, mode, variant = 'page', onSaved, onClose }: LeadEditorProps) {
  const can = useAtomValue(canAtom)
  const assetId = useAtomValue(activeAssetIdAtom)
  const form = useForm<LeadFormValues>({ resolver, defaultValues: defaultLeadValues(), shouldFocusError: false })
  const root = useRef<HTMLFormElement>(null)
  // One Idempotency-Key per lead body: saving the same values again after a lost answer (the lead was
  // created, the answer never came) answers that lead instead of creating a second one.
  const createKey = useRef<{ body: string; key: string } | null>(null)
  const [lead, setLead] = useState<LoadedLead | null>(null)
  // Update: the request body of the values as loaded or last saved; saving the same body is not sent.
  const savedBody = useRef<string | null>(null)
  const apiBody = (values: LeadFormValues) =>
    toLeadApiBody({ ...values, customerType: undefined, slaHold: undefined }, assetId ?? undefined)
  const bodyOf = (values: LeadFormValues) => JSON.stringify(apiBody(values))
  const [loading, setLoading] = useState(mode === 'update')
  const [labels, setLabels] = useState<Partial<Record<LeadField, string>>>({})
  const [limitsWarning, setLimitsWarning] = useState<string | null>(null)
  const [mergeMessage, setMergeMessage] = useState<string | null>(null)
  const [mergeParent, setMergeParent] = useState<EditorState['mergeParent']>(null)
  const [busy, setBusy] = useState(false)
  // Reload after a change made elsewhere: loads the lead again.
  const [loads, setLoads] = useState(0)
  const [type, auto, sendToPool, country, city, location, manual, slaHold] = useWatch({
    control: form.control,
    name: ['type', 'setAutoSLADetails', 'sendToPool', 'country', 'city', 'location', 'isManualAssignment', 'slaHold'],
  })
  const options = useLeadOptions({ country, city, location })
  const required = useMemo(
    () => requiredFields({ type, setAutoSLADetails: auto, sendToPool, isManualAssignment: manual, slaHold }),
    [type, auto, sendToPool, manual, slaHold],
  )

  const effects = useRef<(e: Transition['effects']) => void>(() => {})
  const apply = useCallback(
    (t: Transition) => {
      const submitted = form.formState.isSubmitted
      for (const [k, v] of Object.entries(t.patch)) form.setValue(k as LeadField, v as never, { shouldDirty: true })
      if ('parentId' in t.patch) {
        setMergeMessage(t.message ?? null)
        setMergeParent(t.parent ?? null)
      } else if (t.message) setMergeMessage(t.message)
      if (submitted) void form.trigger()
      else form.clearErrors(Object.keys(t.patch) as LeadField[])
      for (const [k, m] of Object.entries(t.errors ?? {})) form.setError(k as LeadField, { message: m })
      effects.current(t.effects)
    },
    [form],
  )
  effects.current = useLeadEffects(form, { leadId, assetId, apply, setLimitsWarning })

  // Update: the lead of the active asset, refused when missing or a child (spec 2 §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another lead, asset (the HTTP layer sends it) or reload (loads); onClose is read as it is then
  useEffect(() => {
    if (mode !== 'update' || !leadId) return
    let live = true
    setLoading(true)
    api
      .get<{ data: LoadedLead & Record<string, unknown> }>(`/api/properties/leads/cms/${leadId}`)
      .then((res) => {
        if (!live) return
        const l = res.data
        if (l.parentId) {
          toast.error(t('messages.childLead'))
          onClose?.()
          return
        }
        setLead(l)
        form.reset(leadToForm(l))
        setLabels({ customer: l.customerName ?? undefined, listing: l.listings?.reference ?? undefined })
        setLoading(false)
      })
      .catch((e: ApiError) => {
        if (!live) return
        toast.error(e.statusCode === 404 ? t('messages.leadNotFound') : e.message)
        onClose?.()
      })
    return () => {
      live = false
    }
  }, [mode, leadId, assetId, loads])
  const elsewhere = useChangedElsewhere({
    table: 'leads',
    id: mode === 'update' ? leadId : null,
    version: form.getValues('version'),
    current: () =>
      api.get<{ data: { version: number } }>(`/api/properties/leads/cms/${leadId}`).then((r) => r.data.version),
    busy,
  })

  const save = form.handleSubmit(
    async (values) => {
      if (
        mode === 'create' &&
        values.setAutoSLADetails === false &&
        values.initialSlaEndDate &&
        Date.parse(values.initialSlaEndDate) < Date.now()
      ) {
        form.setError('initialSlaEndDate', { message: t('messages.pastSla') })
        return focusFirstInvalid(root.current)
      }
      setBusy(true)
      const body = apiBody(values)
      const json = JSON.stringify(body)
      if (mode === 'create' && createKey.current?.body !== json) createKey.current = { body: json, key: randomKey() }
      try {
        const res =
          mode === 'create'
            ? await api.post<{ data: { _id: string; leadID: number; version: number } }>(
                '/api/properties/leads',
                body,
                { 'Idempotency-Key': createKey.current!.key },
              )
            : await api.patch<{ data: { _id: string; leadID: number; version: number } }>(
                `/api/properties/leads/cms/${leadId}`,
                body,
              )
        toast.success(mode === 'create' ? t('messages.leadCreated') : t('messages.leadUpdated'))
        createKey.current = null // the next save is meant as another lead
        if (mode === 'update') {
          form.reset({ ...values, version: res.data.version })
          savedBody.current = bodyOf(form.getValues())
        }
        setBusy(false)
        onSaved?.(res.data)
      } catch (e) {
        const err = e as ApiError
        const detail = mode === 'update' && err.errors?.length ? `: ${err.errors.map((x) => x.message).join(' ')}` : ''
        toast.error(
          `${err.message || t('common.error')}${detail && !err.message.includes(err.errors![0].message) ? detail : ''}`,
        )
        for (const fe of err.errors ?? []) {
          const f = formFieldName(fe.path.split('.')[0]) as LeadField
          if (f in defaultLeadValues()) form.setError(f, { message: fe.message })
        }
        setBusy(false)
        if (err.errors?.length) focusFirstInvalid(root.current)
      }
    },
    () => focusFirstInvalid(root.current),
  )
  // Taken once the loaded form is mounted: a control registering fills in the values the lead lacks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded lead; the form's values are read as they are then
  useEffect(() => {
    if (!loading && lead) savedBody.current = bodyOf(form.getValues())
  }, [loading, lead])
  const submit = (e?: React.BaseSyntheticEvent) => {
    if (mode === 'update' && savedBody.current === bodyOf(form.getValues())) {
      e?.preventDefault()
      toast.info(nothingToSave())
      return Promise.resolve()
    }
    return save(e)
  }
  const submitRef = useRef(submit)
  submitRef.current = submit

  // Accepted or marked contacted from the pane's header: the lead's version moved on, the form's fields did not.
  const slaActionDone = (answer: { version?: number; isAccepted?: boolean; isContacted?: boolean }) => {
    setLead((l) => l && { ...l, ...answer })
    if (!answer.version) return
    form.setValue('version', answer.version)
    if (savedBody.current)
      savedBody.current = JSON.stringify({ ...JSON.parse(savedBody.current), version: answer.version })
  }

  const mayCreate = can([P.LEAD_ADD])
  const mayUpdate = can([P.LEAD_UPDATE])
  const canSave = mode === 'create' ? mayCreate : mayUpdate

  // Changed since loaded or last saved: by the same rule as 'Nothing to save' on update.
  const changed = () =>
    mode === 'update'
      ? savedBody.current !== null && savedBody.current !== bodyOf(form.getValues())
      : form.formState.isDirty
  const [asking, setAsking] = useState(false)
  const close = () => {
    if (!onClose) return
    if (changed()) setAsking(true)
    else onClose()
  }
  const closeRef = useRef(close)
  closeRef.current = close
  const handle = useMemo<EditorHandle>(
    () => ({
      save: () => submitRef.current(),
      focusStage: () => focusField(root.current?.querySelector<HTMLElement>('#lead-stage')),
      close: () => closeRef.current(),
      root: () => root.current,
    }),
    [],
  )
  useRegisterCommands(`lead-editor-${variant}`, editorCommands(variant, mode, handle), [mode, variant, handle])
  // Opened (or loaded): the cursor goes to the first field, so typing starts there and Esc leaves.
  useEffect(() => {
    if (!loading) focusField(root.current?.querySelector<HTMLElement>(FIRST_FIELD))
  }, [loading])

  const state: EditorState = {
    mode,
    variant,
    lead,
    apply,
    options,
    required,
    labels,
    setLabel: (f, l) => setLabels((prev) => ({ ...prev, [f]: l ?? undefined })),
    limitsWarning,
    mergeMessage,
    mergeParent,
    can: {
      sla: can([P.LEAD_UPDATE_SLA]),
      addCustomer: can([P.CUSTOMER_ADD]),
      editCustomer: can([P.CUSTOMER_UPDATE]),
      save: canSave,
    },
    busy,
  }

  if (loading)
    return (
      <div className="flex items-center justify-center gap-2 p-16 text-sm text-slate-500" role="status">
        <LoaderCircle className="size-4 animate-spin" /> {t('editor.loadingLead')}
      </div>
    )

  const parentId = form.getValues('parentId')
  const showChildren = !!parentId || (lead?.childLeads.length ?? 0) > 0
  let n = 0
  return (
    <EditorContext.Provider value={state}>
      <FormProvider {...form}>
        <form
          ref={root}
          onSubmit={submit}
          noValidate
          aria-label={mode === 'create' ? t('editor.createLead') : t('editor.updateLead')}
          className={`@container ${variant === 'pane' ? 'flex h-full min-h-0 flex-col' : ''}`}
        >
          {variant === 'pane' && (
            <div className="flex items-center justify-between gap-3 rounded-t-lg border border-slate-200 bg-white px-4 py-2">
              <div className="min-w-0">
                <h2 className="text-sm font-semibold text-slate-900">
                  {mode === 'create' ? t('editor.createLead') : t('editor.updateLeadNo', { id: lead?.leadID ?? '' })}
                </h2>
                <PaneSummary />
              </div>
              {mode === 'update' && lead && (
                <AcceptActions lead={{ ...lead, agentId: lead.agent }} onDone={slaActionDone} />
              )}
              {onClose && (
                <button
                  type="button"
                  onClick={close}
                  aria-label={t('editor.closeEditor')}
                  className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                >
                  <X className="size-4" />
                </button>
              )}
            </div>
          )}
          {/* min-w-0: a fieldset is as wide as its content at least; the child leads table would widen the form past the screen */}
          <fieldset
            disabled={busy}
            className={`min-w-0 space-y-3 ${variant === 'pane' ? 'min-h-0 flex-1 overflow-y-auto py-3' : ''}`}
          >
            <ChangedElsewhereNotice
              notice={elsewhere.notice}
              label="lead"
              onReload={() => {
                elsewhere.dismiss()
                setLoads((n) => n + 1)
              }}
              onKeep={elsewhere.dismiss}
            />
            {mode === 'update' && <QuickUpdate />}
            <CustomerCard n={++n} />
            <TypeCard n={++n} />
            <AssignmentCard n={++n} />
            <SlaCard n={++n} />
            {showChildren && <ChildLeadsCard n={++n} />}
            <DetailsCard n={++n} />
            <PreferencesCard n={++n} />
            <UtmCard n={++n} />
            {/* last: the form's keyboard path (Stage first, the cards in order) stays as it was */}
            {mode === 'update' && variant === 'pane' && leadId && <PaneActivities leadId={leadId} />}
          </fieldset>
          <SaveBar variant={variant} onCancel={onClose && close} />
        </form>
        <DiscardChanges
          open={asking}
          what={lead ? t('editor.leadNo', { id: lead.leadID }) : t('editor.thisLead')}
          onKeep={() => setAsking(false)}
          onDiscard={() => onClose?.()}
        />
      </FormProvider>
    </EditorContext.Provider>
  )
}
