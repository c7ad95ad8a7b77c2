import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { useTranslations } from 'next-intl'

export type ArticleSection = 'news' | 'communities'

/**
 * docs/requirements.md §8: "the error message, else 'Something went wrong'". Server errors are
 * never shown to visitors (they can leak internals), so the page always uses the fallback words.
 */
export function ArticleError({
  from,
  missing = false,
}: {
  from: ArticleSection
  missing?: boolean
}) {
  const t = useTranslations('Article.article')
  const back = useTranslations('ArticleBack')
  return (
    <Container className="py-28 text-center md:py-36">
      <div role="alert" data-testid="article-error">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {from === 'communities' ? t('communityGuide') : t('errorEyebrow')}
        </p>
        <h1 className="font-display text-ink mt-4 text-5xl font-medium md:text-6xl">
          {t('errorTitle')}
        </h1>
        <p className="text-ink/70 mx-auto mt-4 max-w-md leading-relaxed">
          {missing
            ? t(from === 'communities' ? 'guideMissingDetail' : 'missingDetail')
            : t('errorDetail')}
        </p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href={from === 'news' ? '/news' : '/communities'} variant="dark">
          {back(from === 'news' ? 'backToNews' : 'backToCommunities')}
        </ButtonLink>
        <ButtonLink href="/" variant="outline">
          {t('home')}
        </ButtonLink>
      </div>
    </Container>
  )
}
