#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:$PGPORT (default 55432) for the
# PostgreSQL test path, installing Debian's server first if this machine lacks it.
# Prints the DATABASE_URI to use. Stop it with: scripts/postgres-local.sh stop
# (`status` exits 0 when it is running).
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDIR="${PGDIR:-/tmp/crescent-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-start}" = "status" ]; then
  [ -n "$BIN" ] && as_postgres "$BIN/pg_ctl" -D "$PGDIR" status >/dev/null 2>&1
  exit $?
fi

if [ "${1:-start}" = "stop" ]; then
  [ -n "$BIN" ] && as_postgres "$BIN/pg_ctl" -D "$PGDIR" stop -m fast >/dev/null 2>&1 || true
  exit 0
fi

if [ -z "$BIN" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null
  BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
fi

if [ ! -f "$PGDIR/PG_VERSION" ]; then
  mkdir -p "$PGDIR"
  [ "$(id -u)" = "0" ] && chown postgres "$PGDIR"
  as_postgres "$BIN/initdb" -D "$PGDIR" -U postgres --auth=trust >/dev/null
fi
if ! as_postgres "$BIN/pg_ctl" -D "$PGDIR" status >/dev/null 2>&1; then
  as_postgres "$BIN/pg_ctl" -D "$PGDIR" -l "$PGDIR/server.log" -w \
    -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
