#!/usr/bin/env bash
# Issue 40 (S6): makes the upgrade test's fixture from a release before seasons (default ef1cd56,
# the last commit of session 44): a git worktree of it, its demo league seeded at a fixed instant
# (libfaketime), its own backup of that league, and the answers of its own server and pages
# (tests/e2e/upgrade-record.ts). The test (tests/e2e/upgrade.test.ts, and the integration half in
# tests/integration/upgrade.test.ts) restores the backup with this release, which migrates it, and
# compares. Run from the repository's root after `npm ci`; takes about two minutes.
set -euo pipefail
rev=${1:-ef1cd56}
root=$(pwd)
work=$(mktemp -d /tmp/ladder-release-XXXX)
git worktree add -f "$work/tree" "$rev" >/dev/null
trap 'git worktree remove --force "$work/tree"; rm -rf "$work"' EXIT
cd "$work/tree"
cp -al "$root/node_modules" node_modules # the same packages, hard-linked (Turbopack refuses a symlink)
npx prisma generate >/dev/null
lib=$(ls /usr/lib/*-linux-gnu/faketime/libfaketime.so.1 | head -1)
LD_PRELOAD=$lib FAKETIME="@2026-12-02 04:00:00" FAKETIME_DONT_FAKE_MONOTONIC=1 LADDER_DATA_DIR="$work/data" LADDER_DEMO=1 \
  node --import tsx prisma/seed.ts >/dev/null 2>&1 || test -e "$work/data"
mkdir -p "$root/tests/fixtures/upgrade"
LADDER_DATA_DIR="$work/data" node --import tsx scripts/backup.ts --out "$root/tests/fixtures/upgrade/release-$rev.jsonl.gz"
npm run --silent build >/dev/null
node --import tsx "$root/tests/e2e/upgrade-record.ts" "$work/data" "$root/tests/fixtures/upgrade/answers-$rev.json.gz"
