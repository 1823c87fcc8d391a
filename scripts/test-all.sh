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
# Jest's file with real builds runs in the background too, from the develop spec's last stretch on (below).
BUILDS_LOG="$(mktemp)"
builds_pid=""
# Ends a background process group as Ctrl-C would: SIGINT (Playwright stops its own web server on it,
# SIGTERM would leave it running; `npm run develop` stops its servers; Jest stops), SIGKILL after 30 s.
stop_group() {
  if [ -n "$1" ] && kill -INT -- "-$1" 2>/dev/null; then
    for _ in $(seq 30); do
      kill -0 -- "-$1" 2>/dev/null || break
      sleep 1
    done
    kill -KILL -- "-$1" 2>/dev/null || true
  fi
}
print_timing() {
  local status=$?
  end_step
  # A step that failed while a background run still ran.
  stop_group "$develop_pid"
  stop_group "$builds_pid"
  npx tsx scripts/test-timing.ts "$TIMING_FILE" test-results/e2e.json "$DEVELOP_RESULTS/e2e.json" || true
  rm -f "$TIMING_FILE" "$DEVELOP_LOG" "$BUILDS_LOG"
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
# Jest's file with real builds starts here, in a Jest run of its own: its `gatsby build`s run at the
# lowest CPU priority and it mostly waits on them, so they take the core the checks above leave to
# the develop spec's last stretch, then what Jest's other files leave, instead of holding one of
# Jest's two workers for the whole of its run. Its own process group, like the develop spec's.
printf '\n=== Jest: the file with real builds, started in the background (output when it ends) ===\n'
builds_started=$SECONDS
setsid --wait node_modules/.bin/jest --ci --runTestsByPath __tests__/server/publish-builds.test.ts >"$BUILDS_LOG" 2>&1 &
builds_pid=$!
develop_status=0
wait "$develop_pid" || develop_status=$?
develop_pid=""
cat "$DEVELOP_LOG"
echo "npm run develop's browser test took $((SECONDS - develop_started)) s in all, beside the checks above."
if [ "$develop_status" -ne 0 ]; then exit "$develop_status"; fi
step "Unit and component tests"
# Two workers on 2 cores (Jest's default leaves one core to its idle main process and runs one file at a
# time), every file but the one with real builds, which runs beside them (above).
JEST_WITHOUT_REAL_BUILDS=1 npx jest --ci --maxWorkers=2
# Before the browser suite: its specs build in the same workspace, one process at a time.
step "Unit tests with real builds (started beside the develop spec: the rest of their run)"
builds_status=0
wait "$builds_pid" || builds_status=$?
builds_pid=""
cat "$BUILDS_LOG"
echo "Jest's file with real builds took $((SECONDS - builds_started)) s in all, beside the steps above."
if [ "$builds_status" -ne 0 ]; then exit "$builds_status"; fi
step "Browser tests (Playwright + Debian chromium)"
E2E_SKIP_DEVELOP=1 npx playwright test
