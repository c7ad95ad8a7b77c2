'use client'

import dynamic from 'next/dynamic'

/** The complaint form as the page places it: server-rendered, its code a chunk of its own (see enquiry-form.tsx). */
export const ComplaintForm = dynamic(() => import('./complaint-form.client').then((m) => m.ComplaintForm))
