import { Faker, base, en, en_IN, generateMersenne53Randomizer } from '@faker-js/faker'

/**
 * One seeded random stream for the whole seed: faker for names and e-mails, and cheap draws
 * (next/int/pick/chance) straight from the same randomizer for the million-lead hot path.
 * Same seed, same data (relative to the `now` the seed runs at).
 */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

export class Rand {
  readonly faker: Faker
  private readonly randomizer = generateMersenne53Randomizer()

  constructor(seed: number) {
    this.randomizer.seed(seed)
    // English and Indian name pools read like a Dubai client list; Arabic names come from data.ts.
    this.faker = new Faker({ locale: [en, en_IN, base], randomizer: this.randomizer })
  }

  /** Float in [0, 1). */
  next(): number {
    return this.randomizer.next()
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A version-4 uuid from the seeded stream (faker's is ~20x slower, which shows at a million rows). */
  uuid(): string {
    const b: string[] = []
    for (let i = 0; i < 4; i++) {
      const n = Math.floor(this.next() * 0x1_0000_0000)
      b.push(HEX[n >>> 24], HEX[(n >>> 16) & 255], HEX[(n >>> 8) & 255], HEX[n & 255])
    }
    b[6] = HEX[0x40 | (parseInt(b[6], 16) & 0x0f)]
    b[8] = HEX[0x80 | (parseInt(b[8], 16) & 0x3f)]
    return `${b[0]}${b[1]}${b[2]}${b[3]}-${b[4]}${b[5]}-${b[6]}${b[7]}-${b[8]}${b[9]}-${b.slice(10).join('')}`
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]
  }

  /** Picks by relative weight: `[[value, weight], …]`. */
  weighted<T>(table: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, w] of table) total += w
    let x = this.next() * total
    for (const [v, w] of table) {
      x -= w
      if (x < 0) return v
    }
    return table[table.length - 1][0]
  }

  /** k distinct items of list (k clipped to its length), in list order. */
  some<T>(list: readonly T[], k: number): T[] {
    const idx = list.map((_, i) => i)
    for (let i = 0; i < Math.min(k, idx.length); i++) {
      const j = i + Math.floor(this.next() * (idx.length - i))
      ;[idx[i], idx[j]] = [idx[j], idx[i]]
    }
    return idx
      .slice(0, k)
      .sort((a, b) => a - b)
      .map((i) => list[i])
  }
}
