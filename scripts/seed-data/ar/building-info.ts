// Arabic edition of the building facts and payment-plan lines shown on a listing. Keys are the
// English texts exactly as the seed listings store them, so the seed can look each one up.

export const arabicBuildingLabels: Record<string, string> = {
  Building: 'المبنى',
  Floors: 'عدد الطوابق',
  Completion: 'الإنجاز',
  Elevators: 'المصاعد',
  Sqft: 'المساحة (قدم مربع)',
  Cluster: 'المجمع',
  Frond: 'السعفة',
  'Villa Type': 'طراز الفيلا',
  'Plot Size': 'مساحة الأرض',
  'Unit Type': 'طراز الوحدة',
}

export const arabicPaymentPlans: Record<string, string> = {
  '60/40 — 60% during construction, 40% on handover':
    '60/40 — 60% خلال مرحلة الإنشاء و40% عند التسليم',
  '50/50 — 50% during construction, 50% on handover':
    '50/50 — 50% خلال مرحلة الإنشاء و50% عند التسليم',
  '40/60 — 40% during construction, 60% on handover':
    '40/60 — 40% خلال مرحلة الإنشاء و60% عند التسليم',
  '80/20 — 80% during construction, 20% on handover':
    '80/20 — 80% خلال مرحلة الإنشاء و20% عند التسليم',
  '70/30 — 70% during construction, 30% on handover':
    '70/30 — 70% خلال مرحلة الإنشاء و30% عند التسليم',
  '60/40 — 1% a month during construction, 40% on handover':
    '60/40 — 1% شهريًا خلال مرحلة الإنشاء و40% عند التسليم',
  '30/70 post-handover — 30% during construction, 70% over three years after handover':
    '30/70 مع السداد بعد التسليم — 30% خلال مرحلة الإنشاء و70% على مدى ثلاث سنوات بعد التسليم',
}

// Building values are mostly names and figures that read the same in both editions ('G+52',
// 'Marina Gate 2', '2019'); only the ones carrying English words get an Arabic form.
const buildingValues: Record<string, string> = {
  '2007 (rebuilt 2024)': '2007 (أُعيد البناء في 2024)',
  '2005 (upgraded 2023)': '2005 (جرى التحديث في 2023)',
  'District 12': 'الحي 12',
  'Type E1': 'الطراز E1',
  'Contemporary Type B': 'الطراز العصري B',
  'Type 1': 'الطراز 1',
  Contemporary: 'عصري',
  Modern: 'حديث',
  'Type 7': 'الطراز 7',
  'Type 3M': 'الطراز 3M',
  'Type 2': 'الطراز 2',
  'Type V4': 'الطراز V4',
  'End unit, Type 2E': 'وحدة طرفية، الطراز 2E',
  'Middle unit, Type 3': 'وحدة وسطى، الطراز 3',
  'End unit, Type 4': 'وحدة طرفية، الطراز 4',
  'Type R3-M': 'الطراز R3-M',
  'Type THM': 'الطراز THM',
  'Type R2': 'الطراز R2',
  'Type C': 'الطراز C',
  Podium: 'طابق المنصة',
}

const QUARTERS = ['الأول', 'الثاني', 'الثالث', 'الرابع'] as const

/** 'Q2 2028' → 'الربع الثاني 2028'; anything else is returned unchanged. */
export function arabicQuarter(value: string): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(value)
  if (!match) return value
  return `الربع ${QUARTERS[Number(match[1]) - 1]} ${match[2]}`
}

/** The Arabic form of one buildingInfo value; names and plain figures pass through as they are. */
export function arabicBuildingValue(value: string): string {
  const listed = buildingValues[value]
  if (listed) return listed
  const expected = /^(Q[1-4] \d{4}) \(expected\)$/.exec(value)
  if (expected?.[1]) return `${arabicQuarter(expected[1])} (متوقع)`
  const area = /^([\d,]+) sq ft$/.exec(value)
  if (area) return `${area[1]} قدم مربع`
  return value
}
