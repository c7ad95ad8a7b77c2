import type { Metadata } from 'next'
import { pageMetadata } from '@/components/content/page-metadata'
import { LegalDocument } from '@/components/legal/legal-document'
import { pageBanners } from '@/content/banners'
import { termsAndConditions } from '@/content/legal'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Terms and Conditions',
  description:
    'The terms of use of our website and listings: accuracy of information, enquiries, fees, intellectual property and the law that applies.',
  path: '/terms-and-conditions',
  image: pageBanners.legal,
})

export default function TermsPage() {
  return <LegalDocument doc={termsAndConditions} image={pageBanners.legal} />
}
