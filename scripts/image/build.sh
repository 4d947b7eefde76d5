#!/usr/bin/env bash
# Image step 1 (decision 083): installs the workspaces the server and its two web apps are built
# from, exactly as the lockfile says, and builds them (contract, api, web, staff). Run from the
# root of a copy of the repository; the Dockerfile's build stage and scripts/check-image.mjs both
# call it, so CI proves the same steps Docker runs.
#   bash scripts/image/build.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# Only what the build needs: the mobile shell, the browser tests and the test Stripe server are
# left out (no Android platform, no Playwright in an image). The root is included for TypeScript.
npm ci --no-audit --no-fund \
  --include-workspace-root \
  --workspace packages/contract \
  --workspace packages/ui \
  --workspace apps/api \
  --workspace apps/web \
  --workspace apps/staff

npm run build
