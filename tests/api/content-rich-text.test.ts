import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Rich text is sanitized by the server on every registry write: whatever a client sends,
 * what is stored and served back holds no element, attribute or URL that can run a script, while the
 * editor's own formatting survives. The stored HTML is parsed as a browser would and walked.
 */
let t: TestApp
let manager: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ manager } = await t.demo())
})
afterAll(() => t?.close())

const PAYLOADS = [
  '<p>Hello</p><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<p style="background:url(javascript:alert(1)); width: expression(alert(1))">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<div onmouseover="alert(1)">hover</div>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"></form>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p><a href="//evil.example/x">protocol relative</a></p>',
  '<details open ontoggle=alert(1)>',
  '<img src="https://example.com/x.png" onerror="alert(1)">',
]

const ALLOWED = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'A',
  'CODE',
  'PRE',
  'HR',
  'IMG',
])
const SAFE_URL = /^(?!\/\/)(https?:|mailto:|tel:|[^:]*$)/i

/** Every way stored HTML could run a script in a browser: elements outside the editor's, event handlers, styles, scripted URLs. */
// jsdom (the unit tests' browser) parses as a browser would; it ships no types, and only its DOMParser is used
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } }
}
const parser = new new JSDOM('').window.DOMParser()
function dangers(html: string): string[] {
  const doc = parser.parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html')
  const found: string[] = []
  // the body too: a <body onload> in the text lands on it
  for (const el of [doc.body, ...doc.body.querySelectorAll('*')]) {
    if (el !== doc.body && !ALLOWED.has(el.tagName)) found.push(`<${el.tagName.toLowerCase()}>`)
    for (const a of el.attributes) {
      if (/^on/i.test(a.name) || a.name === 'style') found.push(`${el.tagName.toLowerCase()}[${a.name}]`)
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(a.name) &&
        !SAFE_URL.test(a.value.trim())
      )
        found.push(`${a.name}=${a.value}`)
    }
  }
  return found
}

describe('the rich text sanitizer', () => {
  it('the check finds what it must find (each payload is dangerous as sent)', () => {
    for (const p of PAYLOADS) expect(dangers(p), p).not.toEqual([])
  })

  it('stores none of the usual XSS payloads, in English, Arabic and a page section, on create and update', async () => {
    // the payloads side by side: each its own post, page and update
    await Promise.all(
      PAYLOADS.map(async (payload) => {
        const body = { title: 'XSS check', content: payload, translations: { ar: { title: 'فحص', content: payload } } }
        const created = await t.request('POST', '/api/blogs/posts', { token: manager, body })
        expect(created.status, payload).toBe(201)
        const [row] = await t.db.query<{ content: string; translations: { ar: { content: string } } }>(
          `select content, translations from blog_posts where id = $1`,
          [created.body.data._id],
        )
        expect(dangers(row.content), payload).toEqual([])
        expect(dangers(row.translations.ar.content), payload).toEqual([])
        expect(dangers(created.body.data.content), payload).toEqual([])
        expect(row.content).not.toMatch(/javascript:|vbscript:|data:|expression\(|<script/i)

        const patched = await t.request('PATCH', `/api/blogs/posts/${created.body.data._id}`, {
          token: manager,
          body: { content: `<p>ok</p>${payload}` },
        })
        expect(patched.status).toBe(200)
        expect(dangers(patched.body.data.content), payload).toEqual([])

        const page = await t.request('POST', '/api/dynamic-pages', {
          token: manager,
          body: { title: 'XSS page', sections: [{ heading: 'H', body: payload }] },
        })
        expect(page.status, payload).toBe(201)
        expect(dangers(page.body.data.sections[0].body), payload).toEqual([])
      }),
    )
  }, 120_000) // 100 writes: room for a busy CI machine

  it("keeps the editor's formatting, links and text", async () => {
    const html =
      '<h2>Living in Dubai Marina</h2><p>A <strong>walkable</strong> <em>waterfront</em> with <u>views</u> and <s>no</s> traffic.</p>' +
      '<ul><li><p>Metro</p></li></ul><ol><li><p>Tram</p></li></ol><blockquote><p>Quoted</p></blockquote>' +
      '<p><a href="https://example.com/guide">Guide</a> <a href="mailto:info@example.com">Mail</a> <a href="/area-guides/marina">Inside</a></p>'
    const res = await t.request('POST', '/api/blogs/posts', {
      token: manager,
      body: { title: 'Formatting kept', content: html },
    })
    expect(res.status).toBe(201)
    const out = res.body.data.content as string
    for (const part of [
      '<h2>Living in Dubai Marina</h2>',
      '<strong>walkable</strong>',
      '<em>waterfront</em>',
      '<u>views</u>',
      '<s>no</s>',
      '<ul><li><p>Metro</p></li></ul>',
      '<blockquote>',
      'href="https://example.com/guide"',
      'href="mailto:info@example.com"',
      'href="/area-guides/marina"',
    ]) {
      expect(out).toContain(part)
    }
    // a link may not reach back into the page that opened it
    expect(out).toContain('rel="noopener noreferrer nofollow"')
  })
})
