import type { ServiceCard as ServiceCardData } from '@/content/types'
import { Reveal } from '@/components/ui/reveal.client'
import { ServiceCard } from './service-card'

/** docs/requirements.md §2: 3 per row, each row fading in 0.3 s after the one before. */
const PER_ROW = 3
const ROW_STAGGER_S = 0.3

export function ServicesGrid({ cards }: { cards: readonly ServiceCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {cards.map((card, index) => (
        <li key={card.id}>
          <Reveal delay={Math.floor(index / PER_ROW) * ROW_STAGGER_S} className="h-full">
            <ServiceCard card={card} index={index} />
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
