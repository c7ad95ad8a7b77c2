import { describe, expect, it } from 'vitest'
import { brochurePdf } from './brochure-pdf'

const content = {
  name: 'Creek Crescent Residences',
  developer: 'Emaar Properties',
  community: 'Dubai Creek Harbour',
  handover: 'Q4 2028',
  paymentPlan: [
    { label: 'Down payment on booking', percent: 10 },
    { label: 'On handover (the developer’s “final” payment)', percent: 90 },
  ],
  unitTypes: [{ name: '1-bedroom Apartment', size: '720 – 840 sq ft', priceFrom: 'AED 1,650,000' }],
  amenities: ['Gym', 'Pool (50 m)', 'Concierge'],
}

describe('brochurePdf', () => {
  const pdf = brochurePdf(content).toString('latin1')

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    )
    expect(offsets).toHaveLength(7)
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    )
  })

  it('declares the true length of its page stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!
    expect(Buffer.byteLength(match[2]!, 'latin1')).toBe(Number(match[1]))
  })

  it('writes the project’s facts with PDF-safe text', () => {
    expect(pdf).toContain('(Creek Crescent Residences) Tj')
    expect(pdf).toContain('(90%  On handover \\(the developer\'s "final" payment\\)) Tj')
    expect(pdf).toContain('720 - 840 sq ft')
    expect(pdf).toContain('Pool \\(50 m\\)')
  })
})
