#!/usr/bin/env bash
# Issue 16 §3: one turbo cache for every machine, tested end to end on this machine.
#
#   0. docs/scaling.md's team setup binds the servers to 127.0.0.1 and reaches them over https.
#   1. turborepo-remote-cache twice on 127.0.0.1 over one local-disk store: the writer (CI's
#      token) and a READ_ONLY server (the developers' token). An upload as turbo sends it
#      (application/octet-stream) is taken by the writer, refused by the read-only server with 403
#      (any other body is refused with 415 before READ_ONLY is looked at, which proves nothing).
#   2. Clone A, as CI: `turbo run build verify` — every task a miss, run and uploaded (signed).
#      .ci/run counts on this run as CI's verify of the stored pools (it runs pnpm test without it).
#   3. Clone B, fresh, as a developer (read-only server): the same command — every task a remote
#      hit, verify replayed, not re-run; nothing new is stored.
#   4. In clone B: a changed stored puzzle misses verify and the player's build (not the CLI's);
#      a changed solver source misses every build and verify; a changed document misses nothing.
#   5. A clone with another signature key cannot use the artifacts (they fail verification).
#
# Run from the repository root (.ci/run does, after the tests): bash deploy/remote-cache/cache-test.sh
# The clones are of the committed HEAD. Prints each run's per-task cache log; exits 1 on any surprise.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 TURBO_TEAM=sudoku-forge
unset TURBO_API TURBO_TOKEN TURBO_CACHE TURBO_REMOTE_CACHE_SIGNATURE_KEY

# docs/scaling.md's team setup: the servers listen on 127.0.0.1 only (tokens are bearer headers: never
# over plain HTTP on the network), and the clients reach them through TLS (https://).
readme_block=$(awk '/^  # the cache host:/,/^  ```$/' docs/scaling.md)
[ -n "$readme_block" ] || { echo "cache test FAILED: docs/scaling.md has no team cache setup block" >&2; exit 1; }
if grep -E 'serve$' <<<"$readme_block" | grep -vq 'HOST=127\.0\.0\.1 '; then
  echo "cache test FAILED: docs/scaling.md's cache servers bind beyond 127.0.0.1: $(grep -E 'serve$' <<<"$readme_block" | grep -v 'HOST=127\.0\.0\.1 ' | head -1)" >&2
  exit 1
fi
if grep -Eq 'TURBO_API=http://' <<<"$readme_block"; then
  echo "cache test FAILED: docs/scaling.md's clients reach the cache over plain HTTP: $(grep -Eo 'TURBO_API=[^ ]*' <<<"$readme_block")" >&2
  exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/turbo-cache-test.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() { echo "cache test FAILED: $*" >&2; exit 1; }
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

store=$work/store
mkdir -p "$store"
ci_token=ci-$(node -e 'console.log(require("crypto").randomBytes(16).toString("hex"))')
dev_token=dev-$(node -e 'console.log(require("crypto").randomBytes(16).toString("hex"))')
key=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')
server=$repo/deploy/remote-cache/node_modules/.bin/turborepo-remote-cache

start_server() { # port token read-only log
  # The server keeps and serves each artifact's signature tag (x-artifact-tag) only when it has a
  # TURBO_REMOTE_CACHE_SIGNATURE_KEY; without one, signed artifacts come back untagged and miss.
  HOST=127.0.0.1 PORT=$1 TURBO_TOKEN=$2 READ_ONLY=$3 STORAGE_PROVIDER=local STORAGE_PATH=$store \
    TURBO_REMOTE_CACHE_SIGNATURE_KEY=$key \
    STORAGE_PATH_USE_TMP_FOLDER=false LOG_LEVEL=warn ENABLE_STATUS_LOG=false NODE_ENV=production \
    "$server" >"$4" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do
    if curl -fsS -H "Authorization: Bearer $2" "http://127.0.0.1:$1/v8/artifacts/status" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  cat "$4" >&2
  fail "the cache server on port $1 did not start"
}
writer_port=$(free_port)
start_server "$writer_port" "$ci_token" false "$work/writer.log"
reader_port=$(free_port)
start_server "$reader_port" "$dev_token" true "$work/reader.log"
echo "cache servers: writer 127.0.0.1:$writer_port (CI token), read-only 127.0.0.1:$reader_port (developer token), store $store"

# An upload as turbo sends it (an octet-stream body): anything else is refused with 415 before the
# server looks at its token or at READ_ONLY, which would prove nothing.
put() { # port token → HTTP status
  curl -s -o /dev/null -w '%{http_code}' -X PUT -H "Authorization: Bearer $2" -H 'Content-Type: application/octet-stream' \
    --data-binary x "http://127.0.0.1:$1/v8/artifacts/0123456789abcdef?teamId=sudoku-forge"
}
# The probe is one the writer takes (so a refusal below is the server's rule, not the request's form),
# the developers' token is not the writer's, and the read-only server refuses it as read-only (403).
code=$(put "$writer_port" "$ci_token")
[ "$code" = 200 ] || [ "$code" = 202 ] || fail "the writer refused an upload with the CI token (HTTP $code)"
code=$(put "$writer_port" "$dev_token")
[ "$code" = 401 ] || fail "the writer took the developers' token (HTTP $code)"
code=$(put "$reader_port" "$dev_token")
[ "$code" = 403 ] || fail "the read-only server did not refuse an upload as read-only: HTTP $code, expected 403"
probed=$(find "$store" -type f | wc -l | tr -d ' ') # the probe's own artifact (the store's folders must stay: the server does not remake them)

rev=$(git rev-parse HEAD) # every clone at this commit, whatever happens to the repository meanwhile
clone() {
  git clone --quiet --no-hardlinks "$repo" "$1"
  git -C "$1" checkout --quiet --detach "$rev"
  (cd "$1" && pnpm install --frozen-lockfile --prefer-offline --silent >/dev/null)
}
artifacts() { find "$store" -type f | wc -l | tr -d ' '; }

# Runs turbo in a clone with a role's settings; prints "task  HIT/MISS  source" per task.
turbo_run() { # dir role args…
  local dir=$1 role=$2
  shift 2
  local api token cache
  if [ "$role" = ci ]; then api=http://127.0.0.1:$writer_port token=$ci_token cache=local:rw,remote:rw
  else api=http://127.0.0.1:$reader_port token=$dev_token cache=local:rw,remote:r; fi
  (cd "$dir" && rm -rf .turbo/runs && TURBO_API=$api TURBO_TOKEN=$token TURBO_CACHE=$cache \
    TURBO_REMOTE_CACHE_SIGNATURE_KEY=${SIGNATURE_KEY:-$key} \
    pnpm exec turbo run "$@" --concurrency=2 --summarize >"$work/last.log" 2>&1) || { tail -40 "$work/last.log" >&2; return 1; }
  node -e '
    const fs = require("fs"), path = require("path");
    const dir = path.join(process.argv[1], ".turbo", "runs");
    const file = fs.readdirSync(dir).filter((f) => f.endsWith(".json"))[0];
    const run = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    for (const t of run.tasks.sort((a, b) => (a.taskId < b.taskId ? -1 : 1))) {
      const c = t.cache;
      console.log(`  ${t.taskId.padEnd(40)} ${c.status.padEnd(4)} ${c.status === "HIT" ? c.source.toLowerCase() : ""}`);
    }' "$dir"
}
expect_all() { # status source log
  local log=$3
  echo "$log"
  local bad
  bad=$(echo "$log" | awk -v s="$1" -v src="$2" '$2 != s || (src != "" && $3 != src)')
  [ -z "$bad" ] || fail "expected every task $1 $2, got: $bad"
}
status_of() { echo "$2" | awk -v t="$1" '$1 == t { print $2 }'; }

tasks=(build verify)
echo "== clone A (CI, writes): turbo run build verify"
clone "$work/a"
log=$(turbo_run "$work/a" ci "${tasks[@]}")
expect_all MISS "" "$log"
stored=$(artifacts)
[ "$stored" -gt "$probed" ] || fail "nothing was uploaded"
echo "  uploaded: $stored files in the store"

echo "== clone B (fresh, developer, read-only): turbo run build verify"
clone "$work/b"
log=$(turbo_run "$work/b" dev "${tasks[@]}")
expect_all HIT remote "$log"
grep -q "puzzles verified, 0 failures" "$work/last.log" || fail "verify's log was not replayed"
echo "  verify replayed: $(grep -o '[0-9,]* puzzles verified, 0 failures' "$work/last.log" | tail -1)"

echo "== clone B, one stored puzzle changed (dry run)"
sed -i '2s/"puzzle":"\([^"]*\)[1-9]/"puzzle":"\1./' "$work/b/data/puzzles/classic/easy.json"
git -C "$work/b" diff --quiet -- data && fail "the puzzle edit changed nothing"
dry() { # prints task status from a --dry=json file, using the remote cache
  node -e '
    const run = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const real = run.tasks.filter((t) => t.command !== "<NONEXISTENT>"); // packages without the script
    for (const t of real.sort((a, b) => (a.taskId < b.taskId ? -1 : 1))) console.log(`  ${t.taskId.padEnd(40)} ${t.cache.status}`);' "$1"
}
dry_run() { # dir
  (cd "$1" && TURBO_API=http://127.0.0.1:$reader_port TURBO_TOKEN=$dev_token TURBO_CACHE=local:rw,remote:r \
    TURBO_REMOTE_CACHE_SIGNATURE_KEY=$key pnpm exec turbo run "${tasks[@]}" --dry=json 2>/dev/null) >"$work/dry.json"
  dry "$work/dry.json"
}
log=$(dry_run "$work/b")
echo "$log"
[ "$(status_of @sudoku-forge/tools#verify "$log")" = MISS ] || fail "a changed puzzle did not miss verify"
[ "$(status_of @sudoku-forge/web#build "$log")" = MISS ] || fail "a changed puzzle did not miss the player's build"
[ "$(status_of @sudoku-forge/cli#build "$log")" = HIT ] || fail "a changed puzzle missed the CLI's build"
(cd "$work/b" && git checkout --quiet -- data)

echo "== clone B, a solver source changed (dry run)"
echo '// a change' >>"$work/b/packages/core-solver/src/solver.ts"
log=$(dry_run "$work/b")
echo "$log"
for t in @sudoku-forge/tools#verify @sudoku-forge/web#build @sudoku-forge/cli#build; do
  [ "$(status_of "$t" "$log")" = MISS ] || fail "a changed solver source did not miss $t"
done
(cd "$work/b" && git checkout --quiet -- packages)

echo "== clone B, only a document changed (dry run)"
echo 'a change' >>"$work/b/ARCHITECTURE.md"
log=$(dry_run "$work/b")
echo "$log"
[ -z "$(echo "$log" | awk '$2 != "HIT"')" ] || fail "a changed document missed a task"
(cd "$work/b" && git checkout --quiet -- ARCHITECTURE.md)
[ "$(artifacts)" = "$stored" ] || fail "the developer's runs stored artifacts ($(artifacts) files, was $stored)"
echo "  the store still holds $stored files: developers only read"

echo "== clone C (fresh, developer, another signature key): turbo run build --filter=@sudoku-forge/cli"
clone "$work/c"
log=$(SIGNATURE_KEY=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))') turbo_run "$work/c" dev build --filter=@sudoku-forge/cli)
expect_all MISS "" "$log"
echo "remote cache test passed"
