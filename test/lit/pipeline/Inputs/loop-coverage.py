#!/usr/bin/env python3
"""loop-coverage.py BASE.ptx PIPE.remarks NOPIPE.remarks: every innermost
loop has a remark.

BASE.ptx is llc-19's PTX without the plugin; its "Inner Loop Header"
comments count the innermost loops of each function. PIPE.remarks is the
stderr of llc-19 with the plugin (-enable-twill-sched) and
-pass-remarks=twill -pass-remarks-missed=twill; NOPIPE.remarks the same with
-twill-pipeline=false added. The pipeliner reports every innermost
single-block loop (`pipelined: ...` or `not pipelined: <reason>`, in
PIPE.remarks), and every innermost loop of several blocks (`not pipelined:
the body has N blocks ...`). The reorder pass reports the latter as `left
unchanged: the body has N blocks` or, where its body is a chain of
regions, `scheduled as regions (innermost, N blocks)`; those are taken from
NOPIPE.remarks,
where it sees the original loops (in PIPE.remarks it also reports the
pipelined kernels, whose U copies are blocks of their own), as a cross-check
of the pipeliner's count. A loop the pipeliner folded into one block (its
remark says "folded into the header" or "hoisted to the preheader") counts
as one of several blocks; the copy a hoisted guard makes ("the loop's copy
for a false guard") is not a loop of the original and is not counted. Per function, the innermost loops must equal the
pipeliner's remarks (or a loop's `loop ... given a cp.async ring`, which
the pipeliner is then not offered; one whose copies run under a guard is a
loop of several blocks, as is one whose branches the counter fold made
unconditional), and its multi-block loops the reorder pass's. Loops are matched by count
per function: llc's PTX does not name the IR blocks. Prints one line per
function and a summary; exits 1 on a mismatch.
"""
import re
import sys
from collections import Counter


def main():
    base, pipe, nopipe = sys.argv[1:4]
    inner, func = Counter(), None
    for line in open(base):
        m = re.match(r"\.(?:visible|weak)?\s*\.entry\s+(\S+?)\(|\.(?:visible\s+)?\.func\s+(?:\(.*?\)\s*)?(\S+?)\(", line)
        if m:
            func = m.group(1) or m.group(2)
        if "Inner Loop Header" in line:
            inner[func] += 1
    piped, notpiped, multi = Counter(), Counter(), Counter()
    # The loops (function:bb.N) of several blocks the pipeliner reports.
    multiloops = set()
    loop = re.compile(r"loop ((\S+):bb\.\d+)\S* (pipelined|not pipelined|left unchanged): (.+)")
    # A loop of one block given a cp.async ring is not offered to the
    # pipeliner; an outer one ("tile loop ...") is not innermost.
    ring = re.compile(r"(?<!tile )loop ((\S+):bb\.\d+)\S* given a cp\.async ring of \d+ slots: ")
    # Branches made unconditional (CounterBranches.h): the loop had several
    # blocks, whatever it has after the fold.
    folded = re.compile(r"loop ((\S+):bb\.\d+): \d+ branch(es)? made unconditional")
    ringed = Counter()
    for line in open(pipe):
        f = folded.search(line)
        if f:
            multiloops.add(f.group(1))
        r = ring.search(line)
        if r:
            ringed[r.group(2)] += 1
            # Copies under a guard: a loop of several blocks.
            if "loop-invariant guard" in line:
                multiloops.add(r.group(1))
        m = loop.search(line)
        if not m or "the loop's copy for a false guard" in m.group(4):
            continue
        if (re.match(r"the body has \d+ blocks", m.group(4)) or
                "folded into the header" in m.group(4) or
                "hoisted to the preheader" in m.group(4)) and \
                m.group(3) != "left unchanged":
            multiloops.add(m.group(1))
        if m.group(3) == "pipelined":
            piped[m.group(2)] += 1
        elif m.group(3) == "not pipelined":
            notpiped[m.group(2)] += 1
    pipemulti = Counter(name.rsplit(":bb.", 1)[0] for name in multiloops)
    regions = re.compile(r"loop (\S+):bb\.\d+\S* scheduled as regions \(innermost, \d+ blocks\)")
    for line in open(nopipe):
        m = loop.search(line)
        if m and m.group(3) == "left unchanged" and re.match(r"the body has \d+ blocks", m.group(4)):
            multi[m.group(2)] += 1
        m = regions.search(line)
        if m:
            multi[m.group(1)] += 1
    bad = 0
    total = sum(inner.values())
    for f in sorted(set(inner) | set(piped) | set(notpiped) | set(multi)):
        got = piped[f] + notpiped[f] + ringed[f]
        ok = got == inner[f] and pipemulti[f] == multi[f]
        bad += not ok
        rings = f", {ringed[f]} given a cp.async ring" if ringed[f] else ""
        print(f"{f}: {inner[f]} innermost loops: {piped[f]} pipelined, {notpiped[f]} not pipelined{rings}, "
              f"{multi[f]} of several blocks{'' if ok else '  MISMATCH'}")
    print(f"coverage: {total} innermost loops, {sum(piped.values())} pipelined, "
          f"{'all' if not bad else 'NOT all'} with a remark")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
