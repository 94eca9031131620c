#!/usr/bin/env bash
# The whole test suite: lint, typecheck, unit/property/model tests (Vitest, core coverage held at 100%),
# server tests again against a real PostgreSQL, machine path coverage, and browser e2e (Playwright + Chromium).
# Ends with one line: `tests: N passed, N failed`, summed over every runner's JSON report, with each non-test step
# (lint, typecheck, builds, bundle budget, core coverage) as one check.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RESULTS="$ROOT/.test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
status=0
skipped=()

# each step prints the minutes since the suite started, so a slow step shows in CI's log
step() { printf '\n\033[1m== %s (at %dm%02ds) ==\033[0m\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
fail() { echo "FAILED: $*" >&2; status=1; }

# The summariser (scripts/summarize-tests.mjs) must find a report for every runner and check started here, listed in
# expected-reports.txt as `<report> [<exit status>]`; a missing report counts as one failure.
expect_report() { echo "$*" >>"$RESULTS/expected-reports.txt"; }
# A step that is not a test runner (lint, typecheck, a build, core coverage) counts as one check: passed or failed.
record_check() {
  local name=$1 exit_status=$2
  local passed=$((exit_status == 0 ? 1 : 0))
  printf '{ "passed": %d, "failed": %d }\n' "$passed" $((1 - passed)) >"$RESULTS/checks-$name.json"
  expect_report "checks-$name.json"
  [ "$passed" = 1 ] || fail "$name"
}
# Each check's output is also kept in $RESULTS, and a failed check's last lines are shown again just before the
# summary: CI keeps only the end of a long log, and the reason must be in it.
check() {
  local name=$1
  shift
  "$@" 2>&1 | tee "$RESULTS/checks-$name.log"
  record_check "$name" "${PIPESTATUS[0]}"
}
show_failed_checks() {
  local report name
  for report in "$RESULTS"/checks-*.json; do
    [ -e "$report" ] || continue
    grep -q '"failed": 1' "$report" || continue
    name=$(basename "$report" .json)
    [ -f "$RESULTS/$name.log" ] || continue
    printf '\n\033[1;31m-- %s failed; its last lines --\033[0m\n' "${name#checks-}"
    tail -n 40 "$RESULTS/$name.log"
  done
}

# --- system dependencies: install with apt where we can, say loudly what we skip where we cannot ---
source scripts/system-deps.sh
ensure_system_deps

step "lint"
check lint pnpm exec biome check .

step "typecheck"
check typecheck pnpm typecheck

# Core's 100% line coverage must come from core's own tests, so core runs alone with coverage; the check fails when
# coverage is short or when a core test fails (coverage is not established then). The other projects run once after.
step "core unit and property tests, 100% line coverage"
pnpm exec vitest run --project core --coverage --reporter=default --reporter=json \
  --outputFile.json="$RESULTS/vitest-core.json" 2>&1 | tee "$RESULTS/checks-core-coverage.log"
record_check core-coverage "${PIPESTATUS[0]}"
expect_report vitest-core.json

step "unit, property, model and server tests (PGlite)"
pnpm exec vitest run --project '!core' --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json"
rc=$?
expect_report vitest.json "$rc"
[ "$rc" = 0 ] || fail "vitest"

if [ -n "${POSTGRES_TEST_URL:-}" ]; then
  step "server tests against PostgreSQL"
  DATABASE_URL="$POSTGRES_TEST_URL" pnpm exec vitest run --project server --reporter=default --reporter=json \
    --outputFile.json="$RESULTS/vitest-postgres.json"
  rc=$?
  expect_report vitest-postgres.json "$rc"
  [ "$rc" = 0 ] || fail "server tests on PostgreSQL"
else
  skipped+=("server tests against PostgreSQL (no PostgreSQL server available)")
fi

if [ -f packages/machines/bin/taxlearn-machines.mjs ] && [ -d packages/machines/src/machines ]; then
  step "machine path coverage"
  pnpm machines test --json "$RESULTS/machines.json"
  rc=$?
  expect_report machines.json "$rc"
  [ "$rc" = 0 ] || fail "machine path coverage"
fi

step "build the web app and Storybook"
check web-build pnpm --filter @taxlearn/web build
step "server-rendered pages of the built web app"
# the server test skips these pages when vitest runs before the build; here a missing build fails it
(cd apps/server && REQUIRE_WEB_BUILD=1 pnpm exec vitest run src/http/server-rendering.test.ts --reporter=default \
  --reporter=json --outputFile.json="$RESULTS/vitest-server-rendering.json")
rc=$?
expect_report vitest-server-rendering.json "$rc"
[ "$rc" = 0 ] || fail "server rendering"
step "initial JavaScript budget of the web app"
# writes its own one-check report (passed or failed); missing when the script could not run
node apps/web/scripts/bundle-budget.mjs apps/web/dist --json "$RESULTS/checks-bundle-budget.json"
rc=$?
expect_report checks-bundle-budget.json "$rc"
[ "$rc" = 0 ] || fail "bundle budget"
if [ -n "${CHROMIUM_PATH:-}" ]; then
  step "bytes a browser transfers per page (pnpm bench --ci)"
  check transferred-bytes node scripts/bench/bench.mjs --ci
fi
if [ -f apps/storybook/.storybook/main.ts ]; then
  check storybook-build pnpm --filter @taxlearn/storybook build --quiet
fi

if [ -n "${CHROMIUM_PATH:-}" ] && [ -f apps/web/playwright.config.ts ]; then
  step "browser e2e (Playwright, Chromium)"
  # CI=1: one retry for a test that fails once on a loaded machine (reported as flaky, still counted)
  CI=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" pnpm --filter @taxlearn/web exec playwright test \
    --reporter=list,json
  rc=$?
  expect_report playwright.json "$rc"
  [ "$rc" = 0 ] || fail "e2e"
else
  skipped+=("browser e2e (Chromium not available)")
fi

stop_postgres

for s in "${skipped[@]}"; do
  printf '\033[1;33mSKIPPED: %s\033[0m\n' "$s" >&2
done

show_failed_checks
step "summary"
node scripts/summarize-tests.mjs "$RESULTS" || status=1
exit $status
