import type { SVGProps } from 'react'
import { LineIcon as Icon } from '@/components/ui/line-icon'

type P = SVGProps<SVGSVGElement>

export const BedIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 18v-7.5A1.5 1.5 0 0 1 4.5 9h15a1.5 1.5 0 0 1 1.5 1.5V18M3 15h18M3 18v1.5M21 18v1.5M6 9V6.75A1.5 1.5 0 0 1 7.5 5.25h9A1.5 1.5 0 0 1 18 6.75V9" />
  </Icon>
)
export const BathIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 12h16v2.5A4.5 4.5 0 0 1 15.5 19h-7A4.5 4.5 0 0 1 4 14.5V12ZM6 12V5.5A2 2 0 0 1 8 3.5c.9 0 1.6.6 1.9 1.4M7 19l-1 2M17 19l1 2" />
  </Icon>
)
export const AreaIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </Icon>
)
export const CarIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 16.5h14M5 16.5V12l1.7-4.2A1.5 1.5 0 0 1 8.1 7h7.8a1.5 1.5 0 0 1 1.4.8L19 12v4.5M5 16.5V19M19 16.5V19M4 12h16M7.5 14h.01M16.5 14h.01" />
  </Icon>
)
export const HomeIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 10.5 12 4l8 6.5V20H4v-9.5ZM10 20v-5h4v5" />
  </Icon>
)
export const PinIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.25" />
  </Icon>
)
export const ChatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4.5 5.5h15v10h-9l-4.5 3.5v-3.5H4.5v-10Z" />
  </Icon>
)
export const PhoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6.6 3.5h2.6l1.3 4.1-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4.1 1.3v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  </Icon>
)
export const CheckIcon = (p: P) => (
  <Icon {...p}>
    <path d="m5 12.5 4.2 4L19 7" />
  </Icon>
)
export const ArrowIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
)
export const ExpandIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Icon>
)

/** WhatsApp's glyph, filled, as the brand asks. */
export function WhatsAppIcon({ className = 'size-[18px]' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M12.04 2a9.9 9.9 0 0 0-8.5 15l-1.5 5 5.2-1.4A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3a8.2 8.2 0 1 1 7 3.9Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4a.4.4 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z" />
    </svg>
  )
}
