import { useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { getLocale } from '@/lib/i18n/request-locale'
import { PROJECT_STATUSES, type ProjectListFilter } from '@/lib/validation/project-query'
import { projectStatusLabel } from './project-labels'

export interface ProjectFilterChoices {
  communities: string[]
  developers: { slug: string; name: string }[]
  handoverYears: number[]
}

interface Choice {
  value: string
  label: string
}

/**
 * The /projects filter: a plain GET form of native selects, so it works the same before the
 * app has hydrated, without JavaScript, and costs no script. Submitting starts again at page 1
 * (there is no page field). Its 'Any' choices submit as empty values, which the page reads as
 * no filter. Communities are shown in the page's language but submitted in English, the
 * spelling the list matches on.
 */
export function ProjectFilters({
  filter,
  choices,
  className,
}: {
  filter: ProjectListFilter
  choices: ProjectFilterChoices
  className?: string
}) {
  const locale = getLocale()
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  return (
    <form
      action={getPathname({ href: '/projects', locale })}
      method="get"
      role="search"
      aria-label={t('searchLabel')}
      data-testid="projects-filters"
      className={cn(
        'text-ink shadow-soft grid grid-cols-2 gap-x-3 gap-y-5 rounded-2xl border border-stone-200/70 bg-white p-5 md:grid-cols-4 md:gap-x-4 md:p-6 lg:grid-cols-[1.2fr_1.2fr_1fr_1fr_auto] lg:items-end lg:gap-x-5',
        className,
      )}
    >
      <FilterSelect
        name="community"
        label={t('community')}
        anyLabel={t('any')}
        value={filter.community}
        choices={choices.communities.map((name) => ({
          value: name,
          label: communityLabel(name, locale),
        }))}
      />
      <FilterSelect
        name="developer"
        label={t('developer')}
        anyLabel={t('any')}
        value={filter.developer}
        choices={choices.developers.map((d) => ({
          value: d.slug,
          label: developerLabel(d.name, locale),
        }))}
      />
      <FilterSelect
        name="handoverYear"
        label={t('handoverYear')}
        anyLabel={t('any')}
        value={filter.handoverYear === undefined ? undefined : String(filter.handoverYear)}
        choices={choices.handoverYears.map((year) => ({
          value: String(year),
          label: String(year),
        }))}
      />
      <FilterSelect
        name="status"
        label={t('status')}
        anyLabel={t('any')}
        value={filter.status}
        choices={PROJECT_STATUSES.map((status) => ({
          value: status,
          label: projectStatusLabel(status, labels),
        }))}
      />
      <button
        type="submit"
        // sand-600 keeps the white label above 4.5:1 (sand-500 is ~3:1).
        className="bg-sand-600 hover:bg-sand-700 col-span-2 inline-flex h-12 items-center justify-center gap-2 rounded-xl px-7 text-sm font-semibold tracking-wide whitespace-nowrap text-white transition-colors md:col-span-4 lg:col-span-1 rtl:tracking-normal"
      >
        {t('showProjects')}
      </button>
    </form>
  )
}

/** A labelled native select; a value from the address that no project has is kept as a choice. */
function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  choices,
}: {
  name: string
  label: string
  anyLabel: string
  value: string | undefined
  choices: Choice[]
}) {
  const id = `projects-${name}`
  // The community filter matches loosely (any case), so find the choice the address meant.
  const match =
    value === undefined
      ? undefined
      : choices.find((c) => c.value.toLowerCase() === value.toLowerCase())
  const shown = value === undefined || match ? choices : [{ value, label: value }, ...choices]
  return (
    <div className="min-w-0">
      <label
        htmlFor={id}
        className="text-sand-700 mb-2 block text-[0.7rem] font-semibold tracking-[0.2em] uppercase rtl:tracking-normal"
      >
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={match?.value ?? value ?? ''}
        className="select-chevron text-ink focus:border-sand-500 h-12 w-full min-w-0 cursor-pointer appearance-none truncate rounded-xl border border-stone-200 bg-white bg-[length:1rem] bg-[right_0.85rem_center] bg-no-repeat ps-3.5 pe-10 text-[0.9rem] transition-colors hover:border-stone-300 md:ps-4 md:text-[0.95rem] rtl:bg-[left_0.85rem_center]"
      >
        <option value="">{anyLabel}</option>
        {shown.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Back to every project: shown only when the address narrows the list. */
export function ClearProjectFilters({ className }: { className?: string }) {
  const t = useTranslations('Projects')
  return (
    <Link
      href="/projects"
      className={cn(
        'text-ink decoration-sand-500 hover:decoration-ink inline-flex min-h-11 items-center text-sm font-semibold tracking-wide underline underline-offset-4 rtl:tracking-normal',
        className,
      )}
    >
      {t('clearFilters')}
    </Link>
  )
}
