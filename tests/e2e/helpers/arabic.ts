import type { Page } from '@playwright/test'

/**
 * What the Arabic checks read on a screen, in the page (one evaluate, no waiting):
 *
 * - **English left**: visible text, and the aria-label, title, placeholder and alt of elements, with a Latin
 *   letter in them that is not data. Data is precisely: text inside an element marked `data-i18n-data` (a
 *   value from the database: the shared renderers mark it, src/web/ui/Data.tsx), the product's brand
 *   (`data-i18n-brand`), key caps (`kbd`), code (`code`: an environment variable's name), the options of a
 *   closed select other than the chosen one, and the values of form fields. An attribute may name data (the
 *   row's 'Edit Trace Fahey'): the data texts shown on the page are taken out of it first. Words that are the
 *   same in every language are taken out of every text: key names, constant names (a permission key's
 *   `LEADS_REPORT_VIEW`), a web address's scheme, and the acronyms the Arabic catalogue writes in Latin
 *   letters (UNIVERSAL).
 * - **Arabic-Indic digits**: the console writes Western digits in Arabic (the digit rule, src/domain/format.ts),
 *   so a text of its own with '٤٩٨٧' beside a stored '4987' is a mix.
 * - **Reversed phones**: every phone number shown (a '+', then digits in groups) whose first character is
 *   drawn right of its last one: a phone laid out right to left reads '7735 499 52 971+'.
 * - **Cut texts**: console words (not data) cut by their box: a menu label or a column header wider than
 *   the box that clips it (an ellipsis, or hidden overflow).
 */
export interface ArabicFindings {
  english: string[]
  arabicDigits: string[]
  reversedPhones: string[]
  cut: string[]
}

/** Acronyms and names the Arabic catalogue keeps in Latin letters: file formats, standards, the regulator. */
const UNIVERSAL = [
  'CSV',
  'JSON',
  'PDF',
  'PNG',
  'JPG',
  'WEBP',
  'SVG',
  'DOCX',
  'ID',
  'IP',
  'URL',
  'UTM',
  'API',
  'ISO',
  'IANA',
  'RERA',
  'ORN',
  'AED',
  'SLA',
  'CMS',
  'p90',
  'https?://',
]
/** Key names as keyboards print them (shortcut hints): the same in every language. */
const KEYS = ['Ctrl', 'Alt', 'Shift', 'Enter', 'Esc', 'Tab', 'Delete', 'Home', 'End', '[A-Za-z]']

export async function arabicFindings(page: Page): Promise<ArabicFindings> {
  // a string, not a function: the test runner's transform would add helpers the page does not have
  return page.evaluate(`(() => {
    const SKIP = '[data-i18n-data],[data-i18n-brand],kbd,code,script,style,noscript,option:not(:checked),[hidden]'
    // constant names first: 'URL_VIEW' is one name, not the acronym URL
    const universal = new RegExp('(^|[^A-Za-z])([A-Z][A-Z0-9]*(_[A-Z0-9]+)+|' + ${JSON.stringify([...UNIVERSAL, ...KEYS].join('|'))} + ')(?![A-Za-z])', 'g')
    const latin = (s) => /[A-Za-z]/.test(s.replace(universal, '$1'))
    const skip = (el) => !el || !!el.closest(SKIP)
    const shown = (el) => el.checkVisibility({ visibilityProperty: true }) || !!el.closest('.sr-only')
    const data = [...document.querySelectorAll('[data-i18n-data],[data-i18n-brand]')]
      .map((e) => (e.textContent || '').trim())
      .filter((s) => s.length > 1)
      .sort((a, b) => b.length - a.length)
    const english = new Set()
    const arabicDigits = new Set()
    const reversedPhones = new Set()
    const cut = new Set()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      const text = (n.textContent || '').trim()
      if (!text || !el || !shown(el)) continue
      if (!skip(el) && latin(text)) english.add(text)
      if (!skip(el) && /[\u0660-\u0669\u06F0-\u06F9]/.test(text)) arabicDigits.add(text)
      // a phone: drawn left to right whatever the language around it
      for (const m of (n.textContent || '').matchAll(/\\+\\d[\\d \\u00a0-]{6,}\\d/g)) {
        const at = (i) => {
          const r = document.createRange()
          r.setStart(n, i)
          r.setEnd(n, i + 1)
          return r.getBoundingClientRect()
        }
        const first = at(m.index)
        const last = at(m.index + m[0].length - 1)
        if (first.width && last.width && first.top === last.top && first.left > last.left) reversedPhones.add(m[0])
      }
    }
    for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      if (skip(el)) continue
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        let v = (el.getAttribute(a) || '').trim()
        if (!v) continue
        for (const d of data) v = v.split(d).join(' ')
        if (latin(v)) english.add(a + '=' + el.getAttribute(a).trim())
      }
    }
    // console words cut by their box: the menu's labels and the tables' column headers
    for (const el of document.querySelectorAll('nav li a span, nav li button span, th, [role=columnheader]')) {
      if (skip(el) || !shown(el)) continue
      // its words a sighted reader sees (a screen reader's own text is not laid out)
      const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      let text = ''
      for (let w = words.nextNode(); w; w = words.nextNode()) if (!w.parentElement.closest('.sr-only')) text += w.textContent
      text = text.trim()
      if (!text) continue
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') cut.add(text)
    }
    return { english: [...english], arabicDigits: [...arabicDigits], reversedPhones: [...reversedPhones], cut: [...cut] }
  })()`)
}
