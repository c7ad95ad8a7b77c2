import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { LinkPending } from '@/components/ui/link-pending.client'
import { articleHref } from '@/components/article/article-href'
import { formatArticleDate } from '@/components/article/format-date'
import type { Article } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import { cn } from '@/lib/cn'
import { fallbackLang, pictureAlt } from '@/lib/i18n/editions'
import { excerptOf } from '@/lib/excerpt'
import { placeholderFor } from '@/components/content/first-view-image'
import { FirstViewPicture } from '@/components/content/first-view-picture'
import { ArrowRight } from '@/components/ui/arrow-right'

/** docs/requirements.md §2: excerpts strip the HTML and are cut to 100 characters. */
export const NEWS_EXCERPT_LENGTH = 100

type Variant = 'lead' | 'featured' | 'grid'

/**
 * A news story as a card. 'lead' is the large first story, 'featured' the two beside it,
 * 'grid' everything after. The title link is stretched over the card, so the card is one
 * target for a pointer and one stop for the keyboard.
 */
export function NewsCard({
  article,
  locale,
  variant = 'grid',
  priority = false,
}: {
  article: Article
  locale: Locale
  variant?: Variant
  priority?: boolean
}) {
  const t = useTranslations('News')
  const date = formatArticleDate(article.publishedAt, locale)
  // Headings are left out: run into the first sentence they read as a typo ("…same rules Following…").
  const body = article.content.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')
  const excerpt = excerptOf(body, NEWS_EXCERPT_LENGTH)
  // The ellipsis is drawn by CSS so the excerpt's text itself stays within 100
  // (docs/requirements.md §2).
  const truncated = excerptOf(body, Number.MAX_SAFE_INTEGER).length > excerpt.length
  const Picture = priority ? FirstViewPicture : Image
  // An article not yet in this edition shows its English title and excerpt, marked as English.
  const lang = fallbackLang(article.editions, locale)
  const picture = pictureAlt({
    mediaAlt: article.banner.alt,
    own: article.title,
    fallback: '',
    editions: article.editions,
    locale,
  })
  return (
    <article
      data-testid={variant === 'grid' ? 'news-card' : 'news-featured'}
      className={cn(
        'group shadow-soft ring-ink/[0.04] relative flex h-full overflow-hidden rounded-2xl bg-white ring-1 transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(15_27_45/0.04),0_18px_40px_rgb(15_27_45/0.10)]',
        variant === 'featured' ? 'flex-col sm:flex-row lg:flex-col xl:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn(
          'relative shrink-0 overflow-hidden bg-stone-200',
          variant === 'lead' && 'aspect-[4/3] lg:aspect-auto lg:min-h-[380px] lg:flex-1',
          variant === 'featured' &&
            'aspect-[4/3] sm:aspect-auto sm:w-2/5 lg:aspect-[16/9] lg:w-auto xl:aspect-auto xl:w-2/5',
          variant === 'grid' && 'aspect-[16/10]',
        )}
      >
        <Picture
          src={article.banner.s3Url}
          alt={picture.alt}
          lang={picture.lang}
          fill
          {...placeholderFor(priority, article.banner.blurDataURL)}
          sizes={
            variant === 'lead'
              ? '(min-width: 1025px) 55vw, 100vw'
              : '(min-width: 1025px) 30vw, (min-width: 768px) 50vw, 100vw'
          }
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={cn('flex flex-1 flex-col', variant === 'lead' ? 'p-7 md:p-9' : 'p-6 md:p-7')}>
        {date && (
          <p className="text-sand-700 text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal">
            <time dateTime={article.publishedAt}>{date}</time>
          </p>
        )}
        <h3
          lang={lang}
          className={cn(
            'font-display text-ink mt-3 leading-tight font-medium',
            variant === 'lead' ? 'text-3xl md:text-[2.5rem]' : 'text-2xl',
          )}
        >
          <Link
            href={articleHref(article)}
            className="focus-visible:after:outline-sand-500 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2"
          >
            {article.title}
            <LinkPending />
          </Link>
        </h3>
        <p
          lang={lang}
          data-testid="news-excerpt"
          className={cn('text-ink/70 mt-3 leading-relaxed', truncated && "after:content-['…']")}
        >
          {excerpt.trimEnd()}
        </p>
        <span
          aria-hidden
          className="text-ink mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold tracking-wide rtl:tracking-normal"
        >
          {t('readMore')}{' '}
          <ArrowRight className="transition-transform duration-300 group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
        </span>
      </div>
    </article>
  )
}
