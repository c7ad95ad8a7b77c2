import { ArticleError } from './article-error'

/** An unknown article: the spec's words, a 404 status (set by Next) and a way back. */
export function ArticleNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return <ArticleError detail="This article may have moved or been removed." backHref={backHref} backLabel={backLabel} />
}
