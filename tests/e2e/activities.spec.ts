import { expect, test, type Page } from '@playwright/test'
import { leadForTheAgent } from './helpers/agentLead.ts'
import { openPalette } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

// Activities on a lead from the keyboard: the demo agent logs a call (reached from the palette's
// "Log call on N"), schedules a viewing with the lead page's key, sets a follow-up and finds the lead on their
// follow-ups list. The lead is the test's own (created through the API for the agent), so other specs' data
// and the SLA scheduler do not matter.

/** Types a date and time into a focused datetime-local field, segment by segment (month, day, year, hour, minute, AM/PM). */
async function typeDateTime(page: Page, d: Date) {
  const two = (n: number) => String(n).padStart(2, '0')
  const h = d.getHours() % 12 || 12
  await page.keyboard.type(`${two(d.getMonth() + 1)}${two(d.getDate())}${d.getFullYear()}`)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.type(`${two(h)}${two(d.getMinutes())}${d.getHours() < 12 ? 'A' : 'P'}`)
}

test('an agent logs a call and schedules a viewing from the keyboard, then finds the follow-up on their list', async ({
  page,
  request,
}) => {
  const lead = await leadForTheAgent(request)
  await signedIn(page, 'agent')
  await openDashboard(page)

  // The palette: "Log call on N" opens the lead with the call dialog.
  const input = await openPalette(page)
  await input.fill(`Log call on ${lead.leadID}`)
  await expect(page.locator('[cmdk-item]', { hasText: `Log call on ${lead.leadID}` }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  const dialog = page.getByTestId('activity-dialog')
  await expect(dialog.getByRole('heading', { name: 'Log call' })).toBeVisible()
  // Answered has the focus; the arrow picks No answer, Tab reaches the duration.
  await expect(dialog.getByRole('radio', { name: 'Answered' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2')
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  const timeline = page.getByTestId('timeline')
  await expect(timeline.getByTestId('timeline-activity').first()).toContainText('Call · No answer · 2m 00s')
  await expect(timeline.getByTestId('timeline-activity').first()).toContainText('Aisha Agent')

  // v: Schedule viewing, the lead's listing already chosen; the date is typed, the default duration kept.
  await page.keyboard.press('v')
  await expect(dialog.getByRole('heading', { name: 'Schedule viewing' })).toBeVisible()
  await expect(dialog.locator('#activity-listing')).toHaveValue(lead.reference)
  await dialog.locator('#activity-when').focus()
  const tomorrow = new Date(Date.now() + 24 * 3600_000)
  tomorrow.setHours(15, 30, 0, 0)
  await typeDateTime(page, tomorrow)
  // Tab on (past the date's picker button and the duration) to the attendees
  const attendees = dialog.locator('#activity-attendees')
  for (let i = 0; i < 5 && !(await attendees.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(attendees).toBeFocused()
  await page.keyboard.type('Layla, her husband')
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  const viewing = timeline.getByTestId('timeline-activity').filter({ hasText: 'Viewing' }).first()
  await expect(viewing).toContainText(`Viewing · Scheduled · ${lead.reference}`)
  await expect(viewing).toContainText('With Layla, her husband')
  await page.screenshot({ path: 'test-results/activities-lead.png' })

  // The keys are in the ? help.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByText(`Schedule viewing on ${lead.leadID}`)).toBeVisible()
  await page.keyboard.press('Escape')

  // f: a follow-up an hour ago, then the follow-ups list (from the palette) shows it overdue.
  await page.keyboard.press('f')
  const follow = page.getByTestId('follow-up-dialog')
  await expect(follow.locator('#follow-up-at')).toBeFocused()
  await typeDateTime(page, new Date(Date.now() - 3600_000))
  await page.keyboard.press('Enter')
  await expect(follow).toBeHidden()
  await expect(page.getByTestId('follow-up-at')).toBeVisible()
  const again = await openPalette(page)
  await again.fill('Follow-ups')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/leads\/follow-ups$/)
  const overdue = page.getByTestId('follow-ups-overdue')
  await expect(overdue.getByRole('link', { name: new RegExp(`Lead ${lead.leadID}\\b`) })).toBeVisible()
  await expect(overdue.getByRole('link', { name: new RegExp(`Lead ${lead.leadID}\\b`) })).toContainText('Viewing')
})
