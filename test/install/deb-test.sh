#!/bin/sh
# deb-test.sh BUILD_DIR SOURCE_DIR LLC VERSION - the ctest `package-deb`.
#
# Builds the Debian package with `cpack -G DEB` into a scratch folder under
# BUILD_DIR, checks its control fields, unpacks it with `dpkg -x` into a
# scratch root, and runs the unpacked twill (--version, solve --kernel
# gemm_hopper) and plugin (llc LLC -load, on a loop it pipelines). Every
# shared library the two load must be found, and come from a package that
# Depends names.
set -eu
B=$1 SRC=$2 LLC=$3 V=$4
S=$B/test/install/deb
rm -rf "$S"
mkdir -p "$S"
fail() { echo "deb-test: $*" >&2; exit 1; }

(cd "$S" && cpack -G DEB --config "$B/CPackConfig.cmake" -B "$S/out") \
  > "$S/cpack.log" 2>&1 || { cat "$S/cpack.log"; fail "cpack failed"; }
DEB=$(ls "$S"/out/twill_"$V"_*.deb)
[ "$(dpkg-deb -f "$DEB" Package)" = twill ] || fail "Package is not twill"
[ "$(dpkg-deb -f "$DEB" Version)" = "$V" ] || fail "Version is not $V"
DEPENDS=$(dpkg-deb -f "$DEB" Depends)

R=$S/root
dpkg -x "$DEB" "$R"
TWILL=$R/usr/bin/twill
PLUGIN=$R/usr/lib/LLVMTwill.so
[ -x "$TWILL" ] && [ -f "$PLUGIN" ] || fail "the package lacks usr/bin/twill or usr/lib/LLVMTwill.so"
[ -f "$R/usr/lib/cmake/Twill/TwillConfig.cmake" ] || fail "the package lacks the CMake package"

# Each NEEDED library resolves, and its package is in Depends (one dpkg -S
# for all: it is slow). The real file is asked first: for instance
# /usr/lib/llvm-19/lib/libLLVM.so.19.1 is a link of llvm-19-dev to the file
# of libllvm19; libc6 owns /lib/x86_64-linux-gnu/libc.so.6 by that name.
: > "$S/needed.txt"
for bin in "$TWILL" "$PLUGIN"; do
  ldd "$bin" > "$S/ldd.txt"
  if grep -q "not found" "$S/ldd.txt"; then
    cat "$S/ldd.txt" >&2
    fail "$bin: a library is not found"
  fi
  for needed in $(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
    lib=$(awk -v n="$needed" '$1 == n && $2 == "=>" { print $3 }' "$S/ldd.txt")
    [ -n "$lib" ] || continue # the dynamic loader itself
    echo "$bin $needed $lib $(readlink -f "$lib")" >> "$S/needed.txt"
  done
done
dpkg -S $(awk '{ print $3, $4 }' "$S/needed.txt") > "$S/owners.txt" 2>/dev/null || true
while read -r bin needed lib real; do
  pkg=$(grep -m 1 ": $real\$" "$S/owners.txt" || grep -m 1 ": $lib\$" "$S/owners.txt" || true)
  pkg=${pkg%%:*}
  [ -n "$pkg" ] || fail "$bin: $lib belongs to no package"
  echo "$DEPENDS" | tr ',' '\n' | sed 's/^ *//; s/ .*//' | grep -qx "$pkg" ||
    fail "$bin needs $needed of $pkg, which Depends ($DEPENDS) does not name"
done < "$S/needed.txt"
[ -s "$S/needed.txt" ] || fail "no NEEDED library found"

"$TWILL" --version | grep -q "^twill $V\$" || fail "twill --version"
"$TWILL" solve --kernel gemm_hopper > "$S/solve.txt" ||
  { cat "$S/solve.txt"; fail "twill solve --kernel gemm_hopper"; }
grep -q "^status: optimal$" "$S/solve.txt" || { cat "$S/solve.txt"; fail "not optimal"; }
"$LLC" -load "$PLUGIN" -twill-version | grep -q "^twill $V\$" || fail "-twill-version"
"$LLC" -load "$PLUGIN" -enable-twill-sched -twill-cost-model=false -march=nvptx64 -mcpu=sm_90a -O2 \
  -pass-remarks=twill "$SRC/test/lit/pipeline/dot.ll" -o "$S/dot.ptx" 2> "$S/dot.remarks"
grep -q "loop dot:bb.2.loop pipelined: II=" "$S/dot.remarks" ||
  { cat "$S/dot.remarks"; fail "the unpacked plugin did not pipeline dot.ll"; }
grep -q "^[[:space:]]*// twill.pipeline" "$S/dot.ptx" || fail "no twill.pipeline metadata"
echo "deb-test: ok"
