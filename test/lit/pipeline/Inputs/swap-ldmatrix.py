"""Reads PTX on stdin and writes it with the addresses of the first two
ldmatrix statements exchanged (async-ring-mma.test: a mutation the
interpreter must catch, A's fragment read from B's slot and B's from A's)."""
import re
import sys

text = sys.stdin.read()
pat = re.compile(r"(ldmatrix\.sync\.aligned[^\[]*)\[(%r\d+)\]")
found = pat.findall(text)
if len(found) < 2:
    sys.exit("swap-ldmatrix.py: fewer than two ldmatrix in the input")
first, second = found[0][1], found[1][1]
count = [0]


def swap(m):
    count[0] += 1
    if count[0] == 1:
        return m.group(1) + "[" + second + "]"
    if count[0] == 2:
        return m.group(1) + "[" + first + "]"
    return m.group(0)


sys.stdout.write(pat.sub(swap, text))
