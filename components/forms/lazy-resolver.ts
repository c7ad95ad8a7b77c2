import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose module is fetched on the first validation, not with the page,
 * so the form is live at once while zod stays out of the first-load JavaScript.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A dropped download is tried again on the next validation.
      loading = null
      throw error
    })
    return (await loading)(values, context, options)
  }
}
