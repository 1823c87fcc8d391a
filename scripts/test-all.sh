#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$1"; }

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
npx jest --ci
step "Browser tests (Playwright + Debian chromium)"
npx playwright test
