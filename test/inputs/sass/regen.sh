#!/bin/sh
# Regenerates the SASS excerpts of this folder (the tests read the committed
# files and need neither ptxas nor a disassembler):
#   <kernel>.<build>.sass = `ptxas -v` lines + `cuobjdump -sass` of the cubin
#   sgemm_smem.plain.cubin = ptxas 13 output (CUDA >= 12.8 ELF header)
# for build "plain" (llc-19 -O2) and "plugin" (with -load LLVMTwill.so
# -enable-twill-sched), sm_90a. (sgemm_smem.plugin.sass is from the plugin
# of 2026-12-02, whose defaults pipelined the inner loop, 40 registers; the
# tests read it as a fixture of the parser and the report, and today's
# plugin gives another listing.) The cubin is disassembled through a copy
# with the old ELF header, as `twill sass` does (docs/sass.md).
#   scripts/get-sass-tools.sh && cmake --build build --target LLVMTwill twill
#   test/inputs/sass/regen.sh
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
LLC=${LLC:-/usr/lib/llvm-19/bin/llc}
PTXAS=${PTXAS:-/usr/local/cuda/bin/ptxas}
TOOLS=${TOOLS:-$root/.sass-tools/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# sass_of PTX OUT: `ptxas -v` lines and `cuobjdump -sass` of PTX's cubin
# (through a copy with the old ELF header) into OUT; the cubin stays in
# $tmp/last.cubin.
sass_of() {
  "$PTXAS" -arch=sm_90a -v "$1" -o "$tmp/last.cubin" 2> "$tmp/last.log"
  python3 - "$tmp/last.cubin" "$tmp/old.cubin" <<'PY'
import struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
if b[7] == 0x41:
    sm = (struct.unpack_from('<I', b, 48)[0] >> 8) & 0xff
    b[7], b[8] = 0x33, 7
    struct.pack_into('<I', b, 48, sm | 0x500 | (sm << 16))
open(sys.argv[2], 'wb').write(b)
PY
  { grep -v "Compile time" "$tmp/last.log"; echo;
    "$TOOLS/cuobjdump" -sass "$tmp/old.cubin"; } > "$2"
}
for k in sgemm_smem; do
  for build in plain plugin; do
    flags=""
    [ $build = plugin ] && flags="-load $root/build/lib/LLVMTwill.so -enable-twill-sched"
    # shellcheck disable=SC2086
    "$LLC" -march=nvptx64 -mcpu=sm_90a -O2 $flags \
      "$root/test/inputs/kernels/$k.ll" -o "$tmp/$k.ptx"
    sass_of "$tmp/$k.ptx" "$here/$k.$build.sass"
    [ $k = sgemm_smem ] && [ $build = plain ] && cp "$tmp/last.cubin" "$here/$k.plain.cubin"
    echo "$here/$k.$build.sass"
  done
done
# Tile-loop inputs (test/lit/sass/tile.test): SGEMM_CUDA's kernel 11
# (sgemm_double_buffering, plain llc-19) and sgemm_smem_regdb.ptx, the plain
# sgemm_smem PTX rewritten by hand with register double buffering (tile k+1's
# two ld.global issued after the first bar.sync, before the inner loop, and
# stored to shared memory at the top of the next iteration).
"$LLC" -march=nvptx64 -mcpu=sm_90a -O2 \
  "$root/test/inputs/kernels/sgemm_double_buffering.ll" -o "$tmp/db.ptx"
cp "$here/sgemm_smem_regdb.ptx" "$tmp/regdb.ptx"
for k in db regdb; do
  sass_of "$tmp/$k.ptx" "$tmp/$k.sass"
done
cp "$tmp/regdb.sass" "$here/sgemm_smem_regdb.sass"
cp "$tmp/db.sass" "$here/sgemm_double_buffering.plain.sass"
echo "$here/sgemm_smem_regdb.sass $here/sgemm_double_buffering.plain.sass"
# cp.async ring inputs (test/lit/sass/async-ring.test): cuda-samples'
# MatrixMulAsyncCopySingleStage, plain llc-19 and the plugin's ring of 3
# slots (-twill-async-ring-stages=3).
for build in plain ring3; do
  flags=""
  [ $build = ring3 ] && flags="-load $root/build/lib/LLVMTwill.so -enable-twill-sched -twill-async-ring-stages=3"
  # shellcheck disable=SC2086
  "$LLC" -march=nvptx64 -mcpu=sm_90a -O2 $flags \
    "$root/test/inputs/kernels/cudasamples_g2s_singlestage.ll" -o "$tmp/ss.ptx"
  sass_of "$tmp/ss.ptx" "$here/cudasamples_g2s_singlestage.$build.sass"
  echo "$here/cudasamples_g2s_singlestage.$build.sass"
done
# cuda-samples' reduce6 (Samples/2_Concepts_and_Techniques/reduction, at the
# commit test/inputs/kernels/LICENSES.md names, BSD-3-Clause), compiled in a
# sweep of unseen kernels (its IR needs cooperative groups the shim lacks,
# so the PTX is kept here): plain llc-19, and the plugin's defaults, which
# pipeline its grid-stride loop (S=8) beside the original kept for short
# trip counts.
for build in plain plugin; do
  sass_of "$here/cudasamples_reduce6.$build.ptx" "$here/cudasamples_reduce6.$build.sass"
  echo "$here/cudasamples_reduce6.$build.sass"
done
# Generic wmma loads (test/lit/sass/shared-window.test): the two kernels of
# test/lit/pipeline/wmma-classes.ll, plain llc-19. generic_shared reads its
# B tile from shared memory through a generic pointer (cvta.shared, a
# generic LD whose address's high word is SR_SWINHI); mixed reads it from a
# kernel parameter (a generic LD of global memory).
"$LLC" -march=nvptx64 -mcpu=sm_90a -O2 \
  "$root/test/lit/pipeline/wmma-classes.ll" -o "$tmp/wc.ptx"
sass_of "$tmp/wc.ptx" "$here/wmma_generic.plain.sass"
echo "$here/wmma_generic.plain.sass"
# Bulk-copy rings (test/lit/sass/bulk-ring.test): bulk_dot of
# test/lit/pipeline/Inputs/bulk_ring.ll (1-D bulk copies) and tma_gemm of
# tensor_ring.ll (tensor copies), each extracted alone, plain llc-19 and
# with the plugin's ring of 2 slots alone (cost model off, innermost loops
# left: the defaults give bulk_dot this ring and leave tma_gemm).
EXTRACT=${EXTRACT:-/usr/lib/llvm-19/bin/llvm-extract}
for kf in bulk_dot:bulk_ring tma_gemm:tensor_ring; do
  k=${kf%%:*}; f=${kf##*:}
  "$EXTRACT" --func="$k" --rglob="^_ZZ${#k}${k}E" -S \
    "$root/test/lit/pipeline/Inputs/$f.ll" -o "$tmp/$k.ll"
  for build in plain ring2; do
    flags=""
    [ $build = ring2 ] && flags="-load $root/build/lib/LLVMTwill.so -enable-twill-sched -twill-cost-model=false -twill-innermost=false"
    # shellcheck disable=SC2086
    "$LLC" -march=nvptx64 -mcpu=sm_90a -O2 $flags "$tmp/$k.ll" -o "$tmp/$k.ptx"
    sass_of "$tmp/$k.ptx" "$here/$k.$build.sass"
    echo "$here/$k.$build.sass"
  done
done
