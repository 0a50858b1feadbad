#!/bin/bash
# Wall time of `twill solve` and `twill modulo` against --time-limit on the
# large inputs of issue 13 (target: limit + 0.5 s plus reading the input).
# `info` beside each gives the reading time (it also computes the bounds, so
# it over-states reading on cyclic graphs).
#
# usage: bench/measure_limits.sh [TWILL] [DATASETS] LIMIT...
T=${1:-build/bin/twill}; shift
D=${1:-../shared/datasets}; shift
out=$(mktemp); tim=$(mktemp)
trap 'rm -f "$out" "$tim"' EXIT
for lim in "$@"; do
  for f in "$D/heurigym-operator-scheduling/large/dag_1500.json" \
           "$D/hatscht-modulo/ChStone/aes/graph4.graphml" \
           "$D/hatscht-modulo/ChStone/aes/graph12.graphml" \
           "$D/hatscht-modulo/ChStone/dfsin/graph1.graphml"; do
    /usr/bin/time -o "$tim" -f "%e" "$T" info "$f" > /dev/null
    info=$(tail -1 "$tim")
    for cmd in solve modulo; do
      /usr/bin/time -o "$tim" -f "%e" "$T" $cmd "$f" --time-limit "$lim" \
        > "$out" 2> /dev/null
      echo "$cmd $(basename "$(dirname "$f")")/$(basename "$f")" \
           "limit=$lim wall=$(tail -1 "$tim") info=$info" \
           "$(grep -m1 '^status' "$out") $(grep -m1 -o '^I=[0-9]*' "$out")"
    done
  done
done
