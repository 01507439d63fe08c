#!/usr/bin/env bash
# Local base images standing in for the registry images of the Dockerfile and compose.yaml, which CI
# cannot pull (no image registry is reachable): Debian bookworm from Debian's packages (mmdebstrap),
# imported with `podman import`. Run as root:
#   bash .ci/images/build.sh node|postgres|nginx
#     node      localhost/rl-node:24          for node:24-slim: minbase + Node 24 and npm from the npm
#                                             registry's node-linux-<arch> and npm packages, user node
#     postgres  localhost/rl-postgres:15      for postgres:15: Debian's PostgreSQL 15, postgres-entrypoint.sh
#     nginx     localhost/rl-nginx:bookworm   for nginx:1.27-alpine: Debian's nginx, nginx-entrypoint.sh
# Prints the image's name on its last line. An image already there is kept while its recipe (this
# script and its entrypoint) is unchanged, so a second run takes a second; it is labelled with the
# recipe's hash, and rebuilt when that differs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

what="${1:-}"
case "$what" in
  node) image=localhost/rl-node:24 entrypoint="" ;;
  postgres) image=localhost/rl-postgres:15 entrypoint=postgres-entrypoint.sh ;;
  nginx) image=localhost/rl-nginx:bookworm entrypoint=nginx-entrypoint.sh ;;
  *)
    echo "usage: bash .ci/images/build.sh node|postgres|nginx" >&2
    exit 2
    ;;
esac

# npm in the node image trusts what this machine trusts (its CA bundle, which may hold a proxy's
# CA that Node's own list lacks), so the bundle is part of that image's recipe.
ca_bundle=/etc/ssl/certs/ca-certificates.crt
inputs=(build.sh)
[ -n "$entrypoint" ] && inputs+=("$entrypoint")
[ "$what" = node ] && [ -f "$ca_bundle" ] && inputs+=("$ca_bundle")
recipe="$(cat "${inputs[@]}" | sha256sum | cut -c1-16)"
if [ "$(podman image inspect --format '{{index .Labels "rl.recipe"}}' "$image" 2>/dev/null)" = "$recipe" ]; then
  echo "images: $image is there (recipe $recipe)"
  echo "$image"
  exit 0
fi

started=$SECONDS
# The image this one replaces, removed once the new one has its name (unless a container still uses it).
replaced="$(podman image inspect --format '{{.Id}}' "$image" 2>/dev/null || true)"
# In memory where there is a tmpfs: unpacking and installing packages on this machine's disk takes
# 60 s an image, 17 s in memory (with dpkg's unsafe-io, as nothing here must survive a crash).
scratch=/tmp
[ -d /dev/shm ] && [ -w /dev/shm ] && scratch=/dev/shm
work="$(mktemp -d "$scratch/rental-leads-image.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 1' TERM INT

# Documentation, manual pages and translations: nothing in a container reads them.
slim=(--dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/locale/*'
  --dpkgopt='path-exclude=/usr/share/info/*')
args=()
changes=(--change "LABEL rl.recipe=$recipe")
case "$what" in
  node)
    # As node:24-slim lays it out: node and npm under /usr/local, a user node with uid and gid 1000.
    arch="$(node -p process.arch)"
    (cd "$work" && npm pack --silent "node-linux-$arch@24" npm@11 >/dev/null)
    mkdir -p "$work/local/lib/node_modules/npm"
    tar -xzf "$work"/node-linux-*.tgz -C "$work/local" --strip-components=1 package/bin package/include package/share
    tar -xzf "$work"/npm-*.tgz -C "$work/local/lib/node_modules/npm" --strip-components=1
    chmod 755 "$work/local/lib/node_modules/npm/bin/"*-cli.js
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/local/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/local/bin/npx"
    version="$("$work/local/bin/node" --version)"
    args+=(--customize-hook="sync-in $work/local /usr/local"
      --customize-hook='chroot "$1" groupadd --gid 1000 node'
      --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node')
    changes+=(--change "ENV NODE_VERSION=${version#v}" --change 'CMD ["node"]')
    if [ -f "$ca_bundle" ]; then
      args+=(--customize-hook='mkdir -p "$1/etc/ssl/certs"' --customize-hook="copy-in $ca_bundle /etc/ssl/certs")
      changes+=(--change "ENV NODE_EXTRA_CA_CERTS=$ca_bundle")
    fi
    ;;
  postgres)
    # The package's own cluster is of no use: the entrypoint makes one on the volume, as the image does.
    args+=(--include=postgresql
      --customize-hook='rm -rf "$1/var/lib/postgresql/15/main" "$1/etc/postgresql/15/main"')
    changes+=(--change 'ENV PGDATA=/var/lib/postgresql/data'
      --change 'CMD ["postgres"]'
      --change 'STOPSIGNAL SIGINT' --change 'EXPOSE 5432')
    ;;
  nginx)
    # envsubst (gettext-base) fills in the templates, as the nginx image does; logs go to the
    # container's output; conf.d/ is the only site.
    args+=(--include=nginx,gettext-base
      --customize-hook='rm -f "$1"/etc/nginx/sites-enabled/*'
      --customize-hook='ln -sf /dev/stdout "$1/var/log/nginx/access.log"'
      --customize-hook='ln -sf /dev/stderr "$1/var/log/nginx/error.log"'
      --customize-hook='mkdir -p "$1/etc/nginx/templates"')
    changes+=(--change 'CMD ["nginx", "-g", "daemon off;"]' --change 'STOPSIGNAL SIGQUIT' --change 'EXPOSE 80')
    ;;
esac
if [ -n "$entrypoint" ]; then
  args+=(--customize-hook="copy-in $entrypoint /usr/local/bin"
    --customize-hook="chmod 755 \"\$1/usr/local/bin/$entrypoint\"")
  changes+=(--change "ENTRYPOINT [\"/usr/local/bin/$entrypoint\"]")
fi
changes+=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin')

echo "images: building $image (recipe $recipe)"
TMPDIR="$scratch" mmdebstrap --quiet --variant=minbase --dpkgopt=force-unsafe-io "${slim[@]}" "${args[@]}" bookworm "$work/rootfs.tar"
podman import --quiet "${changes[@]}" "$work/rootfs.tar" "$image" >/dev/null
[ -z "$replaced" ] || podman rmi "$replaced" >/dev/null 2>&1 || true
echo "images: $image built in $((SECONDS - started))s ($(podman image inspect --format '{{.Size}}' "$image" | numfmt --to=iec))"
echo "$image"
