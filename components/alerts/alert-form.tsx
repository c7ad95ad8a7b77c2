'use client'

import dynamic from 'next/dynamic'

/**
 * The alert form as the panel places it: server-rendered in full, its code (react-hook-form and
 * the submit) a chunk of its own, so a page's first-load JavaScript stays as it was. Until that
 * chunk has hydrated the form is a plain form post (see alert-form.client.tsx).
 */
export const AlertForm = dynamic(() => import('./alert-form.client').then((m) => m.AlertForm))
