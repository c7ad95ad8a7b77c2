'use client'

import { RouteError } from '@/components/content/route-error.client'

export default function ArticleErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError error={error} reset={reset} backHref="/news" backLabel="Back to news" />
}
