import { Applications } from './applications'
import { Articles } from './articles'
import { Complaints } from './complaints'
import { Enquiries } from './enquiries'
import { Media } from './media'
import { Partners } from './partners'
import { Properties } from './properties'
import { Resumes } from './resumes'
import { Team } from './team'
import { Testimonials } from './testimonials'
import { Users } from './users'

export const collections = [
  Properties,
  Articles,
  Team,
  Testimonials,
  Partners,
  Media,
  Enquiries,
  Applications,
  Complaints,
  Resumes,
  Users,
]
