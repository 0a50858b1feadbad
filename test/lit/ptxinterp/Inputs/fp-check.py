"""Cross-check ptxinterp's float rounding against C (rounding.test).

Usage: fp-check.py PTXDIR REF-BINARY N

Generates N cases (fixed seed) rich in edge cases (subnormals, overflow,
ties, fma cancellation, conversions), runs them through REF-BINARY (built
from fp-ref.c) and through ptxinterp's fp_* / round_frac, and compares the
bits.  Also counts the cases where a directed mode gave another result than
round-to-nearest, to show that the modes really were in effect.
"""
import random
import subprocess
import sys
from fractions import Fraction

sys.path.insert(0, sys.argv[1])
import ptxinterp as pi  # noqa: E402

MODES = ["rn", "rz", "rm", "rp"]
OPS = ["add32", "mul32", "div32", "fma32", "sqrt32", "add64", "mul64",
       "div64", "fma64", "d2f", "i2f", "l2f", "l2d", "u2f", "rint32"]
rng = random.Random(5)


def sign():
    return rng.getrandbits(1) << 31


def r32():
    k = rng.random()
    if k < 0.1:
        return rng.choice([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
                           1, 0x80000001, 0x7F7FFFFF, 0xFF7FFFFF, 0x00800000,
                           0x007FFFFF, 0x3F800000])
    if k < 0.3:  # subnormal
        return rng.getrandbits(23) | sign()
    if k < 0.5:  # moderate exponents, so sums round
        return (rng.randint(100, 150) << 23) | rng.getrandbits(23) | sign()
    if k < 0.6:  # tiny: subnormal results
        return (rng.randint(0, 5) << 23) | rng.getrandbits(23) | sign()
    if k < 0.7:  # huge: overflow
        return (rng.randint(245, 254) << 23) | rng.getrandbits(23) | sign()
    return rng.getrandbits(32)


def r64():
    k = rng.random()
    s = rng.getrandbits(1) << 63
    if k < 0.1:
        return rng.choice([0, 1 << 63, 0x7FF0000000000000, 1,
                           0x000FFFFFFFFFFFFF, 0x3FF0000000000000])
    if k < 0.3:
        return rng.getrandbits(52) | s
    if k < 0.5:  # around the f32 range, for f64 -> f32
        e = rng.randint(1023 - 160, 1023 + 130)
        return (e << 52) | rng.getrandbits(52) | s
    return rng.getrandbits(64)


def make_case():
    op = rng.choice(OPS)
    mode = 0 if op in ("sqrt32", "rint32") else rng.randrange(4)
    if op.endswith("64") and op != "l2d":
        a, b, c = r64(), r64(), r64()
    elif op == "d2f":
        a, b, c = r64(), 0, 0
    elif op in ("i2f", "u2f"):
        a, b, c = rng.getrandbits(32), 0, 0
    elif op in ("l2f", "l2d"):
        a, b, c = rng.getrandbits(64), 0, 0
    else:
        a, b, c = r32(), r32(), r32()
    # fma near cancellation: c = -(a*b) rounded, so the result is the error.
    if op == "fma32" and rng.random() < 0.3:
        c = pi.f_encode(-(pi.f_decode(a, "f32") * pi.f_decode(b, "f32")),
                        "f32")
    if op == "fma64" and rng.random() < 0.3:
        c = pi.f_encode(-(pi.f_decode(a, "f64") * pi.f_decode(b, "f64")),
                        "f64")
    return op, mode, a, b, c


def interp(op, md, a, b, c):
    def d32(v):
        return pi.f_decode(v, "f32")

    def d64(v):
        return pi.f_decode(v, "f64")

    arith = {"add": pi.fp_add, "mul": pi.fp_mul, "div": pi.fp_div}
    for width, ty, dec in (("32", "f32", d32), ("64", "f64", d64)):
        if op[-2:] != width:
            continue
        name = op[:-2]
        if name in arith:
            return arith[name](dec(a), dec(b), ty, md)
        if name == "fma":
            return pi.fp_fma(dec(a), dec(b), dec(c), ty, md)
        if name == "sqrt":
            return pi.fp_sqrt(dec(a), ty, md)
    if op == "d2f":  # as cvt.<md>.f32.f64
        x = d64(a)
        if x != x:
            return pi.CANON_NAN["f32"]
        if x == 0 or abs(x) == float("inf"):
            return pi.f_encode(x, "f32")
        return pi.round_frac(Fraction(x), "f32", md)
    if op in ("i2f", "l2f", "u2f", "l2d"):  # as cvt.<md>.f32.s32 etc.
        bits = 64 if op[0] == "l" else 32
        v = a if op == "u2f" else pi.to_signed(a, bits)
        return pi.round_frac(Fraction(v), "f64" if op == "l2d" else "f32", md)
    if op == "rint32":  # as cvt.rni.f32.f32
        x = d32(a)
        if x != x:
            return pi.CANON_NAN["f32"]
        if x == 0 or abs(x) == float("inf"):
            return pi.f_encode(x, "f32")
        return pi.round_frac(Fraction(pi.fp_round_int(x, "rni")), "f32",
                             "rn", x < 0)
    raise ValueError(op)


def main():
    cases = [make_case() for _ in range(int(sys.argv[3]))]
    text = "".join("%s %d %x %x %x\n" % cs for cs in cases)
    out = subprocess.run([sys.argv[2]], input=text, capture_output=True,
                         text=True, check=True).stdout.split()
    assert len(out) == len(cases)
    bad = directed = 0
    for (op, mode, a, b, c), ref in zip(cases, out):
        ref = int(ref, 16)
        r = interp(op, MODES[mode], a, b, c)
        if mode and r != interp(op, "rn", a, b, c):
            directed += 1
        if r != ref:
            bad += 1
            if bad <= 10:
                print("MISMATCH %s.%s a=%#x b=%#x c=%#x: interp %#x, C %#x" %
                      (op, MODES[mode], a, b, c, r, ref))
    print("checked %d bad %d" % (len(cases), bad))
    print("directed modes changed %d results" % directed)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
