#!/usr/bin/env bash
# Regenerates the schema migration for both adapters after a collection change:
#   scripts/create-migrations.sh <name>
# SQLite needs nothing; PostgreSQL uses a throwaway local server (scripts/postgres-local.sh).
set -euo pipefail
name="${1:?usage: scripts/create-migrations.sh <name>}"
npx payload migrate:create "$name"
admin_uri="$(bash scripts/postgres-local.sh)"
db="crescent_migrations_$$"
psql "$admin_uri" -qc "CREATE DATABASE $db"
DATABASE_URI="${admin_uri%/postgres}/$db" npx payload migrate:create "$name"
psql "$admin_uri" -qc "DROP DATABASE $db"
