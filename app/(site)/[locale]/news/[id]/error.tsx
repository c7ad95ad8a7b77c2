'use client'

import { articleBackMessages } from '@/components/article/back-messages'
import { RouteError } from '@/components/content/route-error.client'
import { useLocale } from '@/components/i18n/locale-context.client'

export default function ArticleErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const locale = useLocale()
  return (
    <RouteError
      error={error}
      reset={reset}
      backHref="/news"
      backLabel={articleBackMessages[locale].backToNews}
    />
  )
}
