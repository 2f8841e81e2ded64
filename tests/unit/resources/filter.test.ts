import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../src/server/http/errors.ts'
import type { Viewer } from '../../../src/server/resources/viewer.ts'
import { compileWhere, likePattern, parseFilter } from '../../../src/server/resources/filter.ts'
import { getDef } from '../../../src/server/resources/registry.ts'

const customers = getDef('customers')
const leads = getDef('leads')
const projects = getDef('projects')

const all: Viewer = { can: () => true }
const noSensitive: Viewer = {
  can: (k: readonly string[] | string) => ![k].flat().includes('VIEW_SENSITIVE_INFORMATION'),
}
const UUID = '0b7f8a2e-4c1d-4e5f-9a6b-7c8d9e0f1a2b'

function compile(def = leads, query: unknown, viewer = all) {
  const params: unknown[] = []
  return { sql: compileWhere(def, query, viewer, params), params }
}

function failure(fn: () => unknown): HttpError {
  try {
    fn()
  } catch (e) {
    if (e instanceof HttpError) return e
    throw e
  }
  throw new Error('expected an HttpError')
}

describe('compileWhere', () => {
  it('compiles equality, comparisons and $in to parameterised SQL', () => {
    const { sql, params } = compile(leads, {
      status: 'Open',
      leadID: { $gte: 10, $lt: '20' },
      stage: { $in: ['New', 'Contacted'] },
      agent: UUID,
    })
    expect(sql).toBe(
      'status = $1::text and (lead_id >= $2::bigint and lead_id < $3::bigint) and coalesce(stage = any($4::text[]), false) and agent_id = $5::uuid',
    )
    expect(params).toEqual(['Open', 10, 20, ['New', 'Contacted'], UUID])
  })

  it('compiles null, $ne, $nin with null, $exists, $or and $and', () => {
    const { sql, params } = compile(leads, {
      parentId: null,
      source: { $ne: 'Bayut' },
      contactType: { $nin: ['Buyer', null] },
      acceptedAt: { $exists: true },
      $or: [{ isAccepted: true }, { $and: [{ isContacted: 'false' }, { rating: 'Hot' }] }],
    })
    expect(sql).toBe(
      'parent_id is null and source is distinct from $1::text and not (coalesce(contact_type = any($2::text[]), false) or contact_type is null)' +
        ' and accepted_at is not null and (is_accepted = $3::boolean or (is_contacted = $4::boolean and rating = $5::text))',
    )
    expect(params).toEqual(['Bayut', ['Buyer'], true, false, 'Hot'])
  })

  it('treats $regex as literal, case-insensitive text', () => {
    const { sql, params } = compile(leads, { source: { $regex: "50%_off.*'x\\\\y", $options: 'i' } })
    expect(sql).toBe('source ilike $1::text')
    expect(params).toEqual(["%50\\%\\_off.*'x\\\\y%"])
    expect(likePattern('a\\.b')).toBe('%a.b%')
  })

  it('matches array fields by containment', () => {
    const { sql, params } = compile(projects, { amenities: 'Pool', bedrooms: { $in: [2, 3] } })
    expect(sql).toBe('coalesce($1::text = any(amenities), false) and coalesce(bedrooms && $2::bigint[], false)')
    expect(params).toEqual(['Pool', [2, 3]])
  })

  it('compiles $text over the search fields: substrings, and integers exactly', () => {
    const { sql, params } = compile(leads, { $text: { $search: ' 1042 ' } })
    expect(sql).toBe('(source_data_id ilike $1::text or source ilike $1::text or lead_id = $2::bigint)')
    expect(params).toEqual(['%1042%', 1042])
  })

  it('rejects unknown fields and operators, naming them', () => {
    let e = failure(() => compile(leads, { nope: 1 }))
    expect(e.statusCode).toBe(400)
    expect(e.errors?.[0].path).toBe('filter.query.nope')
    expect(e.message).toContain("'nope'")
    e = failure(() => compile(leads, { status: { $where: 'x' } }))
    expect(e.errors?.[0].path).toBe('filter.query.status.$where')
    e = failure(() => compile(leads, { $nor: [] }))
    expect(e.message).toContain("'$nor'")
  })

  it('rejects values of the wrong type, naming the path', () => {
    const cases: Array<[unknown, string]> = [
      [{ agent: 'abc' }, 'filter.query.agent.$eq'],
      [{ leadID: 1.5 }, 'filter.query.leadID.$eq'],
      [{ isAccepted: 'yes' }, 'filter.query.isAccepted.$eq'],
      [{ dataSourceCreatedAt: { $gte: 'yesterday' } }, 'filter.query.dataSourceCreatedAt.$gte'],
      [{ stage: { $in: 'New' } }, 'filter.query.stage.$in'],
      [{ leadID: { $regex: '1' } }, 'filter.query.leadID.$regex'],
      [{ responseTimes: { $eq: 1 } }, 'filter.query.responseTimes'],
      [{ stage: ['New'] }, 'filter.query.stage'],
      [{ $or: [] }, 'filter.query.$or'],
    ]
    for (const [q, path] of cases) {
      const e = failure(() => compile(leads, q))
      expect(e.statusCode, JSON.stringify(q)).toBe(400)
      expect(e.errors?.[0].path, JSON.stringify(q)).toBe(path)
    }
  })

  it('refuses secrets (400) and fields the caller may not see (403)', () => {
    expect(failure(() => compile(customers, { 'login.password': 'x' })).statusCode).toBe(400)
    const e = failure(() => compile(customers, { email: 'a@b.c' }, noSensitive))
    expect(e.statusCode).toBe(403)
    expect(e.errors?.[0].path).toBe('filter.query.email')
  })

  it('does not search fields the caller may not see', () => {
    const { sql } = compile(customers, { $text: { $search: 'ann' } }, noSensitive)
    expect(sql).not.toContain('email')
    expect(sql).not.toContain('phone_number')
  })
})

describe('parseFilter', () => {
  it('applies the defaults and the page rules', () => {
    const f = parseFilter(leads, undefined, all)
    expect(f).toMatchObject({ page: 1, limit: 20, sort: [['dataSourceCreatedAt', -1]], populate: [], query: {} })
    expect(parseFilter(leads, JSON.stringify({ page: 0, limit: 0 }), all)).toMatchObject({ page: 1, limit: 10 })
    expect(parseFilter(leads, JSON.stringify({ limit: -1 }), all).limit).toBe(-1)
    expect(parseFilter(leads, JSON.stringify({ page: '3', limit: '40' }), all)).toMatchObject({ page: 3, limit: 40 })
  })

  it('reads select, sort and nested populate in their several forms', () => {
    const f = parseFilter(
      leads,
      JSON.stringify({
        select: 'leadID review',
        sort: '-leadID stage',
        populate: ['customer', { path: 'agent', select: ['name'], populate: ['reportedTo'] }, 'project.developer'],
      }),
      all,
    )
    expect(f.select).toEqual(['_id', 'leadID', 'review.rating', 'review.feedback', 'review.category'])
    expect(f.sort).toEqual([
      ['leadID', -1],
      ['stage', 1],
    ])
    expect(f.populate).toEqual([
      { path: 'customer', select: undefined, populate: [] },
      { path: 'agent', select: ['_id', 'name'], populate: [{ path: 'reportedTo', select: undefined, populate: [] }] },
      { path: 'project', select: undefined, populate: [{ path: 'developer', select: undefined, populate: [] }] },
    ])
    expect(parseFilter(leads, JSON.stringify({ sort: { leadID: 'desc' } }), all).sort).toEqual([['leadID', -1]])
  })

  it('hides fields the caller may not see from the default selection', () => {
    const f = parseFilter(customers, undefined, noSensitive)
    expect(f.select).toContain('fullName')
    expect(f.select).not.toContain('email')
    expect(f.select).not.toContain('login.password')
  })

  it('answers 400 naming each kind of bad filter', () => {
    const cases: Array<[string, string, string]> = [
      ['{"page":', 'filter', 'JSON'],
      ['[1,2]', 'filter', 'object'],
      [JSON.stringify({ pages: 2 }), 'filter.pages', 'pages'],
      [JSON.stringify({ limit: 'ten' }), 'filter.limit', 'number'],
      [JSON.stringify({ sort: { nope: 1 } }), 'filter.sort.nope', "'nope'"],
      [JSON.stringify({ sort: { responseTimes: 1 } }), 'filter.sort.responseTimes', "'responseTimes'"],
      [JSON.stringify({ select: ['nope'] }), 'filter.select', "'nope'"],
      [JSON.stringify({ populate: 'stage' }), 'filter.populate', "'stage'"],
      [JSON.stringify({ populate: { path: 'agent', select: 'nope' } }), 'filter.populate.agent.select', "'nope'"],
      [JSON.stringify({ query: { foo: 1 } }), 'filter.query.foo', "'foo'"],
    ]
    for (const [raw, path, inMessage] of cases) {
      const e = failure(() => parseFilter(leads, raw, all))
      expect(e.statusCode, raw).toBe(400)
      expect(e.errors?.[0].path, raw).toBe(path)
      expect(e.message + JSON.stringify(e.errors), raw).toContain(inMessage)
    }
    const secret = failure(() => parseFilter(customers, JSON.stringify({ select: ['login.password'] }), all))
    expect(secret.statusCode).toBe(400)
    expect(secret.message).toContain('login.password')
  })
})
