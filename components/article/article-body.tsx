import styles from './article-prose.module.css'

/**
 * The article's HTML. `html` must come from lib/server, which sanitises it (sanitizeArticleHtml)
 * before it leaves the data layer; nothing else may be passed here.
 */
export function ArticleBody({ html, lang }: { html: string; lang?: string }) {
  return (
    <div
      lang={lang}
      data-testid="article-content"
      className={styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
