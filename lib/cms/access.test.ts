import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_LIST_MAX, boundAnonymousLists } from './access'

type HookArgs = Parameters<typeof boundAnonymousLists>[0]

function run(args: Record<string, unknown>, req: Partial<PayloadRequest>, operation = 'read') {
  return boundAnonymousLists({ args, operation, req: req as PayloadRequest } as unknown as HookArgs) as Record<string, unknown>
}

const anonymous = { payloadAPI: 'REST', user: null } as Partial<PayloadRequest>
const editor = { payloadAPI: 'REST', user: { id: 1, collection: 'users', roles: ['editor'] } } as unknown as Partial<PayloadRequest>

describe('boundAnonymousLists', () => {
  it.each([
    [{ pagination: false }, 10],
    [{ limit: 0 }, 10],
    [{ limit: 100_000 }, ANONYMOUS_LIST_MAX],
    [{ limit: 100_000, pagination: false }, ANONYMOUS_LIST_MAX],
    [{ limit: 3 }, 3],
    [{}, 10],
  ])('pages an anonymous REST list asked for as %j (at most %i)', (asked, limit) => {
    expect(run(asked, anonymous)).toMatchObject({ pagination: true, limit })
  })

  it('leaves staff, the site’s own reads, single documents and other operations alone', () => {
    const unbounded = { pagination: false, limit: 0 }
    expect(run(unbounded, editor)).toEqual(unbounded)
    expect(run(unbounded, { payloadAPI: 'local', user: null })).toEqual(unbounded)
    expect(run({ id: 7 }, anonymous)).toEqual({ id: 7 })
    expect(run(unbounded, anonymous, 'update')).toEqual(unbounded)
  })
})
