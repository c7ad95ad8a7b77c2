import { expect, it } from 'vitest'
import { call } from './client'

it('GET /api/health reports the database and storage up, with a 200 never cached', async () => {
  const answer = await call<{ status: string; database: string; storage: string }>('/api/health')
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ status: 'up', database: 'up', storage: 'up' })
  expect(answer.headers.get('cache-control')).toBe('no-store')
})
