#!/usr/bin/env bash
# The container phase of .ci/run: the Dockerfile, compose.yaml and deploy/nginx.conf run for real,
# with podman (rootful, as root) on images made here, since no image registry can be reached.
#  1. tools: podman, runc, mmdebstrap, podman-compose and CNI's dnsname plugin (apt-get)
#  2. base images from Debian's packages (.ci/images/build.sh): Node 24, PostgreSQL 15 and nginx,
#     kept between runs on this machine under their names
#  3. the Dockerfile built on the Node 24 one (build argument NODE_IMAGE), its packages' stage kept
#     between runs while package.json and package-lock.json are unchanged
#  4. the image alone on PGlite: sign-in to a claim over HTTP (.ci/container-smoke.mjs), and its data
#     folder belongs to the user node alone
#  5. compose.yaml's PostgreSQL, two processes and nginx (with .ci/compose.ci.yaml, which publishes
#     each on 127.0.0.1), and the multi-process suite through them (RL_MULTI_CLUSTER)
#  6. everything it started removed again (containers, network, volumes, the app image), whatever
#     happened; the base images stay
# Its checks go to test-results/ci/container.json, the suite's report to
# test-results/ci/multi-containers.json. Where podman cannot run (not root, no podman to be had, or
# `podman info` fails) it says so on one line and records the phase as skipped: no check passes or
# fails. Exit code: 0 unless a check failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

RESULTS_DIR=ci
CHECKS=container.json
PROJECT="rl-ci-$$"
APP_IMAGE="localhost/rental-leads:$PROJECT"
SMOKE="$PROJECT-smoke"
COMPOSE=(podman-compose --project-name "$PROJECT" --file compose.yaml --file .ci/compose.ci.yaml)
# podman's runtime and ulimits for this machine, for every podman command below, podman-compose's too.
export CONTAINERS_CONF="$PWD/.ci/images/containers.conf"
LOGS="$(mktemp -d /tmp/rental-leads-container.XXXXXX)"
FAILED=0
TIMINGS=()
STEP_STARTED=$SECONDS

record() { # record NAME ok|fail [DETAIL]
  [ "$2" = ok ] || FAILED=1
  node scripts/summarise-results.mjs --dir "$RESULTS_DIR" --file "$CHECKS" --record "container: $1" "$2" "${3:-}"
}

# Ends the step that began at STEP_STARTED under the name given, for the timings at the end.
took() {
  TIMINGS+=("$(printf '  %-34s %4ds' "$1" "$((SECONDS - STEP_STARTED))")")
  STEP_STARTED=$SECONDS
}

skip() {
  echo "skipped: the container checks: $1"
  # A check file with no check: the phase is seen in the results, and counts neither way.
  node -e 'const [file, why] = process.argv.slice(1);
    require("node:fs").mkdirSync(require("node:path").dirname(file), { recursive: true });
    require("node:fs").writeFileSync(file, JSON.stringify({ kind: "checks", checks: [], skipped: why }, null, 2) + "\n");' \
    "test-results/$RESULTS_DIR/$CHECKS" "$1"
  # Nothing was started yet: nothing to tear down.
  trap - EXIT
  rm -rf "$LOGS"
  exit 0
}

# Runs a long command in the background and waits for it: bash runs a trap only between foreground
# commands, and a TERM from .ci/run's time-out must reach teardown at once.
CHILD=""
long() {
  local rc=0
  "$@" &
  CHILD=$!
  wait "$CHILD" || rc=$?
  CHILD=""
  return "$rc"
}

# The last lines of a log, indented, after a failure.
show() {
  echo "---- $1 (last 40 lines)"
  tail -n 40 "$1" | sed 's/^/  /'
}

free_ports() { # free_ports N: N free TCP ports of 127.0.0.1, one a line
  node -e 'const net = require("node:net");
    const servers = Array.from({ length: Number(process.argv[1]) }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, "127.0.0.1", ok)))).then(() => {
      for (const s of servers) console.log(s.address().port);
      for (const s of servers) s.close();
    });' "$1"
}

# Waits up to LIMIT seconds for `podman healthcheck run` to pass on each container (podman runs no
# healthcheck by itself without systemd, so depends_on's service_healthy has to be waited for here).
wait_healthy() { # wait_healthy LIMIT CONTAINER...
  local limit="$1" name until=$((SECONDS + $1))
  shift
  for name in "$@"; do
    until podman healthcheck run "$name" >/dev/null 2>&1; do
      if [ "$SECONDS" -ge "$until" ]; then
        echo "container: $name not healthy after ${limit}s; its log ends:"
        podman logs --tail 30 "$name" 2>&1 | sed 's/^/  /'
        return 1
      fi
      sleep 1
    done
  done
}

wait_ready() { # wait_ready LIMIT URL
  local until=$((SECONDS + $1))
  until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$2"; do
    [ "$SECONDS" -lt "$until" ] || return 1
    sleep 1
  done
}

# Whatever happens: what this run started goes, quietly (podman says why it cannot reach systemd for
# the healthchecks' timers as it removes each container).
teardown() {
  local rc=$? started=$SECONDS leftovers
  trap - EXIT
  set +e
  # set -e stopped the script somewhere no check was recorded: that is a failure too.
  [ "$rc" != 0 ] && [ "$FAILED" = 0 ] && record "run" fail "stopped with exit code $rc (see above)"
  # A TERM in the middle of `long CMD >log` runs this with the output still going to that log.
  exec 1>&3 2>&4
  # A long command cut short gets a TERM of its own (`timeout` puts what it runs in a process group of
  # its own, which .ci/run's signal misses) and a moment to end: podman build then removes its working
  # container. One that has ended waits as a zombie to be reaped.
  if [ -n "$CHILD" ]; then
    kill "$CHILD" 2>/dev/null
    for _ in $(seq 20); do
      case "$(ps -o stat= -p "$CHILD" 2>/dev/null)" in '' | Z*) break ;; esac
      sleep 1
    done
    wait "$CHILD" 2>/dev/null
  fi
  # A podman build cut short leaves its working containers (buildah's, named after the base image).
  if [ -n "${BUILDS_BEFORE+set}" ]; then
    podman ps --all --external --quiet --filter 'name=^rl-node-working-container' 2>/dev/null |
      grep -vxF -e "$BUILDS_BEFORE" -e '' | xargs -r podman rm --force >/dev/null 2>&1
  fi
  # The base image builds still running: their process group, which setsid made theirs alone.
  if [ -n "${BASES_PID:-}" ]; then
    kill -- "-$BASES_PID" 2>/dev/null
    wait "$BASES_PID" 2>/dev/null
  fi
  if command -v podman >/dev/null; then
    podman rm --force --time 5 "$SMOKE" >/dev/null 2>&1 || true
    # compose down stops and removes the containers and volumes; the label finds whatever it missed.
    "${COMPOSE[@]}" down --volumes --timeout 5 >>"$LOGS/compose.log" 2>&1 || true
    podman ps --all --quiet --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm --force >/dev/null 2>&1 || true
    podman volume ls --quiet --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman volume rm --force >/dev/null 2>&1 || true
    podman network rm --force "${PROJECT}_default" >/dev/null 2>&1 || true
    podman rmi --force "$APP_IMAGE" >/dev/null 2>&1 || true
    # The layers the build cached beyond the packages' stage, which the tagged stage keeps.
    podman image prune --force >/dev/null 2>&1 || true
    leftovers="$(podman ps --all --quiet --filter "label=io.podman.compose.project=$PROJECT"; podman ps --all --quiet --filter "name=^$SMOKE\$")"
    if [ -n "$leftovers" ]; then record "teardown" fail "containers left behind: $leftovers"; fi
    echo "container: removed what this run started in $((SECONDS - started))s; base images kept:"
    podman images --filter reference='localhost/rl-*' --format '  {{.Repository}}:{{.Tag}}  {{.Size}}' 2>/dev/null || true
  fi
  rm -rf "$LOGS"
  echo
  echo "container: timings"
  printf '%s\n' "${TIMINGS[@]}"
  printf '  %-34s %4ds\n' "total" "$SECONDS"
  exit "$FAILED"
}
# The script's own output, which teardown goes back to.
exec 3>&1 4>&2
trap teardown EXIT
trap 'echo "container: stopped at line $LINENO: $BASH_COMMAND" >&2' ERR
# .ci/run's time-out (or ^C): a failure, and teardown still runs, as the EXIT trap.
trap 'FAILED=1; exit' TERM INT

# 1. tools ---------------------------------------------------------------------------------------
[ "$(id -u)" = 0 ] || skip "podman runs rootful here, and only root may install it"
packages=(podman runc mmdebstrap podman-compose containernetworking-plugins
  golang-github-containernetworking-plugin-dnsname iptables)
# The dnsname plugin lets compose's services find each other by name on podman's CNI networks.
if ! command -v podman >/dev/null || ! command -v mmdebstrap >/dev/null || ! command -v podman-compose >/dev/null ||
  [ ! -x /usr/lib/cni/dnsname ]; then
  command -v apt-get >/dev/null || skip "no podman, and no apt-get to install it"
  apt=(apt-get -o DPkg::Lock::Timeout=600)
  # The package lists may be fresh already (the Chromium and PostgreSQL installs); update if not.
  if ! DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "${packages[@]}" >"$LOGS/apt.log" 2>&1; then
    { "${apt[@]}" update && DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "${packages[@]}"; } \
      >>"$LOGS/apt.log" 2>&1 || {
      show "$LOGS/apt.log"
      skip "apt-get could not install ${packages[*]}"
    }
  fi
fi
podman info >"$LOGS/podman-info.log" 2>&1 || {
  show "$LOGS/podman-info.log"
  skip "podman cannot run on this machine (podman info failed)"
}
echo "container: $(podman --version), podman-compose $(dpkg-query -W -f '${Version}' podman-compose 2>/dev/null)"
took "tools"

# 2. base images ---------------------------------------------------------------------------------
# All three at once: the build waits for the Node one only, compose for the other two, which have
# until the smoke check is done. setsid gives their builds a process group of their own to stop.
setsid bash -c 'rc=0
  for what in postgres nginx; do
    timeout 600 bash .ci/images/build.sh "$what" >"$1/base-$what.log" 2>&1 &
  done
  for what in postgres nginx; do wait -n || rc=1; done
  exit "$rc"' bases "$LOGS" &
BASES_PID=$!
long timeout 600 bash .ci/images/build.sh node >"$LOGS/base-node.log" 2>&1 || true
if [ "$(tail -n 1 "$LOGS/base-node.log")" != localhost/rl-node:24 ]; then
  show "$LOGS/base-node.log"
  record "base image node" fail "bash .ci/images/build.sh node failed"
  exit
fi
grep '^images:' "$LOGS/base-node.log" || true
took "base image node"

# 3. the image -----------------------------------------------------------------------------------
# The Dockerfile's deps stage (its npm install) is kept between runs under a name of the package files'
# hash: with a layer cache (--layers) a build whose package files are unchanged starts from it. The
# other layers a run makes go at teardown, with its image (a gigabyte a change if they stayed).
# The docker format keeps the Dockerfile's HEALTHCHECK (OCI images have none).
BUILD=(podman build --layers --format docker --build-arg NODE_IMAGE=localhost/rl-node:24)
DEPS_IMAGE="localhost/rl-deps:$(cat package.json package-lock.json | sha256sum | cut -c1-16)"
BUILDS_BEFORE="$(podman ps --all --external --quiet --filter 'name=^rl-node-working-container')"
if podman image exists "$DEPS_IMAGE"; then
  echo "container: the packages' stage is there ($DEPS_IMAGE)"
fi
if long timeout 900 "${BUILD[@]}" --target deps --tag "$DEPS_IMAGE" . >"$LOGS/build.log" 2>&1 &&
  long timeout 900 "${BUILD[@]}" --tag "$APP_IMAGE" . >>"$LOGS/build.log" 2>&1; then
  # The packages' stages of older package files.
  podman images --format '{{.Repository}}:{{.Tag}}' --filter reference=localhost/rl-deps |
    grep -vxF "$DEPS_IMAGE" | xargs -r podman rmi --force >/dev/null 2>&1 || true
  echo "container: built $APP_IMAGE ($(podman image inspect --format '{{.Size}}' "$APP_IMAGE" | numfmt --to=iec))"
  record "image build" ok
else
  show "$LOGS/build.log"
  record "image build" fail "podman build failed"
  exit
fi
took "image build"

# .ci/run starts this phase beside its npm install, and names the file it makes once that is done: the
# checks below run the project's own tools (tsx, vitest).
if [ -n "${RL_NPM_INSTALLED:-}" ]; then
  until [ -e "$RL_NPM_INSTALLED" ]; do
    if [ "$((SECONDS - STEP_STARTED))" -ge 900 ]; then
      record "npm install" fail "the project's npm install was not done after 15 minutes"
      exit
    fi
    sleep 1
  done
  took "npm install beside (waited)"
fi

# 4. the image alone, on PGlite --------------------------------------------------------------------
SUPERADMIN_EMAIL=root@container.test
SUPERADMIN_PASSWORD="root-$(node -p 'crypto.randomBytes(9).toString("base64url")')"
export SUPERADMIN_EMAIL SUPERADMIN_PASSWORD
port="$(free_ports 1)"
if podman run --detach --name "$SMOKE" --publish "127.0.0.1:$port:3000" --env SUPERADMIN_EMAIL \
  --env SUPERADMIN_PASSWORD --env LOG_LEVEL=warn "$APP_IMAGE" >/dev/null 2>"$LOGS/smoke-run.log" &&
  wait_ready 120 "http://127.0.0.1:$port/readyz"; then
  echo "container: $SMOKE ready on 127.0.0.1:$port"
  if node --import tsx .ci/container-smoke.mjs "http://127.0.0.1:$port"; then
    record "smoke on PGlite" ok
  else
    record "smoke on PGlite" fail "see the smoke: lines"
  fi
  # The commands beside the server run built, as it does (docs/architecture.md, "The server's build"):
  # the image holds neither tsx nor the TypeScript sources.
  if made="$(podman exec "$SMOKE" sh -c 'test ! -e node_modules/tsx && test ! -e server &&
    npm run --silent backup -- /tmp/smoke-backup.tar.gz' 2>&1)"; then
    echo "container: $made"
    record "backup in the image" ok
  else
    echo "container: npm run backup in the image, with no tsx and no sources, failed: $made"
    record "backup in the image" fail "$(echo "$made" | tail -n 3 | tr '\n' ' ')"
  fi
  # docs/decisions.md#p50: the data folder and all in it for the server's user alone.
  data="$(podman exec "$SMOKE" sh -c 'stat -c "%U:%G %a" /app/data; find /app/data -perm /077 | head -n 5')"
  if [ "$data" = "node:node 700" ]; then
    echo "container: /app/data is node:node 700, nothing in it open to others"
    record "data folder private" ok
  else
    echo "container: /app/data is not node's alone: $data"
    record "data folder private" fail "$(echo "$data" | tr '\n' ' ')"
  fi
else
  show "$LOGS/smoke-run.log"
  echo "container: $SMOKE not ready on 127.0.0.1:$port after 120s; its log ends:"
  podman logs --tail 30 "$SMOKE" 2>&1 | sed 's/^/  /'
  record "smoke on PGlite" fail "not ready after 120s"
fi
podman rm --force --time 5 "$SMOKE" >/dev/null 2>&1 || true
took "smoke on PGlite"

# 5. compose.yaml ----------------------------------------------------------------------------------
if ! wait "$BASES_PID"; then
  BASES_PID=""
  for what in postgres nginx; do show "$LOGS/base-$what.log"; done
  record "base images postgres, nginx" fail "bash .ci/images/build.sh failed"
  exit
fi
BASES_PID=""
grep -h '^images:' "$LOGS/base-postgres.log" "$LOGS/base-nginx.log" || true
took "base images postgres, nginx (rest)"

mapfile -t ports < <(free_ports 4)
export HTTP_PORT="127.0.0.1:${ports[0]}" RL_APP1_PORT="${ports[1]}" RL_APP2_PORT="${ports[2]}" RL_POSTGRES_PORT="${ports[3]}"
export APP_IMAGE POSTGRES_IMAGE=localhost/rl-postgres:15 NGINX_IMAGE=localhost/rl-nginx:bookworm
export NODE_IMAGE=localhost/rl-node:24 RATE_LIMIT_MAX=5 LOG_LEVEL=warn
POSTGRES_PASSWORD="pg-$(node -p 'crypto.randomBytes(9).toString("base64url")')"
export POSTGRES_PASSWORD
export PUBLIC_URL="http://$HTTP_PORT"

# podman-compose 1.0 starts every service at once, whatever depends_on's conditions say: the script
# brings them up in compose.yaml's order itself, each after what it depends on is healthy.
compose_up() { # compose_up SERVICE...
  "${COMPOSE[@]}" up --detach --no-build "$@" >>"$LOGS/compose.log" 2>&1
}
# podman-compose 1.0's container names.
cname() { echo "${PROJECT}_$1_1"; }
if compose_up postgres && wait_healthy 60 "$(cname postgres)" &&
  compose_up app1 app2 && wait_healthy 120 "$(cname app1)" "$(cname app2)" &&
  compose_up proxy && wait_ready 30 "http://$HTTP_PORT/readyz"; then
  echo "container: compose.yaml up (project $PROJECT): nginx on $HTTP_PORT, app1 and app2 healthy"
  record "compose up" ok
  took "compose up"

  pid() { podman inspect --format '{{.State.Pid}}' "$(cname "$1")"; }
  RL_MULTI_CLUSTER="$(node -p 'JSON.stringify({
      proxy: `http://${process.env.HTTP_PORT}`,
      servers: {
        a: { origin: `http://127.0.0.1:${process.env.RL_APP1_PORT}`, pid: Number(process.argv[1]) },
        b: { origin: `http://127.0.0.1:${process.env.RL_APP2_PORT}`, pid: Number(process.argv[2]) },
      },
      databaseUrl: `postgres://rental_leads:${process.env.POSTGRES_PASSWORD}@127.0.0.1:${process.env.RL_POSTGRES_PORT}/rental_leads`,
      superAdmin: { email: process.env.SUPERADMIN_EMAIL, password: process.env.SUPERADMIN_PASSWORD },
      rateLimitMax: Number(process.env.RATE_LIMIT_MAX),
    })' "$(pid app1)" "$(pid app2)")"
  export RL_MULTI_CLUSTER
  # Every file, kill.test.ts's `kill -9` of app1 too (the server is the container's first process,
  # and compose's restart policy brings it back), but one test: its second client, on 127.0.0.2,
  # cannot be had here, as podman's port forwarding takes loopback clients from 127.0.0.1 alone (one
  # from 127.0.0.2 never connects) and shows each to nginx as the network's gateway.
  # Nor the files whose servers call the test back on its loopback (a webhook receiver, a push service):
  # the containers cannot reach the host's 127.0.0.1. The multi phase runs them against host processes.
  # Its servers are the containers: it needs no build of the host's (RL_SERVER_BUILT), and one would
  # remake dist-server/ under the suites .ci/run runs meanwhile.
  multi_rc=0
  long env RL_SERVER_BUILT=1 timeout --kill-after=30 600 node_modules/.bin/vitest run --project multi \
    --exclude tests/multi/push.test.ts --exclude tests/multi/webhooks.test.ts \
    --testNamePattern '^(?!.*whatever X-Forwarded-For it forges)' --reporter=default --reporter=json \
    --outputFile.json="test-results/$RESULTS_DIR/multi-containers.json" || multi_rc=$?
  node scripts/summarise-results.mjs --dir "$RESULTS_DIR" --file "$CHECKS" --vitest-exit multi-containers "$multi_rc" ||
    FAILED=1
  # A fresh volume on /app/data starts out as the image's folder: node's alone.
  data="$(podman exec "$(cname app1)" stat -c '%U:%G %a' /app/data 2>&1 || true)"
  if [ "$data" = "node:node 700" ]; then
    record "compose data volume private" ok
  else
    record "compose data volume private" fail "app1's /app/data is $data"
  fi
  took "multi-process suite"
else
  show "$LOGS/compose.log"
  record "compose up" fail "see the log above"
  took "compose up"
fi
