#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step's seconds go to a file; the timing table (scripts/test-timing.ts) prints them at the end,
# with the browser suite's per-file figures, also when a step fails.
TIMING_FILE="$(mktemp)"
step_name=""
step_start=0
end_step() {
  if [ -n "$step_name" ]; then printf '%s\t%s\n' "$step_name" "$((SECONDS - step_start))" >>"$TIMING_FILE"; fi
  step_name=""
}
step() {
  end_step
  step_name="$1"
  step_start=$SECONDS
  printf '\n=== %s ===\n' "$1"
}
print_timing() {
  local status=$?
  end_step
  npx tsx scripts/test-timing.ts "$TIMING_FILE" test-results/e2e.json test-results/e2e-develop.json || true
  rm -f "$TIMING_FILE"
  exit "$status"
}
trap print_timing EXIT
# A report left by an earlier run must not be read as this run's.
rm -f test-results/e2e.json test-results/e2e-develop.json

step "Data files (the editors' safety net)"
npm run check:data
step "Production build (also writes src/gatsby-types.d.ts and the CSP hashes in public/_headers)"
npm run build
step "Size budgets: first-load JavaScript, HTML, home images at 375 px (docs/quality.md)"
npm run check:budgets
step "HTML validation (W3C Nu Html Checker + html-validate), titles, descriptions, canonical and Open Graph tags"
npm run check:html
step "Typecheck"
npm run typecheck
step "Lint"
npm run lint
step "Unit and component tests"
# Two workers on 2 cores (Jest's default leaves one core to its idle main process and runs one file at a
# time): the file with real builds starts first on one worker (test-support/jest/sequencer.js) and its
# low-priority builds overlap the other files on the other.
npx jest --ci --maxWorkers=2
step "Browser tests (Playwright + Debian chromium)"
E2E_SKIP_DEVELOP=1 npx playwright test
step "npm run develop with the API behind it (alone: it compiles a second site in development mode)"
# Its own output folder: Playwright empties the output folder when a run starts, and the default one,
# test-results/, holds the browser suite's report that the timing table reads.
E2E_JSON_REPORT=test-results/e2e-develop.json npx playwright test e2e/develop.spec.ts --output=test-results/develop
