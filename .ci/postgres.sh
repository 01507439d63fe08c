# shellcheck shell=bash
# A throwaway PostgreSQL server for the API suite: sourced by .ci/run, or run by hand:
#   bash .ci/postgres.sh smoke    start, run `SELECT version()`, stop
#
# Functions (each returns non-zero on failure and prints why on stderr):
#   pg_find_bin        sets PG_BIN to a directory holding initdb, pg_ctl and postgres
#   pg_ensure_installed  pg_find_bin, else `apt-get install -y postgresql` (root only), then again
#   pg_start           initdb + start on 127.0.0.1:$PG_PORT (first free from 54329), trust auth,
#                      waits until it accepts connections; sets PG_URL
#   pg_stop            stops it and removes its data (safe to call twice, or when never started)
#
# PostgreSQL refuses to run as root: as root, the server runs as the OS user $PG_OS_USER
# (default rentalleads, created with useradd if missing); otherwise as the current user.
# Data directory, socket and log live in a fresh mktemp directory under /tmp.

PG_OS_USER="${PG_OS_USER:-rentalleads}"
PG_FIRST_PORT="${PG_FIRST_PORT:-54329}"
PG_BIN=""
PG_ROOT=""
PG_PORT=""
PG_URL=""
PG_DB_USER=""

pg_find_bin() {
  local candidate dir
  for candidate in "$(command -v pg_ctl 2>/dev/null || true)" "$(command -v postgres 2>/dev/null || true)"; do
    [ -n "$candidate" ] || continue
    dir="$(dirname "$(readlink -f "$candidate")")"
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      PG_BIN="$dir"
      return 0
    fi
  done
  # Debian keeps the server binaries off PATH; take the newest version.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      PG_BIN="$dir"
      return 0
    fi
  done
  return 1
}

pg_ensure_installed() {
  if pg_find_bin; then
    echo "postgres: using $PG_BIN ($("$PG_BIN/postgres" --version))"
    return 0
  fi
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "postgres: no PostgreSQL server found; install it (sudo apt-get install postgresql)" >&2
    return 1
  fi
  echo "postgres: no PostgreSQL server found; installing Debian's postgresql with apt-get"
  local apt=(apt-get -o DPkg::Lock::Timeout=600)
  # The package lists may be fresh already (ensure-chromium updates them); update if not.
  if ! DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y postgresql; then
    "${apt[@]}" update && DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y postgresql || return 1
  fi
  pg_find_bin || {
    echo "postgres: apt-get installed postgresql but no initdb/pg_ctl/postgres was found" >&2
    return 1
  }
  echo "postgres: using $PG_BIN ($("$PG_BIN/postgres" --version))"
}

# Runs a command as the server's OS user, from a directory that user can read.
pg_as_user() {
  if [ "$(id -u)" = 0 ]; then
    (cd /tmp && runuser -u "$PG_OS_USER" -- "$@")
  else
    (cd /tmp && "$@")
  fi
}

pg_port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

pg_start() {
  [ -n "$PG_BIN" ] || pg_find_bin || {
    echo "postgres: no PostgreSQL server binaries found" >&2
    return 1
  }
  if [ "$(id -u)" = 0 ]; then
    if ! id -u "$PG_OS_USER" >/dev/null 2>&1; then
      echo "postgres: creating OS user $PG_OS_USER"
      useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_OS_USER" || return 1
    fi
    PG_DB_USER="$PG_OS_USER"
  else
    PG_DB_USER="$(id -un)"
  fi

  local port="$PG_FIRST_PORT" tries=0
  while pg_port_in_use "$port"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 50 ]; then
      echo "postgres: no free port from $PG_FIRST_PORT to $port" >&2
      return 1
    fi
    port=$((port + 1))
  done
  PG_PORT="$port"

  PG_ROOT="$(mktemp -d /tmp/rental-leads-pg.XXXXXX)" || return 1
  [ "$(id -u)" = 0 ] && chown "$PG_OS_USER" "$PG_ROOT"
  chmod 700 "$PG_ROOT"

  echo "postgres: initdb in $PG_ROOT/data (user $PG_DB_USER)"
  # C.UTF-8, not C: case-insensitive search must fold accented letters (Ñ/ñ) as a real server does.
  pg_as_user "$PG_BIN/initdb" -D "$PG_ROOT/data" -U "$PG_DB_USER" --auth=trust -E UTF8 --locale=C.UTF-8 \
    --no-sync >"$PG_ROOT/initdb.log" 2>&1 || {
    echo "postgres: initdb failed:" >&2
    cat "$PG_ROOT/initdb.log" >&2
    return 1
  }

  # A test database: durability off, sockets in our own directory, TCP on loopback only.
  local opts="-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_ROOT -c fsync=off"
  opts="$opts -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
  echo "postgres: starting on 127.0.0.1:$PG_PORT"
  if ! pg_as_user "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" -l "$PG_ROOT/server.log" -o "$opts" -w -t 60 start \
    >/dev/null; then
    echo "postgres: pg_ctl start failed; server log:" >&2
    cat "$PG_ROOT/server.log" >&2 || true
    return 1
  fi

  # pg_ctl -w already waited; check over TCP as the tests will connect.
  local i
  for i in $(seq 1 60); do
    if [ -x "$PG_BIN/pg_isready" ]; then
      "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -U "$PG_DB_USER" -d postgres && break
    elif pg_port_in_use "$PG_PORT"; then
      break
    fi
    if [ "$i" = 60 ]; then
      echo "postgres: not accepting connections on 127.0.0.1:$PG_PORT after 30s" >&2
      return 1
    fi
    sleep 0.5
  done
  PG_URL="postgres://$PG_DB_USER@127.0.0.1:$PG_PORT/postgres"
  echo "postgres: ready at $PG_URL"
}

pg_stop() {
  [ -n "$PG_ROOT" ] || return 0
  if [ -f "$PG_ROOT/data/postmaster.pid" ]; then
    if ! pg_as_user "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" -m fast -w -t 30 stop >/dev/null; then
      # Only the server we started: its pid is the first line of postmaster.pid.
      local pid
      pid="$(head -n 1 "$PG_ROOT/data/postmaster.pid" 2>/dev/null || true)"
      [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null
      sleep 1
    fi
  fi
  rm -rf "$PG_ROOT"
  echo "postgres: stopped, $PG_ROOT removed"
  PG_ROOT=""
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-}" in
    smoke)
      trap pg_stop EXIT
      pg_ensure_installed
      pg_start
      if [ -x "$PG_BIN/psql" ]; then
        "$PG_BIN/psql" "$PG_URL" -Atc 'SELECT version()'
      fi
      ;;
    *)
      echo "usage: bash .ci/postgres.sh smoke   (or source it for pg_start / pg_stop)" >&2
      exit 2
      ;;
  esac
fi
