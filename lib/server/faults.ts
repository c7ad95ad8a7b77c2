import 'server-only'
import { cookies } from 'next/headers'

/**
 * Test-only fault switch. With TEST_FAULTS=1 (set only by the test runner), a request carrying
 * the cookie `test-fault=properties,testimonials` makes those reads fail for real, so the
 * browser tests see the genuine error states instead of a mocked component. Without the
 * variable this never touches the request, so production pages stay cacheable.
 */
export async function failIfFaulted(area: string): Promise<void> {
  if (process.env.TEST_FAULTS !== '1') return
  const faults = (await cookies()).get('test-fault')?.value.split(',') ?? []
  if (faults.includes(area)) throw new Error(`Simulated ${area} failure`)
}
