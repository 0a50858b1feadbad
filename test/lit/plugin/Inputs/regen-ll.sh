#!/bin/sh
# Regenerates the .ll tests' IR from the CUDA kernels in this folder with
# stock clang-19 (device side only, no CUDA headers). The RUN/CHECK header
# of each .ll test (everything before the first "; ModuleID") is kept.
#   test/lit/plugin/Inputs/regen-ll.sh
set -e
cd "$(dirname "$0")/.."
for k in hopper_gemm hopper_fa_fwd; do
  hdr=$(sed '/^; ModuleID/,$d' $k.ll)
  clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
    -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version -I Inputs \
    -include Inputs/$k.cuh /dev/null -o - |
    grep -v '^!llvm.ident\|^!{!"clang version' > $k.ll.new
  { printf '%s\n' "$hdr"; cat $k.ll.new; } > $k.ll
  rm $k.ll.new
done
