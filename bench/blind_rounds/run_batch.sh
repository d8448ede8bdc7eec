#!/bin/bash
# The six first-run benchmarks of a batch for one source tree, two at a time:
#   bench/blind_rounds/run_batch.sh TAG SRC MULTI_HALVES ONE_HALVES [OUTDIR]
# SRC is a copy of a commit's src/ and integrations/ (git archive COMMIT src integrations | tar -x -C SRC),
# so the tree under test never changes under a running benchmark.  Writes OUTDIR/TAG_{m,o,lgm,lgo,pm,po}.log
# and OUTDIR/TAG.done; summarise with aggregate.py.
set -u
TAG=$1; SRC=$2; M=$3; O=$4; OUT=${5:-/tmp/blind_runs}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$OUT"
export PYTHONPATH=$SRC/src:$SRC/integrations:$ROOT
cd "$ROOT"
B="python bench/bench_complete_runs.py --runs 200 --seed 0 --corpus 0"
L="python bench/bench_complete_runs_langgraph.py --runs 200 --seed 0"
P="python bench/bench_complete_runs.py --runs 100 --seed 0 --corpus 0 --task-shape pasted"
( $B --halves "$M" > "$OUT/${TAG}_m.log" 2>&1; $L --halves "$M" > "$OUT/${TAG}_lgm.log" 2>&1
  $P --halves "$M" > "$OUT/${TAG}_pm.log" 2>&1 ) &
( $B --halves "$O" > "$OUT/${TAG}_o.log" 2>&1; $L --halves "$O" > "$OUT/${TAG}_lgo.log" 2>&1
  $P --halves "$O" > "$OUT/${TAG}_po.log" 2>&1 ) &
wait
touch "$OUT/${TAG}.done"
