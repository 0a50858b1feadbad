#!/usr/bin/env bash
# bench/gpu/device.sh RESULTS: the whole GPU half of the bench in one call on
# the device (a session's device time is short: one call, one machine start).
# Runs, each as plain llc-19 against a plugin build that prepare.sh made here:
#   plugin  bench/gpu/out         the defaults (the cost model decides)
#   forced  bench/gpu/out-forced  -twill-cost-model=false
#   tile    bench/gpu/out-tile    -twill-cost-model=false -twill-innermost=false
#                                 (the tile-loop rewrite alone)
# each over the kernels whose cubin differs from plain's (OUT/changed.txt;
# identical cubins run identical SASS), the plugin run with two unchanged
# kernels as a control of the noise. After each run RESULTS/gpu-results.tgz
# is rewritten (the device tool brings back at most 8 files), so a run cut
# short still returns the earlier ones. Budgets: TWILL_GPU_BUDGETS
# ("150 130 70" s for plugin, forced, tile); each runner ends by its budget
# plus 30 s. Prepare first, here:
#   bash bench/gpu/prepare.sh bench/gpu/out
#   PLUGIN_FLAGS=-twill-cost-model=false bash bench/gpu/prepare.sh bench/gpu/out-forced
#   PLUGIN_FLAGS="-twill-cost-model=false -twill-innermost=false" \
#     bash bench/gpu/prepare.sh bench/gpu/out-tile
# then run it with carry = [bench/gpu/out, bench/gpu/out-forced,
# bench/gpu/out-tile]: `bash bench/gpu/device.sh "$OUT"`.
set -uo pipefail
RESULTS=${1:?usage: bench/gpu/device.sh RESULTS}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
read -r B_PLUGIN B_FORCED B_TILE <<< "${TWILL_GPU_BUDGETS:-150 130 70}"
pack() { tar czf "$RESULTS/gpu-results.tgz" -C "$WORK" . ; }

{ date -u; uname -a; nvidia-smi; nvidia-smi -q -d CLOCK; } > "$WORK/machine.txt" 2>&1
pack

# One build: NAME DIR BUDGET ONLY.
run_build() {
  local name=$1 dir=$ROOT/$2 budget=$3 only=$4
  echo "== $name: $dir, budget $budget s, kernels $only"
  mkdir -p "$WORK/$name"
  cp "$dir/plugin-flags.txt" "$dir/decisions.tsv" "$WORK/$name/" 2>/dev/null
  TWILL_GPU_BUDGET_S=$budget bash "$ROOT/bench/gpu/run.sh" "$dir" "$WORK/$name" \
    --only "$only" > "$WORK/$name/log.txt" 2>&1
  echo "$name: exit $?" | tee -a "$WORK/status.txt"
  tail -n 60 "$WORK/$name/log.txt"
  pack
}

tile_only() {
  # The kernels whose tile loop the forced build double buffers.
  grep -l "[^t] double buffered: [0-9]" "$ROOT/bench/gpu/out-tile"/*.remarks |
    xargs -n1 basename | sed 's/\.remarks$//' | paste -sd, -
}

run_build plugin bench/gpu/out "$B_PLUGIN" \
  "$(cat "$ROOT/bench/gpu/out/changed.txt"),cudasamples_matrixmul,cudasamples_reduce3"
run_build forced bench/gpu/out-forced "$B_FORCED" \
  "$(cat "$ROOT/bench/gpu/out-forced/changed.txt")"
run_build tile bench/gpu/out-tile "$B_TILE" "$(tile_only)"
cat "$WORK/status.txt"
