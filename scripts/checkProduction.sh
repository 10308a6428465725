#!/usr/bin/env bash
# The production install works: a copy of the repository with the built dist/ and `npm ci --omit=dev` (no
# devDependency at all) starts with `npm run serve`, once with demo data (the default: seeds, draws media) and once
# with DEMO_DATA=0 after deleting server/demo/, which proves the live server never loads demo code.
# Needs a finished `npm run build`. Run by `npm test` in CI (TEST_PRODUCTION_CHECK=1, set by .ci/run); about half a
# minute with a warm npm cache.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || { echo "dist/ is missing: run npm run build first" >&2; exit 1; }

work=$(mktemp -d /tmp/vitrine-prod.XXXXXX)
pid=
stop() {
  # The server runs in its own process group (setsid): stop npm, tsx and node together.
  if [ -n "$pid" ]; then kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=; fi
}
trap 'stop; rm -rf "$work"' EXIT

# Tracked and new (not ignored) files, as CI's clean clone has them; plus the build.
git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$work"
cp -r dist "$work/dist"
cd "$work"
npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error

serve() { # serve <demo|plain> [ENV=value ...]: start, wait for the address, run the smoke client, stop
  local mode=$1 log="$work/serve-$1.log"
  shift
  env "$@" PORT=0 HOST=127.0.0.1 DATA_DIR="$work/.data-$mode" setsid npm run serve >"$log" 2>&1 &
  pid=$!
  local url=
  for _ in $(seq 1 120); do
    url=$(grep -o 'running at http://[0-9.:]*' "$log" | cut -d' ' -f3 || true)
    [ -n "$url" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  if [ -z "$url" ]; then cat "$log"; echo "the production server did not start ($mode)" >&2; exit 1; fi
  node_modules/.bin/tsx scripts/smokeProduction.ts "$url" "$mode" || { cat "$log"; exit 1; }
  stop
}

echo "-- npm run serve with demo data"
serve demo
echo "-- npm run serve with DEMO_DATA=0 and no server/demo/"
rm -rf server/demo
serve plain DEMO_DATA=0
