#!/usr/bin/env bash
# bench/gpu/prepare.sh OUT: builds, on a machine without a GPU, everything
# bench/gpu/run.sh needs on the device (see bench/gpu/README.md):
#   OUT/NAME.plain.ptx / .cubin    llc-19 -march=nvptx64 -mcpu=sm_90a -O2
#   OUT/NAME.plugin.ptx / .cubin   the same with -load LLVMTwill.so
#                                  -enable-twill-sched (its remarks in
#                                  OUT/NAME.remarks), both assembled by
#                                  ptxas -arch=sm_90a (ptxas -v in
#                                  OUT/NAME.{plain,plugin}.ptxas)
#   OUT/twill-gpu-runner           the host runner (libstdc++ and libgcc
#                                  linked statically; needs libc, libdl and,
#                                  at run time, libcuda.so.1)
#   OUT/kernels.manifest           the manifest the cubins were built from
#   OUT/src/                       the runner's sources and cuda.h, for
#                                  run.sh to rebuild where the binary fails
# then checks it all with `twill-gpu-runner --dry-run`.
# Environment: LLC (llc-19), PTXAS (/usr/local/cuda/bin/ptxas), PLUGIN
# (build/lib/LLVMTwill.so), PLUGIN_FLAGS (more llc options for the plugin
# build, e.g. "-twill-cost-model=false"; recorded in OUT/plugin-flags.txt),
# BLOCK_HINT (1: tell the cost model the manifest's block size; 0: do not),
# CXX (g++, else clang++-19), CUDA_INCLUDE (/usr/local/cuda/include),
# MANIFEST (bench/gpu/kernels.manifest).
# OUT/decisions.tsv (decisions.sh): per kernel, the loops of its entry the
# plugin pipelined and the tile loops it double buffered, with the cost
# model's predicted gains (from the remarks).
# OUT/changed.txt lists, comma-separated, the kernels whose plugin cubin
# differs from plain's (for run.sh's --only: the others run the same SASS).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/bench/gpu/out}
LLC=${LLC:-/usr/lib/llvm-19/bin/llc}
PTXAS=${PTXAS:-/usr/local/cuda/bin/ptxas}
PLUGIN=${PLUGIN:-$ROOT/build/lib/LLVMTwill.so}
CUDA_INCLUDE=${CUDA_INCLUDE:-/usr/local/cuda/include}
MANIFEST=${MANIFEST:-$ROOT/bench/gpu/kernels.manifest}
read -r -a EXTRA <<< "${PLUGIN_FLAGS:-}"
# BLOCK_HINT=0: the plugin is not told the launch's block size (what a user
# gets from -enable-twill-sched alone).
BLOCK_HINT=${BLOCK_HINT:-1}
[ "$BLOCK_HINT" = 0 ] && BLOCK_HINT=
if [ -z "${CXX:-}" ]; then
  CXX=$(command -v g++ || command -v clang++-19 || command -v c++ || true)
fi
die() { echo "prepare.sh: error: $*" >&2; exit 2; }
[ -x "$LLC" ] || die "no llc-19 at $LLC (set LLC)"
[ -x "$PTXAS" ] || die "no ptxas at $PTXAS (set PTXAS)"
[ -f "$PLUGIN" ] || die "no plugin at $PLUGIN (build it: cmake --build build --target LLVMTwill)"
[ -f "$CUDA_INCLUDE/cuda.h" ] || die "no cuda.h in $CUDA_INCLUDE (set CUDA_INCLUDE)"
[ -n "$CXX" ] || die "no C++ compiler (set CXX)"
[ -f "$MANIFEST" ] || die "no manifest $MANIFEST"

mkdir -p "$OUT/src"
rev=$(git -C "$ROOT" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
git -C "$ROOT" diff --quiet HEAD 2>/dev/null || rev="$rev-dirty"
{ echo "-enable-twill-sched ${EXTRA[*]}${BLOCK_HINT:+ -twill-assume-block-size=<the manifest block size>}"
  echo "twill revision $rev"; } > "$OUT/plugin-flags.txt"
: > "$OUT/changed.list"
FLAGS=(-march=nvptx64 -mcpu=sm_90a -O2)
# name<TAB>ir<TAB>entry<TAB>threads per block of every kernel block (the
# runner checks the rest). The plugin's cost model is told the launch's block
# size (-twill-assume-block-size; it matters only for kernels without
# __launch_bounds__, for which it would assume 256 threads).
awk 'function val(w) { return (w in lets) ? lets[w] : w + 0 }
     $1 == "let" && $3 ~ /^[0-9]+$/ { lets[$2] = $3 }
     $1 == "kernel" { name = $2; ir = ""; entry = ""; threads = 256 }
     $1 == "ir" { ir = $2 } $1 == "entry" { entry = $2 }
     $1 == "block" { threads = val($2) * val($3) * val($4) }
     $1 == "end" && name != "" { print name "\t" ir "\t" entry "\t" threads; name = "" }' \
  "$MANIFEST" > "$OUT/kernels.list"
while IFS=$'\t' read -r name ir entry threads; do
  [ -f "$ROOT/$ir" ] || die "kernel $name: no IR file $ir"
  "$LLC" "${FLAGS[@]}" "$ROOT/$ir" -o "$OUT/$name.plain.ptx"
  "$LLC" -load "$PLUGIN" -enable-twill-sched "${EXTRA[@]}" "${FLAGS[@]}" \
    ${BLOCK_HINT:+-twill-assume-block-size="$threads"} \
    -pass-remarks=twill -pass-remarks-missed=twill \
    "$ROOT/$ir" -o "$OUT/$name.plugin.ptx" 2> "$OUT/$name.remarks"
  for b in plain plugin; do
    "$PTXAS" -v -arch=sm_90a "$OUT/$name.$b.ptx" -o "$OUT/$name.$b.cubin" \
      2> "$OUT/$name.$b.ptxas"
  done
  cmp -s "$OUT/$name.plain.cubin" "$OUT/$name.plugin.cubin" ||
    echo "$name" >> "$OUT/changed.list"
  pipelined=$(grep -c "loop $entry:.* pipelined: II=" "$OUT/$name.remarks" || true)
  # ptxas -v: the "Used N registers" line after the entry's "Compiling
  # entry function 'ENTRY'" line.
  regs() { awk -v e="'$entry'" '$0 ~ "entry function " e { f = 1 }
                                f && /Used [0-9]+ registers/ { sub(/.*Used /, ""); print $1; exit }' \
             "$OUT/$name.$1.ptxas"; }
  echo "$name: $(regs plain) -> $(regs plugin) registers (ptxas), $pipelined loop(s) of $entry pipelined"
done < "$OUT/kernels.list"

paste -sd, "$OUT/changed.list" > "$OUT/changed.txt"
bash "$ROOT/bench/gpu/decisions.sh" "$OUT"
echo "prepare.sh: cubin changed on $(wc -l < "$OUT/changed.list") kernel(s): $(cat "$OUT/changed.txt")"

SRC=$ROOT/tools/twill-gpu-runner
cp "$SRC"/*.cpp "$SRC"/*.h "$OUT/src/"
cp "$CUDA_INCLUDE/cuda.h" "$OUT/src/"
cp "$MANIFEST" "$OUT/kernels.manifest"
"$CXX" -std=c++17 -O2 -Wall -Wno-unused-parameter -I"$OUT/src" \
  -static-libstdc++ -static-libgcc -pthread "$OUT"/src/*.cpp -ldl \
  -o "$OUT/twill-gpu-runner"
"$OUT/twill-gpu-runner" --dry-run "$OUT/kernels.manifest" "$OUT" > "$OUT/plan.txt"
tail -1 "$OUT/plan.txt"
size=$(du -sk "$OUT" | cut -f1)
echo "prepare.sh: $OUT holds $((size / 1024)) MiB (the device tool carries at most 64 MiB)"
[ "$size" -lt $((60 * 1024)) ] || die "$OUT is over 60 MiB"
