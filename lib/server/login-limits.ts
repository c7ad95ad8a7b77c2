import 'server-only'
import { limitStore } from './limit-store'
import type { LimitResult } from './memory-limits'

/**
 * Failed sign-ins to the admin, counted per client address, never per account alone. Payload's
 * own lock counted per account: five wrong passwords from anywhere locked a member of staff out
 * for fifteen minutes, so anyone who knew an address could keep them out. Here a client that
 * fails too often is stopped, and the account stays open to everyone else:
 * - five failures for one account from one address stop that address trying that account;
 * - twenty failures from one address, whatever the accounts, stop that address;
 * each for fifteen minutes after the failure that filled the count (a sliding window). The counts
 * live in the shared limit store (in memory on SQLite, in PostgreSQL across instances).
 */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 }

const ADDRESS = 'login-address'
const ACCOUNT = 'login-account'

/** What the sign-in form shows while a client is stopped. */
export function loginPausedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-ins from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/** The refusal a sign-in from `ip` for `email` gets now (the longer wait of the two), or null. */
export async function loginRefusal(ip: string, email: string): Promise<LimitResult | null> {
  const { perAccount, perAddress, windowMs } = LOGIN_LIMITS
  const store = limitStore()
  const counts = await Promise.all([
    store.peek(ADDRESS, ip, perAddress, windowMs),
    store.peek(ACCOUNT, `${ip}|${email}`, perAccount, windowMs),
  ])
  const refused = counts.filter((count) => !count.ok)
  return refused.sort((a, b) => b.retryAfter - a.retryAfter)[0] ?? null
}

/**
 * Counts a failed sign-in. The failure that fills a count is logged, one line, so staff asking
 * why they cannot sign in can be told where from and until when.
 */
export async function recordFailedLogin(ip: string, email: string): Promise<void> {
  const { perAccount, perAddress, windowMs } = LOGIN_LIMITS
  const store = limitStore()
  const [address, account] = await Promise.all([
    store.hit(ADDRESS, ip, perAddress, windowMs),
    store.hit(ACCOUNT, `${ip}|${email}`, perAccount, windowMs),
  ])
  const minutes = windowMs / 60_000
  if (account.ok && account.remaining === 0)
    console.warn(`[sign-in] ${email} from ${ip}: ${perAccount} failed sign-ins, paused for ${minutes} minutes`)
  if (address.ok && address.remaining === 0)
    console.warn(`[sign-in] ${ip}: ${perAddress} failed sign-ins, all accounts paused for ${minutes} minutes`)
}
