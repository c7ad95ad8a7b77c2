import type { FieldValues, Resolver } from 'react-hook-form'
import { lazyModule } from '@/components/ui/lazy-module'

/**
 * A react-hook-form resolver whose module is fetched on the first validation, not with the page,
 * so the form is live at once while zod stays out of the first-load JavaScript. A dropped
 * download is tried again on the next validation (lazyModule).
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  const resolver = lazyModule(load)
  return async (values, context, options) => (await resolver.load())(values, context, options)
}
