#!/bin/sh
# plugin-demo.sh - compile a bundled Hopper GEMM mainloop with the twill
# NVPTX plugin, through stock llc-19 and stock clang-19, and print the
# scheduled loop's metadata and remarks; then software-pipeline a dot
# product and check it against plain llc-19 on the host PTX interpreter.
# `make demo` runs it.
#   scripts/plugin-demo.sh [BUILD_DIR]      (default: build)
set -e
cd "$(dirname "$0")/.."
BUILD=${1:-build}
PLUGIN=$BUILD/lib/LLVMTwill.so
KERNELS=test/lit/plugin
OUT=$(mktemp -d "${TMPDIR:-/tmp}/twill-plugin-demo.XXXXXX")
PTXAS=/usr/local/cuda/bin/ptxas
if [ ! -f "$PLUGIN" ]; then
  echo "plugin-demo: $PLUGIN not found (build the LLVMTwill target)" >&2
  exit 1
fi

assemble() {
  if [ -x "$PTXAS" ]; then
    "$PTXAS" -arch=sm_90a "$1" -o "$1.cubin" && echo "ptxas -arch=sm_90a: ok"
  else
    echo "ptxas not found at $PTXAS: PTX not assembled"
  fi
}

echo "== llc-19: $KERNELS/hopper_gemm.ll"
set -x
llc-19 -load "$PLUGIN" -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
  -pass-remarks=twill -pass-remarks-missed=twill \
  "$KERNELS/hopper_gemm.ll" -o "$OUT/gemm-llc.ptx"
{ set +x; } 2>/dev/null
grep '// twill\.' "$OUT/gemm-llc.ptx"
assemble "$OUT/gemm-llc.ptx"

echo
echo "== clang-19 (CUDA): $KERNELS/hopper_gemm.cu"
set -x
clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
  -nocudalib -O2 -S -Xclang -load -Xclang "$PLUGIN" -mllvm -enable-twill-sched \
  -Rpass=twill -Rpass-missed=twill -Wno-unknown-cuda-version \
  -I "$KERNELS/Inputs" "$KERNELS/hopper_gemm.cu" -o "$OUT/gemm-clang.ptx"
{ set +x; } 2>/dev/null
grep '// twill\.loop' "$OUT/gemm-clang.ptx"
assemble "$OUT/gemm-clang.ptx"

echo
echo "== software pipelining: test/lit/pipeline/dot.ll (a dot product)"
echo "-- by default the cost model leaves it alone (64 resident warps hide its"
echo "   latency); -twill-cost-model=false shows the expansion:"
llc-19 -load "$PLUGIN" -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
  -pass-remarks-missed=twill test/lit/pipeline/dot.ll -o /dev/null 2>&1 | grep cost-model
set -x
llc-19 -load "$PLUGIN" -enable-twill-sched -twill-cost-model=false -march=nvptx64 -mcpu=sm_90a -O2 \
  -pass-remarks=twill test/lit/pipeline/dot.ll -o "$OUT/dot.ptx"
{ set +x; } 2>/dev/null
grep '// twill\.pipeline' "$OUT/dot.ptx"
assemble "$OUT/dot.ptx"
echo "-- the pipelined PTX against plain llc-19's, on the host PTX interpreter:"
llc-19 -march=nvptx64 -mcpu=sm_90a -O2 test/lit/pipeline/dot.ll -o "$OUT/dot.base.ptx"
python3 test/ptx/ptxdiff.py "$OUT/dot.base.ptx" "$OUT/dot.ptx" \
  --params ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
  --trip-counts 0,1,2,6,7,8,13,14,100 | tail -1
echo
echo "PTX in $OUT"
