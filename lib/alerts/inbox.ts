/**
 * The inbox an e-mail address delivers to, for counting what one person is sent. Nearly every
 * provider delivers 'name+anything@' to 'name@', and Gmail ignores dots in the name: spelled
 * another way, an address must not buy another dozen notices an hour. Addresses are stored and
 * written to as typed; only the count goes by this.
 */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const domain = address.slice(at + 1)
  const name = address.slice(0, at).split('+')[0] || address.slice(0, at)
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${name.replaceAll('.', '')}@gmail.com`
  return `${name}@${domain}`
}
