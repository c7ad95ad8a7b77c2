/** One choice in the shared dropdown; `name` is an alternative text to match (e.g. '2' for '2 Bedrooms'). */
export interface DropdownOption {
  value: string
  label: string
  name?: string
}

/** docs/requirements.md §9: with nothing typed, only the first 10 options are listed. */
export const UNFILTERED_LIMIT = 10

/** docs/requirements.md §5: case-insensitive match of the typed text against label or name. */
export function filterOptions(options: readonly DropdownOption[], text: string): DropdownOption[] {
  const query = text.trim().toLowerCase()
  if (!query) return options.slice(0, UNFILTERED_LIMIT)
  return options.filter(
    (option) =>
      option.label.toLowerCase().includes(query) ||
      (option.name ?? '').toLowerCase().includes(query),
  )
}

/** The text the input shows for a value: its option's label, or a custom value as typed. */
export function labelOf(options: readonly DropdownOption[], value: string): string {
  if (!value) return ''
  return options.find((option) => option.value === value)?.label ?? value
}

/**
 * What leaving the field (blur or Enter) does with the typed text. With custom values allowed,
 * text that differs from the current value becomes the value (an exact label match picks that
 * option's value, so 'dubai marina' still selects 'Dubai Marina'); cleared text clears it.
 * Without custom values the typed text is dropped and the current value kept.
 */
export function commitTypedText(
  options: readonly DropdownOption[],
  text: string,
  current: string,
  allowCustom: boolean,
): string {
  const typed = text.trim()
  if (!allowCustom) return current
  if (typed === labelOf(options, current)) return current
  if (!typed) return ''
  const exact = options.find(
    (option) =>
      option.label.toLowerCase() === typed.toLowerCase() ||
      option.name?.toLowerCase() === typed.toLowerCase(),
  )
  return exact ? exact.value : typed
}

/** Moves the active option for ArrowUp/ArrowDown/Home/End; -1 means none is active. */
export function nextActiveIndex(key: string, active: number, count: number): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : Math.min(active + 1, count - 1)
    case 'ArrowUp':
      return active < 0 ? count - 1 : Math.max(active - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return active
  }
}
