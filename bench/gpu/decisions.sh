#!/usr/bin/env bash
# bench/gpu/decisions.sh OUT: writes OUT/decisions.tsv from the remarks that
# bench/gpu/prepare.sh kept (OUT/NAME.remarks): per kernel of OUT/kernels.list,
# the loops of its entry the plugin pipelined, the tile loops it double
# buffered, the cost model's predicted gains of those loops (e.g.
# 1.96x,1.10x; "-" where none, or where the cost model was off), and the
# loops given a cp.async ring (a last column, which older files lack).
set -euo pipefail
OUT=${1:?usage: bench/gpu/decisions.sh OUT}
printf 'kernel\tpipelined\ttile_buffered\tpredicted\tasync_rings\n' > "$OUT/decisions.tsv"
while IFS=$'\t' read -r name _ entry _; do
  r=$OUT/$name.remarks
  pipelined=$(grep -c "loop $entry:.* pipelined: II=" "$r" || true)
  buffered=$(grep -c "tile loop $entry:.* double buffered: [0-9]" "$r" || true)
  rings=$(grep -c "loop $entry:.* given a cp.async ring of " "$r" || true)
  predicted=$(grep -E "loop $entry:.* (pipelined: II=|double buffered: [0-9]|given a cp.async ring of )" "$r" |
                grep -oE "(cost model: |cost model predicts )[0-9.]+x" |
                grep -oE "[0-9.]+x" | paste -sd, - || true)
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$pipelined" "$buffered" "${predicted:--}" "$rings" >> "$OUT/decisions.tsv"
done < "$OUT/kernels.list"
