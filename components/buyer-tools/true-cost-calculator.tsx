'use client'

import dynamic from 'next/dynamic'

/**
 * The calculator as pages place it. Server-rendered in full (form and figures); its code is a
 * chunk of its own, fetched alongside the page's rather than inside it. Until it has hydrated the
 * form is a plain GET form: what a visitor types stays, and Calculate goes to the calculator page.
 */
export const TrueCostCalculator = dynamic(() =>
  import('./true-cost-calculator.client').then((m) => m.TrueCostCalculator),
)
