import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { X } from 'lucide-react'
import type { Customer } from '../../domain/customers/model.ts'
import { CustomerForm } from './CustomerForm.tsx'
import { useControlKeys } from '../shell/useControlKeys.ts'
import { t } from '../../domain/i18n/index.ts'

interface Props {
  open: boolean
  onClose: () => void
  /** The created (or updated) customer; the drawer closes after it (Save & Close). */
  onSaved: (customer: Customer) => void
  customerId?: string
}

/**
 * The side drawer 'Add New Customer' (spec 1 §2): 60% wide, not closed by clicking the mask
 * (Escape and the close button close it).
 */
export function CustomerDrawer({ open, onClose, onSaved, customerId }: Props) {
  const keys = useControlKeys(
    'customer-drawer',
    open
      ? [
          {
            id: 'customer-drawer.close',
            title: t('customers.form.closeKey'),
            group: t('customers.form.keysGroup'),
            shortcut: 'esc',
            run: (e) => {
              // Only keys from the drawer itself: an Escape in the nested storage modal bubbles here through the portal.
              if (!e.currentTarget.contains(e.target as Node)) return false
              e.stopPropagation()
              onClose()
            },
          },
        ]
      : [],
  )
  return (
    <Dialog open={open} onClose={() => {}} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden data-testid="drawer-mask" />
      <DialogPanel
        data-testid="customer-drawer"
        className="fixed inset-y-0 end-0 flex w-[60%] min-w-[340px] max-w-full flex-col bg-white shadow-2xl"
        {...keys}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <DialogTitle className="text-base font-semibold">
            {customerId ? t('customers.form.update') : t('customers.form.add')}
          </DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('customers.form.close')}
            className="rounded p-1 text-slate-500 hover:bg-slate-100"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-5">
          <CustomerForm
            variant="drawer"
            customerId={customerId}
            onCancel={onClose}
            onSaved={(c) => {
              onSaved(c)
              onClose()
            }}
          />
        </div>
      </DialogPanel>
    </Dialog>
  )
}
