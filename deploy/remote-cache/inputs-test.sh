#!/usr/bin/env bash
# Issue 16 §3: each turbo task's inputs are its real inputs, so a change misses exactly the tasks
# it should — no stale hit to share, no needless re-run.
#
# In a clone of the committed HEAD: `turbo run typecheck typecheck:node test build verify e2e --dry=json` before and
# after one change; the tasks whose hash moved are the ones the change misses. Each case below
# names that set exactly. No cache server is needed (the hash is what a cache looks up).
#
# Run from the repository root (.ci/run does): bash deploy/remote-cache/inputs-test.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
turbo=$repo/node_modules/.bin/turbo
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
unset TURBO_API TURBO_TOKEN TURBO_TEAM TURBO_CACHE TURBO_REMOTE_CACHE_SIGNATURE_KEY

work=$(mktemp -d "${TMPDIR:-/tmp}/turbo-inputs-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks "$repo" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$(git rev-parse HEAD)"
cd "$work/clone"

hashes() { # task → hash of every task that runs a script
  "$turbo" run typecheck typecheck:node test build verify e2e --dry=json 2>/dev/null | node -e '
    let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      for (const t of JSON.parse(s).tasks) if (t.command !== "<NONEXISTENT>") console.log(t.taskId.replace("@sudoku-forge/", ""), t.hash);
    });'
}
before=$(hashes)
failed=0
check() { # file, then the tasks a change to it must miss (nothing else)
  local file=$1
  shift
  if [[ $file == *.json ]]; then sed -i '1s/^/ /' "$file"; else echo '// a change' >>"$file"; fi
  local missed
  missed=$({ diff <(echo "$before") <(hashes) || true; } | awk '/^>/ { print $2 }' | sort | tr '\n' ' ' | sed 's/ $//')
  git checkout --quiet -- "$file"
  local want
  want=$(printf '%s\n' "$@" | sort | tr '\n' ' ' | sed 's/ $//')
  if [ "$missed" = "$want" ]; then
    printf '  %-48s misses %s\n' "$file" "${missed:-nothing}"
  else
    printf '  %-48s misses %s\n  %-48s should miss %s\n' "$file" "${missed:-nothing}" '' "${want:-nothing}"
    failed=1
  fi
}

echo "== which tasks a change misses"
# Typechecks: one program for every Node package (the root's typecheck:node), and the player's.
node_typecheck='//#typecheck:node'
all_typecheck=("$node_typecheck" web#typecheck)
all_test=(cli#test core-solver#test generator#test grader#test puzzle-store#test test-puzzles#test transforms#test web#test)
# The solver: everything built on it.
check packages/core-solver/src/solver.ts "${all_typecheck[@]}" "${all_test[@]}" cli#build web#build tools#verify web#build:e2e web#e2e
# The generator's code: its dependents (the player's tests make fixtures with it; its builds do not ship it); not verify.
check packages/generator/src/run.ts "$node_typecheck" generator#test cli#test cli#build web#typecheck web#test web#e2e
# A test file or test helper: that package's tests and the Node typecheck only.
check packages/generator/src/run.test.ts "$node_typecheck" generator#test
check packages/puzzle-store/src/fixtures.test-helper.ts "$node_typecheck" puzzle-store#test
check apps/cli/src/deploy.test.ts "$node_typecheck" cli#test
# A tool: the Node typecheck (and verify, for the script it runs); a bench script: the Node typecheck only.
check tools/verify-puzzles.ts "$node_typecheck" tools#verify
check bench/canon.ts "$node_typecheck"
# The shared vitest settings: every package with tests (typecheck and test), nothing else.
check vitest.shared.ts "${all_typecheck[@]}" "${all_test[@]}"
# The player's e2e, test and script folders: its typecheck, and the browser tests (e2e) or the unit tests (test).
check apps/web/e2e/harness.ts web#typecheck web#e2e
check apps/web/playwright.config.ts web#typecheck web#e2e
check apps/web/test/make-fixtures.ts web#typecheck web#test
# A fixture pool: the unit tests, the e2e bundle (it ships the fixtures) and the browser tests; not the real build.
check apps/web/test/fixtures/pools/classic/easy.json web#typecheck web#test web#build:e2e web#e2e
# The player's code: both its builds, its tests and its typecheck.
check apps/web/src/ui/Game.tsx web#typecheck web#test web#build web#build:e2e web#e2e
check apps/web/scripts/lighthouse.ts web#typecheck
# A stored puzzle: verify, the player's build (it ships the pools) and the tests; no build of the CLI, no typecheck.
check data/puzzles/classic/easy.json tools#verify web#build "${all_test[@]}"
# What the deploy test runs: the CLI's tests only.
check deploy/k8s/shards-job.yaml cli#test
check .github/workflows/generate.yml cli#test
# A document: nothing, except the player's tests, which check the README's hosting headers.
check README.md web#test
check ARCHITECTURE.md

[ "$failed" = 0 ] || { echo "turbo inputs test FAILED" >&2; exit 1; }
echo "turbo inputs test passed"
