#!/bin/sh
# Stands in for the postgres image's entrypoint, as far as compose.yaml uses it: on an empty PGDATA,
# a cluster whose superuser is POSTGRES_USER with POSTGRES_PASSWORD (scram-sha-256 over TCP from
# anywhere, trust on the socket inside the container), and the database POSTGRES_DB; then the server
# in the foreground as the user postgres, so it receives the stop signal itself.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
bin=/usr/lib/postgresql/15/bin
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

if [ "${1:-}" != postgres ]; then exec "$@"; fi
shift

# A fresh volume is root's: the server's folders belong to postgres, and the data to it alone.
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  # C.UTF-8, as CI's own PostgreSQL (.ci/postgres.sh): case-insensitive search folds accented letters.
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  chown postgres "$pwfile"
  as_postgres "$bin/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    # On a socket of its own and no TCP, so the healthcheck (pg_isready on the usual socket) and the
    # apps see nothing until the database is there.
    init_socket="$(mktemp -d)"
    chown postgres "$init_socket"
    as_postgres "$bin/pg_ctl" -D "$PGDATA" -o "-c listen_addresses='' -k $init_socket" -w -s start
    as_postgres "$bin/createdb" -h "$init_socket" -U "$POSTGRES_USER" "$POSTGRES_DB"
    as_postgres "$bin/pg_ctl" -D "$PGDATA" -m fast -w -s stop
    rm -rf "$init_socket"
  fi
  echo "postgres-entrypoint: created database $POSTGRES_DB for $POSTGRES_USER in $PGDATA"
fi

exec setpriv --reuid=postgres --regid=postgres --init-groups "$bin/postgres" -D "$PGDATA" "$@"
