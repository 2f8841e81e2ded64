import dns from 'node:dns'
import net from 'node:net'
import { t } from '../../domain/i18n/index.ts'

/**
 * Where the server may send a request a customer configured (a webhook, an automation's webhook step): never
 * to itself, the machine's neighbours or the cloud's metadata service. An address is refused when it is
 * loopback, private, link-local, carrier-grade NAT, unique-local, multicast, reserved or documentation, or
 * an IPv6 form that carries an IPv4 address inside (mapped, compatible, NAT64, 6to4: they could carry a
 * private one). Checked when a URL is saved (its name resolved) and again when connecting (the lookup the
 * connection itself uses), so a name that resolves elsewhere later (DNS rebinding) is refused too.
 */
// One list per family: Node's BlockList matches an IPv4 address against IPv6 rules as its IPv4-mapped form, so
// the mapped prefix below would refuse every IPv4 address if they shared a list.
const blockedV4 = new net.BlockList()
const blockedV6 = new net.BlockList()
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(prefix, bits, 'ipv4')
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blockedV6.addSubnet(prefix, bits, 'ipv6')

/** Whether an IP address (v4 or v6) is one the server may connect to for a customer. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return false
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6')
}

/** Resolves a host name to every address it has (the system resolver; tests pass their own). */
export type Resolve = (host: string) => Promise<Array<{ address: string; family: number }>>

export const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true })

/** A connection refused before it was made, with the sentence the delivery records. */
export class RefusedTarget extends Error {
  readonly code = 'WEBHOOK_REFUSED_TARGET'
}

/** The address of a URL's host when it is an IP literal ([::1] → ::1), else null. */
function literal(hostname: string): string | null {
  const h = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return net.isIP(h) ? h : null
}

export interface TargetRules {
  /** Loopback and private addresses (and http) allowed: WEBHOOK_ALLOW_PRIVATE=1, tests. */
  allowPrivate: boolean
  /** https only (production, unless private targets are allowed). */
  httpsOnly: boolean
  resolve?: Resolve
}

/**
 * Why the server may not send to this URL, as a sentence in the reader's language, or null: not https where
 * required, a host that does not resolve, or one that resolves to any refused address.
 */
export async function targetProblem(url: string, rules: TargetRules): Promise<string | null> {
  const u = new URL(url)
  if (rules.httpsOnly && u.protocol !== 'https:') return t('webhooks.errors.https')
  if (rules.allowPrivate) return null
  const ip = literal(u.hostname)
  if (ip) return isPublicAddress(ip) ? null : t('webhooks.errors.privateAddress', { address: ip })
  let addresses: Array<{ address: string }>
  try {
    addresses = await (rules.resolve ?? systemResolve)(u.hostname)
  } catch {
    return t('webhooks.errors.unresolvable', { host: u.hostname })
  }
  if (!addresses.length) return t('webhooks.errors.unresolvable', { host: u.hostname })
  const bad = addresses.find((a) => !isPublicAddress(a.address))
  return bad ? t('webhooks.errors.privateAddress', { address: bad.address }) : null
}

/**
 * The refusal of an IP literal host at send time (a connection to an IP literal never asks the lookup), or null.
 */
export function literalRefusal(hostname: string, allowPrivate: boolean): RefusedTarget | null {
  const ip = literal(hostname)
  if (!ip || allowPrivate || isPublicAddress(ip)) return null
  return new RefusedTarget(`Refused: ${ip} is a private or local address.`)
}

/**
 * The lookup a connection uses (http.request's `lookup`): the name resolved at connect time, and the
 * connection refused when any of its addresses is refused, so what was checked is what is connected to.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = systemResolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const bad = allowPrivate ? undefined : all.find((a) => !isPublicAddress(a.address))
        if (bad) {
          callback(
            new RefusedTarget(`Refused: ${hostname} resolves to ${bad.address}, a private or local address.`),
            '',
          )
          return
        }
        const fitting = options.family ? all.filter((a) => a.family === options.family) : all
        if (!fitting.length) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '')
          return
        }
        if (options.all) callback(null, fitting)
        else callback(null, fitting[0].address, fitting[0].family)
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    )
  }
}
