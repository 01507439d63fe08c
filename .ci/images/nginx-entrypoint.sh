#!/bin/sh
# Stands in for the nginx image's entrypoint, as far as compose.yaml uses it: each
# /etc/nginx/templates/NAME.template becomes /etc/nginx/conf.d/NAME, with ${VAR} filled in for the
# variables of the environment whose names match NGINX_ENVSUBST_FILTER (every one when unset), so
# nginx's own $variables stay; then the command (nginx in the foreground).
set -eu
filter="${NGINX_ENVSUBST_FILTER:-.}"
names="$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/\1/p' | grep -E -- "$filter" | sed 's/.*/${&}/' | tr '\n' ' ')"
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  output="/etc/nginx/conf.d/$(basename "$template" .template)"
  envsubst "$names" <"$template" >"$output"
  echo "nginx-entrypoint: $template -> $output"
done
exec "$@"
