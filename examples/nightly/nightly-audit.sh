#!/usr/bin/env bash
# Nightly orchtrace audit: the last 24 hours of a collector store, every report, and a baseline
# kept from night to night (so the reports say what is new and what was resolved).
#
#   nightly-audit.sh STORE REPORTS_DIR [SOURCE_ROOT]
#
#   STORE        the collector's SQLite store (orchtrace collect --store STORE)
#   REPORTS_DIR  reports go to REPORTS_DIR/YYYY-MM-DD/; REPORTS_DIR/baseline.json is the last
#                successful night's JSON report
#   SOURCE_ROOT  the checkout of the agents' code (SARIF locations are made relative to it, and
#                SOURCE_ROOT/orchtrace.toml is used as the policy if present); default: $PWD
#
# Environment: ORCHTRACE (the orchtrace executable; cron's PATH is short, so point it at your
# virtualenv, e.g. /opt/agents/.venv/bin/orchtrace), SINCE (default 24h), FAIL_ON (default high).
# Exit status: that of `orchtrace audit`: 0 clean, 1 findings at or above FAIL_ON (reports
# written, baseline updated), 2 input error (nothing written, baseline kept).
set -uo pipefail

store=${1:?usage: nightly-audit.sh STORE REPORTS_DIR [SOURCE_ROOT]}
reports=${2:?usage: nightly-audit.sh STORE REPORTS_DIR [SOURCE_ROOT]}
root=${3:-$PWD}
orchtrace=${ORCHTRACE:-orchtrace}
day=$(date -u +%Y-%m-%d)
out="$reports/$day"
mkdir -p "$out"

args=(audit --store "$store" --since "${SINCE:-24h}" --source-root "$root"
      --html "$out/audit.html" --md "$out/audit.md" --json "$out/audit.json" --sarif "$out/audit.sarif"
      --fail-on "${FAIL_ON:-high}")
[ -f "$reports/baseline.json" ] && args+=(--baseline "$reports/baseline.json")
[ -f "$root/orchtrace.toml" ] && args+=(--policy "$root/orchtrace.toml")

"$orchtrace" "${args[@]}"
status=$?
if [ "$status" -le 1 ]; then  # tonight's JSON is tomorrow's baseline (replaced atomically)
  cp "$out/audit.json" "$reports/.baseline.json.tmp" && mv "$reports/.baseline.json.tmp" "$reports/baseline.json"
fi
exit "$status"
