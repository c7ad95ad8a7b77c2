import { useTranslations } from 'next-intl'
import styles from '@/components/article/article-prose.module.css'
import { PinIcon } from '@/components/property/icons'
import type { Project } from '@/lib/api/types'
import { fallbackLang } from '@/lib/i18n/editions'
import { getLocale } from '@/lib/i18n/request-locale'

/**
 * The project's story and where it is. `project.description` is HTML that lib/server has
 * already sanitised (sanitizeArticleHtml), so it is set like an article's body.
 */
export function ProjectAbout({ project }: { project: Project }) {
  const t = useTranslations('Projects')
  // A project not yet translated into this edition shows its English, marked as English.
  const lang = fallbackLang(project.editions, getLocale())
  return (
    <section
      aria-labelledby="about-heading"
      className="border-t border-stone-200 pt-10 [--near-size:44rem]"
    >
      <h2
        id="about-heading"
        className="font-display text-ink mb-6 text-3xl font-medium md:text-[2.1rem]"
      >
        {t('about', { name: project.name })}
      </h2>
      {project.description && (
        <div
          data-testid="project-description"
          lang={lang}
          className={styles.prose}
          dangerouslySetInnerHTML={{ __html: project.description }}
        />
      )}
      {project.location && (
        <div className="mt-8 flex items-start gap-4 rounded-2xl border border-stone-200 px-5 py-4">
          <span
            aria-hidden="true"
            className="bg-sand-50 text-sand-700 flex size-10 shrink-0 items-center justify-center rounded-full"
          >
            <PinIcon />
          </span>
          <div>
            <h3 className="text-[0.7rem] font-semibold tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
              {t('location')}
            </h3>
            <p lang={lang} className="text-ink mt-0.5 font-semibold" data-testid="project-location">
              {project.location}
            </p>
          </div>
        </div>
      )}
    </section>
  )
}
