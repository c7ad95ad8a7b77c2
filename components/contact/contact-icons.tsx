import type { ContactCardKey } from '@/content/types'

/** Line icons for the contact cards, drawn to one 24 px grid and 1.5 px stroke. */
const paths: Record<ContactCardKey, string> = {
  landline: 'M4 7.5C4 6 5 5 6.5 5h11C19 5 20 6 20 7.5v1.8c0 .7-.6 1.2-1.3 1.1l-3-.4a1 1 0 0 1-.9-1V7.8H9.2V9a1 1 0 0 1-.9 1l-3 .4C4.6 10.5 4 10 4 9.3zM7 13h10l1.5 6h-13z M12 16.2v0',
  phone: 'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3z M11 18h2',
  email: 'M4 6.5h16v11H4z M4.5 7l7.5 6 7.5-6',
  whatsapp: 'M5 19l1.1-3.6A7.5 7.5 0 1 1 9 18.3z M9.5 9.2c.2 2 2.5 4.6 5 5.2l1-1.2-1.6-.9-.8.7c-.9-.4-1.9-1.4-2.3-2.3l.7-.8-.9-1.6z',
  address: 'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z M12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z',
}

export function ContactIcon({ name, className }: { name: ContactCardKey; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  )
}
