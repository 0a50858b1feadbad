#!/usr/bin/env bash
#===- scripts/run-fuzzers.sh - Run the reader fuzzers for a while ---------===#
#
# Usage: scripts/run-fuzzers.sh BUILD_DIR [TOTAL_SECONDS]
#
# Runs fuzz-native-json, fuzz-hatschet, fuzz-heurigym, fuzz-gml and fuzz-aiger
# (built in BUILD_DIR/bin with TWILL_ENABLE_FUZZERS=ON) for TOTAL_SECONDS/5
# seconds each
# (default total 60), one after the other. Each starts from a corpus copied
# from test/inputs into a temporary folder; nothing is written into the
# repository. HatScheT seeds are each graph, a NUL byte and its _RM.xml, the
# input layout fuzz-hatschet expects. Exits non-zero if any fuzzer finds a
# crash, leak or timeout; its log and reproducer are kept and named.
#
#===-----------------------------------------------------------------------===#
set -u -o pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 BUILD_DIR [TOTAL_SECONDS]" >&2
  exit 2
fi
BUILD=$1
TOTAL=${2:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
INPUTS=$ROOT/test/inputs
PER=$((TOTAL / 5))
[ "$PER" -ge 1 ] || PER=1

WORK=$(mktemp -d "${TMPDIR:-/tmp}/twill-fuzz.XXXXXX")
KEEP=0
cleanup() { [ "$KEEP" = 1 ] || rm -rf "$WORK"; }
trap cleanup EXIT

# seed NAME FILES...: copies the existing FILES into NAME's corpus.
seed() {
  local name=$1
  shift
  mkdir -p "$WORK/corpus-$name"
  local f
  for f in "$@"; do
    [ -f "$f" ] && cp "$f" "$WORK/corpus-$name/$(basename "$f")"
  done
  return 0
}

shopt -s nullglob
seed native-json "$INPUTS"/native/*.json "$INPUTS"/malformed/native/*.json
seed heurigym "$INPUTS"/heurigym/*.json "$INPUTS"/malformed/heurigym/*.json
seed gml "$INPUTS"/gml/*.gml "$INPUTS"/malformed/gml/*.gml
seed aiger "$INPUTS"/aiger/*.a[ai]g "$INPUTS"/malformed/aiger/*.a[ai]g
mkdir -p "$WORK/corpus-hatschet"
for g in "$INPUTS"/hatscht/*.graphml "$INPUTS"/malformed/hatscht/*.graphml; do
  rm_file=${g%.graphml}_RM.xml
  out="$WORK/corpus-hatschet/$(basename "$(dirname "$g")")-$(basename "$g")"
  if [ -f "$rm_file" ]; then
    { cat "$g"; printf '\0'; cat "$rm_file"; } > "$out"
  else
    cp "$g" "$out"
  fi
done

status=0
for name in native-json hatschet heurigym gml aiger; do
  bin=$BUILD/bin/fuzz-$name
  if [ ! -x "$bin" ]; then
    echo "error: $bin not found (configure with TWILL_ENABLE_FUZZERS=ON and build it)" >&2
    status=1
    continue
  fi
  log=$WORK/$name.log
  echo "== fuzz-$name: ${PER}s, $(ls "$WORK/corpus-$name" | wc -l) seeds"
  "$bin" -max_total_time="$PER" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 \
    -artifact_prefix="$WORK/$name-" "$WORK/corpus-$name" >"$log" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    KEEP=1
    status=1
    echo "FAIL: fuzz-$name exited with $rc; log: $log" >&2
    tail -n 40 "$log" >&2
    for artifact in "$WORK/$name"-*; do
      echo "  reproducer: $artifact" >&2
    done
  else
    grep -E '^stat::number_of_executed_units|^Done ' "$log" | tail -n 2
  fi
done
exit $status
