import { formatNumber } from '../../../domain/format.ts'
import { useEffect, useState } from 'react'
import type { RowSelectionState } from '@tanstack/react-table'
import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { P } from '../../../domain/permissions.ts'
import { deriveSlaStage } from '../../../domain/leads/sla.ts'
import { profileAtom } from '../../state/session.ts'
import type { BulkKind } from './BulkActionDialog.tsx'
import type { LeadRow } from './tableFeatures.ts'
import { t } from '../../../domain/i18n/index.ts'

export interface TriageDeps {
  rows: LeadRow[]
  focused: number
  setFocused: (i: number) => void
  selection: RowSelectionState
  setSelection: (s: RowSelectionState) => void
  anchor: number
  setAnchor: (i: number) => void
  open: (row: LeadRow) => void
  edit: (row: LeadRow) => void
  focusSearch: () => void
  openBulk: (kind: BulkKind) => void
  /** Accept the lead (its agent, in the initial period). */
  accept: (row: LeadRow) => void
  /** The table scroller: arrows and Enter are the table's only while focus is in it (or nowhere). */
  tableEl: () => HTMLElement | null
}

/** True while arrows/Enter belong to the table: focus inside it or on the page body. */
function useTableActive(tableEl: () => HTMLElement | null) {
  const [active, setActive] = useState(true)
  useEffect(() => {
    const check = () => {
      const el = document.activeElement
      // a dialog over the page (the '?' help, the palette) leaves the table's keys as they were
      if (el?.closest('[role=dialog], [role=alertdialog]')) return
      setActive(!el || el === document.body || !!tableEl()?.contains(el))
    }
    const later = () => setTimeout(check)
    document.addEventListener('focusin', check)
    document.addEventListener('focusout', later)
    return () => {
      document.removeEventListener('focusin', check)
      document.removeEventListener('focusout', later)
    }
  }, [tableEl])
  return active
}

/**
 * Keyboard triage of the report as palette commands (pure keys hidden): arrows or j/k move the focused
 * row, Enter opens the lead, e edits it beside the table, x selects, Shift+x extends the selection,
 * / focuses search. Each is registered on every render of the page, with why it cannot run when it
 * cannot (no row focused), so the '?' help lists the page's every key. With a selection the palette
 * offers the bulk actions.
 */
export function useTriageCommands(d: TriageDeps) {
  const active = useTableActive(d.tableEl)
  const row = d.rows[d.focused]
  const selectedIds = Object.keys(d.selection).filter((k) => d.selection[k])
  const move = (delta: number) =>
    d.setFocused(Math.max(0, Math.min(d.rows.length - 1, (d.focused < 0 ? -1 : d.focused) + delta)))

  const needRow = row ? undefined : t('report.commands.needRow')
  const selectable = needRow ?? (row.parentId ? t('report.commands.childLead') : undefined)
  const me = useAtomValue(profileAtom)?.agentId
  const acceptable =
    needRow ??
    (row.isAccepted
      ? t('report.commands.alreadyAccepted')
      : !me || row.agent?._id !== me
        ? t('report.commands.onlyAgent')
        : deriveSlaStage(row) !== 'Initial'
          ? t('report.commands.slaEnded')
          : undefined)
  const commands: Command[] = [
    {
      id: 'leads.down',
      title: t('report.commands.next'),
      group: 'Leads report',
      shortcut: active ? 'j,down' : 'j',
      hidden: true,
      run: () => move(1),
    },
    {
      id: 'leads.up',
      title: t('report.commands.previous'),
      group: 'Leads report',
      shortcut: active ? 'k,up' : 'k',
      hidden: true,
      run: () => move(-1),
    },
    {
      id: 'leads.search',
      title: t('report.commands.search'),
      group: 'Leads report',
      shortcut: '/',
      hidden: true,
      run: d.focusSearch,
    },
    {
      id: 'leads.open',
      title: t('report.commands.open'),
      group: 'Leads report',
      shortcut: 'enter',
      hidden: true,
      disabled: needRow ?? (active ? undefined : t('report.commands.outsideTable')),
      run: () => row && d.open(row),
    },
    {
      id: 'leads.edit',
      title: row ? t('report.commands.editNo', { id: row.leadID }) : t('report.commands.edit'),
      group: 'Leads report',
      shortcut: 'e',
      permission: [P.LEAD_UPDATE],
      hidden: true,
      disabled: needRow,
      run: () => row && d.edit(row),
    },
    {
      id: 'leads.accept',
      title: row ? t('report.commands.acceptNo', { id: row.leadID }) : t('report.commands.accept'),
      group: 'Leads report',
      shortcut: 'a',
      keywords: ['accept', 'sla'],
      permission: [P.LEAD_UPDATE],
      disabled: acceptable,
      run: () => row && d.accept(row),
    },
    {
      id: 'leads.select',
      title: t('report.commands.select'),
      group: 'Leads report',
      shortcut: 'x',
      hidden: true,
      disabled: selectable,
      run: () => {
        const next = { ...d.selection }
        if (next[row._id]) delete next[row._id]
        else next[row._id] = true
        d.setSelection(next)
        d.setAnchor(d.focused)
      },
    },
    {
      id: 'leads.extend',
      title: t('report.commands.extend'),
      group: 'Leads report',
      shortcut: 'shift+x',
      hidden: true,
      disabled: selectable,
      run: () => {
        const from = d.anchor >= 0 ? d.anchor : d.focused
        const [a, b] = from < d.focused ? [from, d.focused] : [d.focused, from]
        const next = { ...d.selection }
        for (let i = a; i <= b; i++) if (!d.rows[i].parentId) next[d.rows[i]._id] = true
        d.setSelection(next)
      },
    },
  ]
  if (selectedIds.length) {
    // '1 selected lead', '3 selected leads': the catalogue's plural forms, in both languages
    const n = t('report.bulk.selectedLeads', { count: selectedIds.length, n: formatNumber(selectedIds.length) })
    commands.push(
      {
        id: 'leads.bulk.agent',
        title: t('report.commands.bulkAgent', { n }),
        group: 'Bulk actions',
        keywords: ['reassign', 'agent'],
        permission: [P.LEAD_UPDATE],
        run: () => d.openBulk('agent'),
      },
      {
        id: 'leads.bulk.stage',
        title: t('report.commands.bulkStage', { n }),
        group: 'Bulk actions',
        keywords: ['stage'],
        permission: [P.LEAD_UPDATE],
        run: () => d.openBulk('stage'),
      },
      {
        id: 'leads.bulk.status',
        title: t('report.commands.bulkStatus', { n }),
        group: 'Bulk actions',
        keywords: ['status', 'close', 'open'],
        permission: [P.LEAD_UPDATE],
        run: () => d.openBulk('status'),
      },
      {
        id: 'leads.bulk.clear',
        title: t('report.commands.bulkClear', { n }),
        group: 'Bulk actions',
        run: () => d.setSelection({}),
      },
    )
  }
  useRegisterCommands('leads-report', commands, [
    active,
    row?._id,
    d.focused,
    d.rows,
    d.selection,
    d.anchor,
    acceptable,
  ])
}
