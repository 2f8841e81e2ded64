import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build, type Manifest } from 'vite'

/**
 * `npm run bench -- bundle`: builds the web app and reports the JavaScript the login page loads
 * (the entry, the login route and their static imports), gzip, and checks that none of it comes from
 * the signed-in screens (leads report, editors, customers, the frame and palette).
 */
export default async function bundle() {
  const root = path.resolve(import.meta.dirname, '../..')
  const outDir = path.join(root, '.tmp/bundle')
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } })
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))

  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue
      seen.add(k)
      closure(manifest[k].imports ?? [], seen)
    }
    return seen
  }
  const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`

  const login = closure(['index.html', 'src/web/auth/LoginPage.tsx'])
  const files = [...login].map((k) => manifest[k].file)
  const total = files.reduce((n, f) => n + gzip(f), 0)
  const raw = files.reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0)
  const all = Object.values(manifest).filter((c) => c.file.endsWith('.js'))
  const allGzip = all.reduce((n, c) => n + gzip(c.file), 0)
  const leaked = [...login].filter(
    (k) =>
      /src\/web\/(leads|customers|storage|shell\/(Frame|palette))/.test(k) || /src\/web\/.*\/(Frame|Palette)/.test(k),
  )

  console.log(`login page JavaScript: ${kb(total)} gzip (${kb(raw)} raw) in ${files.length} files`)
  for (const f of files.sort((a, b) => gzip(b) - gzip(a))) console.log(`  ${f.padEnd(44)} ${kb(gzip(f))}`)
  console.log(`whole app JavaScript: ${kb(allGzip)} gzip in ${all.length} files`)
  console.log(
    leaked.length
      ? `NOT SPLIT: the login page loads ${leaked.join(', ')}`
      : 'the login page loads none of the signed-in screens (report, editors, customers, frame, palette)',
  )
  if (leaked.length) throw new Error('the login page is not split from the signed-in screens')
}
