#!/usr/bin/env bash
# Starts the real release binary on a fresh database with starter content and one administrator.
# Usage: serve.sh PORT   (Playwright's webServer runs one per project, so projects never share data)
set -euo pipefail
port=$1
here=$(cd "$(dirname "$0")" && pwd)
bin=${OSHEC_BIN:-$here/../../target/release/oshec}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '%s' "${E2E_ADMIN_PASSWORD:-correct horse battery staple}" |
  "$bin" create-admin --database "$dir/oshec.redb" --email "${E2E_ADMIN_EMAIL:-admin@oshec.test}" --password-stdin
# A second administrator, whose password the account test changes (the first one's is shared).
printf '%s' "${E2E_ADMIN_PASSWORD:-correct horse battery staple}" |
  "$bin" create-admin --database "$dir/oshec.redb" --email "${E2E_SECOND_EMAIL:-second@oshec.test}" --password-stdin
# An approver and a contributor, for the review workflow (docs/roles.md).
printf '%s' "${E2E_ADMIN_PASSWORD:-correct horse battery staple}" |
  "$bin" create-admin --database "$dir/oshec.redb" --email "${E2E_APPROVER_EMAIL:-approver@oshec.test}" --role approver --password-stdin
printf '%s' "${E2E_ADMIN_PASSWORD:-correct horse battery staple}" |
  "$bin" create-admin --database "$dir/oshec.redb" --email "${E2E_CONTRIBUTOR_EMAIL:-contributor@oshec.test}" --role contributor --password-stdin
# Backups into a folder of the test's own, so the back office's backups page has files to show.
# Links the tests add point nowhere reachable: a short link timeout keeps "Check now" quick, and
# no scheduled link check runs (docs/health.md). Many specs send feedback to one server, so
# playwright.config.ts gives it a higher hourly limit than a council's.
mkdir -p "$dir/backups"
OSHEC_BACKUP_DIR="$dir/backups" OSHEC_LINK_TIMEOUT_SECONDS=${OSHEC_LINK_TIMEOUT_SECONDS:-2} OSHEC_LINK_CHECK_HOURS=0 \
  "$bin" serve --database "$dir/oshec.redb" --bind "127.0.0.1:$port" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
wait $pid
