'use client'

import dynamic from 'next/dynamic'

/** The register-interest form as a project page places it: server-rendered, its code a chunk of its own (see enquiry-form.tsx). */
export const InterestForm = dynamic(() =>
  import('./interest-form.client').then((m) => m.InterestForm),
)
