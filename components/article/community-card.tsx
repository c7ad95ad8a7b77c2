import Image from 'next/image'
import { Link } from '@/lib/i18n/navigation'
import { LinkPending } from '@/components/ui/link-pending.client'
import type { Article } from '@/lib/api/types'
import { fallbackLang, pictureAlt } from '@/lib/i18n/editions'
import { getLocale } from '@/lib/i18n/request-locale'
import { placeholderFor } from '@/components/content/first-view-image'
import { FirstViewPicture } from '@/components/content/first-view-picture'
import { ArrowRight } from '@/components/ui/arrow-right'
import { useTranslations } from 'next-intl'

/** A community guide on /communities: photo, name, one line, and the guide behind it. */
export function CommunityCard({
  article,
  priority = false,
}: {
  article: Article
  priority?: boolean
}) {
  const t = useTranslations('Article.article')
  const Picture = priority ? FirstViewPicture : Image
  const locale = getLocale()
  // A guide not yet in this edition shows its English title and line, marked as English.
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
      data-testid="community-card"
      className="group bg-ink text-ivory shadow-soft relative h-full overflow-hidden rounded-2xl"
    >
      <div className="relative aspect-[4/5] sm:aspect-[3/4]">
        <Picture
          src={article.banner.s3Url}
          alt={picture.alt}
          lang={picture.lang}
          fill
          {...placeholderFor(priority, article.banner.blurDataURL)}
          sizes="(min-width: 1025px) 30vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div
          aria-hidden
          className="from-ink/90 via-ink/25 absolute inset-0 bg-gradient-to-t to-transparent"
        />
      </div>
      <div className="absolute inset-x-0 bottom-0 p-7">
        <p className="text-sand-200 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('communityGuide')}
        </p>
        <h3 lang={lang} className="font-display mt-2 text-[2rem] leading-tight font-medium">
          <Link
            href={`/communities/${article.slug}`}
            className="focus-visible:after:outline-sand-300 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2"
          >
            {article.title}
            <LinkPending />
          </Link>
        </h3>
        <p lang={lang} className="text-ivory/80 mt-2 line-clamp-2 text-sm leading-relaxed">
          {article.excerpt}
        </p>
        <span
          aria-hidden
          className="text-sand-200 mt-4 inline-flex items-center gap-2 text-sm font-semibold"
        >
          {t('readGuide')}{' '}
          <ArrowRight className="transition-transform duration-300 group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
        </span>
      </div>
    </article>
  )
}
