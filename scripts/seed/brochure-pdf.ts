/**
 * A one-page sales brochure for a demo project, as a plain PDF 1.4 file: the firm's brochures
 * are PDFs staff upload, and the demo needs real ones to send. Built by hand (standard
 * Helvetica, no embedded fonts or images) so seeding needs no PDF library.
 */

export interface BrochureContent {
  name: string
  developer: string
  community: string
  handover: string
  paymentPlan: { label: string; percent: number }[]
  unitTypes: { name: string; size: string; priceFrom: string }[]
  amenities: string[]
}

/** Standard-font PDFs speak WinAnsi: typographic quotes and dashes become their ASCII cousins. */
function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1')
}

interface Line {
  text: string
  size: number
  bold?: boolean
  /** Extra space above, in points. */
  gap?: number
}

function linesOf(content: BrochureContent): Line[] {
  return [
    { text: `${content.developer} presents`, size: 11 },
    { text: content.name, size: 26, bold: true, gap: 6 },
    { text: `${content.community}, Dubai  |  Handover ${content.handover}`, size: 12, gap: 6 },
    { text: 'Payment plan', size: 15, bold: true, gap: 30 },
    ...content.paymentPlan.map((m) => ({ text: `${m.percent}%  ${m.label}`, size: 11, gap: 4 })),
    { text: 'Residences', size: 15, bold: true, gap: 24 },
    ...content.unitTypes.map((u) => ({
      text: `${u.name}  |  ${u.size}  |  from ${u.priceFrom}`,
      size: 11,
      gap: 4,
    })),
    { text: 'Amenities', size: 15, bold: true, gap: 24 },
    { text: content.amenities.slice(0, 5).join(', '), size: 11, gap: 4 },
    { text: content.amenities.slice(5, 10).join(', '), size: 11, gap: 2 },
    {
      text: 'Prices and availability change with each release. Payments are made to the project escrow account.',
      size: 9,
      gap: 40,
    },
    { text: 'Crescent Key Real Estate  |  info@crescentkey.ae', size: 9, gap: 4 },
  ]
}

/** The page's drawing operators: a navy band at the top, then the lines of text. */
function pageStream(content: BrochureContent): string {
  const ops = ['0.059 0.106 0.176 rg 0 742 595 100 re f']
  let y = 800
  for (const line of linesOf(content)) {
    y -= (line.gap ?? 0) + line.size
    // The first two lines sit on the navy band in ivory; the rest are navy on white.
    const colour = y > 742 ? '0.98 0.97 0.94 rg' : '0.059 0.106 0.176 rg'
    ops.push(
      `BT ${colour} /${line.bold ? 'F2' : 'F1'} ${line.size} Tf 50 ${y} Td (${pdfText(line.text)}) Tj ET`,
    )
  }
  return ops.join('\n')
}

export function brochurePdf(content: BrochureContent): Buffer {
  const stream = pageStream(content)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(`${content.name} brochure`)}) /Author (${pdfText(content.developer)}) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
