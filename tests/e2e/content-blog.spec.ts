import { expect, test, type Page } from '@playwright/test'
import { openPalette } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

/**
 * A blog post in English and Arabic with a cover image, written from the keyboard: the
 * palette's "Create Blog Post", the title (its slug follows), rich text with Ctrl+B, a picture from the
 * storage modal, the Arabic beside it right to left, Ctrl+Enter; reopened, everything is as typed.
 */
const shots = process.env.SHOTS_DIR
const shot = (page: Page, name: string) => (shots ? page.screenshot({ path: `${shots}/${name}.png` }) : undefined)

test('a blog post in English and Arabic with an image, from the keyboard, saved and reopened intact', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedIn(page, 'manager')
  await openDashboard(page)
  const title = `Marina walks ${Date.now()}`
  const slug = title.toLowerCase().replace(/ /g, '-')

  const search = await openPalette(page)
  await search.fill('Create Blog Post')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/blogs\/posts\/create$/)

  const titleBox = page.getByRole('textbox', { name: 'Title', exact: true })
  await titleBox.focus()
  await page.keyboard.type(title)
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)

  // the cover image: Enter on the picker, Enter on the first stored picture
  await page.getByRole('button', { name: 'Cover Image' }).focus()
  await page.keyboard.press('Enter')
  const modal = page.getByTestId('storage-modal')
  const firstPicture = modal.getByRole('list', { name: 'Files' }).getByRole('button').first()
  await expect(firstPicture).toBeVisible()
  await firstPicture.focus()
  await page.keyboard.press('Enter')
  await expect(modal).toBeHidden()
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible()

  // rich text: a sentence with a bold part
  const content = page.getByRole('textbox', { name: 'Content', exact: true })
  await content.focus()
  await page.keyboard.type('Seven kilometres of promenade, ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('walkable every day')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('.')
  await expect(page.getByRole('button', { name: 'Bold (Ctrl+B)' }).first()).toHaveAttribute('aria-pressed', 'false')
  await expect(content.locator('strong')).toHaveText('walkable every day')

  // the Arabic beside the English, right to left
  const arTitle = page.getByRole('textbox', { name: 'Title (Arabic)', exact: true })
  await arTitle.focus()
  await page.keyboard.type('نزهات المارينا')
  const arContent = page.getByRole('textbox', { name: 'Content (Arabic)', exact: true })
  await arContent.focus()
  await page.keyboard.type('سبعة كيلومترات من الممشى')
  await expect(arContent).toHaveAttribute('dir', 'rtl')
  await shot(page, 'content-blog-arabic')

  await page.keyboard.press('Control+Enter')
  await expect(page).toHaveURL(/\/blogs\/posts\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').pop()

  // reopened: the text, the formatting, the picture and the Arabic as typed
  await page.goto(`/blogs/posts/${id}/update`)
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
  const reopened = page.getByRole('textbox', { name: 'Content', exact: true })
  await expect(reopened).toContainText('Seven kilometres of promenade, walkable every day.')
  await expect(reopened.locator('strong')).toHaveText('walkable every day')
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible()
  const arTitleAgain = page.getByRole('textbox', { name: 'Title (Arabic)', exact: true })
  await expect(arTitleAgain).toHaveValue('نزهات المارينا')
  await expect(arTitleAgain).toHaveAttribute('dir', 'rtl')
  const arContentAgain = page.getByRole('textbox', { name: 'Content (Arabic)', exact: true })
  await expect(arContentAgain).toHaveText('سبعة كيلومترات من الممشى')
  await expect(arContentAgain).toHaveAttribute('dir', 'rtl')
  await expect(arContentAgain).toHaveAttribute('lang', 'ar')
  await arContentAgain.scrollIntoViewIfNeeded()
  await shot(page, 'content-blog-reopened')
})

test('a focused award moves up the website order with Alt+ArrowUp', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedIn(page, 'manager')
  // two awards of its own, last in the order
  const login = await request.post('/api/auth/login', { data: { email: 'manager@demo.test', password: 'demopass1' } })
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken as string}` }
  const stamp = Date.now()
  for (const title of [`Order A ${stamp}`, `Order B ${stamp}`])
    expect((await request.post('/api/awards', { headers, data: { title } })).status()).toBe(201)

  await page.goto('/awards')
  const rows = page.getByTestId('resource-row')
  const last = rows.filter({ hasText: `Order B ${stamp}` })
  await last.click()
  await expect(last).toHaveAttribute('data-focused', 'true')
  await page.keyboard.press('Alt+ArrowUp')
  // B now comes before A, and the focus went up with it
  await expect(rows.filter({ hasText: String(stamp) }).first()).toContainText(`Order B ${stamp}`)
  await expect(rows.filter({ hasText: `Order B ${stamp}` })).toHaveAttribute('data-focused', 'true')
  await shot(page, 'content-awards-moved')
})
