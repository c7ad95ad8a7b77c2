import { Link } from '@/lib/i18n/navigation'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'outline-light' | 'ghost'

const variants: Record<ButtonVariant, string> = {
  // sand-600 keeps the white label above 4.5:1 (sand-500 is ~3:1).
  primary: 'bg-sand-600 text-white hover:bg-sand-700',
  dark: 'bg-ink text-ivory hover:bg-ink-700',
  outline: 'border border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory',
  'outline-light': 'border border-white/40 text-white hover:bg-white hover:text-ink',
  ghost: 'text-ink hover:text-sand-700',
}

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string) {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 rtl:tracking-normal',
    variants[variant],
    className,
  )
}

export function ButtonLink({
  variant,
  className,
  children,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link className={buttonClasses(variant, className)} {...props}>
      {children}
    </Link>
  )
}

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}
