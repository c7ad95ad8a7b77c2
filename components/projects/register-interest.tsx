import { InterestForm } from '@/components/forms/interest-form'
import { Container } from '@/components/ui/container'
import type { ProjectDetail } from '@/lib/api/types'
import { availabilityLabels, unitTypeLabel } from '@/lib/project-units'

function unitChoicesOf(project: ProjectDetail) {
  return project.unitTypes.map((unit) => {
    const name = unitTypeLabel(unit)
    return {
      value: name,
      label:
        unit.availability === 'available'
          ? name
          : `${name} (${availabilityLabels[unit.availability].toLowerCase()})`,
    }
  })
}

/**
 * The project page's register-interest section: the lead the off-plan team works from, and the
 * way to the brochure, which is only ever sent by e-mail.
 */
export function RegisterInterest({ project }: { project: ProjectDetail }) {
  const developer = project.developer?.name
  // --near-size: its height at each width while it waits below the fold (content-visibility).
  return (
    <section
      id="register-interest"
      aria-labelledby="register-interest-heading"
      className="scroll-mt-24 bg-stone-100 py-16 [--near-size:1440px] md:py-24 md:[--near-size:1180px] lg:[--near-size:1120px] xl:[--near-size:770px]"
    >
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">
            Register interest
          </p>
          <h2
            id="register-interest-heading"
            className="font-display text-ink mt-4 text-4xl leading-tight font-medium md:text-5xl"
          >
            Be first to hear about {project.name}
          </h2>
          <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">
            {project.hasBrochure
              ? 'Leave your details and we e-mail you the brochure with floor plans at once. '
              : ''}
            A consultant who knows {developer ? `${developer}’s` : 'the developer’s'} releases calls
            you with live availability, the latest prices by unit type and the payment plan worked
            out for the home you choose.
          </p>
          <ul className="text-ink/80 mt-6 space-y-2 text-sm">
            <li>No fee to buyers for off-plan purchases from the developer.</li>
            <li>
              Payments go to the project’s escrow account
              {project.escrowBank ? ` at ${project.escrowBank}` : ''}, never to us.
            </li>
          </ul>
        </div>
        <InterestForm
          slug={project.slug}
          projectName={project.name}
          unitChoices={unitChoicesOf(project)}
          hasBrochure={project.hasBrochure}
        />
      </Container>
    </section>
  )
}
