/** The article's loading state (SPEC: a spinner), shaped like the page that will replace it. */
export function ArticleLoading() {
  return (
    <div role="status" aria-live="polite" data-testid="article-loading">
      <div className="flex h-[300px] items-center justify-center bg-ink">
        <span
          aria-hidden
          className="size-10 animate-spin rounded-full border-2 border-ivory/20 border-t-sand-300 motion-reduce:animate-none"
        />
      </div>
      <span className="sr-only">Loading...</span>
      <div aria-hidden className="mx-auto max-w-site space-y-4 px-5 py-16 sm:px-8 lg:px-12">
        <div className="h-4 w-2/3 max-w-xl rounded-full bg-stone-200" />
        <div className="h-4 w-full max-w-2xl rounded-full bg-stone-200" />
        <div className="h-4 w-5/6 max-w-2xl rounded-full bg-stone-200" />
      </div>
    </div>
  )
}
