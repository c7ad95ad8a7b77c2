import type { Property } from '@/lib/api/types'
import type { CardProperty } from './property-card'

/** Only what a card shows crosses to the browser: descriptions and galleries stay on the server. */
export function toCardProperty(p: Property): CardProperty {
  return {
    _id: p._id,
    name: p.name,
    editions: p.editions,
    banner: p.banner,
    city: p.city,
    location: p.location,
    price: p.price,
    status: p.status,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sqft: p.sqft,
    reference: p.reference,
    agent: p.agent ? { whatsapp: p.agent.whatsapp } : null,
  }
}
