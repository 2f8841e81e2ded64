import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { docx, json, pdf, png } from './helpers/files.ts'

/**
 * The content rules that need the database, through the registry's API: slugs generated,
 * editable and unique per asset; a job application's CV a PDF or DOCX only; custom URLs (redirects)
 * never in a loop; ordered records moved from the keyboard's call.
 */
let t: TestApp
let manager: string
let agent: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ manager, agent } = await t.demo())
})
afterAll(() => t?.close())

const post = (body: Record<string, unknown>) => t.request('POST', '/api/blogs/posts', { token: manager, body })

describe('slugs', () => {
  it('are made from the title when left empty, unique per asset with -2, -3…', async () => {
    const a = await post({ title: 'Dubai Marina: A Guide (2026)' })
    expect(a.status).toBe(201)
    expect(a.body.data.slug).toBe('dubai-marina-a-guide-2026')
    expect((await post({ title: 'Dubai Marina — a guide 2026', slug: '' })).body.data.slug).toBe(
      'dubai-marina-a-guide-2026-2',
    )
    expect((await post({ title: 'Dubai marina a guide 2026', slug: null })).body.data.slug).toBe(
      'dubai-marina-a-guide-2026-3',
    )
    expect((await post({ title: 'Café Culture in Jumeirah' })).body.data.slug).toBe('cafe-culture-in-jumeirah')
    // nothing Latin in the title: the record's kind
    expect((await post({ title: 'دليل دبي مارينا' })).body.data.slug).toMatch(/^blog-post(-\d+)?$/)
    // another table keeps its own slugs
    expect(
      (
        await t.request('POST', '/api/dynamic-pages', {
          token: manager,
          body: { title: 'Dubai Marina: A Guide (2026)' },
        })
      ).body.data.slug,
    ).toBe('dubai-marina-a-guide-2026')
  })

  it('may be typed, and a typed slug another record has is a 400 naming the field and that record', async () => {
    const own = await post({ title: 'Typed slug', slug: 'my-own-address' })
    expect(own.body.data.slug).toBe('my-own-address')
    const taken = await post({ title: 'Another', slug: 'my-own-address' })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual([
      { path: 'slug', message: "Another blog post already has the slug 'my-own-address': Typed slug." },
    ])
    const bad = await post({ title: 'Bad slug', slug: 'Not A Slug!' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toEqual({
      path: 'slug',
      message:
        "Slug may hold only lowercase letters, digits and single dashes between them, such as 'dubai-marina-guide'.",
    })
    // saving a record with its own slug is no conflict
    const same = await t.request('PATCH', `/api/blogs/posts/${own.body.data._id}`, {
      token: manager,
      body: { slug: 'my-own-address', title: 'Typed slug, renamed' },
    })
    expect(same.status).toBe(200)
    expect(same.body.data.slug).toBe('my-own-address')
  })

  it('is kept when the title changes, and made again from the title when cleared', async () => {
    const p = (await post({ title: 'First title' })).body.data
    const renamed = await t.request('PATCH', `/api/blogs/posts/${p._id}`, {
      token: manager,
      body: { title: 'Second title' },
    })
    expect(renamed.body.data.slug).toBe('first-title')
    const cleared = await t.request('PATCH', `/api/blogs/posts/${p._id}`, { token: manager, body: { slug: '' } })
    expect(cleared.body.data.slug).toBe('second-title')
  })

  it('stays unique when the same title is saved at the same time', async () => {
    const res = await Promise.all(Array.from({ length: 6 }, () => post({ title: 'Same moment' })))
    expect(res.map((r) => r.status)).toEqual(Array(6).fill(201))
    expect(new Set(res.map((r) => r.body.data.slug)).size).toBe(6)
  })

  it("a trashed record's slug stays taken, so restoring it never collides", async () => {
    const p = (await post({ title: 'Trashed post' })).body.data
    await t.request('DELETE', `/api/blogs/posts/${p._id}`, { token: manager })
    expect((await post({ title: 'Trashed post' })).body.data.slug).toBe('trashed-post-2')
    // typed, it is refused naming the record that keeps it in the trash
    const typed = await post({ title: 'Trashed again', slug: 'trashed-post' })
    expect(typed.body.errors).toEqual([
      { path: 'slug', message: "Another blog post already has the slug 'trashed-post': Trashed post (in the trash)." },
    ])
    expect((await t.request('GET', `/api/blogs/posts/${p._id}/restore`, { token: manager })).status).toBe(200)
  })
})

describe('job applications', () => {
  const form = (file: Buffer, filename: string) => {
    const fd = new FormData()
    fd.append('file', new Blob([new Uint8Array(file)]), filename)
    return fd
  }
  const upload = async (file: Buffer, filename: string) =>
    (await t.request('POST', '/api/storage/upload', { token: manager, body: form(file, filename) })).body.data
      ._id as string
  const apply = (cv: string, token = manager) =>
    t.request('POST', '/api/careers/applications', {
      token,
      body: { name: 'Layla Haddad', email: 'layla@example.com', cv },
    })

  it('carry a PDF or DOCX CV', async () => {
    for (const [file, name] of [
      [pdf, 'cv.pdf'],
      [docx, 'cv.docx'],
    ] as const) {
      const res = await apply(await upload(file, name))
      expect(res.status, name).toBe(201)
    }
  })

  it('refuse any other file as the CV with a 400 naming it, on create and update', async () => {
    const photo = await upload(png(), 'photo.png')
    const res = await apply(photo)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'cv', message: "CV must be a PDF or DOCX document; 'photo.png' is a PNG file." },
    ])
    expect((await apply(await upload(json, 'cv.json'))).body.errors[0].message).toBe(
      "CV must be a PDF or DOCX document; 'cv.json' is a JSON file.",
    )
    const ok = (await apply(await upload(pdf, 'cv.pdf'))).body.data
    const swap = await t.request('PATCH', `/api/careers/applications/${ok._id}`, {
      token: manager,
      body: { cv: photo },
    })
    expect(swap.status).toBe(400)
    expect(swap.body.errors[0].path).toBe('cv')
  })
})

describe("a page section's image", () => {
  const page = (sections: unknown[]) =>
    t.request('POST', '/api/dynamic-pages', { token: manager, body: { title: 'Sections with images', sections } })

  it("must be a stored file of the page's asset: another asset's or a missing one is a 400 naming the section's field", async () => {
    const upload = async () => {
      const fd = new FormData()
      fd.append('file', new Blob([new Uint8Array(png())]), 'section.png')
      return (await t.request('POST', '/api/storage/upload', { token: manager, body: fd })).body.data._id as string
    }
    const own = await upload()
    const foreign = await upload()
    await t.db.query('update storage_files set asset_id = $2 where id = $1', [foreign, (await t.demo()).secondAsset])
    const bad = await page([
      { heading: 'One', image: own },
      { heading: 'Two', image: foreign },
    ])
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'sections.1.image', message: 'File not found' }])
    expect((await page([{ heading: 'Gone', image: '00000000-0000-4000-8000-000000000000' }])).body.errors).toEqual([
      { path: 'sections.0.image', message: 'File not found' },
    ])
    const ok = await page([{ heading: 'One', image: own }, { heading: 'No image' }])
    expect(ok.status).toBe(201)
    const swap = await t.request('PATCH', `/api/dynamic-pages/${ok.body.data._id}`, {
      token: manager,
      body: { sections: [{ heading: 'One', image: foreign }] },
    })
    expect(swap.status).toBe(400)
    expect(swap.body.errors[0].path).toBe('sections.0.image')
  })
})

describe('custom URLs (redirects)', () => {
  const redirect = (source: string, target: string, title = `${source} to ${target}`) =>
    t.request('POST', '/api/seo/custom-urls', { token: manager, body: { title, source, target, statusCode: '301' } })

  it('refuse a chain that comes back to its source with a 400 showing the loop', async () => {
    expect((await redirect('/loop/a', '/loop/b')).status).toBe(201)
    expect((await redirect('/loop/b', '/loop/c')).status).toBe(201)
    const loop = await redirect('/loop/c', '/loop/a')
    expect(loop.status).toBe(400)
    expect(loop.body.errors).toEqual([
      {
        path: 'target',
        message:
          'This redirect would make a loop: /loop/c → /loop/a → /loop/b → /loop/c. Browsers would go round it without end.',
      },
    ])
    const [n] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from seo_custom_urls where source like '/loop/%'`,
    )
    expect(n.n).toBe(2)
    // elsewhere is fine
    expect((await redirect('/loop/c', 'https://example.com/loop/a')).status).toBe(201)
  })

  it('refuse a redirect to itself and a second redirect of one source', async () => {
    const self = await redirect('/self', '/self')
    expect(self.status).toBe(400)
    expect(self.body.errors[0]).toEqual({
      path: 'target',
      message: "To must differ from From: '/self' would redirect to itself.",
    })
    expect((await redirect('/once', '/first')).status).toBe(201)
    const twice = await redirect('/once', '/second', 'Second')
    expect(twice.status).toBe(400)
    expect(twice.body.errors[0]).toEqual({
      path: 'source',
      message: "From '/once' already redirects to '/first' (/once to /first): change or delete that redirect first.",
    })
  })

  it('check an update that would close a loop, and free the way once a link is deleted', async () => {
    const x = (await redirect('/upd/x', '/upd/y')).body.data
    const y = (await redirect('/upd/y', '/upd/z')).body.data
    const closing = await t.request('PATCH', `/api/seo/custom-urls/${y._id}`, {
      token: manager,
      body: { target: '/upd/x' },
    })
    expect(closing.status).toBe(400)
    expect(closing.body.errors[0].path).toBe('target')
    expect((await t.request('DELETE', `/api/seo/custom-urls/${x._id}`, { token: manager })).status).toBe(200)
    expect(
      (await t.request('PATCH', `/api/seo/custom-urls/${y._id}`, { token: manager, body: { target: '/upd/x' } }))
        .status,
    ).toBe(200)
  })

  it("refuse a restore from the trash that would close a loop, with the save's message, and leave it in the trash", async () => {
    const x = (await redirect('/rst/x', '/rst/y')).body.data
    expect((await t.request('DELETE', `/api/seo/custom-urls/${x._id}`, { token: manager })).status).toBe(200)
    // with x in the trash, y → x is no loop
    expect((await redirect('/rst/y', '/rst/x')).status).toBe(201)
    const restore = await t.request('GET', `/api/seo/custom-urls/${x._id}/restore`, { token: manager })
    expect(restore.status).toBe(400)
    expect(restore.body.errors).toEqual([
      {
        path: 'target',
        message: 'This redirect would make a loop: /rst/x → /rst/y → /rst/x. Browsers would go round it without end.',
      },
    ])
    const [row] = await t.db.query<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from seo_custom_urls where id = $1',
      [x._id],
    )
    expect(row.deleted).toBe(true)
    // and a restore whose source another live redirect took meanwhile says so, as a save does
    const o = (await redirect('/rst/once', '/rst/first')).body.data
    await t.request('DELETE', `/api/seo/custom-urls/${o._id}`, { token: manager })
    expect((await redirect('/rst/once', '/rst/second', 'Second')).status).toBe(201)
    const taken = await t.request('GET', `/api/seo/custom-urls/${o._id}/restore`, { token: manager })
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0]).toEqual({
      path: 'source',
      message: "From '/rst/once' already redirects to '/rst/second' (Second): change or delete that redirect first.",
    })
  })

  it('refuse one of two saves that would close a loop between them at the same time', async () => {
    const res = await Promise.all([redirect('/race/p', '/race/q'), redirect('/race/q', '/race/p')])
    expect(res.map((r) => r.status).sort()).toEqual([201, 400])
  })

  it('refuse a source that is not a path of the website with a sentence', async () => {
    const res = await redirect('old page', '/new')
    expect(res.status).toBe(400)
    expect(res.body.errors[0]).toEqual({
      path: 'source',
      message: "From must be a path of the website starting with '/', such as '/blog/old-post' (no spaces, ? or #).",
    })
  })
})

describe('ordered records', () => {
  it('move up and down among the live records of the asset; not past either end; only with the update key', async () => {
    const titles = ['Order one', 'Order two', 'Order three']
    const ids: string[] = []
    for (const title of titles)
      ids.push((await t.request('POST', '/api/awards', { token: manager, body: { title } })).body.data._id)
    const order = async () =>
      (
        await t.request('GET', '/api/awards', { token: manager, query: { filter: JSON.stringify({ limit: -1 }) } })
      ).body.data
        .map((r: any) => r.title)
        .filter((x: string) => titles.includes(x))
    expect(await order()).toEqual(titles)
    const up = await t.request('POST', `/api/awards/${ids[2]}/move`, { token: manager, body: { direction: 'up' } })
    expect(up.status).toBe(200)
    expect(up.body.data.moved).toBe(true)
    expect(await order()).toEqual(['Order one', 'Order three', 'Order two'])
    const last = await t.request('POST', `/api/awards/${ids[1]}/move`, { token: manager, body: { direction: 'down' } })
    expect(last.body.data.moved).toBe(false)
    expect(
      (await t.request('POST', `/api/awards/${ids[0]}/move`, { token: agent, body: { direction: 'down' } })).status,
    ).toBe(403)
    const bad = await t.request('POST', `/api/awards/${ids[0]}/move`, {
      token: manager,
      body: { direction: 'sideways' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('direction')
  })
})
