import { IslandTexts } from '@/components/i18n/island-texts'
import { FilterBarForm, type FilterBarProps } from './filter-bar.client'

/**
 * The property search as server components place it: the island (filter-bar.client.tsx) with its
 * texts, the 'Filters' namespace, whatever the page gives the islands around it.
 */
export function FilterBar(props: FilterBarProps) {
  return (
    <IslandTexts namespaces={['Filters']}>
      <FilterBarForm {...props} />
    </IslandTexts>
  )
}
