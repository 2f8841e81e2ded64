import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * The keyboard bar: the ten core tasks with the keyboard alone. Every key goes through `keys`, which counts
 * it (a typed string counts its characters) and the longest run of Tabs; a page-level listener counts
 * pointer and mouse events, which must stay 0. The figures print as a table (run with the list reporter).
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })

/** Pointer/mouse events a person's mouse makes; a click the keyboard activates (detail 0) is not one. */
const MOUSE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointermove',
  'mousedown',
  'mouseup',
  'mousemove',
  'wheel',
  'click',
  'contextmenu',
]

interface Figures {
  keys: number
  maxTabs: number
}

class Keys {
  readonly figures = new Map<string, Figures>()
  private current: Figures | null = null
  private tabRun = 0
  constructor(private page: Page) {}

  start(task: string) {
    this.current = { keys: 0, maxTabs: 0 }
    this.tabRun = 0
    this.figures.set(task, this.current)
  }
  private count(n: number, tab: boolean) {
    if (!this.current) return
    this.current.keys += n
    this.tabRun = tab ? this.tabRun + 1 : 0
    this.current.maxTabs = Math.max(this.current.maxTabs, this.tabRun)
  }
  async press(...keys: string[]) {
    for (const k of keys) {
      this.count(1, k === 'Tab' || k === 'Shift+Tab')
      await this.page.keyboard.press(k)
    }
  }
  async type(text: string) {
    this.count(text.length, false)
    await this.page.keyboard.type(text)
  }
  /** Tabs until the control (an id, or a locator) has focus, each Tab counted. */
  async tabTo(target: string | Locator) {
    const el = typeof target === 'string' ? this.page.locator(`#${target}`) : target
    await expect(el).toBeVisible()
    for (let n = 0; n < 40; n++) {
      if (await el.evaluate((e) => e === document.activeElement)) return
      await this.press('Tab')
    }
    throw new Error(`${el} not reached with Tab`)
  }
  /** A picker: Tab to it, type, wait for the first match to be highlighted, Enter picks it. */
  async pick(id: string, text: string, match: RegExp | string = text, multiple = false) {
    await this.tabTo(id)
    await this.type(text)
    const input = this.page.locator(`#${id}`)
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/, { timeout: 15_000 })
    await expect(this.page.locator(`#${await input.getAttribute('aria-activedescendant')}`)).toContainText(match, {
      timeout: 15_000,
    })
    await this.press('Enter')
    // a multiple picker stays open for the next value: Esc closes it
    if (multiple) await this.press('Escape')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
  }
}

let page: Page
let keys: Keys
let customerName = ''
const mouseEvents = () => page.evaluate(() => (window as unknown as { __mouseEvents: number }).__mouseEvents)

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.addInitScript((names) => {
    const w = window as unknown as { __mouseEvents: number }
    w.__mouseEvents = 0
    for (const name of names) {
      window.addEventListener(
        name,
        (e) => {
          if (name === 'click' && (e as MouseEvent).detail === 0) return
          w.__mouseEvents++
        },
        true,
      )
    }
  }, MOUSE_EVENTS)
  keys = new Keys(page)
  // Sign in with the keyboard (not one of the ten tasks).
  await page.goto('/auth/login')
  await expect(page.getByLabel('E-mail')).toBeFocused()
  await page.keyboard.type('admin@demo.test')
  await page.keyboard.press('Tab')
  await page.keyboard.type('demopass1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('button', { name: /Search or jump to/ })).toBeVisible()
  // The script's own customer (not one of the demo's namesakes, whose open leads change with the clock
  // and the other specs, so a new lead would sometimes be merged and the Tab path would change).
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  customerName = `Hessa K${letters}`
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session')!).accessToken,
  )
  const created = await page.request.post('/api/customers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Hessa',
      lastName: `K${letters}`,
      phoneCode: '971',
      phone: `56${String(Date.now()).slice(-7)}`,
      type: 'Client',
      enabled: true,
      doNotDisturb: false,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
})

test.afterAll(async () => {
  const rows = [...keys.figures].map(
    ([task, f]) => `| ${task.padEnd(34)} | ${String(f.keys).padStart(4)} | ${String(f.maxTabs).padStart(14)} |`,
  )
  console.log(
    [
      '',
      '| task                               | keys | Tabs in a row  |',
      '|---|---|---|',
      ...rows,
      `mouse events: ${await mouseEvents()}`,
    ].join('\n'),
  )
  await page.close()
})

const saved = () =>
  expect(
    page
      .getByTestId('toast')
      .filter({ hasText: /created|saved|updated/i })
      .first(),
  ).toBeVisible({ timeout: 20_000 })
/**
 * Ctrl+Enter saves the new lead: its create answers 201 (a refusal fails here with the server's answer,
 * not later as a missing toast), then the editor leaves the create page (the next task's keys must not race it).
 */
async function saveNewLead() {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/properties/leads',
    { timeout: 30_000 },
  )
  await keys.press('Control+Enter')
  const res = await answer
  expect(res.status(), await res.text()).toBe(201)
  await expect(page).not.toHaveURL(/\/leads\/create$/, { timeout: 20_000 })
}

/** `c l` and a customer: every new lead starts so. */
async function newLead() {
  await keys.press('c', 'l')
  await expect(page).toHaveURL(/\/leads\/create$/)
  await expect(page.locator('#lead-customer')).toBeFocused()
  await keys.type(customerName)
  await keys.press('Enter')
  // Enter within the search's debounce picks once the answer is in: the field offers to clear its value then
  await expect(page.locator('div:has(> #lead-customer)').getByRole('button', { name: 'Clear' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.locator('#lead-customer')).toHaveValue(customerName)
}

/** The fields every lead type asks for after its own. */
async function commonFields() {
  await keys.pick('lead-source', 'Website')
  await keys.pick('lead-contactMethod', 'Phone')
  await keys.pick('lead-action', 'Req', /Requires/)
  await keys.pick('lead-referredBy', 'a', /./)
}

test('1. a listing lead', async () => {
  keys.start('listing lead')
  await newLead()
  await keys.pick('lead-listing', 'DMR-', /DMR-/)
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  await commonFields()
  await saveNewLead()
})

test('2. an off-plan lead', async () => {
  keys.start('off-plan lead')
  await newLead()
  await keys.tabTo('lead-type-listing')
  await keys.press('ArrowRight')
  await expect(page.locator('#lead-campaignName')).toBeVisible()
  await keys.tabTo('lead-campaignName')
  await keys.press('ArrowDown', 'Enter')
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  await commonFields()
  await keys.pick('lead-propertyType', 'Apart', /Apartment/)
  await saveNewLead()
})

test('3. a general lead', async () => {
  keys.start('general lead')
  await newLead()
  await keys.pick('lead-contactType', 'Buyer')
  await keys.tabTo('lead-type-listing')
  await keys.press('ArrowRight', 'ArrowRight')
  // a General lead names its agent (no listing or project to find one from)
  await keys.pick('lead-agent', 'a', /./)
  await commonFields()
  await keys.pick('lead-propertyType', 'Apart', /Apartment/)
  await keys.pick('lead-amenities', 'Pool', /Pool/, true)
  await keys.pick('lead-country', 'United Arab', /United Arab/)
  await keys.pick('lead-city', 'Dubai', /Dubai/)
  await keys.pick('lead-location', 'D', /./)
  for (const [id, v] of [
    ['lead-minBedroom', '1'],
    ['lead-maxBedroom', '2'],
    ['lead-minBudget', '1000000'],
    ['lead-maxBudget', '2000000'],
  ]) {
    await keys.tabTo(id)
    await keys.type(v)
  }
  await saveNewLead()
})

test('4. triage 20 leads: open, change stage, next', async () => {
  // Last month's leads (set up uncounted, as a saved filter would be): today's newest demo leads reach their
  // SLA deadlines while the browser tests run and the scheduler takes them to the pool (no agent), which
  // the specs before this one make unpredictable; last month's deadlines have long passed.
  await page.goto('/reports/leads?datePreset=Last+Month')
  await expect(page.getByRole('combobox', { name: 'Created date' })).toHaveValue('Last Month')
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
  keys.start('triage 20 leads')
  // the first lead: focus its row and open it beside the table (focus in Stage)
  await keys.press('j')
  await expect(page.locator('[data-testid=lead-row][data-index="0"]')).toHaveAttribute('data-focused', 'true')
  await keys.press('e')
  for (let i = 0; i < 20; i++) {
    const pane = page.getByTestId('edit-pane')
    await expect(page.locator(`[data-testid=lead-row][data-index="${i}"]`)).toHaveAttribute('data-focused', 'true')
    const stage = pane.locator('#lead-stage')
    await expect(stage).toBeFocused()
    await expect(stage).not.toHaveValue('')
    // a stage other than the lead's own, by one letter; Enter picks it; Alt+N saves and opens the next lead
    await keys.type((await stage.inputValue()) === 'Qualified' ? 'v' : 'q')
    await expect(stage).toHaveAttribute('aria-activedescendant', /.+/)
    await keys.press('Enter')
    const written = page.waitForResponse(
      (r) =>
        ['PATCH', 'PUT'].includes(r.request().method()) &&
        new URL(r.url()).pathname.startsWith('/api/properties/leads/'),
    )
    await keys.press('Alt+n')
    expect((await written).ok()).toBe(true)
  }
})

test('5. bulk-assign', async () => {
  keys.start('bulk-assign')
  // each key's command sees the previous key's result, as a person's does
  const focused = page.locator('[data-testid=lead-row][data-focused=true]')
  for (let n = 1; n <= 3; n++) {
    if (n > 1) {
      const before = await focused.getAttribute('data-index')
      await keys.press('k') // up: the triage left the last row of the page focused
      await expect(focused).not.toHaveAttribute('data-index', before!)
    }
    await keys.press('x')
    await expect(page.getByTestId('selection-bar')).toContainText(`${n} selected`)
  }
  await keys.press('Control+k')
  await keys.type('assign')
  await expect(page.locator('[cmdk-item][data-selected=true]')).toContainText('Assign 3 selected leads')
  await keys.press('Enter')
  await expect(page.locator('#bulk-value')).toBeFocused()
  const agent = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session')!)
    const res = await fetch('/api/properties/leads/filter-options', {
      headers: { Authorization: `Bearer ${s.accessToken}` },
    })
    return ((await res.json()).data.agents as { name: string; isTest: boolean }[]).find((a) => !a.isTest)!.name
  })
  await keys.type(agent)
  await expect(page.locator('#bulk-value')).toHaveAttribute('aria-activedescendant', /.+/)
  await keys.press('Enter')
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: /updated|already/ })
      .first(),
  ).toBeVisible()
})

test('6. open a lead by phone', async () => {
  keys.start('open a lead by phone')
  await keys.press('Control+k')
  await keys.type('0504906370')
  await keys.press('Enter')
  await expect(page).toHaveURL(/\/reports\/leads\/[0-9a-f-]{36}/)
  await expect(page.getByText('Trace Fahey').first()).toBeVisible()
})

test('7. create a customer', async () => {
  keys.start('create a customer')
  await keys.press('c', 'c')
  await expect(page.getByLabel('First Name')).toBeFocused()
  await keys.type('Keyboard')
  await keys.press('Tab')
  await keys.type('Only')
  await keys.tabTo(page.getByLabel('Phone Number'))
  await keys.type(`50${String(Date.now()).slice(-7)}`)
  await keys.press('Enter')
  await expect(page.getByTestId('toast').first()).toBeVisible()
  await expect(page).toHaveURL(/\/customers(\/[0-9a-f-]{36})?$/)
  await expect(page.getByText(/error|invalid|required/i)).toHaveCount(0)
})

test('8. switch asset', async () => {
  keys.start('switch asset')
  const before = (await page.getByRole('button', { name: 'Active asset' }).textContent())!.trim()
  await keys.press('Control+k')
  await keys.type('switch')
  await keys.press('Enter')
  await keys.type(before.startsWith('Palm') ? 'dubai' : 'palm')
  await keys.press('Enter')
  await expect(page.getByRole('button', { name: 'Active asset' })).not.toHaveText(before)
  // Back again, not counted: a new session starts in the user's last asset, so the specs after this one
  // would otherwise sign in to the other asset.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('switch')
  await page.keyboard.press('Enter')
  await page.keyboard.type(before.startsWith('Palm') ? 'palm' : 'dubai')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Active asset' })).toHaveText(before)
})

test('9. export', async () => {
  keys.start('export')
  await keys.press('g', 'l')
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
  const download = page.waitForEvent('download')
  await keys.press('Control+k')
  await keys.type('export')
  await keys.press('Enter')
  expect((await download).suggestedFilename()).toMatch(/\.csv$/)
})

test('10. edit in the split pane', async () => {
  keys.start('edit in the split pane')
  await keys.press('j', 'e')
  await expect(page.getByTestId('edit-pane').locator('#lead-stage')).toBeFocused()
  // a rating other than the lead's own, so there is something to save
  const rating = (await page.getByTestId('edit-pane').locator('#lead-rating').inputValue()) === 'Hot' ? 'Warm' : 'Hot'
  await keys.pick('lead-rating', rating)
  const written = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/properties/leads/'),
  )
  await keys.press('Control+Enter')
  const res = await written
  expect(res.status(), await res.text()).toBe(200)
  await saved()
  await keys.press('Escape')
  await expect(page.getByTestId('edit-pane')).toHaveCount(0)
})

test('the bars: no mouse, triage 20 leads in at most 80 keys, never more than 3 Tabs in a row', async () => {
  expect(await mouseEvents()).toBe(0)
  expect.soft(keys.figures.get('triage 20 leads')?.keys).toBeLessThanOrEqual(80)
  for (const [task, f] of keys.figures) expect.soft(f.maxTabs, task).toBeLessThanOrEqual(3)
})
