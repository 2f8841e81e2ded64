import { createRoot } from 'react-dom/client'
import { getDefaultStore } from 'jotai'
import './styles.css'
import { registerCommands } from '../../../commands/registry.ts'
import type { Command } from '../../../commands/types.ts'
import { P } from '../../../src/domain/permissions.ts'
import { sessionAtom } from '../../../src/web/state/session.ts'
import { Palette } from '../../../src/web/shell/palette/Palette.tsx'
import { useAllowedCommands } from '../../../src/web/shell/palette/useAllowedCommands.ts'
import { useShellCommands } from '../../../src/web/shell/useShellCommands.ts'
import { useShortcuts } from '../../../src/web/shell/useShortcuts.ts'

/**
 * The real palette and shortcut handler with 2,000 extra registered entries (1,000 commands behind
 * permission keys, 1,000 record-like entries), signed in as a manager. The server's record search is
 * answered empty at once so only the palette itself is measured.
 */
const realFetch = window.fetch
window.fetch = (input, init) =>
  String(input).includes('/search')
    ? Promise.resolve(new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } }))
    : realFetch(input, init)

const keys = [P.LEADS_REPORT_VIEW, P.CUSTOMERS_VIEW, P.MEMBERS_VIEW, P.BLOGS_VIEW]
const words = [
  'Leads',
  'Customers',
  'Marina',
  'Downtown',
  'Villa',
  'Apartment',
  'Offer',
  'Viewing',
  'Report',
  'Export',
  'Assign',
  'Close',
]
const extra: Command[] = []
for (let i = 0; i < 1000; i++) {
  extra.push({
    id: `bench.cmd.${i}`,
    title: `${words[i % words.length]} ${words[(i * 7) % words.length]} action ${i}`,
    group: `Bench ${i % 10}`,
    keywords: [words[(i * 3) % words.length].toLowerCase()],
    permission: [keys[i % keys.length]],
    run: () => {},
  })
  extra.push({
    id: `bench.record.${i}`,
    title: `Lead ${100000 + i} · Customer ${words[i % words.length]} ${i}`,
    group: 'Records',
    keywords: [`+9715${String(10000000 + i * 37)}`],
    run: () => {},
  })
}
registerCommands('bench', extra)

getDefaultStore().set(sessionAtom, {
  accessToken: 'bench',
  profile: {
    _id: 'u1',
    firstName: 'Bench',
    lastName: 'User',
    fullName: 'Bench User',
    email: 'bench@demo.test',
    role: {
      _id: 'r1',
      name: 'Manager',
      code: 'MANAGER',
      permissions: [P.LEADS_REPORT_VIEW, P.CUSTOMERS_VIEW, P.LEAD_ADD, P.MEMBERS_VIEW],
      leadScope: 'team',
    },
    isRootUser: false,
    avatar: null,
    activeAsset: { _id: 'a1', name: 'Asset One' },
    assets: [
      { _id: 'a1', name: 'Asset One' },
      { _id: 'a2', name: 'Asset Two' },
    ],
    currencyCode: 'AED',
    agentId: null,
  },
})

function Bench() {
  useShellCommands()
  useShortcuts(useAllowedCommands())
  return <Palette />
}
createRoot(document.getElementById('root')!).render(<Bench />)
