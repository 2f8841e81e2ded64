import { useRef } from 'react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { t } from '../../domain/i18n/index.ts'
import type { ResourceFormProps } from '../resources/components/ResourceForm.tsx'
import type { Row } from '../resources/hooks/useListController.ts'
import { resourceNames } from '../resources/recordText.ts'
import { CustomerForm } from './CustomerForm.tsx'

/** The customer form where the registry shows a resource's form: the create and update pages and the list's split pane (Esc closes it). */
export default function CustomerResourceForm({ resource: r, id, onSaved, onCancel, pane }: ResourceFormProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const names = resourceNames(r)
  useRegisterCommands(
    'customer-form.pane',
    pane
      ? [
          {
            id: 'customer-form.pane.close',
            title: t('resources.form.closePane', { label: names.labelWord }),
            group: t('resources.form.group', { label: names.label }),
            shortcut: 'esc',
            hidden: true,
            inInputs: (el: HTMLElement) => !!rootRef.current?.contains(el),
            run: onCancel,
          },
        ]
      : [],
    [pane, onCancel],
  )
  return (
    <div ref={rootRef} className="min-h-0 flex-1 overflow-y-auto bg-white p-5">
      <CustomerForm
        variant={pane ? 'pane' : 'page'}
        customerId={id ?? undefined}
        onSaved={(c) => onSaved({ ok: true, row: c as unknown as Row })}
        onCancel={onCancel}
      />
    </div>
  )
}
