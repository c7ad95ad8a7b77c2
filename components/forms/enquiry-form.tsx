'use client'

import dynamic from 'next/dynamic'

/**
 * The enquiry form as pages place it. Server-rendered in full; its code (react-hook-form and the
 * submit cycle) is a chunk of its own, fetched alongside the page's rather than inside it, so the
 * rest of the page hydrates without waiting for it. Until it has hydrated, what a visitor types
 * stays in the page and a Submit is queued by React (early-submit.ts).
 */
export const EnquiryForm = dynamic(() => import('./enquiry-form.client').then((m) => m.EnquiryForm))
