import { expect, it } from 'vitest'
import { call } from './client'

it('GET /api/health reports the database and storage', async () => {
  const answer = await call<{ status: string; database: string; storage: string }>('/api/health')
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' })
  expect(answer.headers.get('cache-control')).toBe('no-store')
})
