'use client'

import { useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'
import { toggleSaved, useIsFavourite } from './lazy-store'

/**
 * The heart that saves a listing in this browser. It is the submit button of a form whose action
 * toggles the listing: a tap before hydration is queued by React's form replay and saves once
 * the page is live; a live tap toggles directly and cancels the submit, so a tap counts once.
 * Saving needs the browser's storage, so where scripts are off the heart is not offered at all.
 *
 * The server renders it unpressed (it cannot see the browser's list); after hydration it shows
 * the saved state in the same box, so nothing moves.
 *
 * It sits on cards all over the site, so the site layout gives every page its texts (Favourites).
 */
export function FavouriteButton({
  id,
  name,
  variant = 'photo',
  className,
}: {
  id: string
  name: string
  /**
   * 'photo': a round chip over a card's picture. 'page': an outlined button beside a price,
   * labelled on wide screens, where there is room for the word.
   */
  variant?: 'photo' | 'page'
  className?: string
}) {
  const saved = useIsFavourite(id)
  const t = useTranslations('Favourites')
  return (
    <form action={() => toggleSaved(id)} className={cn('favourite-form', className)}>
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? t('remove', { name }) : t('save', { name })}
        data-testid="favourite-button"
        data-variant={variant}
        onClick={(event) => {
          event.preventDefault()
          toggleSaved(id)
        }}
        // Styled in globals.css (.favourite-button): every card's script carries this component,
        // so its looks live in the stylesheet rather than in class strings in the bundle.
        className="favourite-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <path d="M12 20s-7.5-4.4-8.9-9.1C2.1 7.6 4.2 4.75 7.3 4.75c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.1 0 5.2 2.85 4.2 6.15C19.5 15.6 12 20 12 20Z" />
        </svg>
        {variant === 'page' && <span>{saved ? t('savedShort') : t('saveShort')}</span>}
      </button>
    </form>
  )
}
