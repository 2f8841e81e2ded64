// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { fieldSchema } from '../../../src/domain/resources/schema.ts'
import { PAYMENT_PLANS } from '../../../src/domain/projects/paymentPlans.ts'
import { FieldControl } from '../../../src/web/resources/components/FieldControl.tsx'

afterEach(cleanup)

let values: () => Record<string, unknown> = () => ({})
function Form() {
  // as the registry's form: the declaration's schema, validated when a control is left
  const form = useForm<Record<string, unknown>>({
    defaultValues: { paymentPlans: [] },
    resolver: zodResolver(z.object({ paymentPlans: fieldSchema('paymentPlans', PAYMENT_PLANS) })) as never,
    mode: 'onTouched',
  })
  values = form.getValues
  return <FieldControl name="paymentPlans" field={PAYMENT_PLANS} id="pp" control={form.control} files={new Map()} />
}

const plans = () => values().paymentPlans as { name: string; milestones: { label: string; percent: number | null }[] }[]

describe("the registry's items control", () => {
  it('adds nested items, edits them and moves the focused one with Alt+ArrowUp, keeping the focus on it', async () => {
    render(<Form />)
    fireEvent.click(screen.getByRole('button', { name: 'Add payment plan' }))
    const plan = screen.getByRole('listitem', { name: 'Payment plan 1' })
    fireEvent.change(within(plan).getByLabelText(/^Name/), { target: { value: 'Launch' } })
    fireEvent.click(within(plan).getByRole('button', { name: 'Add milestone' }))
    // the new item's first control takes the focus; leaving it for the button adds the next
    await waitFor(() => expect(document.activeElement).toBe(within(plan).getByLabelText(/^Label/)))
    fireEvent.blur(document.activeElement!)
    fireEvent.click(within(plan).getByRole('button', { name: 'Add milestone' }))
    await waitFor(() => expect(within(plan).getAllByRole('listitem')).toHaveLength(2))
    const m = (n: number) => within(plan).getByRole('listitem', { name: `Milestone ${n}` })
    fireEvent.change(within(m(1)).getByLabelText(/^Label/), { target: { value: 'Booking' } })
    fireEvent.change(within(m(2)).getByLabelText(/^Label/), { target: { value: 'Handover' } })
    fireEvent.change(within(m(2)).getByLabelText(/^Percent/), { target: { value: '80' } })
    await waitFor(() =>
      expect(plans()[0]).toMatchObject({
        name: 'Launch',
        milestones: [{ label: 'Booking' }, { label: 'Handover', percent: 80 }],
      }),
    )
    const percent = within(m(2)).getByLabelText(/^Percent/)
    percent.focus()
    fireEvent.keyDown(percent, { key: 'ArrowUp', altKey: true })
    await waitFor(() => expect(plans()[0].milestones.map((x) => x.label)).toEqual(['Handover', 'Booking']))
    expect(plans()).toHaveLength(1) // the plan around the milestone did not move or change
    await waitFor(() => expect(document.activeElement).toBe(within(m(1)).getByLabelText(/^Percent/)))
    fireEvent.click(within(m(1)).getByRole('button', { name: 'Remove milestone 1' }))
    expect(plans()[0].milestones.map((x) => x.label)).toEqual(['Booking'])
  })
})
