#!/usr/bin/env bash
#===- scripts/get-sass-tools.sh - fetch cuobjdump and nvdisasm -------------===#
#
# Part of the twill project.
#
# Fills DIR (default: <repo>/.sass-tools, git-ignored) with the CUDA 11.8
# disassemblers (cuobjdump, nvdisasm) from Debian bookworm's non-free
# nvidia-cuda-toolkit package, without installing it (installing would pull
# about 2.8 GB of libraries; the two tools need none of them):
#   1. add an apt source with `Components: contrib non-free` as a deb822
#      file beside the main one (/etc/apt/sources.list.d/twill-non-free.sources),
#   2. apt-get update,
#   3. apt-get download nvidia-cuda-toolkit (about 84 MB),
#   4. dpkg -x the .deb into DIR/root; the binaries end up in DIR/bin.
# Idempotent: a DIR that already has working tools is left alone, an
# existing apt source and an already downloaded .deb are reused.
#
# `twill sass --tools DIR` (or PATH / $CUDA_HOME/bin) then finds them. The
# 11.8 tools reject CUDA >= 12.8 cubins; `twill sass` rewrites the ELF header
# of a temporary copy (see docs/sass.md), so ptxas 13 output works.
#
# Usage: scripts/get-sass-tools.sh [DIR]
#
#===-----------------------------------------------------------------------===#

set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$repo/.sass-tools}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

say() { echo "get-sass-tools: $*"; }
die() { echo "get-sass-tools: error: $*" >&2; exit 1; }

if [[ -x $dir/bin/cuobjdump && -x $dir/bin/nvdisasm ]] &&
   "$dir/bin/nvdisasm" --version >/dev/null 2>&1; then
  say "tools already in $dir/bin:"
  "$dir/bin/nvdisasm" --version | tail -n 1
  exit 0
fi

command -v apt-get >/dev/null || die "apt-get not found (this script needs Debian or Ubuntu)"
command -v dpkg >/dev/null || die "dpkg not found"

src=/etc/apt/sources.list.d/twill-non-free.sources
main=/etc/apt/sources.list.d/debian.sources
if [[ ! -f $src ]]; then
  [[ -f $main ]] || die "no $main to take the mirror and suite from; add an apt source with 'contrib non-free' by hand"
  [[ $(id -u) -eq 0 ]] || die "adding $src needs root (or add 'contrib non-free' to an apt source yourself)"
  # The first stanza of the main source names the mirror and suites.
  uris=$(awk '/^URIs:/{print $2; exit}' "$main")
  suites=$(awk '/^Suites:/{sub(/^Suites:[ \t]*/, ""); print; exit}' "$main")
  key=$(awk '/^Signed-By:/{print $2; exit}' "$main")
  [[ -n $uris && -n $suites ]] || die "cannot read URIs/Suites from $main"
  say "adding $src (contrib non-free from $uris)"
  {
    echo "# Added by twill scripts/get-sass-tools.sh for nvidia-cuda-toolkit."
    echo "Types: deb"
    echo "URIs: $uris"
    echo "Suites: $suites"
    echo "Components: contrib non-free"
    [[ -n $key ]] && echo "Signed-By: $key"
  } > "$src"
else
  say "reusing apt source $src"
fi

candidate() { apt-cache policy nvidia-cuda-toolkit 2>/dev/null | awk '/Candidate:/{print $2}'; }
if [[ -z $(candidate) || $(candidate) == "(none)" ]]; then
  say "apt-get update"
  apt-get update -qq || die "apt-get update failed"
  [[ -n $(candidate) && $(candidate) != "(none)" ]] ||
    die "apt has no candidate for nvidia-cuda-toolkit after adding $src"
fi

mkdir -p "$dir/deb"
deb=$(ls "$dir"/deb/nvidia-cuda-toolkit_*.deb 2>/dev/null | head -n 1 || true)
if [[ -z $deb ]]; then
  say "downloading nvidia-cuda-toolkit (about 84 MB)"
  (cd "$dir/deb" && apt-get download -q nvidia-cuda-toolkit) ||
    die "apt-get download nvidia-cuda-toolkit failed"
  deb=$(ls "$dir"/deb/nvidia-cuda-toolkit_*.deb | head -n 1)
else
  say "reusing $deb"
fi

say "extracting $(basename "$deb") into $dir/root"
rm -rf "$dir/root"
dpkg -x "$deb" "$dir/root"
mkdir -p "$dir/bin"
for tool in cuobjdump nvdisasm; do
  [[ -x $dir/root/usr/bin/$tool ]] || die "$tool not in $(basename "$deb")"
  ln -sf "../root/usr/bin/$tool" "$dir/bin/$tool"
done
"$dir/bin/nvdisasm" --version >/dev/null 2>&1 || die "$dir/bin/nvdisasm does not run"
say "done: $dir/bin/cuobjdump, $dir/bin/nvdisasm"
"$dir/bin/nvdisasm" --version | tail -n 1
