'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { cn } from '@/lib/cn'
import { FieldMessage } from './fields'
import type { FormTexts } from './form-view'

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

function sizeLabel(bytes: number, t: FormTexts) {
  return bytes >= 1024 * 1024
    ? t('megabytes', { size: (bytes / (1024 * 1024)).toFixed(1) })
    : t('kilobytes', { size: String(Math.max(1, Math.round(bytes / 1024))) })
}

/**
 * The resume picker. The native file input stays in the page (visually hidden, still focusable
 * and labelled) and the chosen file lives in the form state, so a failed submission can hand it
 * back even though a file input's own value cannot be set from script.
 */
export function ResumeField({
  id,
  file,
  error,
  inputRef,
  onChoose,
  onClear,
}: {
  id: string
  file: File | null
  error?: string
  inputRef: (node: HTMLInputElement | null) => void
  onChoose: (file: File | null) => void
  onClear: () => void
}) {
  const t = useTranslations('Forms')
  const native = useRef<HTMLInputElement | null>(null)

  // When the form resets (or the file is removed), let the same file be chosen again.
  useEffect(() => {
    if (!file && native.current) native.current.value = ''
  }, [file])

  const setRefs = (node: HTMLInputElement | null) => {
    native.current = node
    inputRef(node)
  }
  const describedBy = error ? `${id}-error` : `${id}-hint`

  return (
    <div>
      <span
        id={`${id}-label`}
        className="text-ink-600 block text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal"
      >
        {t('resume')}
      </span>
      <div
        className={cn(
          'focus-within:border-sand-600 focus-within:ring-sand-500/40 mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-dashed bg-white/60 px-4 py-4 transition-colors focus-within:ring-2',
          error ? 'border-danger' : 'border-ink/40',
        )}
      >
        <label
          htmlFor={id}
          className="border-ink/50 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-11 cursor-pointer items-center rounded-full border px-5 text-sm font-semibold transition-colors"
        >
          {file ? t('replaceFile') : t('chooseFile')}
          <span className="sr-only">{t('forYourResume')}</span>
        </label>
        <input
          ref={setRefs}
          id={id}
          name="resume"
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required
          onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
        />
        <p className="text-ink-600 min-w-0 flex-1 truncate text-sm" aria-live="polite">
          {file ? (
            <>
              {/* A file's name may be Latin or Arabic: it keeps its own direction. */}
              <bdi className="text-ink font-medium">{file.name}</bdi>
              <span className="text-stone-600"> · {sizeLabel(file.size, t)}</span>
            </>
          ) : (
            t('noFile')
          )}
        </p>
        {file && (
          <button
            type="button"
            onClick={onClear}
            className="text-ink-600 decoration-ink/30 hover:text-ink min-h-11 text-sm font-medium underline underline-offset-4"
          >
            {t('removeFile')}
          </button>
        )}
      </div>
      <FieldMessage id={id} error={error} hint={t('resumeHint')} />
    </div>
  )
}
