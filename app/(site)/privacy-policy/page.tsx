import type { Metadata } from 'next'
import { pageMetadata } from '@/components/content/page-metadata'
import { LegalDocument } from '@/components/legal/legal-document'
import { pageBanners } from '@/content/banners'
import { privacyPolicy } from '@/content/legal'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'How we collect, use, share and protect your personal data under the UAE Personal Data Protection Law, and how to exercise your rights.',
  path: '/privacy-policy',
  image: pageBanners.legal,
})

export default function PrivacyPolicyPage() {
  return <LegalDocument doc={privacyPolicy} image={pageBanners.legal} />
}
