#!/usr/bin/env bash
# Image step 2 (decision 083): after build.sh, replaces node_modules with the server's production
# dependencies only (apps/api and the contract it imports). A fresh `npm ci --omit=dev` from the
# lockfile rather than `npm prune`: prune keeps the web apps' runtime packages (React and the
# like), which the server never loads. The built dist folders are untouched.
#   bash scripts/image/prune.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

npm ci --no-audit --no-fund --omit=dev \
  --workspace apps/api \
  --workspace packages/contract
