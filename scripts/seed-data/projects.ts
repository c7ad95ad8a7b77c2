import { projectsPart1 } from './projects-1'
import { projectsPart2 } from './projects-2'
import { projectsPart3 } from './projects-3'
import type { SeedProject } from './types'

// All off-plan projects (split over three files only to keep them short). Order here does not
// matter for the site; listings point at nothing, projects point at their listings by key.
export const projects: SeedProject[] = [...projectsPart1, ...projectsPart2, ...projectsPart3]
