import { z } from 'zod'

// The site's Content-Security-Policy forbids eval. Left to itself zod probes for it with
// `new Function`, which the browser reports as a policy violation; jitless skips the probe.
z.config({ jitless: true })

export { z }
