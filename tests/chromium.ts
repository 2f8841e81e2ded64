import fs from 'node:fs'
import { execSync } from 'node:child_process'

/**
 * Finds the Chromium the browser tests drive: PLAYWRIGHT_CHROMIUM_PATH or Debian's /usr/bin/chromium.
 * When none is found and we are root with apt, installs Debian's chromium; otherwise explains how.
 */
export function findChromium(install = false): string {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[]
  const found = candidates.find((p) => fs.existsSync(p))
  if (found) return found
  if (install && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian chromium with apt-get…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable.',
  )
}

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
