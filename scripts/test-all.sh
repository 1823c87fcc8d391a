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
# The development-server spec runs in the background beside the checks that use one core (below). Its
# own folder, outside test-results/: the browser suite empties that folder when it starts.
DEVELOP_RESULTS=test-results-develop
DEVELOP_LOG="$(mktemp)"
develop_pid=""
print_timing() {
  local status=$?
  end_step
  # A step that failed while the development-server spec still ran: SIGINT to its process group, as
  # Ctrl-C would (Playwright stops its own web server on it, SIGTERM would leave it running; `npm run
  # develop` stops its servers), SIGKILL after 30 s.
  if [ -n "$develop_pid" ] && kill -INT -- "-$develop_pid" 2>/dev/null; then
    for _ in $(seq 30); do
      kill -0 -- "-$develop_pid" 2>/dev/null || break
      sleep 1
    done
    kill -KILL -- "-$develop_pid" 2>/dev/null || true
  fi
  npx tsx scripts/test-timing.ts "$TIMING_FILE" test-results/e2e.json "$DEVELOP_RESULTS/e2e.json" || true
  rm -f "$TIMING_FILE" "$DEVELOP_LOG"
  exit "$status"
}
trap print_timing EXIT
# A report left by an earlier run must not be read as this run's.
rm -f test-results/e2e.json "$DEVELOP_RESULTS/e2e.json"

step "Data files (the editors' safety net)"
npm run check:data
step "Production build (also writes src/gatsby-types.d.ts and the CSP hashes in public/_headers)"
npm run build
# `npm run develop` compiles a second site in development mode, mostly on one core (a cold start takes
# minutes of one core): it runs beside the next four checks, which use about one core too, in a
# process group of its own so that a failed step can end it (Playwright itself leads the group: no
# npx in between, which could start it after the signal). It is over before Jest and the browser
# suite, which use both cores (beside them its development server was too slow for the contact form).
printf '\n=== npm run develop with the API behind it: started in the background (output when it ends) ===\n'
develop_started=$SECONDS
E2E_JSON_REPORT="$DEVELOP_RESULTS/e2e.json" setsid --wait node_modules/.bin/playwright test e2e/develop.spec.ts --output="$DEVELOP_RESULTS" >"$DEVELOP_LOG" 2>&1 &
develop_pid=$!
step "Size budgets: first-load JavaScript, HTML, home images at 375 px (docs/quality.md)"
npm run check:budgets
step "HTML validation (W3C Nu Html Checker + html-validate), titles, descriptions, canonical and Open Graph tags"
npm run check:html
step "Typecheck"
npm run typecheck
step "Lint"
npm run lint
step "npm run develop with the API behind it (started after the build: the rest of its run)"
develop_status=0
wait "$develop_pid" || develop_status=$?
develop_pid=""
cat "$DEVELOP_LOG"
echo "npm run develop's browser test took $((SECONDS - develop_started)) s in all, beside the checks above."
if [ "$develop_status" -ne 0 ]; then exit "$develop_status"; fi
step "Unit and component tests"
# Two workers on 2 cores (Jest's default leaves one core to its idle main process and runs one file at a
# time): the file with real builds starts first on one worker (test-support/jest/sequencer.js) and its
# low-priority builds overlap the other files on the other.
npx jest --ci --maxWorkers=2
step "Browser tests (Playwright + Debian chromium)"
E2E_SKIP_DEVELOP=1 npx playwright test
