import type { ProjectUnitType } from '@/lib/api/types'

/**
 * How a project's unit type is named everywhere: on the page, in the register-interest form, in
 * the lead staff read and in JSON-LD. "Studio Apartment", "2-bedroom Townhouse".
 */
export function unitTypeLabel(unit: Pick<ProjectUnitType, 'type' | 'bedrooms'>): string {
  return unit.bedrooms === 0 ? `Studio ${unit.type}` : `${unit.bedrooms}-bedroom ${unit.type}`
}

export const availabilityLabels: Record<ProjectUnitType['availability'], string> = {
  available: 'Available',
  limited: 'Limited',
  'sold-out': 'Sold out',
}
