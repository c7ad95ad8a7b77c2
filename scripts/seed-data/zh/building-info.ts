// Chinese edition of the payment-plan lines and building facts shown on a listing. Keys are the
// English texts exactly as the seed listings store them.

export const chinesePaymentPlans: Record<string, string> = {
  '60/40 — 60% during construction, 40% on handover': '60/40：施工期间付60%，交房时付40%',
  '50/50 — 50% during construction, 50% on handover': '50/50：施工期间付50%，交房时付50%',
  '40/60 — 40% during construction, 60% on handover': '40/60：施工期间付40%，交房时付60%',
  '80/20 — 80% during construction, 20% on handover': '80/20：施工期间付80%，交房时付20%',
  '70/30 — 70% during construction, 30% on handover': '70/30：施工期间付70%，交房时付30%',
  '60/40 — 1% a month during construction, 40% on handover':
    '60/40：施工期间每月付1%，交房时付40%',
  '30/70 post-handover — 30% during construction, 70% over three years after handover':
    '30/70 交房后付款：施工期间付30%，余下70%在交房后三年内付清',
}

// Building values are mostly names and figures that read the same in Chinese ('G+52',
// 'Marina Gate 2', '2019'); the ones carrying English words get a Chinese form.
const buildingValues: Record<string, string> = {
  Contemporary: '当代风格',
  Modern: '现代风格',
  Podium: '裙楼',
  'Garden Home': '花园别墅',
}

const QUARTERS = ['第一', '第二', '第三', '第四'] as const

/** 'Q4 2027' → '2027年第四季度'; anything else is returned unchanged. */
export function chineseQuarter(value: string): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(value)
  if (!match) return value
  return `${match[2]}年${QUARTERS[Number(match[1]) - 1]}季度`
}

/** 'Type 2E' → '2E户型', 'Contemporary Type B' → '当代风格B户型'. */
function unitType(value: string): string | undefined {
  const match = /^(Contemporary |Modern )?Type ([A-Z0-9-]+)$/.exec(value)
  if (!match?.[2]) return undefined
  const style = match[1] ? buildingValues[match[1].trim()] : ''
  return `${style}${match[2]}户型`
}

/** The Chinese form of one buildingInfo value; names and plain figures pass through as they are. */
export function chineseBuildingValue(value: string): string {
  const listed = buildingValues[value]
  if (listed) return listed
  const type = unitType(value)
  if (type) return type
  const position = /^(End|Middle) unit, (.+)$/.exec(value)
  if (position?.[2]) {
    const inner = unitType(position[2])
    if (inner) return `${position[1] === 'End' ? '边户' : '中间户'}，${inner}`
  }
  const expected = /^(Q[1-4] \d{4}) \(expected\)$/.exec(value)
  if (expected?.[1]) return `预计${chineseQuarter(expected[1])}`
  const quarter = chineseQuarter(value)
  if (quarter !== value) return quarter
  const area = /^([\d,]+) sq ft$/.exec(value)
  if (area) return `${area[1]}平方英尺`
  const works = /^(\d{4}) \((rebuilt|upgraded) (\d{4})\)$/.exec(value)
  if (works) return `${works[1]}（${works[3]}年${works[2] === 'rebuilt' ? '重建' : '翻新升级'}）`
  const district = /^District (\d+)$/.exec(value)
  if (district) return `第${district[1]}区`
  return value
}
