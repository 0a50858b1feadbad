#!/usr/bin/env python3
"""Differential check for the twill plugin: two PTX files must hold the same
multiset of instructions; only their order and comments may differ.

Usage: ptx-multiset.py BASE.ptx SCHED.ptx [--expect-reordered]
Exits 1 (printing the difference) when the multisets differ, or, with
--expect-reordered, when the instruction sequences are identical.
"""
import collections
import re
import sys


def instructions(path):
    out = []
    for line in open(path):
        line = re.sub(r"//.*", "", line).strip()
        if not line or line.startswith(".") or line.endswith(":") or line in "{}":
            continue
        # Declarations inside function bodies (.reg) start with '.' too.
        out.append(line)
    return out


def main():
    base, sched = instructions(sys.argv[1]), instructions(sys.argv[2])
    cb, cs = collections.Counter(base), collections.Counter(sched)
    if cb != cs:
        print("instruction multisets differ")
        for k in sorted((cb - cs).keys()):
            print("  only in base:  ", k)
        for k in sorted((cs - cb).keys()):
            print("  only in sched: ", k)
        return 1
    if "--expect-reordered" in sys.argv and base == sched:
        print("no instruction moved")
        return 1
    print(f"same {len(base)} instructions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
