import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/**
 * The declared forms say what the API says, before it is asked: a required field is marked, and a rule over
 * several fields (a select custom field's options, a project's dates and prices) or a field's kind (a member's
 * e-mail, a Calendly address) is refused in place with the server's sentence, in English and Arabic, on a
 * desktop and a 390×844 phone. SHOTS_DIR keeps the screenshots.
 */
const SHOTS = process.env.SHOTS_DIR
const USER = 'manager@demo.test'

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: USER, password: 'demopass1' } })
  return (await res.json()).data.accessToken
}
const setLanguage = async (request: APIRequestContext, language: 'ar' | null) =>
  request.patch('/api/profile', { headers: { authorization: `Bearer ${await token(request)}` }, data: { language } })

async function signIn(page: Page) {
  await page.goto('/auth/login')
  await page.getByLabel('E-mail').fill(USER)
  await page.getByLabel('Password').fill('demopass1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** A declared form's control, its label and its error, by field name (ids are React's `_r_…_` then the name). */
const control = (page: Page, name: string) => page.locator(`form [id$="_-${name}"]`)
const label = (page: Page, name: string) => page.locator(`form label[for$="_-${name}"]`)
const error = (page: Page, name: string) => page.locator(`form [id$="_-${name}-error"]`)
const save = (page: Page) => page.locator('form[data-testid=resource-form] button[type=submit]').click()

test.afterAll(async ({ request }) => {
  await setLanguage(request, null)
})

for (const language of ['en', 'ar'] as const)
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    test(`${language} ${device}: required marks and rules over several fields, in place`, async ({ page, request }) => {
      test.setTimeout(120_000)
      await setLanguage(request, language === 'ar' ? 'ar' : null)
      await page.setViewportSize(viewport)
      await signIn(page)
      const ar = language === 'ar'
      if (ar) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

      // a custom field: name and key marked required; a select with no options refused, with a key that is no name
      await page.goto('/properties/custom-fields/create')
      await expect(label(page, 'name')).toContainText('*')
      await expect(label(page, 'key')).toContainText('*')
      await expect(label(page, 'type')).not.toContainText('*')
      await expect(control(page, 'name')).toHaveAttribute('aria-required', 'true')
      await control(page, 'name').fill('Finish')
      await control(page, 'key').fill('my key!')
      await control(page, 'type').selectOption('select')
      await save(page)
      await expect(error(page, 'options')).toHaveText(
        ar ? 'يحتاج حقل الاختيار إلى خيار واحد على الأقل.' : 'A select field needs at least one option.',
      )
      await expect(error(page, 'key')).toHaveText(
        ar
          ? "لا يحتوي المفتاح إلا على أحرف لاتينية وأرقام وشرطات سفلية، ويبدأ بحرف، مثل 'parking_spaces'."
          : "Key may hold only Latin letters, digits and underscores, starting with a letter, such as 'parking_spaces'.",
      )
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/custom-field-${language}-${device}.png` })

      // a project: its dates and prices in order
      await page.goto('/properties/projects/create')
      await control(page, 'name').fill('Backwards Tower')
      await control(page, 'startDate').fill('2027-06-01')
      await control(page, 'completionDate').fill('2026-01-01')
      await control(page, 'minPrice').fill('2000000')
      await control(page, 'maxPrice').fill('1000000')
      await save(page)
      await expect(error(page, 'startDate')).toHaveText(
        ar ? /^لا يمكن أن يكون .+ بعد .+\.$/ : 'Start Date cannot be after Completion Date.',
      )
      await expect(error(page, 'minPrice')).toHaveText(
        ar ? /^لا يمكن أن يكون .+ أكبر من .+\.$/ : 'Min Price cannot be greater than Max Price.',
      )
      await error(page, 'startDate').scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/project-dates-${language}-${device}.png` })

      // a member: the spec's e-mail sentence, and no javascript: address
      await page.goto('/teams/members/create')
      await control(page, 'name').fill('Kind Test')
      await control(page, 'email').fill('bad-email')
      await control(page, 'calendly').fill('javascript:alert(1)')
      await save(page)
      await expect(error(page, 'email')).toHaveText(ar ? 'البريد الإلكتروني غير صالح.' : 'Invalid Email.')
      await expect(error(page, 'calendly')).toHaveText(
        ar ? /^يجب أن يكون .+ عنوان ويب يبدأ بـ http/ : /^Calendly must be a web address starting with http/,
      )
      await error(page, 'email').scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-kinds-${language}-${device}.png` })
    })
