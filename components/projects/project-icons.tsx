import type { SVGProps } from 'react'
import { LineIcon as Icon } from '@/components/ui/line-icon'

type P = SVGProps<SVGSVGElement>

// The project facts' icons, in the same line weight as the listing's (components/property/icons).

export const TowerIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 21V5.5L13 3v18M13 8.5l5 1.5v11M3.5 21h17M9 7.5h1M9 11h1M9 14.5h1M15.5 13h.01M15.5 16h.01" />
  </Icon>
)
export const CalendarIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4.5 6.5h15v13h-15v-13ZM4.5 10.5h15M8.5 4v4M15.5 4v4" />
  </Icon>
)
export const DocumentIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6.5 3.5h7.5l4 4v13h-11.5v-17ZM13.5 3.5V8H18M9 12.5h6M9 16h6" />
  </Icon>
)
export const BankIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3.5 9.5 12 4.5l8.5 5M5 9.5h14M6.5 10v7M10 10v7M14 10v7M17.5 10v7M4 19.5h16" />
  </Icon>
)
export const ProgressIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 19.5h16M6 19.5V14M10 19.5V10.5M14 19.5V7.5M18 19.5V4.5" />
  </Icon>
)
export const FlagIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5.5 21V4M5.5 4.5h11l-2 4 2 4h-11" />
  </Icon>
)
export const StatusIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8" />
    <path d="m8.5 12.2 2.3 2.3 4.7-4.8" />
  </Icon>
)
