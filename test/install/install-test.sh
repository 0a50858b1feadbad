#!/bin/sh
# install-test.sh BUILD_DIR SOURCE_DIR CXX LLC VERSION - the ctest `install`.
#
# Installs the build tree into a scratch prefix under BUILD_DIR, then
# configures and builds test/install/example against that prefix alone
# (CMAKE_PREFIX_PATH, no package registry) with clang++ CXX: the plugin must
# software-pipeline the example's dot product (its remarks, with the Version
# header, and the PTX metadata) and the library API must link and give the
# known MII of gemm_hopper. Then the prefix is moved elsewhere and the CLI and
# the plugin (through llc LLC) must still run from there: nothing installed
# names the build tree or the prefix.
set -eu
B=$1 SRC=$2 CXX=$3 LLC=$4 V=$5
S=$B/test/install/scratch
rm -rf "$S"
mkdir -p "$S"
fail() { echo "install-test: $*" >&2; exit 1; }

cmake --install "$B" --prefix "$S/prefix" > "$S/install.log"
for f in bin/twill lib/LLVMTwill.so lib/cmake/Twill/TwillConfig.cmake \
         lib/cmake/Twill/TwillConfigVersion.cmake lib/cmake/Twill/TwillTargets.cmake \
         include/twill/Version/Version.h share/twill/machines/Hopper.td \
         share/twill/machines/Hopper.json share/doc/twill/README.md \
         share/doc/twill/docs/plugin.md; do
  [ -f "$S/prefix/$f" ] || fail "not installed: $f"
done

cmake -S "$SRC/test/install/example" -B "$S/example" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_PREFIX_PATH="$S/prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  > "$S/configure.log" 2>&1 || { cat "$S/configure.log"; fail "configure failed"; }
grep -q "^Twill_DIR:PATH=$S/prefix/lib/cmake/Twill\$" "$S/example/CMakeCache.txt" ||
  fail "find_package(Twill) did not find the scratch prefix"
cmake --build "$S/example" > "$S/build.log" 2>&1 || { cat "$S/build.log"; fail "build failed"; }

# The plugin's remarks on the example's loop, the header first.
grep -q "remark: twill $V.*, LLVM 19\.[0-9.]*, Z3 [0-9.]*, lp_solve [0-9.]*" "$S/build.log" ||
  { cat "$S/build.log"; fail "no Version remark"; }
grep -q "remark: loop dot:bb\.[0-9a-z.]* pipelined: II=[0-9]* MII=[0-9]* S=[1-6] " "$S/build.log" ||
  { cat "$S/build.log"; fail "the dot product was not pipelined"; }
PTX=$(find "$S/example" -name 'dot.cu.o')
grep -q "^[[:space:]]*// twill.pipeline" "$PTX" || fail "no twill.pipeline metadata in $PTX"
grep -q "^\.target sm_90a" "$PTX" || fail "$PTX is not PTX for sm_90a"

OUT=$("$S/example/kernel_bounds" gemm_hopper)
echo "$OUT" | grep -q "^twill $V" || fail "kernel_bounds: $OUT"
echo "$OUT" | grep -q "^gemm_hopper: ResMII=512 RecMII=512 MII=512\$" || fail "kernel_bounds: $OUT"

# Relocated: no installed text file names the prefix or the build tree.
mv "$S/prefix" "$S/moved"
if grep -rlI -e "$S/prefix" -e "$B" "$S/moved"; then
  fail "installed files name the build tree or the prefix"
fi
"$S/moved/bin/twill" --version | grep -q "^twill $V\$" || fail "twill --version"
"$S/moved/bin/twill" solve --kernel gemm_hopper | grep -q "^status: optimal$" ||
  fail "twill solve --kernel gemm_hopper from the moved prefix"
"$LLC" -load "$S/moved/lib/LLVMTwill.so" -twill-version | grep -q "^twill $V\$" ||
  fail "llc -load LLVMTwill.so -twill-version"
echo "install-test: ok"
