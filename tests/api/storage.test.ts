import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { bigPng, docx, html, jpg, json, pdf, png, svg, svgWithScript, webp, zip } from './helpers/files.ts'

let t: TestApp
let manager: string
let agent: string
let viewer: string
let admin: string
let firstAsset: string
let secondAsset: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ manager, agent, viewer, admin, firstAsset, secondAsset } = await t.demo())
})
afterAll(() => t?.close())

function form(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  fd.append('file', new Blob([new Uint8Array(file)]), filename)
  return fd
}
const upload = (token: string, file: Buffer, filename: string, fields?: Record<string, string>) =>
  t.request('POST', '/api/storage/upload', { token, body: form(file, filename, fields) })

/** Every file under the storage folder (temp files included). */
function storedFiles(root = path.join(t.dataDir, 'storage')): string[] {
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
}
/** Whether the bytes behind a stored file's URL are on disk. */
const onDisk = (file: string, root?: string) =>
  storedFiles(root).some((f) => file.endsWith(f.split(path.sep).join('/')))
const rowCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from storage_files'))[0].n

describe('upload', () => {
  it('stores an image with its type decided by the content and answers the file', async () => {
    const res = await upload(manager, png(), 'photo.png', {
      name: 'Front door',
      category: 'Customers/Avatars',
      asset: firstAsset,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Front door',
      category: 'Customers/Avatars',
      type: 'image/png',
      ext: 'png',
      isHidden: false,
      asset: firstAsset,
    })
    expect(res.body.data.file).toMatch(/^\/api\/storage\/files\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/)
    const served = await fetch(t.url + res.body.data.file)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(png())).toBe(true)
  })

  it('defaults the category to Storage and the name to the file name', async () => {
    const res = await upload(agent, pdf, 'brochure.pdf')
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'brochure.pdf',
      category: 'Storage',
      type: 'application/pdf',
      ext: 'pdf',
    })
    const served = await fetch(t.url + res.body.data.file)
    expect(served.headers.get('content-disposition')).toMatch(/^inline/)
  })

  it('accepts every allowed type by content and name', async () => {
    expect((await upload(manager, svg, 'logo.svg')).body.data.type).toBe('image/svg+xml')
    expect((await upload(manager, json, 'data.json')).body.data.type).toBe('application/json')
    expect((await upload(manager, jpg, 'photo.JPEG')).body.data).toMatchObject({ type: 'image/jpeg', ext: 'jpg' })
    expect((await upload(manager, webp, 'photo.webp')).body.data.type).toBe('image/webp')
    const d = await upload(manager, docx, 'contract.docx')
    expect(d.status).toBe(201)
    expect(d.body.data.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const served = await fetch(t.url + d.body.data.file)
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/)
  })

  it('refuses a plain zip named .docx and a JPEG named .png', async () => {
    expect((await upload(manager, zip({ 'a.txt': 'hello' }), 'fake.docx')).body.message).toBe(
      'You can only upload PDF,DOCX and JSON file!',
    )
    expect((await upload(manager, jpg, 'photo.png')).body.message).toBe('You can only upload JPG,SVG,PNG,WEBP file!')
    expect((await upload(manager, Buffer.alloc(0), 'empty.png')).body.message).toBe(
      'You can only upload JPG,SVG,PNG,WEBP file!',
    )
  })

  it('serves SVG so it cannot run script in the console origin', async () => {
    const res = await upload(manager, svgWithScript, 'evil.svg')
    expect(res.status).toBe(201)
    const served = await fetch(t.url + res.body.data.file)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('refuses a PNG named .pdf and an HTML file named .svg, leaving nothing behind', async () => {
    const files = storedFiles().length
    const rows = await rowCount()
    const a = await upload(manager, png(), 'report.pdf')
    expect(a.status).toBe(400)
    expect(a.body.message).toBe('You can only upload PDF,DOCX and JSON file!')
    const b = await upload(manager, html, 'picture.svg')
    expect(b.status).toBe(400)
    expect(b.body.message).toBe('You can only upload JPG,SVG,PNG,WEBP file!')
    const c = await upload(manager, Buffer.from('MZ\x90\x00binary'), 'tool.exe')
    expect(c.status).toBe(400)
    expect(c.body.message).toBe('You can only upload PDF,DOCX and JSON file!')
    const d = await upload(manager, png(), 'image.gif')
    expect(d.body.message).toBe('You can only upload JPG,SVG,PNG,WEBP file!')
    expect(storedFiles().length).toBe(files)
    expect(await rowCount()).toBe(rows)
  })

  it('refuses an 11 MB file with the size message, leaving nothing behind', async () => {
    const files = storedFiles().length
    const rows = await rowCount()
    const res = await upload(manager, bigPng(11 * 1024 * 1024), 'huge.png')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Image can be upto 10MB!')
    const doc = await upload(manager, Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 32)]), 'huge.pdf')
    expect(doc.body.message).toBe('Document can be upto 10MB!')
    expect(storedFiles().length).toBe(files)
    expect(await rowCount()).toBe(rows)
  })

  it('accepts exactly 10 MB', async () => {
    const res = await upload(manager, bigPng(10 * 1024 * 1024), 'limit.png')
    expect(res.status).toBe(201)
    expect(res.body.data.size).toBe(10 * 1024 * 1024)
  })

  it('a truncated multipart body leaves no file and no row', async () => {
    const files = storedFiles().length
    const rows = await rowCount()
    const boundary = `----cut${Date.now()}`
    const payload = Buffer.alloc(3 * 1024 * 1024, 1)
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\ncut\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const body = Buffer.concat([head, png(), payload, Buffer.from(`\r\n--${boundary}--\r\n`)])
    const { port } = new URL(t.url)
    await new Promise<void>((resolve) => {
      const sock = net.connect(Number(port), '127.0.0.1', () => {
        sock.write(
          `POST /api/storage/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${manager}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
        )
        // Send half of the body, then cut the connection.
        sock.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => sock.destroy(), 200))
      })
      sock.on('close', () => resolve())
      sock.on('error', () => resolve())
    })
    // Give the server a moment to notice the cut and clean up.
    for (let i = 0; i < 50 && storedFiles().length !== files; i++) await new Promise((r) => setTimeout(r, 100))
    expect(storedFiles().length).toBe(files)
    expect(await rowCount()).toBe(rows)
    // and the server still answers
    expect((await upload(manager, png(), 'after.png')).status).toBe(201)
  })

  it('a path-traversal name is only a display name: the key is generated', async () => {
    const res = await upload(manager, png(), '../../../../etc/passwd.png', { name: '../../evil.png' })
    expect(res.status).toBe(201)
    expect(res.body.data.file).not.toContain('..')
    expect(storedFiles().every((f) => !f.includes('..'))).toBe(true)
    expect(fs.existsSync(path.join(t.dataDir, '..', 'evil.png'))).toBe(false)
    const trav = await fetch(`${t.url}/api/storage/files/..%2F..%2Fpackage.json`)
    expect(trav.status).toBe(404)
    const trav2 = await fetch(`${t.url}/api/storage/files/${firstAsset}/%2e%2e%2f%2e%2e%2fpackage.json`)
    expect(trav2.status).toBe(404)
  })

  it('a Viewer may not upload; a call without a token is 401', async () => {
    const rows = await rowCount()
    expect((await upload(viewer, png(), 'v.png')).status).toBe(403)
    expect((await t.request('POST', '/api/storage/upload', { body: form(png(), 'x.png') })).status).toBe(401)
    expect(await rowCount()).toBe(rows)
  })

  it('refuses an asset field other than the active asset, and a body without a file', async () => {
    const files = storedFiles().length
    const res = await upload(manager, png(), 'x.png', { asset: secondAsset })
    expect(res.status).toBe(400)
    expect(storedFiles().length).toBe(files)
    const none = await t.request('POST', '/api/storage/upload', {
      token: manager,
      body: (() => {
        const f = new FormData()
        f.append('name', 'x')
        return f
      })(),
    })
    expect(none.status).toBe(400)
    const notMultipart = await t.request('POST', '/api/storage/upload', { token: manager, body: { file: 'x' } })
    expect(notMultipart.status).toBe(400)
  })

  it('a multipart content type over a body that is not multipart is a 400 sentence in the reader’s language', async () => {
    const rows = await rowCount()
    const files = storedFiles().length
    const send = (body: string, headers: Record<string, string> = {}) =>
      t.request('POST', '/api/storage/upload', {
        token: manager,
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=----edge', ...headers },
      })
    for (const body of ['{"file":"x"}', 'plain text', '------edge\r\nContent-Disposition: form-data; name="file"']) {
      expect(await send(body)).toMatchObject({
        status: 400,
        body: { statusCode: 400, message: 'The upload is not a readable multipart/form-data body.' },
      })
    }
    expect((await send('plain text', { 'X-Language': 'ar' })).body.message).toBe(
      'الملف المرفوع ليس بصيغة multipart/form-data قابلة للقراءة.',
    )
    expect(await rowCount()).toBe(rows)
    expect(storedFiles().length).toBe(files)
  })
})

describe('search and removal', () => {
  it('lists the active asset only, hidden excluded, with text search, newest first', async () => {
    await upload(manager, png(), 'kitchen-one.png')
    const hidden = (await upload(manager, png(), 'kitchen-hidden.png')).body.data
    await t.db.query('update storage_files set is_hidden = true where id = $1', [hidden._id])
    await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: secondAsset } })
    try {
      expect((await upload(admin, png(), 'kitchen-other-asset.png')).status).toBe(201)
    } finally {
      await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: firstAsset } })
    }
    await upload(manager, png(), 'kitchen-two.png')
    const res = await t.request('GET', '/api/storage', {
      token: manager,
      query: {
        filter: {
          page: 1,
          limit: 52,
          sort: { createdAt: -1 },
          query: { isHidden: { $ne: true }, $text: { $search: 'kitchen' } },
        },
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.map((f: any) => f.name)).toEqual(['kitchen-two.png', 'kitchen-one.png'])
  })

  it("removes a file (no longer served or listed, bytes kept for restore); another asset's file is a 404 and stays", async () => {
    const mine = (await upload(manager, png(), 'remove-me.png')).body.data
    await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: secondAsset } })
    let other: any
    try {
      other = (await upload(admin, png(), 'not-yours.png')).body.data
    } finally {
      await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: firstAsset } })
    }
    expect(
      (await t.request('DELETE', '/api/storage/remove', { token: manager, query: { file: other._id } })).status,
    ).toBe(404)
    expect(
      (await t.request('DELETE', '/api/storage/remove', { token: manager, query: { file: other.file } })).status,
    ).toBe(404)
    expect((await fetch(t.url + other.file)).status).toBe(200)

    expect((await t.request('DELETE', '/api/storage/remove', { token: agent, query: { file: mine._id } })).status).toBe(
      403,
    )
    const del = await t.request('DELETE', '/api/storage/remove', { token: manager, query: { file: mine.file } })
    expect(del.status).toBe(200)
    expect((await fetch(t.url + mine.file)).status).toBe(404)
    expect(onDisk(mine.file)).toBe(true)
    expect(
      (await t.request('DELETE', '/api/storage/remove', { token: manager, query: { file: mine._id } })).status,
    ).toBe(404)
    expect((await t.request('DELETE', '/api/storage/remove', { token: manager, query: {} })).status).toBe(400)
  })

  it('restores a removed file with its bytes: served again', async () => {
    const mine = (await upload(manager, png(), 'restore-me.png')).body.data
    expect(
      (await t.request('DELETE', '/api/storage/remove', { token: manager, query: { file: mine._id } })).status,
    ).toBe(200)
    expect((await fetch(t.url + mine.file)).status).toBe(404)
    const restored = await t.request('GET', `/api/storage/${mine._id}/restore`, { token: manager })
    expect(restored.status).toBe(200)
    expect(restored.body.data).toMatchObject({ _id: mine._id, file: mine.file })
    const served = await fetch(t.url + mine.file)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png())).toBe(true)
  })

  it('force-deletes a file, live or removed: row and bytes gone; a file in use is a 409 and stays', async () => {
    const live = (await upload(manager, png(), 'force-live.png')).body.data
    const removed = (await upload(manager, png(), 'force-removed.png')).body.data
    await t.request('DELETE', '/api/storage/remove', { token: manager, query: { file: removed._id } })
    expect((await t.request('DELETE', `/api/storage/${live._id}/force`, { token: agent })).status).toBe(403)
    for (const f of [live, removed]) {
      expect(onDisk(f.file)).toBe(true)
      const res = await t.request('DELETE', `/api/storage/${f._id}/force`, { token: manager })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.data).toEqual({ _id: f._id })
      expect(onDisk(f.file)).toBe(false)
      expect(await t.db.query('select 1 from storage_files where id = $1', [f._id])).toHaveLength(0)
      expect((await t.request('DELETE', `/api/storage/${f._id}/force`, { token: manager })).status).toBe(404)
    }
    const avatar = (await upload(manager, png(), 'force-used.png')).body.data
    const customer = await t.request('POST', '/api/customers', {
      token: manager,
      body: { firstName: 'Forced', type: 'Client', phoneCode: '971', phone: '509998866', avatar: avatar._id },
    })
    expect(customer.status).toBe(201)
    expect((await t.request('DELETE', `/api/storage/${avatar._id}/force`, { token: manager })).status).toBe(409)
    expect(onDisk(avatar.file)).toBe(true)
    expect((await fetch(t.url + avatar.file)).status).toBe(200)
  })

  it('a customer avatar must be a file of the active asset', async () => {
    const mine = (await upload(manager, png(), 'avatar.png', { category: 'Customers/Avatars' })).body.data
    const created = await t.request('POST', '/api/customers', {
      token: manager,
      body: { firstName: 'Pic', type: 'Client', phoneCode: '971', phone: '509998877', avatar: mine._id },
    })
    expect(created.status).toBe(201)
    expect(created.body.data.avatar).toMatchObject({ _id: mine._id, file: mine.file })
    const other = (await t.db.query('select id from storage_files where asset_id = $1 limit 1', [secondAsset]))[0].id
    const bad = await t.request('POST', '/api/customers', {
      token: manager,
      body: { firstName: 'Pic', type: 'Client', phoneCode: '971', phone: '509998878', avatar: other },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('avatar')
  })
})

describe('STORAGE_DIR', () => {
  it('defaults to DATA_DIR/storage and is its own setting', async () => {
    expect(loadConfig({ DATA_DIR: '/srv/agency' }).storageDir).toBeUndefined()
    expect(loadConfig({ DATA_DIR: '/srv/agency', STORAGE_DIR: '/mnt/shared/files' }).storageDir).toBe(
      '/mnt/shared/files',
    )
  })

  it('is where files go, so a second server with another data folder serves what the first stored', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-shared-storage-'))
    const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'agency-data-')))
    // Two servers of one database, each with its own data folder and the same STORAGE_DIR.
    const [first, second] = await Promise.all(
      dataDirs.map((dataDir) =>
        buildApp(
          { db: t.db, config: { ...loadConfig({}), logLevel: 'silent', dataDir, storageDir: shared } },
          { logger: false },
        ),
      ),
    )
    try {
      const up = await first.inject({
        method: 'POST',
        url: '/api/storage/upload',
        headers: { authorization: `Bearer ${manager}` },
        payload: form(png(), 'shared.png'),
      })
      expect(up.statusCode, up.body).toBe(201)
      const { file } = up.json<{ data: { file: string } }>().data
      expect(onDisk(file, shared)).toBe(true)
      expect(storedFiles(path.join(dataDirs[0], 'storage'))).toEqual([])
      const served = await second.inject({ method: 'GET', url: file })
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.equals(png())).toBe(true)
    } finally {
      await Promise.all([first.close(), second.close()])
      for (const dir of [shared, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
