import type { SVGProps } from 'react'

/** Line icons in one weight (1.5 px on a 24 grid), decorative: callers give the text. */
export function LineIcon({
  children,
  className = 'size-[18px]',
  ...props
}: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {children}
    </svg>
  )
}
