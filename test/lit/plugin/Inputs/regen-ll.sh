#!/bin/sh
# Regenerates the .ll tests' IR from the CUDA kernels in Inputs/ with stock
# clang-19 (device side only, no CUDA headers). The RUN/CHECK header of each
# .ll test (everything before the first "; ModuleID") is kept.
#   test/lit/plugin/Inputs/regen-ll.sh
set -e
cd "$(dirname "$0")/.."
for pair in hopper_gemm:hopper_gemm hopper_fa_fwd:hopper_fa_fwd \
            unrolled:unrolled_gaus hopper_spin_gemm:hopper_spin_gemm; do
  kernel=${pair%%:*}
  test=${pair##*:}.ll
  sed '/^; ModuleID/,$d' "$test" > "$test.new"
  clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
    -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version -I Inputs \
    -include "Inputs/$kernel.cuh" /dev/null -o - |
    grep -v '^!llvm.ident\|^!{!"clang version' >> "$test.new"
  mv "$test.new" "$test"
done
