// Helpers around the production server the reliability scripts start (scripts/test/server.mjs):
// knowing when a stopped or killed server is really gone, and how much memory it holds.
import fs from 'node:fs'
import { portTaken } from '../test/server.mjs'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Process ids in a process group, read from /proc (field 5 of /proc/<pid>/stat is the group). */
export function groupMembers(pgid) {
  const members = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // The command name may hold spaces or parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) members.push(Number(name))
    } catch {
      // exited while we looked
    }
  }
  return members
}

/** Resident memory (VmRSS, kB) of every process of the server's group, and their total. */
export function groupRss(pgid) {
  const processes = []
  for (const pid of groupMembers(pgid)) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
      const name = /^Name:\s+(.+)$/m.exec(status)?.[1] ?? '?'
      processes.push({ pid, name, rssKb: rss })
    } catch {
      // exited while we looked
    }
  }
  return { totalKb: processes.reduce((sum, p) => sum + p.rssKb, 0), processes }
}

/**
 * Waits until no process of the server's group is left (a zombie is gone enough: it holds no
 * file or socket) and nothing listens on its port, so the next start finds the port free.
 */
export async function waitGone(server, port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const alive = groupMembers(server.pid).filter((pid) => {
      try {
        return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
      } catch {
        return false
      }
    })
    if (alive.length === 0 && !(await portTaken(port))) return
    await sleep(50)
  }
  throw new Error(`server on ${port} (group ${server.pid}) did not go away`)
}

/** SIGTERM, then SIGKILL if it lingers: every script leaves no server behind. */
export async function stopAndWait(server, port) {
  server.stop('SIGTERM')
  try {
    await waitGone(server, port, 15_000)
  } catch {
    server.stop('SIGKILL')
    await waitGone(server, port, 15_000)
  }
}
