// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import { SWRConfig } from 'swr'
import { P } from '../../../src/domain/permissions.ts'
import type { Profile } from '../../../src/domain/profile.ts'
import { sessionAtom } from '../../../src/web/state/session.ts'
import { CustomerForm } from '../../../src/web/customers/CustomerForm.tsx'

const COUNTRIES = [
  { _id: 'AE', phoneCode: '971', name: 'United Arab Emirates', isoCode2: 'AE', isoCode3: 'ARE' },
  { _id: 'GB', phoneCode: '44', name: 'United Kingdom', isoCode2: 'GB', isoCode3: 'GBR' },
]

function profile(permissions: string[]): Profile {
  return {
    _id: 'u1',
    firstName: 'A',
    lastName: 'B',
    fullName: 'A B',
    email: 'a@b.co',
    isRootUser: false,
    avatar: null,
    role: { _id: 'r', name: 'Role', code: 'ROLE', permissions, leadScope: 'own' },
    activeAsset: { _id: 'asset-1', name: 'Asset' },
    assets: [],
    currencyCode: 'AED',
    agentId: null,
  }
}

let posted: any[] = []
beforeEach(() => {
  posted = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const u = new URL(String(url))
      if (u.pathname === '/api/geo/countries') return new Response(JSON.stringify({ data: COUNTRIES }), { status: 200 })
      if (u.pathname === '/api/customers' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        return new Response(
          JSON.stringify({
            statusCode: 400,
            message: 'A customer with this phone number already exists: Layla (#4)',
            errors: [{ path: 'phone', message: 'A customer with this phone number already exists: Layla (#4)' }],
          }),
          { status: 400 },
        )
      }
      return new Response('{}', { status: 404 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm(permissions: string[]) {
  const store = createStore()
  store.set(sessionAtom, { accessToken: 't', profile: profile(permissions) })
  const onSaved = vi.fn()
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <CustomerForm variant="drawer" onSaved={onSaved} />
      </SWRConfig>
    </Provider>,
  )
  return { onSaved }
}

describe('CustomerForm', () => {
  it('shows the messages of spec 1 §5 on submit', async () => {
    renderForm([P.CUSTOMER_ADD, P.VIEW_SENSITIVE_INFORMATION])
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }))
    expect(await screen.findByText('First Name is required.')).toBeTruthy()
    expect(screen.getByText('The Phone Number is required.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '   ' } })
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '12' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }))
    expect(await screen.findByText('The First Name should not contain only whitespaces.')).toBeTruthy()
    expect(screen.getByText('The Phone Number is invalid.')).toBeTruthy()
    expect(screen.getByText('Invalid Email.')).toBeTruthy()
    expect(posted).toHaveLength(0)
  })

  it('sends the values plus the asset and lists the errors of a 400', async () => {
    renderForm([P.CUSTOMER_ADD, P.VIEW_SENSITIVE_INFORMATION])
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Layla' } })
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '501234567' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }))
    const list = await screen.findByRole('alert', { name: 'Errors' })
    expect(list.textContent).toContain('A customer with this phone number already exists: Layla (#4)')
    expect(posted[0]).toMatchObject({
      firstName: 'Layla',
      phoneCode: '971',
      phone: '501234567',
      type: 'Client',
      enabled: true,
      asset: 'asset-1',
    })
  })

  it('has no e-mail or phone controls without VIEW_SENSITIVE_INFORMATION', async () => {
    renderForm([P.CUSTOMER_ADD])
    expect(screen.queryByLabelText('Phone Number')).toBeNull()
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.queryByLabelText('Phone Code')).toBeNull()
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Omar' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(Object.keys(posted[0]).sort()).toEqual([
      'asset',
      'avatar',
      'doNotDisturb',
      'enabled',
      'firstName',
      'lastName',
      'type',
    ])
  })
})
