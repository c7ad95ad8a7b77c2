import Image from 'next/image'
import Link from 'next/link'
import { LinkPending } from '@/components/ui/link-pending.client'
import type { Article } from '@/lib/api/types'
import { firstViewImage } from '@/components/content/first-view-image'
import { ArrowRight } from '@/components/ui/arrow-right'

/** A community guide on /communities: photo, name, one line, and the guide behind it. */
export function CommunityCard({ article, priority = false }: { article: Article; priority?: boolean }) {
  return (
    <article data-testid="community-card" className="group relative h-full overflow-hidden rounded-2xl bg-ink text-ivory shadow-soft">
      <div className="relative aspect-[4/5] sm:aspect-[3/4]">
        <Image
          src={article.banner.s3Url}
          alt={article.banner.alt ?? ''}
          fill
          {...firstViewImage(priority, article.banner.blurDataURL)}
          sizes="(min-width: 1025px) 30vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/25 to-transparent" />
      </div>
      <div className="absolute inset-x-0 bottom-0 p-7">
        <p className="text-xs font-semibold tracking-[0.25em] text-sand-200 uppercase">Community guide</p>
        <h3 className="mt-2 font-display text-[2rem] leading-tight font-medium">
          <Link
            href={`/communities/${article.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-sand-300"
          >
            {article.title}
            <LinkPending />
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-ivory/80">{article.excerpt}</p>
        <span aria-hidden className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-sand-200">
          Read the guide <ArrowRight className="transition-transform duration-300 group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  )
}
