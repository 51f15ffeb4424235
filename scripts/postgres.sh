#!/usr/bin/env bash
# A PostgreSQL server from Debian's packages on a local port, for the tests and benchmarks: the
# service tests run against it as well as against the embedded database, and the tests of several
# instances need it. `npm test` runs this when neither TEST_DATABASE_URL nor DATABASE_URL is set,
# installing the package when it is missing (as root); it prints the server's URL on its last line.
# Idempotent: a second run reuses the cluster and the database.
set -euo pipefail

URBIS_PG_PORT="${URBIS_PG_PORT:-54329}"
URBIS_PG_DATA="${URBIS_PG_DATA:-/tmp/urbis-ci-postgres}"

if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "Installing PostgreSQL from Debian's packages…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
URBIS_PG_BIN="$(find /usr/lib/postgresql -maxdepth 2 -name bin -type d | sort -V | tail -n 1)"

# PostgreSQL refuses to run as root: the cluster belongs to the postgres user Debian creates.
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ ! -f "$URBIS_PG_DATA/PG_VERSION" ]; then
  mkdir -p "$URBIS_PG_DATA"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$URBIS_PG_DATA"
  as_postgres "'$URBIS_PG_BIN/initdb' -D '$URBIS_PG_DATA' -U postgres -A trust --no-sync >/dev/null"
fi
if ! as_postgres "'$URBIS_PG_BIN/pg_ctl' -D '$URBIS_PG_DATA' status >/dev/null"; then
  as_postgres "'$URBIS_PG_BIN/pg_ctl' -D '$URBIS_PG_DATA' -l '$URBIS_PG_DATA/server.log' -w \
    -o \"-p $URBIS_PG_PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200\" start >/dev/null"
fi
if ! as_postgres "'$URBIS_PG_BIN/psql' -h 127.0.0.1 -p $URBIS_PG_PORT -U postgres -tAc \
  \"select 1 from pg_database where datname = 'urbis'\"" | grep -q 1; then
  as_postgres "'$URBIS_PG_BIN/createdb' -h 127.0.0.1 -p $URBIS_PG_PORT -U postgres urbis"
fi

echo "postgres://postgres@127.0.0.1:$URBIS_PG_PORT/urbis"
