import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
/** Where `vite build` puts the console, which the server serves. */
export const distDir = path.join(root, 'dist')
const webInputs = ['src/web', 'src/domain', 'commands', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)))
  return max
}

/** True when dist is missing or older than any web source. */
export function webBuildIsStale(): boolean {
  const built = path.join(distDir, 'index.html')
  if (!fs.existsSync(built)) return true
  const builtAt = fs.statSync(built).mtimeMs
  return webInputs.some((p) => newestMtime(path.join(root, p)) > builtAt)
}

export async function buildWeb() {
  const { build } = await import('vite')
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') })
}
