#!/usr/bin/env bash
# `pnpm test`: the lint and format check first (`pnpm lint`: Biome with biome.jsonc, about a
# second), then the typechecks (one program for every Node package, `typecheck:node`, and the
# player's), every package's tests and the stored pools' verify (one turbo run, two tasks at a
# time) and, started at once beside it, the browser tests (the player's `e2e` task after its
# `build:e2e`), the longest suite, which used to wait minutes for a free slot. Both runs use turbo's
# cache. Ends with the ten slowest tests of the whole run (tools/slowest-tests.ts) and fails if
# any part failed. Extra arguments go to both turbo runs (e.g. --force). TEST_TASKS names the
# first run's tasks (default "typecheck typecheck:node test verify"; .ci/run leaves verify to its
# cache check, which runs it in a clone of the same commit).
set -uo pipefail
cd "$(dirname "$0")/.."
times=.turbo/test-times
rm -rf "$times"
mkdir -p "$times"
turbo=node_modules/.bin/turbo
node_modules/.bin/biome ci --error-on-warnings .
lint=$?
"$turbo" run e2e "$@" &
browser=$!
read -r -a tasks <<<"${TEST_TASKS:-typecheck typecheck:node test verify}"
"$turbo" run "${tasks[@]}" --concurrency=2 "$@"
rest=$?
wait "$browser"
browser_status=$?
node_modules/.bin/tsx tools/slowest-tests.ts "$times"
if [ "$lint" != 0 ] || [ "$rest" != 0 ] || [ "$browser_status" != 0 ]; then
  echo "pnpm test FAILED: lint exit $lint, typecheck/test/verify exit $rest, browser tests exit $browser_status" >&2
  exit 1
fi
