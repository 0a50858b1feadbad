#!/usr/bin/env bash
#===- install-deps.sh - install twill's Debian dependencies ----------------===#
#
# Idempotent: checks each package with dpkg and runs apt-get (update, then
# install) only when something is missing. Uses sudo when not root.
#
#===-----------------------------------------------------------------------===#
set -euo pipefail
PKGS=(cmake ninja-build make python3
      llvm-19-dev llvm-19-tools clang-19 libclang-rt-19-dev
      libz3-dev liblpsolve55-dev coinor-libcbc-dev libeigen3-dev libgtest-dev
      libtinyxml2-dev pkg-config)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
echo "install-deps: installing ${missing[*]}" >&2
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
