import { useTranslations } from 'next-intl'
import Image from 'next/image'
import { Link } from '@/lib/i18n/navigation'
import type { ServiceCard as ServiceCardData } from '@/content/types'
import { ArrowRight } from '@/components/ui/arrow-right'

/** One service in the overview grid; the whole card is its link. */
export function ServiceCard({ card, index }: { card: ServiceCardData; index: number }) {
  const t = useTranslations('Services')
  return (
    <Link
      href={card.link}
      data-testid="service-card"
      className="group shadow-soft ring-ink/[0.04] flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(15_27_45/0.04),0_18px_40px_rgb(15_27_45/0.10)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <Image
          src={card.img}
          alt=""
          fill
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 420px"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span className="bg-ivory/95 font-display text-ink absolute start-4 top-4 rounded-full px-3 py-1 text-base lining-nums tabular-nums">
          {String(index + 1).padStart(2, '0')}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-7">
        <h3 className="font-display text-ink text-[1.75rem] leading-tight font-medium">
          {card.name}
        </h3>
        <p className="text-ink/70 mt-3 flex-1 text-[0.95rem] leading-relaxed">{card.desc}</p>
        <span className="text-sand-700 mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide rtl:tracking-normal">
          {t('discoverMore')}
          <ArrowRight className="transition-transform duration-300 group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
        </span>
      </div>
    </Link>
  )
}
