import { AlertMatches, AlertSends } from './alert-matches'
import { AlertSubscribers } from './alert-subscribers'
import { Alerts } from './alerts'
import { Applications } from './applications'
import { Articles } from './articles'
import { Brochures } from './brochures'
import { Complaints } from './complaints'
import { Developers } from './developers'
import { Enquiries } from './enquiries'
import { Interests } from './interests'
import { Media } from './media'
import { Outbox } from './outbox'
import { Partners } from './partners'
import { Projects } from './projects'
import { Properties } from './properties'
import { Resumes } from './resumes'
import { Team } from './team'
import { Testimonials } from './testimonials'
import { Users } from './users'

export const collections = [
  Properties,
  Projects,
  Developers,
  Articles,
  Team,
  Testimonials,
  Partners,
  Media,
  Enquiries,
  Interests,
  Applications,
  Complaints,
  Outbox,
  Alerts,
  AlertSubscribers,
  AlertMatches,
  AlertSends,
  Resumes,
  Brochures,
  Users,
]
