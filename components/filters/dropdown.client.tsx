'use client'

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useAdoptEarlyInput } from './adopt-early-input'
import { cn } from '@/lib/cn'
import {
  commitTypedText,
  filterOptions,
  labelOf,
  nextActiveIndex,
  type DropdownOption,
} from './dropdown-options'

/** docs/requirements.md §9: the list closes about 150 ms after the field loses focus. */
const BLUR_CLOSE_DELAY = 150

export type DropdownTheme = 'light' | 'dark'

/**
 * The shared dropdown (docs/requirements.md §2): an editable combobox. Opens on focus, typing or
 * ArrowDown; closes on a choice, Enter, Escape, an outside click or shortly after blur.
 * The WAI-ARIA combobox pattern keeps focus in the input and points at the active option
 * with aria-activedescendant, so screen readers follow the arrow keys.
 */
export function Dropdown({
  label,
  placeholder,
  options,
  value,
  onChange,
  allowCustom = false,
  name,
  theme = 'light',
  className,
}: {
  label: string
  placeholder: string
  options: readonly DropdownOption[]
  value: string
  onChange: (value: string) => void
  allowCustom?: boolean
  /** When set, a hidden input carries the value, so the form also submits without JavaScript. */
  name?: string
  theme?: DropdownTheme
  className?: string
}) {
  const id = useId()
  const t = useTranslations('Filters')
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState('')
  const [active, setActive] = useState(-1)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const shownText = editing ? text : labelOf(options, value)
  const visible = useMemo(
    () => filterOptions(options, editing ? text : ''),
    [options, editing, text],
  )
  const typed = text.trim()
  // With no match, a custom-value field offers the typed text itself (docs/requirements.md §5).
  const customRow = allowCustom && editing && typed !== '' && visible.length === 0
  const rowCount = customRow ? 1 : visible.length

  useEffect(() => () => clearTimeout(blurTimer.current), [])

  // A tap or typing that reached the field before hydration takes effect now, once.
  useAdoptEarlyInput(inputRef, shownText, {
    onTyped: (typedText) => {
      setEditing(true)
      setText(typedText)
    },
    onFocused: openList,
  })

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active])

  function openList() {
    setOpen(true)
  }

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function choose(next: string) {
    if (next !== value) onChange(next)
    setEditing(false)
    close()
  }

  function commit() {
    if (editing) choose(commitTypedText(options, text, value, allowCustom))
    else close()
  }

  function chooseRow(index: number) {
    if (customRow) choose(typed)
    else if (visible[index]) choose(visible[index].value)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openList()
        else setActive((current) => nextActiveIndex(event.key, current, rowCount))
        break
      case 'Home':
      case 'End':
        if (open && rowCount > 0) {
          event.preventDefault()
          setActive(nextActiveIndex(event.key, active, rowCount))
        }
        break
      case 'Enter':
        if (open || editing) {
          // The list is in charge of Enter; the form submits only from a settled field.
          event.preventDefault()
          if (open && active >= 0) chooseRow(active)
          else commit()
        }
        break
      case 'Escape':
        if (open || editing) {
          event.preventDefault()
          setEditing(false)
          close()
        }
        break
      case 'Tab':
        break
    }
  }

  const dark = theme === 'dark'
  return (
    <div ref={wrapperRef} className={cn('relative', className)}>
      <label
        htmlFor={inputId}
        className={cn(
          'mb-2 block text-[0.7rem] font-semibold tracking-[0.2em] uppercase rtl:tracking-normal',
          dark ? 'text-sand-200' : 'text-sand-700',
        )}
      >
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={shownText}
          onFocus={() => {
            clearTimeout(blurTimer.current)
            openList()
          }}
          onClick={openList}
          onChange={(event) => {
            setEditing(true)
            setText(event.target.value)
            setActive(-1)
            openList()
          }}
          onBlur={() => {
            clearTimeout(blurTimer.current)
            blurTimer.current = setTimeout(commit, BLUR_CLOSE_DELAY)
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'h-12 w-full truncate rounded-xl border ps-3.5 pe-8 text-[0.9rem] transition-colors outline-none md:ps-4 md:pe-10 md:text-[0.95rem]',
            dark
              ? 'text-ivory placeholder:text-ivory/70 focus:border-sand-300 border-white/20 bg-white/10 focus:bg-white/15'
              : 'text-ink focus:border-sand-500 border-stone-200 bg-white placeholder:text-stone-500',
          )}
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn(
            'pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 transition-transform md:end-4',
            open && 'rotate-180',
            dark ? 'text-ivory/70' : 'text-stone-500',
          )}
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {name && <input type="hidden" name={name} value={value} />}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="text-ink shadow-soft absolute inset-x-0 top-full z-30 mt-2 max-h-[200px] overflow-y-auto overscroll-contain rounded-xl border border-stone-200 bg-white py-1.5"
      >
        {customRow ? (
          <Row
            id={optionId(0)}
            active={active === 0}
            selected={false}
            onChoose={() => chooseRow(0)}
          >
            {typed}
          </Row>
        ) : (
          visible.map((option, index) => (
            <Row
              key={option.value}
              id={optionId(index)}
              active={active === index}
              selected={option.value === value}
              onChoose={() => chooseRow(index)}
            >
              {option.label}
            </Row>
          ))
        )}
        {rowCount === 0 && (
          <li role="presentation" className="px-4 py-2.5 text-sm text-stone-600">
            {t('noMatchingOptions')}
          </li>
        )}
      </ul>
    </div>
  )
}

function Row({
  id,
  active,
  selected,
  onChoose,
  children,
}: {
  id: string
  active: boolean
  selected: boolean
  onChoose: () => void
  children: string
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      data-active={active || undefined}
      // Keep focus in the input: the click must not blur it before the choice lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm',
        active ? 'bg-sand-50 text-ink' : 'hover:bg-stone-100',
        selected && 'font-semibold',
      )}
    >
      <span className="truncate">{children}</span>
      {selected && (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="text-sand-600 size-4 shrink-0">
          <path
            d="M4.5 10.5l3.5 3.5 7.5-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      )}
    </li>
  )
}
