import type { ReactNode } from 'react'
import { phoneHref } from '@/lib/format'

const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d{3}(?: ?\d){7,11})/g

/**
 * Turns the e-mail addresses and phone numbers in a sentence into working links, each set left
 * to right so a number keeps its digit groups in order inside Arabic text.
 */
export function linkify(text: string): ReactNode[] {
  return text.split(CONTACT).map((part, index) => {
    if (index % 2 === 0) return part
    const href = part.includes('@') ? `mailto:${part}` : phoneHref(part)
    return (
      <a
        key={`${part}-${index}`}
        href={href}
        dir="ltr"
        className="text-sand-700 hover:text-ink font-semibold underline underline-offset-4"
      >
        {part}
      </a>
    )
  })
}
