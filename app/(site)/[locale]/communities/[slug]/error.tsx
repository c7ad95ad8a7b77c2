'use client'

import { RouteError } from '@/components/content/route-error.client'
import { useTranslations } from 'next-intl'

export default function ArticleErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  // Its texts come from the segment's layout (IslandTexts 'ArticleBack').
  const t = useTranslations('ArticleBack')
  return (
    <RouteError
      error={error}
      reset={reset}
      backHref="/communities"
      backLabel={t('backToCommunities')}
    />
  )
}
