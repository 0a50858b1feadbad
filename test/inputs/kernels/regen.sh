#!/bin/sh
# Regenerates the LLVM IR (<name>.ll) of every real kernel <name>.cu in this
# directory with stock clang-19, device side only and without CUDA headers
# (cuda_shim.h stands in for them). The tests and bench/bench_45_pipeline.py
# read the committed .ll, so they do not depend on clang's CUDA front end.
#   test/inputs/kernels/regen.sh
set -e
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
for cu in *.cu; do
  ll=${cu%.cu}.ll
  "$CLANG" -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
    -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version "$cu" -o "$ll.tmp"
  grep -v '^!llvm.ident\|clang version' "$ll.tmp" |
    sed 's|^; ModuleID = .*|; ModuleID = '"'$cu'"'|; s|^source_filename = .*|source_filename = "'"$cu"'"|' > "$ll"
  rm -f "$ll.tmp"
  echo "$ll"
done
