#!/usr/bin/env bash
# Image step 3 (decision 083): assembles the runtime tree into a folder, after build.sh and
# prune.sh: what `npm start`'s serve step reads and nothing else. The layout keeps the repository's
# shape, because the server finds its data files and the web apps by their place beside it
# (apps/api/src/lib/package-paths.ts, WEB_DIST, STAFF_DIST).
#   bash scripts/image/layout.sh <target folder>
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

out="${1:?usage: layout.sh <target folder>}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

copy() { # copy <path> [<path>...]: each path to the same place under $out, links kept as links
  for item in "$@"; do
    [[ -e "$item" ]] || { echo "layout.sh: $item is missing (did build.sh run?)" >&2; exit 1; }
    mkdir -p "$out/$(dirname "$item")"
    cp -a "$item" "$out/$item"
  done
}

copy package.json node_modules
# The compiled server and the contract it imports (node_modules/@cp/contract links here).
copy apps/api/package.json apps/api/dist
copy packages/contract/package.json packages/contract/dist
# Packages npm could not hoist to the root (another version than the root's) live beside them.
for nested in apps/api/node_modules packages/contract/node_modules; do
  [[ -d "$nested" ]] && copy "$nested"
done
# Data files the server reads at run time: migrations (applied at boot), the demo schools'
# brand assets and media (the seed and the media plugin serve them).
copy apps/api/src/db/migrations apps/api/src/seed/assets apps/api/src/seed/media
# The two web apps the server hosts: the learner's and the staff's (/staff/).
copy apps/web/dist apps/staff/dist

# Workspace links to folders the runtime does not carry (e.g. @cp/stripe-local, a dev dependency).
find "$out/node_modules" -maxdepth 2 -xtype l -delete
echo "runtime tree in $out ($(du -sh "$out" | cut -f1))"
