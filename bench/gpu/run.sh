#!/usr/bin/env bash
# bench/gpu/run.sh OUT [RESULTS] [RUNNER OPTIONS...]: on a machine with a CUDA device, runs the
# kernels bench/gpu/prepare.sh built into OUT: per kernel, the plain llc-19
# and the plugin cubins on identical inputs, a byte comparison of every
# buffer, then the timing (CUDA events, median of >= 20 launches per build
# after 3 warm-up launches, the builds interleaved). Prints the table and
# writes RESULTS/results.json, results.csv and results.txt (RESULTS
# defaults to OUT; on the device tool pass "$OUT" so they come back);
# further options go to the runner (e.g. --only sgemm_naive,sgemm_smem).
# Needs only bash, the driver (libcuda.so.1) and OUT/twill-gpu-runner; where
# that binary cannot run here, it is rebuilt from OUT/src with c++/g++/clang++.
# The timing budget is 420 s (TWILL_GPU_BUDGET_S), spread over the kernels;
# the runner stops at 470 s (timeout) so the whole run stays under 8 minutes.
# Exit status: 0 identical outputs and all timed; 1 a mismatch or a CUDA
# error; 2 bad input (missing or stale OUT); 3 no CUDA driver or device;
# 124 the runner hit the 470 s limit.
set -uo pipefail
OUT=${1:?usage: bench/gpu/run.sh OUT [RESULTS] [RUNNER OPTIONS...]}
shift
RESULTS=$OUT
if [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; then RESULTS=$1; shift; fi
BUDGET=${TWILL_GPU_BUDGET_S:-420}
mkdir -p "$RESULTS"
[ -f "$OUT/kernels.manifest" ] || { echo "run.sh: error: $OUT/kernels.manifest missing; run bench/gpu/prepare.sh $OUT first" >&2; exit 2; }
RUNNER=$OUT/twill-gpu-runner
if [ -f "$RUNNER" ] && [ ! -x "$RUNNER" ]; then
  # A copy that lost its mode bits: run a copy of it.
  tmp=$(mktemp -d) && cp "$RUNNER" "$tmp/" && chmod +x "$tmp/twill-gpu-runner" && RUNNER=$tmp/twill-gpu-runner
fi
if ! "$RUNNER" --help > /dev/null 2>&1; then
  echo "run.sh: $RUNNER does not run here; rebuilding it from $OUT/src" >&2
  CXX=${CXX:-$(command -v c++ || command -v g++ || command -v clang++ || true)}
  [ -n "$CXX" ] || { echo "run.sh: error: no C++ compiler to rebuild the runner" >&2; exit 2; }
  RUNNER=$(mktemp -d)/twill-gpu-runner
  "$CXX" -std=c++17 -O2 -I"$OUT/src" -pthread "$OUT"/src/*.cpp -ldl -o "$RUNNER" || exit 2
fi
timeout 470 "$RUNNER" --budget-s "$BUDGET" --json "$RESULTS/results.json" \
  --csv "$RESULTS/results.csv" "$@" "$OUT/kernels.manifest" "$OUT" 2>&1 \
  | tee "$RESULTS/results.txt"
status=${PIPESTATUS[0]}
case $status in
  0) echo "run.sh: all kernels identical and timed" ;;
  1) echo "run.sh: FAILED: outputs differ or a CUDA call failed (exit 1)" ;;
  2) echo "run.sh: bad input (exit 2)" ;;
  3) echo "run.sh: no CUDA device here (exit 3): run this on the device machine" ;;
  124) echo "run.sh: the runner exceeded 470 s and was stopped (exit 124)" ;;
esac
exit "$status"
