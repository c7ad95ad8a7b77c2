import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { SlidingWindowLimiter, limitSettings } = await import('./rate-limit')

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per window, then refuses with the wait until the oldest expires', () => {
    let now = 1_000_000
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now)
    expect([1, 2, 3].map(() => limiter.hit('a').ok)).toEqual([true, true, true])
    now += 15_000
    const refused = limiter.hit('a')
    expect(refused).toMatchObject({ ok: false, remaining: 0, retryAfter: 45 })
    expect(limiter.hit('b').ok).toBe(true) // keys are independent
    now += 45_001
    expect(limiter.hit('a')).toMatchObject({ ok: true, remaining: 2 })
  })

  it('peeks: says what a hit would answer without counting one', () => {
    let now = 0
    const limiter = new SlidingWindowLimiter(2, 10_000, () => now)
    expect(limiter.peek('k')).toMatchObject({ ok: true, remaining: 2 })
    limiter.hit('k')
    expect(limiter.peek('k')).toMatchObject({ ok: true, remaining: 1 })
    expect(limiter.peek('k')).toMatchObject({ ok: true, remaining: 1 })
    limiter.hit('k')
    now = 4_000
    expect(limiter.peek('k')).toMatchObject({ ok: false, remaining: 0, retryAfter: 6 })
    now = 10_001
    expect(limiter.peek('k')).toMatchObject({ ok: true, remaining: 2 })
  })

  it('slides: room comes back one hit at a time', () => {
    let now = 0
    const limiter = new SlidingWindowLimiter(2, 10_000, () => now)
    limiter.hit('k')
    now = 5_000
    limiter.hit('k')
    now = 9_000
    expect(limiter.hit('k').ok).toBe(false)
    now = 10_001
    expect(limiter.hit('k').ok).toBe(true)
    expect(limiter.hit('k').ok).toBe(false)
  })

  it('keeps memory bounded', () => {
    let now = 0
    const limiter = new SlidingWindowLimiter(1, 1_000, () => now, 100)
    for (let i = 0; i < 1_000; i++) {
      now += 1
      limiter.hit(`ip-${i}`)
    }
    // Past the cap the least recently used keys go first; a recent key is still limited.
    expect(limiter.hit('ip-999').ok).toBe(false)
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(
      101,
    )
  })
})

describe('limitSettings', () => {
  it('defaults to 10 per 10 minutes (4 without a form token) in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('RATE_LIMIT_MAX', '')
    expect(limitSettings()).toMatchObject({
      perClient: 10,
      tokenless: 4,
      global: 120,
      windowMs: 600_000,
    })
    vi.unstubAllEnvs()
  })

  it('is raised by RATE_LIMIT_MAX (the test server) and RATE_LIMIT_GLOBAL_MAX', () => {
    vi.stubEnv('RATE_LIMIT_MAX', '500')
    expect(limitSettings()).toMatchObject({ perClient: 500, tokenless: 200, global: 6000 })
    vi.stubEnv('RATE_LIMIT_GLOBAL_MAX', '100')
    expect(limitSettings().global).toBe(100)
    vi.unstubAllEnvs()
  })
})
