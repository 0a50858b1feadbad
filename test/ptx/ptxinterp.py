#!/usr/bin/env python3
"""ptxinterp: a host interpreter for the PTX that llc-19 emits: one thread,
or (CTA mode, --cta / run_cta) every thread of one CTA.

twill's software pipeliner rewrites loops in the NVPTX backend; such a rewrite
is checked by *meaning*: run the original and the rewritten PTX on the host
with the same inputs and require the same memory (see ptxdiff.py).  This file
is the interpreter: a library (Module / Machine / Memory) and a CLI that runs
one kernel and prints its arrays.  Python 3 standard library only.

Semantics (bit-exact unless stated; see README.md):
  * Registers hold bit patterns (ints) of their declared width; predicates are
    booleans.  Reading a register never written is an error.
  * Integer ops wrap at their width; .s/.u matter; shl/shr clamp shift counts
    (>= width gives 0, or the sign fill for shr.s).
  * Float ops are computed exactly (fractions.Fraction) or in binary64 where
    that is provably equal, then rounded once to the instruction's format and
    rounding mode (incl. subnormals, overflow, signed zeros).  NaN results are
    the canonical NaN (0x7fffffff for f32, 0x7fffffffffffffff for f64).
  * .approx transcendentals (ex2, lg2, sin, cos, rsqrt, tanh) are binary64
    libm results rounded to the format: deterministic, not the hardware's
    values.  rcp/sqrt/div .approx are correctly rounded.
  * Memory is byte-addressed, with separate global / shared / local / param /
    const spaces; generic addresses reach shared and local through windows.
    Misaligned accesses, accesses outside any array, reads of never-written
    shared/local bytes (unless --shared-fill) and reads of canaries (unless
    --allow-oob-reads) are errors; writes to canaries are recorded and fail
    the run.
  * cp.async copies read their source at issue and land at the wait that
    retires their group; touching a destination byte while its copy is in
    flight is an error (stricter than copying at issue).
  * mbarriers and 1-D bulk copies (cp.async.bulk ... complete_tx): a bulk
    copy reads its source at issue and lands at the first mbarrier wait
    that needs it; a wait on an incomplete phase blocks the thread until
    some phase completes (compile_mbarrier).  Tensor copies
    (cp.async.bulk.tensor, tile mode) land alike; their tensor maps are
    the interpreter's own encoding (encode_tmap), made by tmap parameters,
    optionally with a 32/64/128-byte swizzle (swizzle_addr).
  * bar.sync & co. are no-ops for one thread, but are counted.
  * CTA mode (run_cta): the threads of one CTA run cooperatively up to each
    CTA barrier; a shared byte written by one thread and touched by another
    between two barrier releases is a race (RaceTracker); a thread that
    ends while others wait is a deadlock; cp.async copies belong to their
    thread and reach the others after its wait and a barrier.
  * An instruction or modifier outside the supported subset is an error
    when the module is loaded, with its line number.
  * Direct .func calls (llc's call sequences) run the callee in a fresh
    register frame.
  * wmma (m16n16k16, f16 A/B, f32 or f16 C/D: load.a/b/c, mma, store.d) is
    warp-collective; one thread interprets it under a fixed model (see
    "wmma" below): the thread's registers hold its own lane's elements
    under a documented layout, and each register written by wmma.load or
    wmma.mma (or copied from one by mov) also carries the whole warp's
    fragment, which mma and store use.  The model is the same for the
    original and the rewritten PTX, and a fragment register used out of
    place is an error.
  * wgmma (sm_90a: fence, commit_group, wait_group, mma_async m64nNk16
    with f16/bf16 A and B from shared memory through descriptors, without
    or with 32/64/128-byte swizzle) runs once per warpgroup of 128 threads
    in CTA mode, with the PTX ISA's layouts (see "wgmma" below); the shared
    bytes it read and its accumulator registers stay in flight until the
    wait_group retiring it, and touching them before then is an error.
"""

import argparse
import bisect
import math
import random
import re
import struct
import sys
from fractions import Fraction

__all__ = ["PTXError", "Module", "Memory", "Machine", "run_kernel",
           "parse_params", "setup_params", "format_value"]


class PTXError(Exception):
    """An error in the PTX, in its execution or in the inputs; `line` is the
    PTX line (or None)."""

    def __init__(self, msg, line=None):
        super().__init__(msg)
        self.msg = msg
        self.line = line

    def __str__(self):
        return ("line %d: %s" % (self.line, self.msg)) if self.line else self.msg


# ---------------------------------------------------------------------------
# Types and bit helpers
# ---------------------------------------------------------------------------

# type name -> (kind, bits); kind is 'b', 'u', 's', 'f' or 'p' (predicate).
TYPES = {"pred": ("p", 1)}
for _n in (8, 16, 32, 64):
    TYPES["b%d" % _n] = ("b", _n)
    TYPES["u%d" % _n] = ("u", _n)
    TYPES["s%d" % _n] = ("s", _n)
TYPES.update({"f16": ("f", 16), "bf16": ("f", 16), "f32": ("f", 32),
              "f64": ("f", 64)})


def mask(bits):
    return (1 << bits) - 1


def to_signed(v, bits):
    v &= mask(bits)
    return v - (1 << bits) if v >> (bits - 1) else v


# Float formats: name -> (exponent bits, mantissa bits, total bits).
FMT = {"f16": (5, 10, 16), "bf16": (8, 7, 16), "f32": (8, 23, 32),
       "f64": (11, 52, 64)}
CANON_NAN = {"f16": 0x7FFF, "bf16": 0x7FFF, "f32": 0x7FFFFFFF,
             "f64": 0x7FFFFFFFFFFFFFFF}
_STRUCT = {"f16": ("<e", "<H"), "f32": ("<f", "<I"), "f64": ("<d", "<Q")}


def f_decode(bits, fmt):
    """Bits of format `fmt` -> Python float (exact; NaN payloads are lost)."""
    if fmt == "bf16":
        fmt, bits = "f32", bits << 16
    ff, ii = _STRUCT[fmt]
    return struct.unpack(ff, struct.pack(ii, bits & mask(FMT[fmt][2])))[0]


def f_signbit(bits, fmt):
    return (bits >> (FMT[fmt][2] - 1)) & 1


def _inf_bits(fmt, neg):
    e, m, n = FMT[fmt]
    return (neg << (n - 1)) | (mask(e) << m)


def _zero_bits(fmt, neg):
    return int(neg) << (FMT[fmt][2] - 1)


def round_frac(q, fmt, mode, neg_zero=False):
    """Round the exact rational q to format `fmt` with rounding mode `mode`
    ('rn' nearest-even, 'rz', 'rm', 'rp'); returns bits.  Handles subnormals
    and overflow.  q == 0 gives a zero whose sign is `neg_zero`."""
    e_bits, m_bits, n_bits = FMT[fmt]
    if q == 0:
        return _zero_bits(fmt, neg_zero)
    neg = q < 0
    a = -q if neg else q
    bias = (1 << (e_bits - 1)) - 1
    emin = 1 - bias
    # e = floor(log2(a))
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    elif Fraction(2) ** (e + 1) <= a:
        e += 1
    if e < emin:
        e = emin
    scaled = a / (Fraction(2) ** (e - m_bits))
    n = scaled.numerator // scaled.denominator
    rem = scaled - n
    if rem:
        if mode == "rn":
            if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1):
                n += 1
        elif mode == "rm":
            n += 1 if neg else 0
        elif mode == "rp":
            n += 0 if neg else 1
        elif mode != "rz":
            raise PTXError("bad rounding mode " + mode)
    if n == 1 << (m_bits + 1):
        n >>= 1
        e += 1
    if e > bias:  # overflow
        to_inf = mode == "rn" or (mode == "rp" and not neg) or \
            (mode == "rm" and neg)
        if to_inf:
            return _inf_bits(fmt, neg)
        return (neg << (n_bits - 1)) | (((1 << e_bits) - 2) << m_bits) | \
            mask(m_bits)
    if n == 0:
        return _zero_bits(fmt, neg)
    if n < (1 << m_bits):  # subnormal
        return (neg << (n_bits - 1)) | n
    return (neg << (n_bits - 1)) | ((e + bias) << m_bits) | (n - (1 << m_bits))


def f_encode(x, fmt, mode="rn"):
    """Python float -> bits of `fmt`, rounded with `mode`.  NaN -> the
    canonical NaN.  Only ever called with x that is exact, or (mode 'rn')
    with a binary64 result whose double rounding is innocuous."""
    if x != x:
        return CANON_NAN[fmt]
    if math.isinf(x):
        return _inf_bits(fmt, x < 0)
    if fmt == "f64" and mode == "rn":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    if mode == "rn" and fmt in ("f32", "f16"):
        ff, ii = _STRUCT[fmt]
        try:
            return struct.unpack(ii, struct.pack(ff, x))[0]
        except OverflowError:
            return _inf_bits(fmt, x < 0)
    return round_frac(Fraction(x), fmt, mode, math.copysign(1, x) < 0)


def f_is_subnormal(bits, fmt):
    e, m, n = FMT[fmt]
    return (bits >> m) & mask(e) == 0 and bits & mask(m) != 0


def ftz_bits(bits, fmt):
    """Flush a subnormal to a zero of the same sign."""
    if f_is_subnormal(bits, fmt):
        return bits & (1 << (FMT[fmt][2] - 1))
    return bits


def _zero_sum_neg(na, nb, mode):
    """Sign of an exact zero sum: IEEE 754 6.3."""
    return na if na == nb else (mode == "rm")


def fp_add(a, b, fmt, mode):
    if a != a or b != b:
        return CANON_NAN[fmt]
    if math.isinf(a) or math.isinf(b):
        return f_encode(a + b, fmt)
    if mode == "rn" and fmt != "bf16":
        return f_encode(a + b, fmt)  # binary64 then round: innocuous
    q = Fraction(a) + Fraction(b)
    na, nb = math.copysign(1, a) < 0, math.copysign(1, b) < 0
    return round_frac(q, fmt, mode, _zero_sum_neg(na, nb, mode))


def fp_mul(a, b, fmt, mode):
    if a != a or b != b:
        return CANON_NAN[fmt]
    if math.isinf(a) or math.isinf(b) or mode == "rn" and fmt != "bf16":
        return f_encode(a * b, fmt)  # f32*f32 is exact in binary64
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    return round_frac(Fraction(a) * Fraction(b), fmt, mode, neg)


def fp_div(a, b, fmt, mode):
    if a != a or b != b or (a == 0 and b == 0) or \
            (math.isinf(a) and math.isinf(b)):
        return CANON_NAN[fmt]
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if math.isinf(a) or b == 0:
        return _inf_bits(fmt, neg)
    if math.isinf(b) or a == 0:
        return _zero_bits(fmt, neg)
    if mode == "rn" and fmt != "bf16":
        return f_encode(a / b, fmt)
    return round_frac(Fraction(a) / Fraction(b), fmt, mode, neg)


def fp_fma(a, b, c, fmt, mode):
    """a*b+c with a single rounding (exact rational arithmetic)."""
    if a != a or b != b or c != c:
        return CANON_NAN[fmt]
    if math.isinf(a) or math.isinf(b):
        return f_encode(a * b + c, fmt)
    if math.isinf(c):
        return f_encode(c, fmt)
    if mode == "rn" and fmt in ("f32", "f16"):
        # a*b is exact in binary64; when a*b + c is too (Knuth's TwoSum
        # error is 0), rounding it to fmt is the single rounding.
        p = a * b
        s = p + c
        bb = s - p
        if (p - (s - bb)) + (c - bb) == 0 and not math.isinf(s):
            return f_encode(s, fmt)
    q = Fraction(a) * Fraction(b) + Fraction(c)
    np_ = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    nc = math.copysign(1, c) < 0
    if a == 0 or b == 0:
        neg = _zero_sum_neg(np_, nc, mode) if c == 0 else False
    else:
        neg = mode == "rm"
    return round_frac(q, fmt, mode, neg)


def fp_sqrt(a, fmt, mode):
    if a != a or a < 0:
        return CANON_NAN[fmt]
    if a == 0 or math.isinf(a):
        return f_encode(a, fmt)
    if mode != "rn":
        raise PTXError("sqrt with rounding mode ." + mode + " is not supported")
    # math.sqrt is correctly rounded binary64; sqrt's double rounding to
    # f32/f16 is innocuous (53 >= 2*24+2).
    return f_encode(math.sqrt(a), fmt)


def _libm(fn, a, fmt):
    try:
        r = fn(a)
    except (OverflowError, ValueError):
        r = float("nan") if fn is not _ex2 else float("inf")
    return f_encode(r, fmt)


def _ex2(a):
    return 2.0 ** a


def _lg2(a):
    if a < 0 or a != a:
        return float("nan")
    if a == 0:
        return float("-inf")
    return math.log2(a)


def _rsqrt(a):
    if a < 0 or a != a:
        return float("nan")
    if a == 0:
        return math.copysign(float("inf"), a)
    return 1.0 / math.sqrt(a)


def _sincos(fn):
    def f(a):
        if math.isinf(a) or a != a:
            return float("nan")
        return fn(a)
    return f


APPROX = {"ex2": _ex2, "lg2": _lg2, "rsqrt": _rsqrt,
          "sin": _sincos(math.sin), "cos": _sincos(math.cos),
          "tanh": math.tanh}


def fp_round_int(x, mode):
    """Round a finite float to an integer (Python int) with .rni/.rzi/..."""
    q = Fraction(x)
    fl = q.numerator // q.denominator
    rem = q - fl
    if rem == 0:
        return fl
    if mode == "rni":
        if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl & 1):
            return fl + 1
        return fl
    if mode == "rzi":
        return fl if x > 0 else fl + 1
    if mode == "rmi":
        return fl
    if mode == "rpi":
        return fl + 1
    raise PTXError("bad integer rounding mode ." + mode)


# ---------------------------------------------------------------------------
# Memory
# ---------------------------------------------------------------------------

# Generic-address windows of shared and local memory; global addresses are
# generic addresses.  Global arrays are placed above 4 GiB so that a pointer
# truncated to 32 bits faults.
SHARED_WINDOW = 0x7E00_0000_0000
LOCAL_WINDOW = 0x7F00_0000_0000
WINDOW_SIZE = 1 << 32
GLOBAL_BASE = 0x1_0000_0000
CANARY = 64  # bytes of canary on each side of a driver-allocated array


def canary_byte(i):
    return (0xA5 ^ (i * 37)) & 0xFF


class Region:
    """A contiguous allocation in one state space.  `data` covers
    [base, base+len(data)); the array proper is data[lo:hi] (the rest is
    canary).  `init` (or None) marks written bytes for shared/local."""

    def __init__(self, space, name, base, data, lo, hi, track_init=False,
                 readonly=False):
        self.space, self.name, self.base, self.data = space, name, base, data
        self.lo, self.hi = lo, hi
        self.init = bytearray(len(data)) if track_init else None
        self.readonly = readonly
        self.canary_writes = []  # (offset from array start, line)

    def __repr__(self):
        return "<%s %s @%#x+%d>" % (self.space, self.name, self.base + self.lo,
                                    self.hi - self.lo)


class RaceError(PTXError):
    """A shared-memory race (CTA mode)."""


class RaceTracker:
    """Shared-memory race detection among the threads of one CTA (CTA
    mode).  Between two releases of a CTA barrier (an epoch), a shared byte
    written by one thread must not be read or written by another, unless
    both are of one warp and a bar.warp.sync of that warp lies between the
    two (each warp counts its own warp-barrier releases: `warp_sync`).  Per
    byte it keeps the epoch's writer (who, line, warp epoch) and its first
    reader and one other reader (a reader that a warp barrier already
    ordered gives its place to a newer one).  `who` is a thread's linear
    index, or ("warp", w) for a warp-collective access (wmma, ldmatrix),
    or ("warpgroup", g) for a wgmma.mma_async's reads, which the
    warpgroup's threads are ordered after once a wgmma.wait_group of theirs
    has run (`warp_sync(("wg", g))`; the reads of wgmmas still in flight
    are guarded by Memory.wg_reads); atomics are not recorded."""

    def __init__(self, ntid):
        self.ntid = ntid
        self.writes = {}  # byte -> (who, line, wep)
        self.reads = {}  # byte -> ((who, line, wep), other reader or None)
        self.wep = {}  # warp -> bar.warp.sync releases so far

    def name(self, who):
        if isinstance(who, tuple):
            return "%s %d" % who
        x, y = self.ntid[0], self.ntid[1]
        return "(%d,%d,%d)" % (who % x, who // x % y, who // (x * y))

    def new_epoch(self):
        self.writes.clear()
        self.reads.clear()

    @staticmethod
    def _warp(who):
        if isinstance(who, tuple):
            return who[1] if who[0] == "warp" else ("wg", who[1])
        return who // 32

    def warp_sync(self, warp):
        """A bar.warp.sync of every lane of `warp` was released (or, for
        ("wg", g), a wgmma.wait_group of warpgroup g ran)."""
        self.wep[warp] = self.wep.get(warp, 0) + 1

    def _ep(self, who):
        return self.wep.get(self._warp(who), 0)

    def _ordered(self, rec, who):
        """Whether the access `rec` (who, line, wep) happens before any
        access of `who` now: the same thread, or one warp with a warp
        barrier released since."""
        if rec[0] == who:
            return True
        w = self._warp(rec[0])
        if isinstance(w, tuple):  # a wgmma's read, ordered by wait_group
            return isinstance(who, int) and who // 128 == w[1] and \
                self.wep.get(w, 0) > rec[2]
        return w == self._warp(who) and self.wep.get(w, 0) > rec[2]

    def _race(self, mem, a, first, what, who, line):
        r, off = mem.find("shared", a, 1, line)
        return RaceError(
            "shared-memory race at shared %#x (%s+%d): thread %s %s it at "
            "line %d and thread %s %s it at line %d with no barrier between"
            % (a, r.name, off - r.lo, self.name(first[0]),
               "writes" if first[2] else "reads", first[1], self.name(who),
               what, line), line)

    def read(self, mem, addr, n, who, line):
        writes, reads = self.writes, self.reads
        me = (who, line, self._ep(who))
        for a in range(addr, addr + n):
            w = writes.get(a)
            if w is not None and not self._ordered(w, who):
                raise self._race(mem, a, (w[0], w[1], True), "reads", who,
                                 line)
            r = reads.get(a)
            if r is None:
                reads[a] = (me, None)
                continue
            first, other = r
            if first[0] == who or (other is not None and other[0] == who):
                continue
            if self._ordered(first, who):
                reads[a] = (me, other)
            elif other is None or self._ordered(other, who):
                reads[a] = (first, me)

    def write(self, mem, addr, n, who, line):
        writes, reads = self.writes, self.reads
        for a in range(addr, addr + n):
            w = writes.get(a)
            if w is not None and not self._ordered(w, who):
                raise self._race(mem, a, (w[0], w[1], True), "writes", who,
                                 line)
            r = reads.get(a)
            if r is not None:
                for rec in r:
                    if rec is not None and not self._ordered(rec, who):
                        raise self._race(mem, a, (rec[0], rec[1], False),
                                         "writes", who, line)
            writes[a] = (who, line, self._ep(who))


class Memory:
    """Sparse byte-addressed memory: per state space, a sorted list of
    Regions.  Accesses must fall inside one region."""

    SPACES = ("global", "shared", "local", "param", "const")

    def __init__(self, allow_oob_reads=False):
        self.regions = {s: [] for s in self.SPACES}
        self.bases = {s: [] for s in self.SPACES}
        self.next = {"global": GLOBAL_BASE, "shared": 0, "local": 0,
                     "param": 0, "const": 0x1000}
        self.allow_oob_reads = allow_oob_reads
        self.symbols = {}  # name -> (space, address of the array start)
        self.pending = []  # in-flight cp.async copies (see Machine)
        self.mbars = {}  # shared address -> MBarrier (mbarrier.init)
        self.mbar_progress = 0  # mbarrier phases completed, all barriers
        self.inflight = {}  # shared byte -> the CpAsync writing it
        self.inflight_src = {}  # global byte -> a CpAsync reading it
        self.wg_reads = {}  # shared 16-byte granule -> in-flight WgmmaOps
        self.race = None  # a RaceTracker in CTA mode (see run_cta)
        self.cur = 0  # who accesses memory now: a thread's linear index
        self.uninit = None  # CTA mode: a deferred uninitialized-read error

    def allocate(self, space, name, size, align=16, canary=0, fill=None,
                 track_init=False, readonly=False, gap=64):
        """Place `size` bytes (+`canary` on each side) at the next free
        address of `space` aligned to `align`; returns the Region."""
        align = max(align, 16)
        start = self.next[space] + canary
        start = (start + align - 1) // align * align
        base = start - canary
        data = bytearray(size + 2 * canary)
        for i in range(canary):
            data[i] = canary_byte(i)
            data[canary + size + i] = canary_byte(i + 128)
        if fill is not None:
            data[canary:canary + size] = fill
        r = Region(space, name, base, data, canary, canary + size,
                   track_init=track_init, readonly=readonly)
        self.next[space] = base + len(data) + gap
        i = bisect.bisect(self.bases[space], base)
        self.bases[space].insert(i, base)
        self.regions[space].insert(i, r)
        if name is not None:
            self.symbols[name] = (space, start)
        return r

    def find(self, space, addr, n, line):
        rs = self.regions[space]
        i = bisect.bisect(self.bases[space], addr) - 1
        if i >= 0:
            r = rs[i]
            off = addr - r.base
            if off + n <= len(r.data):
                return r, off
        raise PTXError("access of %d bytes at unmapped %s address %#x" %
                       (n, space, addr), line)

    def read(self, space, addr, n, line, atomic=False):
        r, off = self.find(space, addr, n, line)
        if (off < r.lo or off + n > r.hi) and not self.allow_oob_reads:
            raise PTXError("out-of-bounds read of %d bytes at %s %#x (%s%+d)"
                           % (n, space, addr, r.name, off - r.lo), line)
        if space == "shared":
            if self.inflight:
                self._check_pending(addr, n, line, "read")
            if self.race is not None and not atomic:
                self.race.read(self, addr, n, self.cur, line)
        if r.init is not None and not all(r.init[off:off + n]):
            e = PTXError("read of uninitialized %s memory at %#x (%s+%d)" %
                         (space, addr, r.name, off - r.lo), line)
            if self.race is None or space != "shared":
                raise e
            # CTA mode: the byte may be written by a thread that has not
            # run yet, which is a race; report the read only if the epoch
            # ends without one (run_cta).
            if self.uninit is None:
                e.msg = "thread %s: %s" % (self.race.name(self.cur), e.msg)
                self.uninit = e
        return int.from_bytes(r.data[off:off + n], "little")

    def write(self, space, addr, n, value, line, atomic=False):
        r, off = self.find(space, addr, n, line)
        if r.readonly:
            raise PTXError("write to read-only %s memory %s" %
                           (space, r.name), line)
        if off < r.lo or off + n > r.hi:
            r.canary_writes.append((off - r.lo, line))
        if space == "shared":
            if self.inflight:
                self._check_pending(addr, n, line, "write")
            if self.wg_reads:
                self._check_wgmma(addr, n, line)
            if self.race is not None and not atomic:
                self.race.write(self, addr, n, self.cur, line)
        elif space == "global" and self.inflight_src:
            self._check_source(addr, n, line)
        r.data[off:off + n] = (value & mask(8 * n)).to_bytes(n, "little")
        if r.init is not None:
            r.init[off:off + n] = b"\1" * n

    def write_bytes(self, space, addr, data, line, who=None):
        """Write raw bytes (a cp.async landing: `who` is its thread, whose
        write it is for race detection)."""
        r, off = self.find(space, addr, len(data), line)
        if space == "shared" and self.wg_reads:
            self._check_wgmma(addr, len(data), line)
        if space == "shared" and self.race is not None and who is not None:
            self.race.write(self, addr, len(data), who, line)
        if off < r.lo or off + len(data) > r.hi:
            r.canary_writes.append((off - r.lo, line))
        r.data[off:off + len(data)] = data
        if r.init is not None:
            r.init[off:off + len(data)] = b"\1" * len(data)

    def _check_pending(self, addr, n, line, what):
        inflight = self.inflight
        for a in range(addr, addr + n):
            cp = inflight.get(a)
            if cp is not None:
                who = "" if self.race is None else \
                    ", thread %s" % self.race.name(cp.owner)
                raise PTXError("%s of shared %#x while a cp.async to it "
                               "(line %d%s) is in flight" %
                               (what, addr, cp.line, who), line)

    def _check_wgmma(self, addr, n, line):
        """No write may reach the shared bytes that an in-flight
        wgmma.mma_async read (see "wgmma")."""
        for g in range(addr >> 4, ((addr + n - 1) >> 4) + 1):
            ops = self.wg_reads.get(g)
            if ops:
                r, off = self.find("shared", addr, n, line)
                raise PTXError(
                    "write of shared %#x (%s+%d): shared memory read by the "
                    "wgmma.mma_async of line %d is written before its "
                    "wgmma.wait_group" % (addr, r.name, off - r.lo,
                                          ops[0].line), line)

    def wgmma_track(self, op):
        """Mark the shared granules a wgmma.mma_async read in flight."""
        for g in op.granules:
            self.wg_reads.setdefault(g, []).append(op)

    def wgmma_retire(self, op):
        """Its wgmma.wait_group ran: the granules are free again."""
        for g in op.granules:
            ops = self.wg_reads[g]
            ops.remove(op)
            if not ops:
                del self.wg_reads[g]

    def _check_source(self, addr, n, line):
        for a in range(addr, addr + n):
            cps = self.inflight_src.get(a)
            if cps:
                raise PTXError("write of global %#x while a cp.async reading "
                               "it (line %d) is in flight" %
                               (addr, cps[0].line), line)

    def issue_copy(self, cp):
        """Record an in-flight cp.async (see Machine.cp_complete).  For race
        detection the copy writes its destination both when it is issued
        (it may land at once) and when it lands (it may land that late)."""
        if self.wg_reads:
            self._check_wgmma(cp.dst, len(cp.data), cp.line)
        if self.race is not None:
            self.race.write(self, cp.dst, len(cp.data), cp.owner, cp.line)
        self.pending.append(cp)
        self._track(cp)

    def _track(self, cp):
        """Mark an asynchronous copy's bytes in flight."""
        for a in range(cp.dst, cp.dst + len(cp.data)):
            self.inflight[a] = cp
        for a in range(cp.src, cp.src + cp.nsrc):
            self.inflight_src.setdefault(a, []).append(cp)

    def _untrack(self, cp):
        """Its bytes are no longer in flight (it lands)."""
        for a in range(cp.dst, cp.dst + len(cp.data)):
            del self.inflight[a]
        for a in range(cp.src, cp.src + cp.nsrc):
            cps = self.inflight_src[a]
            cps.remove(cp)
            if not cps:
                del self.inflight_src[a]

    def land_copy(self, cp, line):
        """Write an in-flight copy's data: it is complete."""
        self._untrack(cp)
        self.write_bytes("shared", cp.dst, cp.data, line, who=cp.owner)

    def mbarrier(self, addr, line):
        """The mbarrier at shared `addr` (an error where none was
        initialized there)."""
        b = self.mbars.get(addr)
        if b is None:
            raise PTXError("mbarrier operation on shared %#x, where no "
                           "mbarrier.init made one" % addr, line)
        return b

    def land_bulk(self, b, line):
        """Complete every bulk copy in flight on mbarrier `b` (at the wait
        that needs it: the latest a copy may land), each taking its bytes
        off the transaction count."""
        for cp in b.copies:
            self._untrack(cp)
            # The wait orders the copy's bytes before the waiter's reads,
            # which the race detector does not model: no race write.
            self.write_bytes("shared", cp.dst, cp.data, line)
            b.tx -= len(cp.data)
        b.copies = []
        b.settle(self)

    def issue_bulk(self, cp, b):
        """Record an in-flight bulk copy that completes on mbarrier `b`."""
        if self.wg_reads:
            self._check_wgmma(cp.dst, len(cp.data), cp.line)
        b.copies.append(cp)
        self._track(cp)

    def resolve_generic(self, addr, line):
        """Generic address -> (space, address in that space)."""
        if SHARED_WINDOW <= addr < SHARED_WINDOW + WINDOW_SIZE:
            return "shared", addr - SHARED_WINDOW
        if LOCAL_WINDOW <= addr < LOCAL_WINDOW + WINDOW_SIZE:
            return "local", addr - LOCAL_WINDOW
        return "global", addr


# ---------------------------------------------------------------------------
# Parser
# ---------------------------------------------------------------------------

class Operand:
    """kind: 'reg', 'imm' (int), 'fimm' (float literal: value is (fmt,
    bits) or a float), 'sym', 'addr' (base operand or None, offset), 'vec'
    (list of Operands), 'taddr' (a tensor copy's [map, {coordinates}]: the
    map's 'addr' Operand and a 'vec'), 'sink' ('_'), 'special' (%tid.x...)."""

    __slots__ = ("kind", "value", "neg", "text", "offset")

    def __init__(self, kind, value, text, neg=False, offset=0):
        self.kind, self.value, self.text = kind, value, text
        self.neg, self.offset = neg, offset

    def __repr__(self):
        return "Operand(%s,%r)" % (self.kind, self.text)


SPECIALS = re.compile(r"^%(tid|ntid|ctaid|nctaid)(\.[xyz])?$|^%(laneid|warpid|"
                      r"nwarpid|smid|nsmid|gridid|clock|clock64|"
                      r"dynamic_smem_size|total_smem_size|lanemask_\w+)$")
IDENT = r"[A-Za-z_$%][\w$.]*"


def parse_int(text):
    t = text.strip()
    if t.endswith("U"):
        t = t[:-1]
    neg = t.startswith("-")
    if neg:
        t = t[1:]
    if t.lower().startswith("0x"):
        v = int(t[2:], 16)
    elif t.lower().startswith("0b"):
        v = int(t[2:], 2)
    elif len(t) > 1 and t.startswith("0") and t.isdigit():
        v = int(t, 8)
    else:
        v = int(t)
    return -v if neg else v


def split_top(text, sep=","):
    """Split at `sep` outside [] and {}."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def parse_operand(text, line):
    t = text.strip()
    if t == "_":
        return Operand("sink", None, t)
    if "|" in t:  # d|p (setp, shfl.sync, elect.sync split .text themselves)
        return Operand("reg", t, t)
    if t.startswith("!"):
        o = parse_operand(t[1:], line)
        o.neg = True
        return o
    if t.startswith("(") and t.endswith(")"):  # call argument lists
        return Operand("plist", [x.strip() for x in split_top(t[1:-1])], t)
    if t.startswith("{") and t.endswith("}"):
        return Operand("vec", [parse_operand(x, line) for x in
                               split_top(t[1:-1])], t)
    if t.startswith("[") and t.endswith("]") and "{" in t:
        # A tensor copy's source: [tensorMap, {c0, c1, ...}].
        parts = split_top(t[1:-1])
        if len(parts) != 2 or not parts[1].startswith("{"):
            raise PTXError("cannot parse tensor address " + t, line)
        return Operand("taddr", (parse_operand("[" + parts[0] + "]", line),
                                 parse_operand(parts[1], line)), t)
    if t.startswith("[") and t.endswith("]"):
        inner = t[1:-1].replace(" ", "")
        m = re.match(r"^(" + IDENT + r"|[-+]?(?:0[xX][0-9a-fA-F]+|\d+))?"
                     r"(?:\+?([-+]?(?:0[xX][0-9a-fA-F]+|\d+)))?$", inner)
        if not m or not (m.group(1) or m.group(2)):
            raise PTXError("cannot parse address " + t, line)
        base = None
        off = parse_int(m.group(2)) if m.group(2) else 0
        if m.group(1):
            if re.match(r"^[-+]?(0[xX][0-9a-fA-F]+|\d+)$", m.group(1)):
                off += parse_int(m.group(1))
            else:
                base = parse_operand(m.group(1), line)
        return Operand("addr", base, t, offset=off)
    m = re.match(r"^0([fF])([0-9a-fA-F]{8})$|^0([dD])([0-9a-fA-F]{16})$", t)
    if m:
        if m.group(1):
            return Operand("fimm", ("f32", int(m.group(2), 16)), t)
        return Operand("fimm", ("f64", int(m.group(4), 16)), t)
    if re.match(r"^[-+]?(0[xXbB][0-9a-fA-F]+|\d+)U?$", t):
        return Operand("imm", parse_int(t), t)
    if re.match(r"^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$", t):
        return Operand("fimm", float(t), t)
    if SPECIALS.match(t):
        return Operand("special", t, t)
    if t.startswith("%"):
        return Operand("reg", t, t)
    if re.match("^" + IDENT + "$", t):
        return Operand("sym", t, t)
    raise PTXError("cannot parse operand '%s'" % t, line)


class Inst:
    """One instruction: guard predicate, opcode parts, operands; `fn` is the
    compiled executor (see compile_inst)."""

    __slots__ = ("line", "pred", "pred_neg", "opcode", "op", "mods",
                 "operands", "fn", "text")

    def __init__(self, line, pred, pred_neg, opcode, operands, text):
        self.line, self.pred, self.pred_neg = line, pred, pred_neg
        self.opcode = opcode
        parts = opcode.split(".")
        self.op, self.mods = parts[0], parts[1:]
        self.operands, self.text, self.fn = operands, text, None


class Function:
    def __init__(self, name, kind, line):
        self.name, self.kind, self.line = name, kind, line
        self.params = []  # (name, type, size, align)
        self.rets = []  # .func return parameters, same form
        self.call_params = {}  # body .param (call sequences): name -> (size,
        #                        align), one region per name and call frame
        self.regs = {}  # name -> (kind, bits)
        self.code = []
        self.labels = {}
        self.vars = []  # function-scope .shared/.local variables


class Var:
    def __init__(self, space, name, ty, count, align, init, line, extern=False):
        self.space, self.name, self.ty, self.count = space, name, ty, count
        self.align, self.init, self.line, self.extern = align, init, line, extern

    @property
    def size(self):
        return (TYPES[self.ty][1] // 8) * self.count


# Directives that end at the end of their line (no ';').
LINE_DIRECTIVES = {".version", ".target", ".address_size", ".maxntid",
                   ".reqntid", ".minnctapersm", ".maxnctapersm", ".maxnreg",
                   ".loc", ".file", ".explicitcluster", ".reqnctapercluster",
                   ".maxclusterrank", ".noreturn"}


def _statements(text):
    """Yield (line, kind, text) with kind 'stmt', 'label', '{' or '}'."""
    # Strip comments, keeping line numbers.
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"),
                  text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    buf, buf_line, line, inline = [], None, 1, 0
    n = len(text)
    i = 0
    while i < n:
        ch = text[i]
        if ch == "\n":
            s = "".join(buf).strip()
            if s.split(None, 1)[:1] and s.split(None, 1)[0] in LINE_DIRECTIVES:
                yield buf_line, "stmt", s  # directives without a ';'
                buf, buf_line = [], None
            else:
                buf.append(" ")
            line += 1
        elif ch == ";":
            s = "".join(buf).strip()
            if s:
                yield buf_line, "stmt", s
            buf, buf_line = [], None
        elif ch == "{":
            s = "".join(buf).strip()
            if not s or (s.startswith(".") and "=" not in s):
                if s:
                    yield buf_line, "stmt", s
                yield line, "{", "{"
                buf, buf_line = [], None
            else:
                inline += 1
                buf.append(ch)
        elif ch == "}":
            if inline:
                inline -= 1
                buf.append(ch)
            else:
                s = "".join(buf).strip()
                if s:
                    raise PTXError("missing ';' before '}'", buf_line)
                yield line, "}", "}"
                buf, buf_line = [], None
        elif ch == ":" and text[i + 1:i + 2] != ":" and \
                (i == 0 or text[i - 1] != ":") and \
                re.match(r"^[A-Za-z_$][\w$]*$", "".join(buf).strip()):
            yield buf_line, "label", "".join(buf).strip()
            buf, buf_line = [], None
        else:
            if buf_line is None and not ch.isspace():
                buf_line = line
            buf.append(ch)
        i += 1
    if "".join(buf).strip():
        raise PTXError("unterminated statement", buf_line)


IGNORED_DIRECTIVES = {".pragma", ".maxntid", ".reqntid", ".minnctapersm",
                      ".maxnctapersm", ".maxnreg", ".loc", ".file", ".section",
                      ".explicitcluster", ".reqnctapercluster",
                      ".maxclusterrank", ".noreturn", ".alias"}


def _parse_var(words, line, what):
    """`.shared .align 4 .b8 name[N] = {...}` (words without the space)."""
    align, ty, rest = 1, None, []
    k = 0
    while k < len(words):
        w = words[k]
        if w == ".align":
            align = int(words[k + 1])
            k += 2
            continue
        if w.startswith(".") and w[1:] in TYPES:
            ty = w[1:]
        elif w.startswith("."):
            pass  # .ptr, .global etc. (attributes)
        else:
            rest.append(w)
        k += 1
    decl = " ".join(rest)
    m = re.match(r"^(" + IDENT + r")((?:\s*\[\s*\d*\s*\])*)\s*(?:=\s*(.*))?$",
                 decl)
    if not m or ty is None:
        raise PTXError("cannot parse %s declaration" % what, line)
    name, dims, init = m.group(1), m.group(2), m.group(3)
    count, extern = 1, False
    for d in re.findall(r"\[\s*(\d*)\s*\]", dims):
        if d == "":
            extern, count = True, 0
        else:
            count *= int(d)
    values = None
    if init is not None:
        init = init.strip()
        if init.startswith("{"):
            init = init.strip("{}")
        values = [x for x in re.split(r"[\s,{}]+", init) if x]
    return name, ty, count, align, values, extern


class Module:
    """A parsed PTX module: functions (with compiled code) and variables."""

    def __init__(self, text, filename="<ptx>"):
        self.filename = filename
        self.version = self.target = None
        self.address_size = 64
        self.functions = {}
        self.vars = []
        self.wgmma = False  # whether any instruction is wgmma (compile_wgmma)
        self._parse(text)
        for f in self.functions.values():
            for inst in f.code:
                inst.fn = compile_inst(inst, f, self)

    @classmethod
    def from_file(cls, path):
        with open(path) as fh:
            return cls(fh.read(), path)

    def _parse(self, text):
        func, depth, in_body = None, 0, False
        for line, kind, s in _statements(text):
            if kind == "{":
                if func is None:
                    raise PTXError("'{' outside a function", line)
                depth += 1
                in_body = True
                continue
            if kind == "}":
                depth -= 1
                if depth < 0:
                    raise PTXError("unbalanced '}'", line)
                if depth == 0:
                    func = None
                continue
            if kind == "label":
                if func is None or depth == 0:
                    raise PTXError("label outside a function body", line)
                if s in func.labels:
                    raise PTXError("duplicate label " + s, line)
                func.labels[s] = len(func.code)
                continue
            words = s.split()
            if func is not None and depth > 0:
                self._body_stmt(func, s, words, line)
            elif re.search(r"\.(entry|func)\b", s):
                func = self._function_header(s, line)
                depth = 0
            elif words[0] == ".version":
                self.version = words[1]
            elif words[0] == ".target":
                self.target = s.split(None, 1)[1]
            elif words[0] == ".address_size":
                self.address_size = int(words[1])
            elif any(w in (".global", ".shared", ".const", ".local")
                     for w in words):
                self.vars.append(self._var(words, line))
            elif words[0] in IGNORED_DIRECTIVES:
                pass
            elif func is not None and depth == 0 and words[0].startswith("."):
                pass  # performance directives between header and body
            else:
                raise PTXError("unsupported module-level statement: " + s, line)

    def _var(self, words, line):
        space = next(w[1:] for w in words
                     if w in (".global", ".shared", ".const", ".local"))
        name, ty, count, align, values, extern = _parse_var(
            [w for w in words if w not in (".visible", ".extern", ".weak",
                                           ".global", ".shared", ".const",
                                           ".local")], line, "variable")
        return Var(space, name, ty, count, align, values, line, extern)

    def _function_header(self, s, line):
        m = re.match(r"^(?:\.(?:visible|extern|weak)\s+)*\.(entry|func)\s*"
                     r"(\([^)]*\))?\s*(" + IDENT + r")\s*(?:\(([^)]*)\))?(.*)$",
                     s, re.S)
        if not m:
            raise PTXError("cannot parse function header", line)
        f = Function(m.group(3), m.group(1), line)
        for group, out in ((m.group(2), f.rets), (m.group(4), f.params)):
            if group and group.startswith("("):
                group = group[1:-1]
            for p in split_top(group or ""):
                w = p.split()
                if not w or w[0] != ".param":
                    raise PTXError("cannot parse parameter '%s'" % p, line)
                name, ty, count, align, _, _ = _parse_var(w[1:], line,
                                                          "parameter")
                size = TYPES[ty][1] // 8 * max(count, 1)
                out.append((name, ty, size, max(align, TYPES[ty][1] // 8)))
        self.functions[f.name] = f
        return f

    def _body_stmt(self, f, s, words, line):
        w0 = words[0]
        if w0 == ".reg":
            ty = words[1][1:]
            if ty not in TYPES:
                raise PTXError("unknown register type " + words[1], line)
            for d in split_top(" ".join(words[2:])):
                m = re.match(r"^(%?[A-Za-z_$][\w$]*|%[\w$]+)\s*"
                             r"(?:<\s*(\d+)\s*>)?$", d)
                if not m:
                    raise PTXError("cannot parse register declaration", line)
                if m.group(2):
                    for k in range(int(m.group(2))):
                        f.regs["%s%d" % (m.group(1), k)] = TYPES[ty]
                else:
                    f.regs[m.group(1)] = TYPES[ty]
            return
        if w0 in (".shared", ".local", ".global", ".const") or \
                (w0 == ".extern" and ".shared" in words):
            f.vars.append(self._var(words, line))
            self.vars.append(f.vars[-1])
            return
        if w0 in IGNORED_DIRECTIVES:
            return
        if w0 == ".param":  # an argument or result of a call sequence
            name, ty, count, align, _, _ = _parse_var(words[1:], line,
                                                      "parameter")
            size = TYPES[ty][1] // 8 * max(count, 1)
            old = f.call_params.get(name, (0, 1))
            f.call_params[name] = (max(size, old[0]),
                                   max(align, TYPES[ty][1] // 8, old[1]))
            return
        if w0.startswith("."):
            raise PTXError("unsupported directive in function body: " + s,
                           line)
        # Instruction, with an optional guard.
        pred, neg, rest = None, False, s
        m = re.match(r"^@(!?)(%?[\w$]+)\s+(.*)$", s, re.S)
        if m:
            neg, pred, rest = bool(m.group(1)), m.group(2), m.group(3)
        parts = rest.split(None, 1)
        opcode = parts[0]
        ops = [parse_operand(x, line) for x in split_top(parts[1])] \
            if len(parts) > 1 else []
        inst = Inst(line, pred, neg, opcode, ops, s)
        if pred is not None and pred not in f.regs:
            raise PTXError("undeclared predicate " + pred, line)
        f.code.append(inst)


# ---------------------------------------------------------------------------
# Machine state and execution
# ---------------------------------------------------------------------------

class CpAsync:
    """An in-flight cp.async: its destination, data (read at issue), the
    source range it read, its line, group (None until committed) and the
    thread (linear index) that issued it."""
    __slots__ = ("dst", "data", "src", "nsrc", "line", "group", "owner")

    def __init__(self, dst, data, src, nsrc, line, owner):
        self.dst, self.data, self.line, self.group = dst, data, line, None
        self.src, self.nsrc, self.owner = src, nsrc, owner


class MBarrier:
    """An mbarrier object (mbarrier.init): the arrivals each phase expects,
    those still pending, the transaction count (expect_tx adds bytes, a bulk
    copy's completion subtracts its size), the phases completed so far, and
    the bulk copies in flight that complete on it (CpAsync records)."""
    __slots__ = ("expected", "pending", "tx", "phase", "copies", "line")

    def __init__(self, count, line):
        self.expected = self.pending = count
        self.tx, self.phase, self.copies, self.line = 0, 0, [], line

    def settle(self, mem):
        """Complete the current phase where no arrival and no byte is
        pending: the phase count advances and the arrivals are expected
        again."""
        if self.pending <= 0 and self.tx == 0:
            self.phase += 1
            self.pending = self.expected
            mem.mbar_progress += 1


class RegisterInFlight(PTXError):
    """An access to a register that an in-flight wgmma.mma_async writes
    (WgmmaRegs); Machine.run names the line."""


class WgmmaRegs(dict):
    """The registers of a thread in a module that uses wgmma, and its wgmma
    state (see "wgmma"): `inflight` maps each accumulator register of an
    in-flight wgmma.mma_async to its WgmmaOp, and an access to one is an
    error; `accessed` holds the registers that instructions read or wrote
    since the thread's last wgmma.fence (`fenced`: whether it ran one);
    `uncommitted` lists its wgmma.mma_async in no group yet, `groups` the
    committed groups not yet retired, oldest first.  wgmma itself reads
    and writes through dict's methods, unchecked."""

    __slots__ = ("inflight", "accessed", "fenced", "uncommitted", "groups")

    def __init__(self):
        super().__init__()
        self.inflight = {}
        self.accessed = set()
        self.fenced = False
        self.uncommitted = []
        self.groups = []

    def _touch(self, name, what):
        op = self.inflight.get(name)
        if op is not None:
            raise RegisterInFlight(
                "%s, an accumulator of the wgmma.mma_async of line %d, is %s "
                "before its wgmma.wait_group" % (name, op.line, what))
        self.accessed.add(name)

    def get(self, name, default=None):
        self._touch(name, "read")
        return dict.get(self, name, default)

    def __getitem__(self, name):
        self._touch(name, "read")
        return dict.__getitem__(self, name)

    def __setitem__(self, name, value):
        self._touch(name, "written")
        dict.__setitem__(self, name, value)

    def pending(self, line):
        """An error for a thread that ends with wgmma work not retired."""
        committed = [op for g in self.groups for op in g]
        for ops, state in ((committed, "committed, but no wgmma.wait_group "
                            "retired it"), (self.uncommitted, "not committed")):
            if ops:
                return PTXError("the thread ends while the wgmma.mma_async of "
                                "line %d is in flight (%s)" %
                                (ops[0].line, state), line)
        return None  # empty groups are no work


class _FilledRegs(dict):
    """Registers where a read of one never written gives `fill` instead of
    an error (--undef-regs: PTX that reads an undefined value LLVM left,
    such as the unused half of a packed pair, in both files alike)."""

    def __init__(self, fill):
        super().__init__()
        self.fill = fill

    def get(self, name, default=None):
        return dict.get(self, name, self.fill)

    def __missing__(self, name):
        return self.fill

    def __contains__(self, name):
        return True


class Machine:
    """One thread running one function: registers, pc, memory, counters."""

    def __init__(self, module, func, memory, tid=(0, 0, 0), ntid=(1, 1, 1),
                 ctaid=(0, 0, 0), nctaid=(1, 1, 1), max_steps=10_000_000):
        self.module, self.func, self.mem = module, func, memory
        self.frame_syms = {}  # this call frame's .param names
        self.depth = 0
        # With wgmma in the module, WgmmaRegs watch the register accesses.
        self.wg = WgmmaRegs() if getattr(module, "wgmma", False) else None
        self.regs = {} if self.wg is None else self.wg
        fill = getattr(memory, "undef_regs", None)
        if fill is not None and self.wg is None:
            self.regs = _FilledRegs(fill)
        self.frag = {}  # register -> (WmmaFragment, part): see "wmma"
        self.pc = 0
        self.done = False
        self.exited = False  # `exit` ends the thread, even in a callee
        self.steps = 0
        self.max_steps = max_steps
        self.barriers = 0
        self.fences = 0
        self.groups = 0  # cp.async groups committed
        self.cta = False  # CTA mode: bar.sync waits for the other threads
        self.waiting = None  # (barrier id, count, line) while at a barrier
        self.sreg = {}
        for name, vals in (("tid", tid), ("ntid", ntid), ("ctaid", ctaid),
                           ("nctaid", nctaid)):
            for axis, v in zip("xyz", vals):
                self.sreg["%%%s.%s" % (name, axis)] = v
        lin = tid[0] + ntid[0] * (tid[1] + ntid[1] * tid[2])
        self.thread = lin
        nthreads = ntid[0] * ntid[1] * ntid[2]
        self.sreg.update({"%laneid": lin % 32, "%warpid": lin // 32,
                          "%nwarpid": (nthreads + 31) // 32, "%smid": 0,
                          "%nsmid": 1, "%gridid": 0, "%clock": 0,
                          "%clock64": 0, "%dynamic_smem_size": 0,
                          "%total_smem_size": 0})

    def lookup(self, name, line):
        """A symbol's (space, address): this frame's parameters first."""
        r = self.frame_syms.get(name) or self.mem.symbols.get(name)
        if r is None:
            raise PTXError("unknown symbol " + name, line)
        return r

    def enter(self, bindings):
        """Set up this frame: `bindings` maps the function's parameter and
        result names to the caller's regions; call-sequence .params get
        fresh regions."""
        self.frame_syms = dict(bindings)
        for name, (size, align) in self.func.call_params.items():
            r = self.mem.allocate("param", None, size, align=align,
                                  track_init=True, gap=16)
            self.frame_syms[name] = ("param", r.base + r.lo)

    def special(self, name, line):
        if name in self.sreg:
            return self.sreg[name]
        if name in ("%tid", "%ntid", "%ctaid", "%nctaid"):
            return self.sreg[name + ".x"]
        raise PTXError("unsupported special register " + name, line)

    def run(self):
        code = self.func.code
        regs = self.regs
        n = len(code)
        limit = self.max_steps
        inst = None
        try:
            while not self.done:
                if self.pc >= n:
                    raise PTXError("fell off the end of %s" % self.func.name)
                inst = code[self.pc]
                self.pc += 1
                self.steps += 1
                if self.steps > limit:
                    raise PTXError("step limit (%d) exceeded: infinite loop?"
                                   % limit, inst.line)
                if inst.pred is not None:
                    p = regs.get(inst.pred)
                    if p is None:
                        raise PTXError("read of unwritten register " +
                                       inst.pred, inst.line)
                    if p == inst.pred_neg:
                        continue
                inst.fn(self)
        except RegisterInFlight as e:
            if e.line is None and inst is not None:
                e.line = inst.line
            raise

    # cp.async bookkeeping -------------------------------------------------
    def cp_complete(self, keep_groups, line, all_=False):
        """Land all copies except those of the `keep_groups` newest groups
        (and, unless `all_`, uncommitted ones)."""
        oldest_kept = self.groups - keep_groups
        still = []
        pend = self.mem.pending
        self.mem.pending = []
        for cp in pend:
            if cp.owner == self.thread and (all_ or (
                    cp.group is not None and cp.group < oldest_kept)):
                self.mem.land_copy(cp, line)
            else:
                still.append(cp)
        self.mem.pending = still


# ---------------------------------------------------------------------------
# Compilation of instructions into closures
# ---------------------------------------------------------------------------

def _ty(inst, required=True):
    """The last type modifier of the opcode (e.g. 'f32' of add.rn.f32)."""
    for m in reversed(inst.mods):
        if m in TYPES:
            return m
    if required:
        raise PTXError("no type in " + inst.opcode, inst.line)
    return None


def _types(inst):
    return [m for m in inst.mods if m in TYPES]


def _mode(inst, default="rn"):
    for m in inst.mods:
        if m in ("rn", "rz", "rm", "rp"):
            return m
    return default


class Ctx:
    """Compile-time helpers bound to one instruction."""

    def __init__(self, inst, func, module):
        self.inst, self.func, self.module = inst, func, module
        self.line = inst.line

    def err(self, msg):
        return PTXError(msg + " in '%s'" % self.inst.text, self.line)

    def nops(self, *ns):
        if len(self.inst.operands) not in ns:
            raise self.err("expected %s operands" % " or ".join(map(str, ns)))

    def reg_type(self, op):
        if op.value not in self.func.regs:
            raise self.err("undeclared register " + op.value)
        return self.func.regs[op.value]

    def _as_reg(self, op):
        """Register names need not start with '%' (`.reg .pred P1;`)."""
        if op.kind == "sym" and op.value in self.func.regs:
            return Operand("reg", op.value, op.text, op.neg)
        return op

    def reader(self, op, ty):
        """A closure m -> value: bits of type `ty` (int), or bool for pred."""
        op = self._as_reg(op)
        kind, bits = TYPES[ty]
        line = self.line
        if op.kind == "reg":
            rk, rbits = self.reg_type(op)
            name = op.value
            if kind == "p" or rk == "p":
                if not (kind == "p" and rk == "p"):
                    raise self.err("predicate/non-predicate mismatch for " +
                                   name)
                neg = op.neg

                def rd(m):
                    v = m.regs.get(name)
                    if v is None:
                        raise PTXError("read of unwritten register " + name,
                                       line)
                    return v != neg
                return rd
            msk = mask(bits)
            sext = kind == "s" and rbits < bits

            def rd(m):
                v = m.regs.get(name)
                if v is None:
                    raise PTXError("read of unwritten register " + name, line)
                if sext:
                    v = to_signed(v, rbits)
                return v & msk
            return rd
        if op.kind == "imm":
            if kind == "p":
                v = bool(op.value) != op.neg
            elif kind == "f":
                v = f_encode(float(op.value), ty)
            else:
                v = op.value & mask(bits)
            return lambda m: v
        if op.kind == "fimm":
            if isinstance(op.value, tuple):
                fmt, b = op.value
                if kind == "f":
                    v = b if fmt == ty else f_encode(f_decode(b, fmt), ty)
                else:
                    v = b & mask(bits)  # bit pattern into an integer type
            else:
                if kind != "f":
                    raise self.err("float literal in an integer instruction")
                v = f_encode(op.value, ty)
            return lambda m: v
        if op.kind == "special":
            name = op.value
            msk = mask(bits)
            return lambda m: m.special(name, line) & msk
        if op.kind == "sym":
            name = op.value
            msk = mask(bits)

            def rd(m):
                return m.lookup(name, line)[1] & msk
            return rd
        raise self.err("operand '%s' cannot be read here" % op.text)

    def writer(self, op, ty):
        """A closure (m, value) -> None writing `ty` bits to a register,
        extending to the register's width per the type's signedness."""
        op = self._as_reg(op)
        kind, bits = TYPES[ty]
        if op.kind == "sink":
            return lambda m, v: None
        if op.kind != "reg":
            raise self.err("destination '%s' is not a register" % op.text)
        rk, rbits = self.reg_type(op)
        name = op.value
        if kind == "p" or rk == "p":
            if not (kind == "p" and rk == "p"):
                raise self.err("predicate/non-predicate mismatch for " + name)

            def wr(m, v):
                m.regs[name] = bool(v)
            return wr
        rmask = mask(rbits)
        if kind == "s" and bits < rbits:
            def wr(m, v):
                m.regs[name] = to_signed(v, bits) & rmask
                if m.frag:
                    m.frag.pop(name, None)
        else:
            bmask = mask(min(bits, rbits))

            def wr(m, v):
                m.regs[name] = v & bmask
                if m.frag:
                    m.frag.pop(name, None)
        return wr

    def address(self, op, space):
        """A closure m -> (space, address) for a [..] operand; `space` is
        None for generic addressing."""
        line = self.line
        if op.kind != "addr":
            raise self.err("expected an address, got '%s'" % op.text)
        off = op.offset
        base = self._as_reg(op.value) if op.value is not None else None
        if base is None:
            getb = lambda m: 0  # noqa: E731
        elif base.kind == "reg":
            rk, rbits = self.reg_type(base)
            getb = self.reader(base, "u%d" % rbits)
        elif base.kind == "sym":
            name = base.value

            def getb(m):
                sp, a = m.lookup(name, line)
                if space is not None and sp != space and \
                        not (space == "param" and sp == "param"):
                    raise PTXError("symbol %s is in .%s, not .%s" %
                                   (name, sp, space), line)
                return a
        else:
            raise self.err("bad address base")
        amask = mask(self.module.address_size)
        if space is None:
            def addr(m):
                return m.mem.resolve_generic((getb(m) + off) & amask, line)
        else:
            def addr(m):
                return space, (getb(m) + off) & amask
        return addr


def _space(inst):
    for m in inst.mods:
        if m in ("global", "shared", "local", "param", "const"):
            return m
        if m.startswith("shared::"):
            return "shared"
        if m.startswith("param::"):
            return "param"
    return None


def compile_ld_st(c):
    inst = c.inst
    c.nops(2, 3)
    ty = _ty(inst)
    kind, bits = TYPES[ty]
    nbytes = bits // 8
    vec = 1
    for m in inst.mods:
        if m in ("v2", "v4", "v8"):
            vec = int(m[1:])
    space = _space(inst)
    line = c.line
    is_ld = inst.op == "ld"
    data_op, addr_op = (inst.operands[0], inst.operands[1]) if is_ld else \
        (inst.operands[1], inst.operands[0])
    addr = c.address(addr_op, space)
    elems = data_op.value if data_op.kind == "vec" else [data_op]
    if len(elems) != vec:
        raise c.err("vector width mismatch")
    total = nbytes * vec
    what = "load" if is_ld else "store"

    def aligned(m):
        sp, a = addr(m)
        if a % total:
            raise PTXError("misaligned %d-byte %s at %#x" % (total, what, a),
                           line)
        return sp, a
    if is_ld:
        wrs = [c.writer(e, ty) for e in elems]

        def fn(m):
            sp, a = aligned(m)
            for i, wr in enumerate(wrs):
                wr(m, m.mem.read(sp, a + i * nbytes, nbytes, line))
        return fn
    rds = [c.reader(e, ty) for e in elems]

    def fn(m):
        sp, a = aligned(m)
        for i, rd in enumerate(rds):
            m.mem.write(sp, a + i * nbytes, nbytes, rd(m), line)
    return fn


def compile_mov(c):
    inst = c.inst
    c.nops(2)
    ty = _ty(inst)
    kind, bits = TYPES[ty]
    d, s = inst.operands
    if d.kind == "vec":  # unpack: mov.b64 {%r1,%r2}, %rd1 (low part first)
        k = len(d.value)
        ebits = bits // k
        rd = c.reader(s, ty)
        wrs = [c.writer(e, "b%d" % ebits) for e in d.value]

        def fn(m):
            v = rd(m)
            for i, wr in enumerate(wrs):
                wr(m, (v >> (i * ebits)) & mask(ebits))
        return fn
    wr = c.writer(d, ty)
    if s.kind == "vec":  # pack
        k = len(s.value)
        ebits = bits // k
        rds = [c.reader(e, "b%d" % ebits) for e in s.value]

        def fn(m):
            v = 0
            for i, rd in enumerate(rds):
                v |= rd(m) << (i * ebits)
            wr(m, v)
        return fn
    rd = c.reader(s, ty)
    if s.kind == "reg" and d.kind == "reg":  # a fragment part moves along
        sname, dname = s.value, d.value

        def fn(m):
            f = m.frag.get(sname)
            wr(m, rd(m))
            if f is not None:
                m.frag[dname] = f
        return fn
    return lambda m: wr(m, rd(m))


def compile_cvta(c):
    inst = c.inst
    c.nops(2)
    ty = _ty(inst)
    to = "to" in inst.mods
    space = _space(inst)
    window = {"global": 0, "shared": SHARED_WINDOW, "local": LOCAL_WINDOW}
    if space not in window:
        raise c.err("unsupported cvta space")
    w = window[space]
    rd, wr = c.reader(inst.operands[1], ty), c.writer(inst.operands[0], ty)
    line = c.line
    if not to:
        return lambda m: wr(m, rd(m) + w)

    def fn(m):
        a = rd(m)
        if w and not (w <= a < w + WINDOW_SIZE):
            raise PTXError("cvta.to.%s of %#x, not a %s address" %
                           (space, a, space), line)
        wr(m, a - w)
    return fn


# -- integer and float arithmetic ---------------------------------------------

def _tdiv(a, b, line):
    if b == 0:
        raise PTXError("integer division by zero", line)
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _trem(a, b, line):
    return a - b * _tdiv(a, b, line)


def _sat_clamp_s(v, bits):
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return min(max(v, lo), hi)


def compile_arith(c):
    """add sub mul mad div rem min max abs neg fma (int and float)."""
    inst = c.inst
    op = inst.op
    packed = [m for m in inst.mods if m in ("f16x2", "bf16x2")]
    if packed:
        return compile_packed_half(c, packed[0][:-2])
    ty = _ty(inst)
    kind, bits = TYPES[ty]
    ops = inst.operands
    line = c.line
    if kind == "f":
        return compile_float_arith(c, ty)
    if kind == "p" or (kind == "b" and op not in ("mov",)):
        raise c.err("%s needs a .s/.u type" % op)
    n_src = {"abs": 1, "neg": 1, "mad": 3}.get(op, 2)
    c.nops(1 + n_src)
    mods = inst.mods
    wide = "wide" in mods
    hi = "hi" in mods
    sat = "sat" in mods
    dty = ("%s%d" % (kind, 2 * bits)) if wide else ty
    wr = c.writer(ops[0], dty)
    rds = [c.reader(o, ty) for o in ops[1:1 + n_src]]
    if op == "mad":
        rds[2] = c.reader(ops[3], dty)
    s = kind == "s"

    def val(v):
        return to_signed(v, bits) if s else v

    msk, dmsk = mask(bits), mask(2 * bits if wide else bits)
    if op in ("add", "sub"):
        sign = 1 if op == "add" else -1
        if sat:
            if not s or bits != 32:
                raise c.err(".sat needs .s32")
            return lambda m: wr(m, _sat_clamp_s(
                val(rds[0](m)) + sign * val(rds[1](m)), bits) & msk)
        a, b = rds
        return lambda m: wr(m, (a(m) + sign * b(m)) & msk)
    if op in ("mul", "mad"):
        a, b = rds[0], rds[1]
        add = rds[2] if op == "mad" else (lambda m: 0)
        if wide:
            return lambda m: wr(m, (val(a(m)) * val(b(m)) + add(m)) & dmsk)
        if hi:
            return lambda m: wr(m, ((val(a(m)) * val(b(m))) >> bits) +
                                add(m) & msk)
        return lambda m: wr(m, (a(m) * b(m) + add(m)) & msk)
    if op in ("div", "rem"):
        f = _tdiv if op == "div" else _trem
        a, b = rds
        return lambda m: wr(m, f(val(a(m)), val(b(m)), line) & msk)
    if op in ("min", "max"):
        f = min if op == "min" else max
        a, b = rds
        return lambda m: wr(m, f(val(a(m)), val(b(m))) & msk)
    if op == "abs":
        if not s:
            raise c.err("abs needs a signed type")
        a = rds[0]
        return lambda m: wr(m, abs(val(a(m))) & msk)
    if op == "neg":
        a = rds[0]
        return lambda m: wr(m, (-a(m)) & msk)
    raise c.err("unsupported integer " + op)


def compile_packed_half(c, fmt):
    """add sub mul fma neg abs on .f16x2/.bf16x2: two `fmt` values in one
    32-bit register (the first in the low half), each lane one rounding in
    `fmt` and the instruction's mode (rn where none is given), as the
    scalar .f16/.bf16 forms; .ftz and .sat are not modelled."""
    inst = c.inst
    op = inst.op
    if op not in ("add", "sub", "mul", "fma", "neg", "abs"):
        raise c.err("unsupported packed %s.%sx2" % (op, fmt))
    if "ftz" in inst.mods or "sat" in inst.mods or "relu" in inst.mods:
        raise c.err(".ftz, .sat and .relu on %sx2 are not supported" % fmt)
    n_src = {"neg": 1, "abs": 1, "fma": 3}.get(op, 2)
    c.nops(1 + n_src)
    wr = c.writer(inst.operands[0], "b32")
    rds = [c.reader(o, "b32") for o in inst.operands[1:1 + n_src]]
    mode = _mode(inst)

    def lane(xs):
        v = [f_decode(x, fmt) for x in xs]
        if op == "add":
            return fp_add(v[0], v[1], fmt, mode)
        if op == "sub":
            return fp_add(v[0], -v[1], fmt, mode)
        if op == "mul":
            return fp_mul(v[0], v[1], fmt, mode)
        if op == "fma":
            return fp_fma(v[0], v[1], v[2], fmt, mode)
        return xs[0] & 0x7FFF if op == "abs" else xs[0] ^ 0x8000

    def fn(m):
        vals = [r(m) for r in rds]
        lo = lane([x & 0xFFFF for x in vals])
        hi = lane([(x >> 16) & 0xFFFF for x in vals])
        wr(m, (hi << 16) | lo)
    return fn


def compile_float_arith(c, ty):
    inst = c.inst
    op = inst.op
    mods = inst.mods
    fmt = ty
    ftz = "ftz" in mods and fmt == "f32"
    sat = "sat" in mods
    mode = _mode(inst)
    nan_mode = "NaN" in mods
    if op == "mad" and not any(x in mods for x in ("rn", "rz", "rm", "rp")):
        raise c.err("mad.f without rounding mode is not supported")
    n_src = {"abs": 1, "neg": 1, "mad": 3, "fma": 3, "rcp": 1, "sqrt": 1}.get(
        op, 2)
    c.nops(1 + n_src)
    wr = c.writer(inst.operands[0], ty)
    rds = [c.reader(o, ty) for o in inst.operands[1:]]

    def dec(bits):
        if ftz:
            bits = ftz_bits(bits, fmt)
        return f_decode(bits, fmt)

    def fin(bits):
        if ftz:
            bits = ftz_bits(bits, fmt)
        if sat:
            x = f_decode(bits, fmt)
            if x != x or x <= 0:
                return 0  # NaN and negatives (incl. -0) -> +0
            if x > 1:
                return f_encode(1.0, fmt)
        return bits

    if op in ("add", "sub", "mul", "div"):
        a, b = rds
        if op == "div" and not any(x in mods for x in
                                   ("rn", "rz", "rm", "rp", "approx", "full")):
            raise c.err("div.f needs a rounding mode or .approx/.full")
        f = {"add": fp_add, "mul": fp_mul, "div": fp_div,
             "sub": lambda x, y, fm, md: fp_add(x, -y, fm, md)}[op]
        return lambda m: wr(m, fin(f(dec(a(m)), dec(b(m)), fmt, mode)))
    if op in ("fma", "mad"):
        a, b, cc = rds
        return lambda m: wr(m, fin(fp_fma(dec(a(m)), dec(b(m)), dec(cc(m)),
                                          fmt, mode)))
    if op in ("min", "max"):
        a, b = rds
        is_min = op == "min"

        def fn(m):
            ab, bb = a(m), b(m)
            if ftz:
                ab, bb = ftz_bits(ab, fmt), ftz_bits(bb, fmt)
            x, y = f_decode(ab, fmt), f_decode(bb, fmt)
            if x != x or y != y:
                if nan_mode or (x != x and y != y):
                    r = CANON_NAN[fmt]
                else:
                    r = bb if x != x else ab
            elif x == y:  # -0 < +0
                sx = f_signbit(ab, fmt)
                r = (ab if sx else bb) if is_min else (bb if sx else ab)
            else:
                r = ab if (x < y) == is_min else bb
            wr(m, r)
        return fn
    if op in ("abs", "neg"):
        a = rds[0]
        sbit = 1 << (TYPES[ty][1] - 1)
        flush = (lambda b: ftz_bits(b, fmt)) if ftz else (lambda b: b)
        if op == "abs":
            return lambda m: wr(m, flush(a(m)) & ~sbit)
        return lambda m: wr(m, flush(a(m)) ^ sbit)
    if op == "rcp":
        a = rds[0]
        return lambda m: wr(m, fin(fp_div(1.0, dec(a(m)), fmt, mode)))
    if op == "sqrt":
        a = rds[0]
        return lambda m: wr(m, fin(fp_sqrt(dec(a(m)), fmt, mode)))
    raise c.err("unsupported float " + op)


def compile_approx(c):
    """ex2 lg2 sin cos rsqrt tanh (.approx): deterministic binary64 libm."""
    inst = c.inst
    c.nops(2)
    ty = _ty(inst)
    if TYPES[ty][0] != "f" or ty == "bf16":
        raise c.err("unsupported type")
    fmt = ty
    ftz = "ftz" in inst.mods
    fn_ = APPROX[inst.op]
    rd, wr = c.reader(inst.operands[1], ty), c.writer(inst.operands[0], ty)

    def fn(m):
        b = rd(m)
        if ftz:
            b = ftz_bits(b, fmt)
        r = _libm(fn_, f_decode(b, fmt), fmt)
        wr(m, ftz_bits(r, fmt) if ftz else r)
    return fn


def compile_logic(c):
    """and or xor not cnot shl shr popc clz brev bfe bfi lop3 prmt shf."""
    inst = c.inst
    op = inst.op
    ty = _ty(inst)
    kind, bits = TYPES[ty]
    ops = inst.operands
    msk = mask(bits)
    if op in ("and", "or", "xor"):
        c.nops(3)
        a, b = c.reader(ops[1], ty), c.reader(ops[2], ty)
        wr = c.writer(ops[0], ty)
        if kind == "p":
            f = {"and": lambda x, y: x and y, "or": lambda x, y: x or y,
                 "xor": lambda x, y: x != y}[op]
        else:
            f = {"and": lambda x, y: x & y, "or": lambda x, y: x | y,
                 "xor": lambda x, y: x ^ y}[op]
        return lambda m: wr(m, f(a(m), b(m)))
    if op in ("not", "cnot"):
        c.nops(2)
        a, wr = c.reader(ops[1], ty), c.writer(ops[0], ty)
        if kind == "p":
            return lambda m: wr(m, not a(m))
        if op == "cnot":
            return lambda m: wr(m, 1 if a(m) == 0 else 0)
        return lambda m: wr(m, ~a(m) & msk)
    if op in ("shl", "shr"):
        c.nops(3)
        a, b = c.reader(ops[1], ty), c.reader(ops[2], "u32")
        wr = c.writer(ops[0], ty)
        if op == "shl":
            return lambda m: wr(m, (a(m) << min(b(m), bits)) & msk)
        if kind == "s":
            return lambda m: wr(m, (to_signed(a(m), bits) >>
                                    min(b(m), bits)) & msk)
        return lambda m: wr(m, a(m) >> min(b(m), bits))
    if op in ("popc", "clz", "brev"):
        c.nops(2)
        a = c.reader(ops[1], ty)
        if op == "brev":
            wr = c.writer(ops[0], ty)
            return lambda m: wr(m, int(format(a(m), "0%db" % bits)[::-1], 2))
        wr = c.writer(ops[0], "u32")
        if op == "popc":
            return lambda m: wr(m, bin(a(m)).count("1"))
        return lambda m: wr(m, bits - a(m).bit_length())
    if op == "bfe":
        c.nops(4)
        a, p, ln = (c.reader(ops[1], ty), c.reader(ops[2], "u32"),
                    c.reader(ops[3], "u32"))
        wr = c.writer(ops[0], ty)

        def fn(m):
            v, pos, length = a(m), p(m) & 0xFF, ln(m) & 0xFF
            msb = bits - 1
            sbit = (v >> min(pos + length - 1, msb)) & 1 \
                if kind == "s" and length else 0
            r = 0
            for i in range(bits):
                bit = (v >> (pos + i)) & 1 if (i < length and pos + i <= msb) \
                    else sbit
                r |= bit << i
            wr(m, r)
        return fn
    if op == "bfi":
        c.nops(5)
        a, b = c.reader(ops[1], ty), c.reader(ops[2], ty)
        p, ln = c.reader(ops[3], "u32"), c.reader(ops[4], "u32")
        wr = c.writer(ops[0], ty)

        def fn(m):
            av, r, pos, length = a(m), b(m), p(m) & 0xFF, ln(m) & 0xFF
            for i in range(length):
                if pos + i >= bits:
                    break
                r = (r & ~(1 << (pos + i))) | (((av >> i) & 1) << (pos + i))
            wr(m, r & msk)
        return fn
    if op == "lop3":
        c.nops(5)
        a, b, cc = (c.reader(ops[k], ty) for k in (1, 2, 3))
        if ops[4].kind != "imm":
            raise c.err("lop3 needs an immediate LUT")
        lut = ops[4].value & 0xFF
        wr = c.writer(ops[0], ty)

        def fn(m):
            x, y, z = a(m), b(m), cc(m)
            r = 0
            for i in range(8):
                if lut >> i & 1:
                    r |= (x if i & 4 else ~x) & (y if i & 2 else ~y) & \
                        (z if i & 1 else ~z)
            wr(m, r & msk)
        return fn
    if op == "shf":  # funnel shift of the 64-bit {b:a}
        c.nops(4)
        if "b32" not in inst.mods or not ({"l", "r"} & set(inst.mods)):
            raise c.err("shf needs .l/.r and .b32")
        a, b, n = (c.reader(ops[k], "b32") for k in (1, 2, 3))
        wr = c.writer(ops[0], "b32")
        left, wrap = "l" in inst.mods, "wrap" in inst.mods

        def fn(m):
            v = a(m) | (b(m) << 32)
            k = n(m) & 31 if wrap else min(n(m), 32)
            wr(m, ((v << k) >> 32) & 0xFFFFFFFF if left else
               (v >> k) & 0xFFFFFFFF)
        return fn
    if op == "prmt":
        if len(inst.mods) != 1:
            raise c.err("only the default prmt mode is supported")
        c.nops(4)
        a, b, s = (c.reader(ops[k], "b32") for k in (1, 2, 3))
        wr = c.writer(ops[0], "b32")

        def fn(m):
            src = a(m) | (b(m) << 32)
            sel = s(m)
            r = 0
            for i in range(4):
                ns = (sel >> (4 * i)) & 0xF
                byte = (src >> (8 * (ns & 7))) & 0xFF
                if ns & 8:
                    byte = 0xFF if byte & 0x80 else 0
                r |= byte << (8 * i)
            wr(m, r)
        return fn
    raise c.err("unsupported " + op)


INT_CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
           "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
           "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}
UNSIGNED_CMP = {"lo": "lt", "ls": "le", "hi": "gt", "hs": "ge"}
FLOAT_CMP = ("eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu",
             "gtu", "geu", "num", "nan")


def _cmp_fn(c, cmp, ty):
    """(a_bits, b_bits) -> bool for setp/set."""
    kind, bits = TYPES[ty]
    if kind == "f":
        if cmp not in FLOAT_CMP:
            raise c.err("bad float comparison ." + cmp)
        fmt = ty
        ftz = "ftz" in c.inst.mods and fmt == "f32"
        if cmp == "num":
            base, unordered = None, False
        elif cmp == "nan":
            base, unordered = None, True
        else:
            unordered = cmp.endswith("u")
            base = INT_CMP[cmp[:-1] if unordered else cmp]

        def f(a, b):
            if ftz:
                a, b = ftz_bits(a, fmt), ftz_bits(b, fmt)
            x, y = f_decode(a, fmt), f_decode(b, fmt)
            isnan = x != x or y != y
            if base is None:
                return isnan == unordered
            if isnan:
                return unordered
            return base(x, y)
        return f
    if kind == "p":
        raise c.err("setp on predicates")
    if cmp in UNSIGNED_CMP:
        g = INT_CMP[UNSIGNED_CMP[cmp]]
        return g
    if cmp not in INT_CMP:
        raise c.err("bad integer comparison ." + cmp)
    g = INT_CMP[cmp]
    if kind == "s":
        return lambda a, b: g(to_signed(a, bits), to_signed(b, bits))
    return g  # .u and .b compare unsigned


def compile_setp(c):
    inst = c.inst
    ty = _ty(inst)
    cmp = inst.mods[0]
    boolop = next((x for x in inst.mods[1:] if x in ("and", "or", "xor")),
                  None)
    ops = inst.operands
    c.nops(4 if boolop else 3)
    f = _cmp_fn(c, cmp, ty)
    dst = ops[0].text.split("|")
    wp = c.writer(parse_operand(dst[0], c.line), "pred")
    wq = c.writer(parse_operand(dst[1], c.line), "pred") if len(dst) > 1 \
        else None
    a, b = c.reader(ops[1], ty), c.reader(ops[2], ty)
    comb = {None: lambda t, p: t, "and": lambda t, p: t and p,
            "or": lambda t, p: t or p, "xor": lambda t, p: t != p}[boolop]
    pc_ = c.reader(ops[3], "pred") if boolop else (lambda m: True)

    def fn(m):
        t = f(a(m), b(m))
        p = pc_(m) if boolop else None
        wp(m, comb(t, p))
        if wq:
            wq(m, comb(not t, p))
    return fn


def compile_selp(c):
    """selp: a move of one source or the other, so a wmma fragment part
    moves along with the register it picks, as with mov."""
    c.nops(4)
    ty = _ty(c.inst)
    ops = c.inst.operands
    wr = c.writer(ops[0], ty)
    a, b = c.reader(ops[1], ty), c.reader(ops[2], ty)
    p = c.reader(ops[3], "pred")
    if ops[0].kind != "reg":
        return lambda m: wr(m, a(m) if p(m) else b(m))
    dname = ops[0].value
    names = [o.value if o.kind == "reg" else None for o in ops[1:3]]

    def fn(m):
        pick = 0 if p(m) else 1
        # Read before the write, which drops the destination's part (the
        # destination may be the source: selp %f1, %f1, %f2, %p).
        f = m.frag.get(names[pick]) if names[pick] is not None else None
        wr(m, (a if pick == 0 else b)(m))
        if f is not None:
            m.frag[dname] = f
    return fn


def compile_cvt(c):
    inst = c.inst
    c.nops(2)
    tys = _types(inst)
    if len(tys) != 2:
        raise c.err("cvt needs two types")
    dty, sty = tys
    dk, db = TYPES[dty]
    sk, sb = TYPES[sty]
    mods = inst.mods
    ftz = "ftz" in mods
    sat = "sat" in mods
    irnd = next((x for x in mods if x in ("rni", "rzi", "rmi", "rpi")), None)
    frnd = next((x for x in mods if x in ("rn", "rz", "rm", "rp")), None)
    rd, wr = c.reader(inst.operands[1], sty), c.writer(inst.operands[0], dty)

    def dec(b):
        if ftz and sty == "f32":
            b = ftz_bits(b, sty)
        return f_decode(b, sty)

    def fin(b):
        if ftz and dty == "f32":
            b = ftz_bits(b, dty)
        if sat:
            x = f_decode(b, dty)
            if x != x or x <= 0:
                return 0
            if x > 1:
                return f_encode(1.0, dty)
        return b

    if dk in "bus" and sk in "bus":  # int -> int
        def fn(m):
            v = rd(m)
            if sk == "s":
                v = to_signed(v, sb)
            if sat:
                lo, hi = (-(1 << (db - 1)), (1 << (db - 1)) - 1) if dk == "s" \
                    else (0, mask(db))
                v = min(max(v, lo), hi)
            wr(m, v & mask(db))
        return fn
    if dk == "f" and sk in "bus":  # int -> float
        if irnd:
            raise c.err("integer rounding for an int->float cvt")
        mode = frnd or "rn"

        def fn(m):
            v = rd(m)
            if sk == "s":
                v = to_signed(v, sb)
            wr(m, fin(round_frac(Fraction(v), dty, mode)))
        return fn
    if dk in "bus" and sk == "f":  # float -> int: saturating, NaN -> 0
        if not irnd:
            raise c.err("float->int cvt needs .rni/.rzi/.rmi/.rpi")
        lo, hi = (-(1 << (db - 1)), (1 << (db - 1)) - 1) if dk == "s" \
            else (0, mask(db))

        def fn(m):
            x = dec(rd(m))
            if x != x:
                v = 0
            elif math.isinf(x):
                v = hi if x > 0 else lo
            else:
                v = min(max(fp_round_int(x, irnd), lo), hi)
            wr(m, v & mask(db))
        return fn
    if dk == "f" and sk == "f":
        if irnd:  # round to integral value in the same format
            if dty != sty:
                raise c.err("integer rounding needs equal float types")

            def fn(m):
                x = dec(rd(m))
                if x != x:
                    r = CANON_NAN[dty]
                elif math.isinf(x) or x == 0:
                    r = f_encode(x, dty)
                else:
                    v = fp_round_int(x, irnd)
                    r = round_frac(Fraction(v), dty, "rn",
                                   math.copysign(1, x) < 0)
                wr(m, fin(r))
            return fn
        narrowing = FMT[dty][1] < FMT[sty][1] or FMT[dty][0] < FMT[sty][0]
        if narrowing and not frnd:
            raise c.err("narrowing float cvt needs a rounding mode")
        mode = frnd or "rn"

        def fn(m):
            x = dec(rd(m))
            if x != x:
                r = CANON_NAN[dty]
            elif math.isinf(x) or x == 0:
                r = f_encode(x, dty)
            else:
                r = round_frac(Fraction(x), dty, mode)
            wr(m, fin(r))
        return fn
    raise c.err("unsupported cvt")


def compile_bra(c):
    inst = c.inst
    c.nops(1)
    label = inst.operands[0].text
    if label not in c.func.labels:
        raise c.err("unknown label " + label)
    target = c.func.labels[label]

    def fn(m):
        m.pc = target
    return fn


def compile_ret(c):
    c.nops(0)
    kernel_exit = c.func.kind == "entry" or c.inst.op == "exit"

    def fn(m):
        if kernel_exit and m.mem.pending:
            m.cp_complete(0, c.line, all_=True)
        if kernel_exit and m.wg is not None:
            e = m.wg.pending(c.line)
            if e is not None:
                raise e
        m.done = True
        if c.inst.op == "exit":
            m.exited = True
    return fn


def compile_trap(c):
    line = c.line

    def fn(m):
        raise PTXError("trap executed", line)
    return fn


def compile_barrier(c):
    """bar/barrier: counted.  With one thread they do nothing; in CTA mode
    (Machine.cta) `bar.sync a{, b}` / `barrier.sync a{, b}` stops the thread
    until every thread of the CTA waits at a barrier (run_cta), `b` must be
    the CTA's size, and `bar.arrive` is an error.  `bar.warp.sync mask` is
    not a CTA barrier: with one thread it does nothing; in CTA mode it is
    warp-collective (every lane of the warp waits at it, as at shfl.sync;
    the mask must name them all) and orders the shared-memory accesses of
    the warp's lanes before it with theirs after it (RaceTracker)."""
    inst = c.inst
    line = c.line
    if "warp" in inst.mods:
        if len(inst.operands) != 1:
            raise c.err("expected 1 operand (membermask)")
        rmask = c.reader(inst.operands[0], "u32")

        def collective(lanes):
            full = (1 << len(lanes)) - 1
            for lm in lanes:
                if lm.waiting[3] & full != full:
                    raise PTXError("bar.warp.sync with membermask %#x: a "
                                   "partial warp is not modelled"
                                   % lm.waiting[3], line)
            race = lanes[0].mem.race
            if race is not None:
                race.warp_sync(lanes[0].sreg["%warpid"])

        def fn(m):
            m.barriers += 1
            if not m.cta:
                return
            if m.depth:
                raise PTXError("a warp-collective operation in a called "
                               "function is not supported in CTA mode", line)
            m.waiting = ("warp", collective, line, rmask(m))
            m.done = True
        return fn
    ops = inst.operands
    if len(ops) > 2:
        raise c.err("expected at most 2 operands")
    ident = c.reader(ops[0], "u32") if ops else (lambda m: 0)
    count = c.reader(ops[1], "u32") if len(ops) == 2 else None
    arrive = "arrive" in inst.mods
    # bar.sync is barrier.sync.aligned: every thread of the CTA must wait at
    # this same instruction (run_cta checks); barrier.sync without .aligned
    # may be reached at different ones.
    aligned = inst.op == "bar" or "aligned" in inst.mods

    def fn(m):
        m.barriers += 1
        if not m.cta:
            return
        if arrive:
            raise PTXError("bar.arrive is not supported in CTA mode", line)
        if m.depth:
            raise PTXError("a barrier in a called function is not supported "
                           "in CTA mode", line)
        m.waiting = (ident(m), count(m) if count else None, line, aligned)
        m.done = True
    return fn


def compile_shfl(c):
    """shfl.sync.{up,down,bfly,idx}.b32 d[|p], a, b, c, membermask: warp-
    collective, CTA mode only.  Each lane stops at it (Machine.waiting =
    ("warp", ...)); when every lane of the warp waits at the same shfl,
    run_cta calls `collective` once with the lanes' Machines.  Lane j's
    source follows the PTX ISA's pseudocode (shfl.sync): maxLane =
    (lane & mask) | (c & ~mask) with mask = c[12:8], minLane = lane & mask;
    up: j = lane - b, ok = j >= maxLane; down: j = lane + b, ok = j <=
    maxLane; bfly: j = lane ^ b, ok = j <= maxLane; idx: j = minLane |
    (b & ~mask), ok = j <= maxLane; not ok: j = lane.  Every lane of the
    warp must be in membermask (a partial mask is not modelled)."""
    inst = c.inst
    line = c.line
    modes = [x for x in inst.mods if x in ("up", "down", "bfly", "idx")]
    if "sync" not in inst.mods or len(modes) != 1 or \
            inst.mods[-1] != "b32":
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    mode = modes[0]
    c.nops(5)
    ops = inst.operands
    dst = ops[0].text.split("|")
    wd = c.writer(parse_operand(dst[0], line), "b32")
    wp = c.writer(parse_operand(dst[1], line), "pred") if len(dst) > 1 \
        else None
    ra, rb, rc, rm = (c.reader(o, "b32") for o in ops[1:])

    def collective(lanes):
        vals = [m.waiting[3] for m in lanes]
        for lane, m in enumerate(lanes):
            a, b, cc, mask_ = vals[lane]
            if mask_ & ((1 << len(lanes)) - 1) != (1 << len(lanes)) - 1:
                raise PTXError("shfl.sync with membermask %#x: a partial "
                               "warp is not modelled" % mask_, line)
            b &= 31
            seg = (cc >> 8) & 31
            clamp = cc & 31
            max_lane = (lane & seg) | (clamp & ~seg)
            min_lane = lane & seg
            if mode == "up":
                j = lane - b
                ok = j >= max_lane
            elif mode == "down":
                j = lane + b
                ok = j <= max_lane
            elif mode == "bfly":
                j = lane ^ b
                ok = j <= max_lane
            else:
                j = min_lane | (b & ~seg)
                ok = j <= max_lane
            if not ok:
                j = lane
            if j >= len(lanes):
                raise PTXError("shfl.sync reads lane %d of a %d-lane warp"
                               % (j, len(lanes)), line)
            wd(m, vals[j][0])
            if wp:
                wp(m, ok)

    return _warp_collective("shfl.sync", line, collective,
                            lambda m: (ra(m), rb(m), rc(m), rm(m)))


def _warp_collective(name, line, collective, values, alone=None):
    """The executor of a warp-collective instruction: in CTA mode each lane
    waits at it with values(m) (Machine.waiting = ("warp", ...)) until
    run_cta calls collective with the warp's lanes; one thread alone runs
    alone(m), or it is an error."""
    def fn(m):
        if not m.cta:
            if alone is None:
                raise PTXError("%s is warp-collective: it needs --cta" % name,
                               line)
            alone(m)
            return
        if m.depth:
            raise PTXError("a warp-collective operation in a called function "
                           "is not supported in CTA mode", line)
        m.waiting = ("warp", collective, line, values(m))
        m.done = True
    return fn


def compile_elect(c):
    """elect.sync d|p, membermask: warp-collective in CTA mode, as shfl.sync
    is.  Every lane of the warp must be in membermask (a partial mask is not
    modelled); the leader is lane 0.  The PTX ISA says only that the choice
    is deterministic for a membermask, so both runs of a comparison see the
    same leader.  d (or the sink `_`) receives the leader's lane, p whether
    this lane is it.  One thread alone (no --cta) is its own leader."""
    inst = c.inst
    line = c.line
    if inst.mods != ["sync"]:
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    c.nops(2)
    dst = inst.operands[0].text.split("|")
    if len(dst) != 2:
        raise c.err("elect.sync needs d|p")
    wd = None if dst[0].strip() == "_" else \
        c.writer(parse_operand(dst[0], line), "b32")
    wp = c.writer(parse_operand(dst[1], line), "pred")
    rm = c.reader(inst.operands[1], "b32")

    def collective(lanes):
        full = (1 << len(lanes)) - 1
        for lane, m in enumerate(lanes):
            if m.waiting[3] & full != full:
                raise PTXError("elect.sync with membermask %#x: a partial "
                               "warp is not modelled" % m.waiting[3], line)
        for lane, m in enumerate(lanes):
            if wd:
                wd(m, 0)
            wp(m, lane == 0)

    def alone(m):
        if wd:
            wd(m, m.sreg["%laneid"])
        wp(m, True)
    return _warp_collective("elect.sync", line, collective, rm, alone)


def compile_fence(c):
    def fn(m):
        m.fences += 1
    return fn


def compile_nop(c):
    return lambda m: None


def compile_cp_async(c):
    inst = c.inst
    mods = inst.mods
    line = c.line
    if mods[:2] == ["bulk", "tensor"]:
        return compile_cp_bulk_tensor(c)
    if mods[0] == "bulk":
        return compile_cp_bulk(c)
    if mods[0] == "commit_group":
        def fn(m):
            for cp in m.mem.pending:
                if cp.group is None and cp.owner == m.thread:
                    cp.group = m.groups
            m.groups += 1
        return fn
    if mods[0] == "wait_group":
        c.nops(1)
        if inst.operands[0].kind != "imm":
            raise c.err("wait_group needs an immediate")
        n = inst.operands[0].value
        return lambda m: m.cp_complete(n, line)
    if mods[0] == "wait_all":
        return lambda m: m.cp_complete(0, line, all_=True)
    if mods[0] not in ("ca", "cg") or "shared" not in ".".join(mods) or \
            "global" not in mods or "L2::cache_hint" in mods:
        raise c.err("unsupported cp.async form")
    ops = inst.operands
    c.nops(3, 4)
    dst = c.address(ops[0], "shared")
    src = c.address(ops[1], "global")
    if ops[2].kind != "imm" or ops[2].value not in (4, 8, 16):
        raise c.err("cp-size must be 4, 8 or 16")
    size = ops[2].value
    srcsize = c.reader(ops[3], "u32") if len(ops) == 4 else (lambda m: size)

    def fn(m):
        _, d = dst(m)
        _, s = src(m)
        if d % size or s % size:
            raise PTXError("misaligned cp.async", line)
        n = srcsize(m)
        if n > size:
            raise PTXError("cp.async src-size > cp-size", line)
        data = bytearray(m.mem.read("global", s + i, 1, line)
                         for i in range(n)) + bytearray(size - n)
        m.mem.find("shared", d, size, line)  # destination must be mapped
        if m.mem.inflight:
            m.mem._check_pending(d, size, line, "cp.async")
        m.mem.issue_copy(CpAsync(d, bytes(data), s, n, line, m.thread))
    return fn


def _mbar_address(c, op):
    """A closure m -> shared address of an mbarrier operand ([addr], .shared
    or generic into the shared window)."""
    addr = c.address(op, "shared" if any(
        x.startswith("shared") for x in c.inst.mods) else None)
    line = c.line

    def fn(m):
        sp, a = addr(m)
        if sp != "shared":
            raise PTXError("mbarrier in .%s memory: only shared memory "
                           "holds mbarriers" % sp, line)
        return a
    return fn


def compile_mbarrier(c):
    """mbarrier.{init, inval, arrive, arrive.expect_tx, expect_tx,
    try_wait, test_wait}{.parity} on a .b64 mbarrier in shared memory
    (Memory.mbars: the object beside its 8 bytes, which programs never read
    directly).  A phase completes when every expected arrival has come and
    the transaction count is 0; try_wait and test_wait land the bulk copies
    in flight on the mbarrier (the latest they may land) and, where the
    phase is still incomplete, block the thread until some mbarrier phase
    completes (CTA mode; with one thread that is a deadlock), then test
    again: a spin loop on either is run as one wait."""
    inst = c.inst
    mods = set(inst.mods)
    ops = inst.operands
    line = c.line
    kinds = [k for k in ("init", "inval", "arrive", "expect_tx", "try_wait",
                         "test_wait") if k in mods]
    if not kinds or "b64" not in mods:
        raise c.err("unsupported mbarrier form '%s'" % inst.opcode)
    kind = kinds[0]
    if kind == "init":
        c.nops(2)
        at, count = _mbar_address(c, ops[0]), c.reader(ops[1], "u32")

        def fn(m):
            a = at(m)
            m.mem.write("shared", a, 8, 0, line, atomic=True)
            m.mem.mbars[a] = MBarrier(count(m), line)
        return fn
    if kind == "inval":
        c.nops(1)
        at = _mbar_address(c, ops[0])

        def fn(m):
            a = at(m)
            m.mem.mbarrier(a, line)
            del m.mem.mbars[a]
        return fn
    if kind == "expect_tx" and "arrive" not in mods:
        c.nops(2)
        at, tx = _mbar_address(c, ops[0]), c.reader(ops[1], "u32")

        def fn(m):
            m.mem.mbarrier(at(m), line).tx += tx(m)
        return fn
    if kind == "arrive":
        c.nops(2, 3)
        wr = c.writer(ops[0], "b64")
        at = _mbar_address(c, ops[1])
        extra = c.reader(ops[2], "u32") if len(ops) == 3 else None
        expect = "expect_tx" in mods
        if extra is None and expect:
            raise c.err("arrive.expect_tx needs a transaction count")

        def fn(m):
            b = m.mem.mbarrier(at(m), line)
            state = b.phase
            if expect:
                b.tx += extra(m)
                b.pending -= 1
            else:
                b.pending -= extra(m) if extra else 1
            if b.pending < 0:
                raise PTXError("mbarrier arrival beyond the count its "
                               "mbarrier.init gave", line)
            b.settle(m.mem)
            wr(m, state)
        return fn
    # try_wait / test_wait: p, [addr], state-or-parity {, hint}
    c.nops(3, 4)
    wr = c.writer(ops[0], "pred")
    at = _mbar_address(c, ops[1])
    parity = "parity" in mods
    arg = c.reader(ops[2], "b32" if parity else "b64")

    def done(b, v):
        return (b.phase & 1) != (v & 1) if parity else b.phase > v

    def fn(m):
        b = m.mem.mbarrier(at(m), line)
        v = arg(m)
        if not done(b, v) and b.copies:
            m.mem.land_bulk(b, line)
        if done(b, v):
            wr(m, True)
            return
        if not m.cta:
            raise PTXError("deadlock: mbarrier.%s on shared %#x waits for a "
                           "phase that cannot complete (%d arrivals and %d "
                           "transaction bytes pending)" % (
                               kind, at(m), b.pending, b.tx), line)
        m.pc -= 1  # test again when woken
        m.waiting = ("mbar", m.mem.mbar_progress, line)
        m.done = True
    return fn


def compile_cp_bulk(c):
    """cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
    [dst], [src], size, [mbar]: a 1-D bulk copy (one CTA, no multicast)
    that reads its source at issue and lands, taking its size off the
    mbarrier's transaction count, at the first wait on that mbarrier that
    needs it; a read of its destination before then is an error. With
    .L2::cache_hint a fifth operand, the 64-bit cache policy, is read and
    has no effect on what is copied (a hint)."""
    inst = c.inst
    mods = inst.mods
    line = c.line
    if not any(x.startswith("shared") for x in mods) or \
            "global" not in mods or \
            "mbarrier::complete_tx::bytes" not in mods:
        raise c.err("unsupported cp.async.bulk form")
    hint = "L2::cache_hint" in mods
    c.nops(5 if hint else 4)
    ops = inst.operands
    dst = c.address(ops[0], "shared")
    src = c.address(ops[1], "global")
    size = c.reader(ops[2], "u32")
    at = _mbar_address(c, ops[3])
    policy = c.reader(ops[4], "u64") if hint else None

    def fn(m):
        _, d = dst(m)
        _, s = src(m)
        n = size(m)
        if policy is not None:
            policy(m)
        if d % 16 or s % 16 or n % 16 or n == 0:
            raise PTXError("cp.async.bulk needs 16-byte aligned addresses "
                           "and a size that is a nonzero multiple of 16",
                           line)
        b = m.mem.mbarrier(at(m), line)
        data = bytes(m.mem.read("global", s + i, 1, line) for i in range(n))
        m.mem.find("shared", d, n, line)
        if m.mem.inflight:
            m.mem._check_pending(d, n, line, "cp.async.bulk")
        m.mem.issue_bulk(CpAsync(d, data, s, n, line, m.thread), b)
    return fn


# The tensor maps of --params' tmap specs (setup_params): the interpreter's
# own 128-byte encoding, since a real CUtensorMap's is not documented.
TMAP_MAGIC = 0x4d545754  # "TWTM"
TMAP_RANK, TMAP_ELEM, TMAP_SWIZZLE, TMAP_ADDR = 4, 8, 12, 16  # u32 x3, u64
TMAP_DIMS, TMAP_STRIDES, TMAP_BOX = 24, 64, 104  # u64[5], u64[5], u32[5]
TMAP_BYTES = 128

# Shared-memory swizzling, the same for tensor copies and wgmma descriptors.
#   * PTX ISA, "Tensors" > "Swizzling Modes": in the 32-, 64- and
#     128-byte modes (16-byte atomicity) each table row is one 128-byte
#     line of 8 cells of 16 bytes, and cell p of line i holds chunk
#     p ^ (i % 2), p ^ (i % 4) and p ^ (i % 8) respectively (32B row 1:
#     "1 0 3 2 5 4 7 6"; 64B rows 1-3: "1 0 3 2 ..", "2 3 0 1 ..",
#     "3 2 1 0 .."), for a start "256 / 512 / 1024 bytes aligned"; the
#     pattern is anchored at those boundaries ("The value of swizzle base
#     offset is 0 when the dstMem shared memory address is located at the
#     following boundary: 128-Byte swizzle 1024-Byte boundary, 64-Byte
#     512, 32-Byte 256"; otherwise the offset is "(dstMem / 128) % 8"
#     (% 4, % 2)).  The CUDA C++ Programming Guide ("The Swizzle Modes",
#     Table "Swizzle Pattern Pointer Offset Formula and Index Relation")
#     says the same for a buffer that is only 128-byte aligned: offset =
#     (smem_ptr / 128) % 8, smem[y][x] <-> smem[y][((y + offset) % 8) ^ x]
#     for 128B; its Table "Requirements and properties" gives "Repeats
#     after" 1024 / 512 / 256 bytes and a shared box inner dimension
#     <= 128 / 64 / 32 bytes.
#   * CUTLASS cute/swizzle.hpp, Swizzle<B,M,S>::apply(offset) = offset ^
#     ((offset & (((1 << B) - 1) << (M + S))) >> S), applied to the byte
#     address by cute/pointer_swizzle.hpp (swizzle_ptr::apply_swizzle);
#     the PTX ISA's wgmma "Canonical Layouts" table and CUTLASS's
#     mma_traits_sm90_gmma.hpp name Swizzle<1,4,3>, <2,4,3>, <3,4,3> for
#     32B, 64B and 128B ("Swizzle<3,4,3> o smem_ptr o ...").
# Together: bits [4, 4+B) of the shared byte address are XORed with bits
# [7, 7+B), B = log2(span / 16).  A row of `span` bytes is a whole line
# only for 128B: with 64-byte rows, rows 2j and 2j+1 share line j (XOR
# j % 4), with 32-byte rows four rows share a line, which is why the
# pattern repeats after 8 rows of the span.  The chunks move only inside
# their own span-wide row.


def swizzle_addr(addr, span):
    """The shared byte address where the byte at `addr` of the unswizzled
    layout lands under a `span`-byte swizzle (0: none); see above."""
    if not span:
        return addr
    bits = span.bit_length() - 5  # 32 -> 1, 64 -> 2, 128 -> 3
    return addr ^ (((addr >> 7) & ((1 << bits) - 1)) << 4)


def encode_tmap(base, elem, dims, box, swizzle=0):
    """A tensor map of `dims` (innermost first) elements of `elem` bytes,
    packed, at global `base`, read in boxes of `box` elements, landing in
    shared memory under a `swizzle`-byte swizzle (0: none)."""
    out = bytearray(TMAP_BYTES)
    rank = len(dims)

    def put(off, n, v):
        out[off:off + n] = v.to_bytes(n, "little")
    put(0, 4, TMAP_MAGIC)
    put(TMAP_RANK, 4, rank)
    put(TMAP_ELEM, 4, elem)
    put(TMAP_SWIZZLE, 4, swizzle)
    put(TMAP_ADDR, 8, base)
    stride = elem
    for d in range(rank):
        put(TMAP_DIMS + 8 * d, 8, dims[d])
        put(TMAP_STRIDES + 8 * d, 8, stride)
        put(TMAP_BOX + 4 * d, 4, box[d])
        stride *= dims[d]
    return bytes(out)


def _read_tmap(m, space, addr, rank, line):
    """(base, elem, dims, strides, box, swizzle) of the tensor map at
    `addr`; an error where it is not one of setup_params' maps or is of
    another rank."""
    if addr % 64:
        raise PTXError("tensor map at %#x is not 64-byte aligned" % addr,
                       line)
    rd = lambda off, n: m.mem.read(space, addr + off, n, line)  # noqa: E731
    if rd(0, 4) != TMAP_MAGIC:
        raise PTXError("no tensor map at %s %#x (give one with a tmap "
                       "parameter)" % (space, addr), line)
    if rd(TMAP_RANK, 4) != rank:
        raise PTXError("a %d-d tensor copy of a rank-%d tensor map" %
                       (rank, rd(TMAP_RANK, 4)), line)
    return (rd(TMAP_ADDR, 8), rd(TMAP_ELEM, 4),
            [rd(TMAP_DIMS + 8 * d, 8) for d in range(rank)],
            [rd(TMAP_STRIDES + 8 * d, 8) for d in range(rank)],
            [rd(TMAP_BOX + 4 * d, 4) for d in range(rank)],
            rd(TMAP_SWIZZLE, 4))


def _tensor_box(m, tmap, coords, line):
    """The bytes of the box at `coords` (signed, innermost first), in the
    tile mode's order (innermost dimension fastest); an element outside
    the tensor reads as zero."""
    base, elem, dims, strides, box, _ = tmap
    out = bytearray()
    idx = [0] * len(box)
    total = 1
    for b in box:
        total *= b
    for _ in range(total):
        off, inside = base, True
        for d, i in enumerate(idx):
            x = coords[d] + i
            inside = inside and 0 <= x < dims[d]
            off += x * strides[d]
        if inside:
            v = m.mem.read("global", off, elem, line)
            out += v.to_bytes(elem, "little")
        else:
            out += bytes(elem)
        for d in range(len(idx)):
            idx[d] += 1
            if idx[d] < box[d]:
                break
            idx[d] = 0
    return bytes(out)


def _swizzle_box(tmap, data, dst, line):
    """The box's bytes as a tensor map with a swizzle lands them at shared
    `dst` (see "Shared-memory swizzling" above encode_tmap): each 16-byte
    chunk of the row-major box moves to swizzle_addr of its address."""
    elem, box, span = tmap[1], tmap[4], tmap[5]
    if not span:
        return data
    inner = box[0] * elem
    if inner > span:
        raise PTXError("a tensor box's inner dimension (%d bytes) is wider "
                       "than its %dB swizzle span (cuTensorMapEncodeTiled: "
                       "\"the bounding box inner dimension ... must be less "
                       "than or equal to the swizzle size\")" % (inner, span),
                       line)
    if inner < span:
        raise PTXError("a tensor box's inner dimension (%d bytes) narrower "
                       "than its %dB swizzle span is not modelled (where "
                       "such rows land in shared memory is not documented)" %
                       (inner, span), line)
    out = bytearray(len(data))
    for o in range(0, len(data), 16):
        t = swizzle_addr(dst + o, span) - dst
        out[t:t + 16] = data[o:o + 16]
    return bytes(out)


def compile_cp_bulk_tensor(c):
    """cp.async.bulk.tensor.Nd.shared::cluster.global[.tile].mbarrier::
    complete_tx::bytes[.L2::cache_hint] [dst], [map, {c0, ..}], [mbar]
    [, policy]: a tile-mode tensor copy (one CTA, no multicast) of the box
    at the signed coordinates, out-of-bounds elements zero, read at issue
    from a tensor map in the interpreter's encoding (a tmap parameter,
    reached by a generic, .global or .param address), swizzled as its map
    says (_swizzle_box); it lands as a 1-D bulk copy does, its box's bytes
    taken off the mbarrier's count."""
    inst = c.inst
    mods = inst.mods
    line = c.line
    dim = re.match(r"^([1-5])d$", mods[2]) if len(mods) > 2 else None
    rest = set(mods[3:])
    hint = "L2::cache_hint" in rest
    rest.discard("L2::cache_hint")
    rest.discard("tile")
    if not dim or rest != {"shared::cluster", "global",
                           "mbarrier::complete_tx::bytes"}:
        raise c.err("unsupported cp.async.bulk.tensor form (tile mode, "
                    "shared::cluster from global on an mbarrier only)")
    rank = int(dim.group(1))
    c.nops(4 if hint else 3)
    ops = inst.operands
    if ops[1].kind != "taddr":
        raise c.err("expected [tensorMap, {coordinates}]")
    dst = c.address(ops[0], "shared")
    tmap = c.address(ops[1].value[0], None)
    coords = ops[1].value[1].value
    if len(coords) != rank:
        raise c.err("a %d-d tensor copy with %d coordinates" %
                    (rank, len(coords)))
    readers = [c.reader(x, "s32") for x in coords]
    at = _mbar_address(c, ops[2])
    policy = c.reader(ops[3], "u64") if hint else None

    def fn(m):
        _, d = dst(m)
        sp, a = tmap(m)
        if sp not in ("global", "param", "const"):
            raise PTXError("tensor map in .%s memory" % sp, line)
        if policy is not None:
            policy(m)
        if d % 128:
            raise PTXError("cp.async.bulk.tensor needs a 128-byte aligned "
                           "shared destination", line)
        xs = [to_signed(r(m), 32) for r in readers]
        tm = _read_tmap(m, sp, a, rank, line)
        if (tm[4][0] * tm[1]) % 16:
            raise PTXError("a tensor box's inner dimension must be a "
                           "multiple of 16 bytes", line)
        b = m.mem.mbarrier(at(m), line)
        data = _swizzle_box(tm, _tensor_box(m, tm, xs, line), d, line)
        m.mem.find("shared", d, len(data), line)
        if m.mem.inflight:
            m.mem._check_pending(d, len(data), line, "cp.async.bulk.tensor")
        m.mem.issue_bulk(CpAsync(d, data, 0, 0, line, m.thread), b)
    return fn


def compile_atom(c):
    inst = c.inst
    ty = _ty(inst)
    kind, bits = TYPES[ty]
    is_red = inst.op == "red"
    aop = next((x for x in inst.mods if x in ("add", "exch", "cas", "min",
                                             "max", "and", "or", "xor", "inc",
                                             "dec")), None)
    if aop is None:
        raise c.err("unsupported atomic operation")
    ops = inst.operands
    space = _space(inst)
    line = c.line
    k = 0 if is_red else 1
    c.nops(k + (3 if aop == "cas" else 2))
    addr = c.address(ops[k], space)
    b = c.reader(ops[k + 1], ty)
    cc = c.reader(ops[k + 2], ty) if aop == "cas" else None
    wr = (lambda m, v: None) if is_red else c.writer(ops[0], ty)
    n = bits // 8
    msk = mask(bits)

    def new_value(old, v, m):
        if kind == "f":
            if aop == "add":
                return fp_add(f_decode(old, ty), f_decode(v, ty), ty, "rn")
            raise PTXError("float atom." + aop + " not supported", line)
        if aop == "add":
            return (old + v) & msk
        if aop == "exch":
            return v
        if aop == "cas":
            return cc(m) if old == v else old
        if aop in ("min", "max"):
            f = min if aop == "min" else max
            if kind == "s":
                return f(to_signed(old, bits), to_signed(v, bits)) & msk
            return f(old, v)
        if aop == "and":
            return old & v
        if aop == "or":
            return old | v
        if aop == "xor":
            return old ^ v
        if aop == "inc":
            return 0 if old >= v else old + 1
        return v if old == 0 or old > v else old - 1  # dec

    def fn(m):
        sp, a = addr(m)
        if a % n:
            raise PTXError("misaligned atomic", line)
        old = m.mem.read(sp, a, n, line, atomic=True)
        m.mem.write(sp, a, n, new_value(old, b(m), m), line, atomic=True)
        wr(m, old)
    return fn


MAX_CALL_DEPTH = 64


def compile_call(c):
    """call(.uni) [(ret)], func, [(args)]: the callee runs in a fresh
    register frame; its .param names bind to the caller's call-sequence
    .params.  Indirect calls (through a register, with a prototype) are not
    supported."""
    ops = c.inst.operands
    rets, args = [], []
    if ops and ops[0].kind == "plist":
        rets, ops = ops[0].value, ops[1:]
    if not ops or ops[0].kind != "sym" or len(ops) > 2 or \
            (len(ops) == 2 and ops[1].kind != "plist"):
        raise c.err("unsupported call form")
    callee = c.module.functions.get(ops[0].value)
    if callee is None or callee.kind != "func":
        raise c.err("call of unknown .func " + ops[0].value)
    if len(ops) == 2:
        args = ops[1].value
    if len(args) != len(callee.params) or len(rets) != len(callee.rets):
        raise c.err("call of %s with %d arguments and %d results; it has "
                    "%d and %d" % (callee.name, len(args), len(rets),
                                   len(callee.params), len(callee.rets)))
    names = [p[0] for p in callee.rets] + [p[0] for p in callee.params]
    actual = rets + args
    line = c.line

    def fn(m):
        if m.depth >= MAX_CALL_DEPTH:
            raise PTXError("call depth over %d" % MAX_CALL_DEPTH, line)
        child = Machine(m.module, callee, m.mem, max_steps=m.max_steps)
        child.sreg, child.depth = m.sreg, m.depth + 1
        child.thread, child.cta = m.thread, m.cta
        child.steps, child.groups = m.steps, m.groups
        child.enter({n: m.lookup(a, line) for n, a in zip(names, actual)})
        child.run()
        m.steps, m.groups = child.steps, child.groups
        if child.exited:
            m.done = m.exited = True
            e = m.wg.pending(line) if m.wg is not None else None
            if e is not None:
                raise e
        m.barriers += child.barriers
        m.fences += child.fences
    return fn



# ---------------------------------------------------------------------------
# wmma: the warp-collective tensor-core operations, under a fixed model
# ---------------------------------------------------------------------------
#
# PTX leaves the distribution of a wmma fragment over the warp's lanes
# unspecified (PTX ISA, "Warp-level Matrix Fragment"), and a single-thread
# interpreter does not see the other lanes.  The model, for m16n16k16 with
# f16 A/B and f32 or f16 C/D:
#   * A fragment is the whole 16x16 tile, elements e = 16 * row + col.
#   * Lane l's register j holds: f32 (C/D, 8 registers) element 32 * j + l;
#     f16 the pair e = 2 * (32 * (j % 4) + l), e + 1 (low half first): for
#     A/B (8 registers) registers 4..7 repeat 0..3, for C/D (4 registers)
#     each pair once.  The simulated lane is %laneid.
#   * wmma.load reads the whole tile (the address and stride are the same
#     in every lane) and wmma.mma computes the whole D = A * B + C (f16
#     products summed in binary64 in k order, added to C, rounded once to
#     D's type: deterministic, not the hardware's rounding); the registers they
#     write get this lane's elements, and each also carries (fragment,
#     part j) in Machine.frag.  mov and selp copy that (selp from the
#     source it picks); any other write drops it.
#   * mma and store.d take their fragments from what the registers carry;
#     a C/D register that carries nothing (fill_fragment, or elementwise
#     arithmetic on a fragment) is taken as holding its value in every
#     lane: exact for fills and constants, for elementwise arithmetic an
#     approximation that is the same for the original and the rewritten
#     code.  An A/B register that carries nothing, a part in the wrong
#     place, or a fragment loaded with another layout than the mma's is an
#     error.
#   * store.d writes the whole tile.#   * f32 arithmetic on an accumulator's registers (add, sub, mul, fma,
#     mad, neg, abs, min, max, whose sources carry part j of a fragment or
#     nothing) is run once for every lane's element of part j, and its
#     result carries part j of a new fragment, so that elementwise work on
#     a fragment (`c.x[i] = alpha * acc.x[i] + beta * c.x[i]`) keeps all 256
#     elements.

_LANEWISE = {"add", "sub", "mul", "fma", "mad", "neg", "abs", "min", "max"}


def _lanewise(fn, inst):
    """`fn` (an elementwise f32 instruction), run for every lane where a
    source register carries a part of an f32 fragment (see "wmma")."""
    ops = inst.operands
    if not ops or ops[0].kind != "reg":
        return fn
    dst = ops[0].value
    srcs = [o.value for o in ops[1:] if o.kind == "reg"]

    def lifted(m):
        if not m.frag or not any(r in m.frag for r in srcs):
            return fn(m)
        frags = [(r, m.frag[r]) for r in srcs if r in m.frag]
        if len({j for _, (f, j) in frags}) != 1 or \
                any(f.fmt != "f32" for _, (f, j) in frags):
            return fn(m)
        j = frags[0][1][1]
        saved = {r: m.regs.get(r) for r in srcs}
        saved_frag = dict(frags)
        vals = [0] * 256
        for lane in range(32):
            for r, (f, _) in frags:
                m.regs[r] = f.vals[32 * j + lane]
            fn(m)
            vals[32 * j + lane] = m.regs[dst]
        for r, v in saved.items():
            m.regs[r] = v
        for r, f in saved_frag.items():
            if r != dst:
                m.frag[r] = f
        lane = m.sreg["%laneid"]
        m.regs[dst] = vals[32 * j + lane]
        m.frag[dst] = (WmmaFragment("c", "f32", None, vals), j)
    return lifted


class WmmaFragment:
    """A whole warp's wmma fragment: use 'a'/'b'/'c', element format, the
    layout it was loaded with (None for an mma result), 256 bit patterns."""
    __slots__ = ("use", "fmt", "layout", "vals")

    def __init__(self, use, fmt, layout, vals):
        self.use, self.fmt, self.layout, self.vals = use, fmt, layout, vals


def _wmma_elems(fmt, j, lane):
    """The elements lane `lane`'s register j holds (see the model)."""
    if fmt == "f32":
        return (32 * j + lane,)
    e = 2 * (32 * (j % 4) + lane)
    return (e, e + 1)


def _wmma_shape(c):
    """(what, use, layouts, fmt): wmma.load.a.sync.aligned.row.m16n16k16.f16
    -> ('load', 'a', ['row'], 'f16'); anything else the model lacks is an
    error at load time."""
    inst = c.inst
    mods = inst.mods
    if len(mods) < 2 or "m16n16k16" not in mods or "sync" not in mods or \
            "aligned" not in mods:
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    what = mods[0]
    use = mods[1] if what in ("load", "store") else "d"
    layouts = [m for m in mods if m in ("row", "col")]
    fmts = [m for m in mods if m in TYPES]
    want = {"load": {"a": ("f16",), "b": ("f16",), "c": ("f16", "f32")},
            "store": {"d": ("f16", "f32")}, "mma": {"d": ("f16", "f32")}}
    if what not in want or use not in want[what] or \
            any(f not in want[what][use] for f in fmts) or \
            len(fmts) != (2 if what == "mma" else 1) or \
            len(layouts) != (2 if what == "mma" else 1):
        raise c.err("unsupported instruction '%s' (the wmma model covers "
                    "m16n16k16 with f16 A/B and f32 or f16 C/D)"
                    % inst.opcode)
    # mma: (D's type, C's type); load and store: the fragment's type.
    return what, use, layouts, fmts if what == "mma" else fmts[0]


def _wmma_nregs(use, fmt):
    """Registers of a fragment: 8, but 4 for an f16 C/D."""
    return 4 if use in ("c", "d") and fmt == "f16" else 8


def _wmma_regs(c, op, n=8):
    if op.kind != "vec" or len(op.value) != n or \
            any(e.kind != "reg" for e in op.value):
        raise c.err("expected {%d registers}" % n)
    return [e.value for e in op.value]


def _wmma_gather(m, names, use, fmt, line):
    """The whole tile the 8 registers `names` hold (see the model)."""
    first = m.frag.get(names[0])
    if first is not None and all(m.frag.get(n) == (first[0], j)
                                 for j, n in enumerate(names)):
        f = first[0]
        if f.fmt != fmt:
            raise PTXError("wmma: an %s fragment used as %s" % (f.fmt, fmt),
                           line)
        if (f.use in ("a", "b")) != (use in ("a", "b")) or \
                (use in ("a", "b") and f.use != use):
            raise PTXError("wmma: a %s fragment used as %s" % (f.use, use),
                           line)
        return f
    if use in ("a", "b"):
        bad = next(n for j, n in enumerate(names)
                   if (m.frag.get(n) or (None, -1))[1] != j or
                   m.frag.get(n)[0] is not first[0])
        raise PTXError("wmma: %s does not hold part %d of the %s fragment"
                       % (bad, names.index(bad), use), line)
    vals = [0] * 256
    for j, n in enumerate(names):
        f = m.frag.get(n)
        if f is not None and f[1] != j:
            raise PTXError("wmma: %s holds part %d of a fragment, used as "
                           "part %d" % (n, f[1], j), line)
        if n not in m.regs:
            raise PTXError("read of unwritten register " + n, line)
        for lane in range(32):
            es = _wmma_elems(fmt, j, lane)
            for h, e in enumerate(es):
                if f is not None:
                    vals[e] = f[0].vals[e]
                elif len(es) == 1:
                    vals[e] = m.regs[n]
                else:  # an f16 pair: low half first
                    vals[e] = (m.regs[n] >> (16 * h)) & 0xffff
    return WmmaFragment(use, fmt, None, vals)


def _wmma_write(m, names, f):
    """This lane's elements of `f` into `names`, each carrying its part."""
    lane = m.sreg["%laneid"]
    for j, n in enumerate(names):
        es = _wmma_elems(f.fmt, j, lane)
        v = f.vals[es[0]] if len(es) == 1 else \
            f.vals[es[0]] | (f.vals[es[1]] << 16)
        m.regs[n] = v
        m.frag[n] = (f, j)


def _wmma_offsets(layout, stride, nbytes):
    """Byte offsets of the tile's elements for `layout` and `stride`."""
    if layout == "row":
        return [(r * stride + col) * nbytes for r in range(16)
                for col in range(16)]
    return [(col * stride + r) * nbytes for r in range(16)
            for col in range(16)]


def compile_wmma(c):
    what, use, layouts, fmt = _wmma_shape(c)
    ops = c.inst.operands
    line = c.line
    if what == "mma":
        c.nops(4)
        dfmt, cfmt = fmt
        d = _wmma_regs(c, ops[0], _wmma_nregs("d", dfmt))
        a, b = _wmma_regs(c, ops[1]), _wmma_regs(c, ops[2])
        cc = _wmma_regs(c, ops[3], _wmma_nregs("c", cfmt))

        def fn(m):
            fa = _wmma_gather(m, a, "a", "f16", line)
            fb = _wmma_gather(m, b, "b", "f16", line)
            fc = _wmma_gather(m, cc, "c", cfmt, line)
            for f, lay in ((fa, layouts[0]), (fb, layouts[1])):
                if f.layout != lay:
                    raise PTXError("wmma: a fragment loaded .%s used as .%s"
                                   % (f.layout, lay), line)
            av = [f_decode(v, "f16") for v in fa.vals]
            bv = [f_decode(v, "f16") for v in fb.vals]
            out = []
            for i in range(16):
                for j in range(16):
                    acc = 0.0
                    for k in range(16):
                        acc += av[16 * i + k] * bv[16 * k + j]
                    out.append(f_encode(
                        acc + f_decode(fc.vals[16 * i + j], cfmt), dfmt))
            _wmma_write(m, d, WmmaFragment("c", dfmt, None, out))
        return fn
    c.nops(3)
    nbytes = TYPES[fmt][1] // 8
    space = _space(c.inst)
    n = _wmma_nregs(use, fmt)
    if what == "load":
        regs, addr_op = _wmma_regs(c, ops[0], n), ops[1]
    else:
        addr_op, regs = ops[0], _wmma_regs(c, ops[1], n)
    addr = c.address(addr_op, space)
    stride = c.reader(ops[2], "u32")
    layout = layouts[0]

    def access(m):
        sp, base = addr(m)
        offs = _wmma_offsets(layout, stride(m), nbytes)
        if base % nbytes:
            raise PTXError("misaligned wmma.%s at %#x" % (what, base), line)
        if what == "load":
            vals = [m.mem.read(sp, base + o, nbytes, line) for o in offs]
            _wmma_write(m, regs, WmmaFragment(use, fmt, layout, vals))
            return
        f = _wmma_gather(m, regs, "d", fmt, line)
        for o, v in zip(offs, f.vals):
            m.mem.write(sp, base + o, nbytes, v, line)

    def fn(m):
        if not m.cta:
            return access(m)
        # Every lane moves the whole tile: for race detection the access
        # is the warp's.
        saved, m.mem.cur = m.mem.cur, ("warp", m.sreg["%warpid"])
        try:
            access(m)
        finally:
            m.mem.cur = saved
    return fn


# ---------------------------------------------------------------------------
# ldmatrix and mma.sync: warp-collective, with the PTX ISA's fragment layouts
# ---------------------------------------------------------------------------
#
# Unlike wmma's, the distribution of these fragments over the lanes is
# specified (PTX ISA, "Warp-level matrix load instruction: ldmatrix" and
# "Matrix Fragments for mma.m16n8k16 / mma.m16n8k8"), so they are run
# exactly across the 32 lanes of a warp, in CTA mode only: each lane stops
# at the instruction (Machine.waiting = ("warp", ...), as for shfl.sync),
# and when every lane of the warp waits at it, run_cta runs it once with
# the lanes' Machines.  With one thread it is an error when it runs.
# With g = lane >> 2 and t = lane & 3:
#   * ldmatrix.m8n8.x{1,2,4}{.trans}.b16: matrix i (8 rows of 8 b16, each
#     row 16 contiguous, 16-byte aligned bytes) has its row r at the address
#     of lane 8 i + r; lane l's register i gets row g, columns 2t and 2t+1
#     (low half first), or with .trans column g, rows 2t and 2t+1.
#   * mma.sync.aligned.m16n8k{16,8}.row.col, f16 (or bf16) A/B, f32 (or,
#     with f16 A/B, f16) C/D: a_i at row g + 8 ((i >> 1) & 1), column
#     2t + (i & 1) + 8 (i >> 2); b_i at row (k) 2t + (i & 1) + 8 (i >> 1),
#     column g; c_i/d_i at row g + 8 (i >> 1), column 2t + (i & 1).  f16
#     fragments hold two elements a register (the lower index in the low
#     half), f32 ones one.
#   * D = A * B + C is summed exactly and rounded once to D's format (rn;
#     an exact zero is +0; with a NaN or infinity among the inputs the sum
#     is taken in binary64): deterministic, not the hardware's rounding.


def _mod_set(c, allowed, required, covers=""):
    """The instruction's modifiers, all in `allowed` and `required` among
    them; otherwise an error naming the instruction and what is `covers`ed."""
    mods = c.inst.mods
    if any(m not in allowed for m in mods) or not required <= set(mods):
        raise c.err("unsupported instruction '%s'%s" % (c.inst.opcode, covers))
    return mods


def _vec_regs(c, op, n, what):
    if op.kind != "vec" or len(op.value) != n or \
            any(e.kind != "reg" for e in op.value):
        raise c.err("expected {%d registers} for %s" % (n, what))
    return op.value


def _warp_op(name, line, collective, values):
    """The executor of a warp-collective instruction: wait for the warp."""
    def fn(m):
        if not m.cta:
            raise PTXError("%s is warp-collective: it needs --cta" % name,
                           line)
        if m.depth:
            raise PTXError("a warp-collective operation in a called function "
                           "is not supported in CTA mode", line)
        m.waiting = ("warp", collective, line, values(m))
        m.done = True
    return fn


def _full_warp(lanes, name, line):
    if len(lanes) != 32:
        raise PTXError("%s in a warp of %d threads: only full warps are "
                       "modelled" % (name, len(lanes)), line)


def compile_ldmatrix(c):
    """ldmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}{.shared}.b16 (see
    "ldmatrix and mma.sync")."""
    inst, line = c.inst, c.line
    mods = _mod_set(c, {"sync", "aligned", "m8n8", "x1", "x2", "x4", "trans",
                        "shared", "shared::cta", "b16"},
                    {"sync", "aligned", "m8n8", "b16"})
    nums = [m for m in mods if m in ("x1", "x2", "x4")]
    if len(nums) != 1:
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    n = int(nums[0][1])
    trans = "trans" in mods
    c.nops(2)
    ops = inst.operands
    dst = ops[0] if ops[0].kind == "vec" else \
        Operand("vec", [ops[0]], ops[0].text)
    wr = [c.writer(o, "b32") for o in _vec_regs(c, dst, n, "ldmatrix")]
    addr = c.address(ops[1], _space(inst))

    def collective(lanes):
        _full_warp(lanes, "ldmatrix", line)
        mem = lanes[0].mem
        saved, mem.cur = mem.cur, ("warp", lanes[0].sreg["%warpid"])
        try:
            mats = []
            for i in range(n):
                rows = []
                for r in range(8):
                    sp, a = lanes[8 * i + r].waiting[3]
                    if sp != "shared":
                        raise PTXError("ldmatrix: lane %d's row address %#x "
                                       "is not in shared memory"
                                       % (8 * i + r, a), line)
                    if a % 16:
                        raise PTXError("ldmatrix: lane %d's row address %#x "
                                       "is not 16-byte aligned"
                                       % (8 * i + r, a), line)
                    v = mem.read("shared", a, 16, line)
                    rows.append([(v >> (16 * k)) & 0xFFFF for k in range(8)])
                mats.append(rows)
        finally:
            mem.cur = saved
        for lane, m in enumerate(lanes):
            g, t = lane >> 2, lane & 3
            for i in range(n):
                x = mats[i]
                lo, hi = (x[2 * t][g], x[2 * t + 1][g]) if trans else \
                    (x[g][2 * t], x[g][2 * t + 1])
                wr[i](m, lo | hi << 16)
    return _warp_op("ldmatrix", line, collective, addr)


def _scaled(bits, fmt):
    """An f16/bf16/f32 value as an integer times 2^-24 (f16) or 2^-149
    (bf16, f32); None for NaN and infinities."""
    if fmt == "bf16":
        fmt, bits = "f32", bits << 16
    e_bits, m_bits, n_bits = FMT[fmt]
    e = (bits >> m_bits) & mask(e_bits)
    if e == mask(e_bits):
        return None
    v = bits & mask(m_bits)
    if e:
        v = (v | (1 << m_bits)) << (e - 1)
    return -v if bits >> (n_bits - 1) & 1 else v


_SCALE = {"f16": 24, "bf16": 149, "f32": 149}


def _mma_dot(a_row, b_col, c, ab_fmt, c_fmt, d_fmt):
    """sum_k a_row[k] * b_col[k] + c, exact, rounded once to d_fmt (bits)."""
    sa = [_scaled(x, ab_fmt) for x in a_row]
    sb = [_scaled(x, ab_fmt) for x in b_col]
    sc = _scaled(c, c_fmt)
    if None in sa or None in sb or sc is None:
        acc = sum(f_decode(x, ab_fmt) * f_decode(y, ab_fmt)
                  for x, y in zip(a_row, b_col)) + f_decode(c, c_fmt)
        return f_encode(acc, d_fmt)
    p = 2 * _SCALE[ab_fmt]
    total = sum(x * y for x, y in zip(sa, sb)) << (300 - p)
    total += sc << (300 - _SCALE[c_fmt])
    return round_frac(Fraction(total, 1 << 300), d_fmt, "rn")


def compile_mma(c):
    """mma.sync.aligned.m16n8k{16,8}.row.col.{f32,f16}.{f16,bf16}x2.{f32,f16}
    (see "ldmatrix and mma.sync")."""
    inst, line = c.inst, c.line
    covers = (" (the model covers m16n8k16 and m16n8k8 .row.col with f16 "
              "or bf16 A/B and f32 or f16 C/D)")
    mods = _mod_set(c, {"sync", "aligned", "m16n8k16", "m16n8k8", "row",
                        "col", "f32", "f16", "bf16"},
                    {"sync", "aligned", "row", "col"}, covers)
    shapes = [m for m in mods if m.startswith("m16n8")]
    fmts = [m for m in mods if m in ("f32", "f16", "bf16")]
    if len(shapes) != 1 or mods.index("row") > mods.index("col") or \
            len(fmts) != 4 or fmts[1] != fmts[2] or \
            fmts[0] not in ("f32", "f16") or fmts[3] not in ("f32", "f16") or \
            (fmts[1] == "bf16" and "f16" in (fmts[0], fmts[3])) or \
            fmts[1] not in ("f16", "bf16"):
        raise c.err("unsupported instruction '%s'%s" % (inst.opcode, covers))
    k = 16 if shapes[0] == "m16n8k16" else 8
    d_fmt, ab_fmt, c_fmt = fmts[0], fmts[1], fmts[3]
    c.nops(4)
    ops = inst.operands
    nd = 4 if d_fmt == "f32" else 2
    nc = 4 if c_fmt == "f32" else 2
    wd = [c.writer(o, "b32") for o in _vec_regs(c, ops[0], nd, "D")]
    ra = [c.reader(o, "b32") for o in _vec_regs(c, ops[1], k // 4, "A")]
    rb = [c.reader(o, "b32") for o in _vec_regs(c, ops[2], k // 8, "B")]
    rc = [c.reader(o, "b32") for o in _vec_regs(c, ops[3], nc, "C")]

    def elems(regs, fmt):
        """A lane's registers -> its elements x_0, x_1, ... in order."""
        if fmt == "f32":
            return list(regs)
        return [h for v in regs for h in (v & 0xFFFF, v >> 16)]

    def values(m):
        return ([f(m) for f in ra], [f(m) for f in rb], [f(m) for f in rc])

    def collective(lanes):
        _full_warp(lanes, "mma.sync", line)
        A = [[None] * k for _ in range(16)]
        B = [[None] * 8 for _ in range(k)]
        C = [[None] * 8 for _ in range(16)]
        for lane, m in enumerate(lanes):
            g, t = lane >> 2, lane & 3
            va, vb, vc = m.waiting[3]
            for i, x in enumerate(elems(va, ab_fmt)):
                A[g + 8 * ((i >> 1) & 1)][2 * t + (i & 1) + 8 * (i >> 2)] = x
            for i, x in enumerate(elems(vb, ab_fmt)):
                B[2 * t + (i & 1) + 8 * (i >> 1)][g] = x
            for i, x in enumerate(elems(vc, c_fmt)):
                C[g + 8 * (i >> 1)][2 * t + (i & 1)] = x
        bcols = [[B[kk][j] for kk in range(k)] for j in range(8)]
        D = [[_mma_dot(A[i], bcols[j], C[i][j], ab_fmt, c_fmt, d_fmt)
              for j in range(8)] for i in range(16)]
        for lane, m in enumerate(lanes):
            g, t = lane >> 2, lane & 3
            ds = [D[g + 8 * (i >> 1)][2 * t + (i & 1)] for i in range(4)]
            if d_fmt == "f32":
                for f, v in zip(wd, ds):
                    f(m, v)
            else:
                wd[0](m, ds[0] | ds[1] << 16)
                wd[1](m, ds[2] | ds[3] << 16)
    return _warp_op("mma.sync", line, collective, values)


# ---------------------------------------------------------------------------
# wgmma: warpgroup-collective asynchronous MMA, with the PTX ISA's layouts
# ---------------------------------------------------------------------------
#
# PTX ISA 9.7.15, "Asynchronous Warpgroup Level Matrix Multiply-Accumulate
# Instructions": wgmma.fence, wgmma.commit_group, wgmma.wait_group N and
# wgmma.mma_async.sync.aligned.m64nNk16 (N = 8, 16, ..., 256) with .f32
# (or .f16) D and .f16 or .bf16 A and B, both read from shared memory
# through matrix descriptors, in CTA mode only:
#   * Warpgroup g is the threads 128 g .. 128 g + 127 (linear order).  All
#     four instructions are .sync.aligned ("all threads in the warpgroup
#     must execute the same ... instruction"), so each thread waits at one
#     (Machine.waiting = ("wg", ...)) and run_cta runs it once for the
#     warpgroup (_warpgroup_collectives).  A thread of the warpgroup that
#     has exited or waits elsewhere is a deadlock; a CTA whose size is not
#     a multiple of 128 is an error.  The descriptors and scale-d must be
#     the same in every thread ("The contents of a matrix descriptor must
#     be same across all the warps in the warpgroup").
#   * Descriptor ("Matrix Descriptor Format"): bits 13-0 the start address,
#     29-16 the leading dimension byte offset (LBO), 45-32 the stride
#     dimension byte offset (SBO), each encoded as (x & 0x3FFFF) >> 4;
#     51-49 the matrix base offset, 63-62 the swizzle mode ("0: No swizzle,
#     1: 128-Byte swizzle, 2: 64-Byte swizzle, 3: 32-Byte swizzle").  A
#     base offset other than 0 or a bit set outside the fields is an error.
#   * Layout ("Shared Memory Matrix Layout", "Leading Dimension Byte
#     Offset", "Stride Dimension Byte Offset", "Canonical Layouts"): A is
#     64 x 16 (M x K), B N x 16 (N x K); T = 8 16-bit elements make 16 bytes
#     and a core matrix is 8 rows of 16 bytes.
#       imm-trans 0, K-major, ((8,m),(T,2k)):((1T,SBO),(1,LBO)): element
#         (r, k) at start + 16 (r % 8) + SBO (r / 8) + 2 (k % 8) + LBO (k / 8).
#         LBO steps along K between core matrices ("the offset from the
#         first column to the second columns of the 8x2 tile in the 128-bit
#         element type normalized matrix"), SBO along M or N ("the offset
#         from the first 8 rows to the next 8 rows").
#       imm-trans 1, MN-major, ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)):
#         (r, k) at start + 2 (r % 8) + SBO (r / 8) + 16 (k % 8) + LBO (k / 8)
#         (LBO "offset from the first 8 columns to the next 8 columns", SBO
#         "offset from the first row to the next row", in the normalized
#         matrix; the ISA's example "MN-major, no-swizzling and bf16 type").
#     Swizzled, with span S = 32, 64 or 128 bytes and X = S / 16 chunks
#     ("Canonical Layouts", in the same units; CUTLASS's make_gmma_desc
#     comment has the same forms):
#       K-major, ((8,m),(T,2k)):((XT,SBO),(1,T)) composed with
#         Swizzle<log2 X,4,3>: element (r, k) at swizzle_addr(start +
#         S (r % 8) + SBO (r / 8) + 2 k) (rows S bytes apart, K contiguous;
#         LBO "Swizzled layouts: not used, assumed to be 1", so ignored);
#       MN-major, ((T,X,m),(8,k)):((1,T,LBO),(XT,SBO)) with the same
#         swizzle: (r, k) at swizzle_addr(start + 2 (r % 8) + 16 ((r / 8)
#         % X) + LBO (r / 8X) + S (k % 8) + SBO (k / 8)) (LBO "offset from
#         the first (swizzle-byte-size/16) rows to the next
#         (swizzle-byte-size/16) rows", SBO "offset from the first 8
#         columns to the next 8 columns"; the ISA's examples "MN-major,
#         32B/64B swizzling and bf16 type").
#     swizzle_addr (above encode_tmap) is Swizzle<B,4,3> on the shared
#     byte address, so a matrix that a tensor copy with the same swizzle
#     wrote reads back as the tile.  The swizzle follows the address:
#     "The value of base offset is 0 when the repeating pattern of the
#     specified swizzling mode starts" at a 1024- (128B), 512- (64B) or
#     256-byte (32B) boundary, "otherwise ... base offset = (pattern start
#     addr >> 0x7) & 0x7".  Only base offset 0 is modelled, and only where
#     that reading is unambiguous: the bytes read from each row (32 of K;
#     MN-major up to S of M or N) lie in the first S-byte row of a
#     pattern, i.e. start % 8S + those bytes <= S (so a K step inside the
#     span, start + 32 j, is fine; a start one row or more into a pattern
#     is an error: whether it then needs a base offset is not clear, and
#     CUTLASS's make_gmma_desc, which always sets base offset 0, has a
#     disabled debug check "assert((start_address & 0b1110000000) == 0);
#     // Assert base_offset is 0"), and every SBO (and MN-major LBO) the
#     matrix uses is a multiple of the pattern's 8S bytes.
#   * D ("Register Fragments", figure "WGMMA .m64nNk16 register fragment
#     layout for accumulator matrix D"): in warp w = (tid % 128) / 32 of
#     the warpgroup, lane l holds d_i at row 16 w + l / 4 + 8 ((i / 2) % 2),
#     column 8 (i / 4) + 2 (l % 4) + i % 2; .f32: register i is d_i, .f16:
#     register j holds d_2j (low half) and d_2j+1.  (The ISA gives this
#     layout only as a figure; the formula is CUTLASS's CLayout_64xN, and
#     the one the sm_90 CUDA tests of microsoft/MMA-Sim use for N = 8.)
#   * D = (scale-a A) (scale-b B) (+ D where scale-d is true): each
#     instruction's 16 products and D are summed exactly and rounded once
#     to D's type (rn; _mma_dot, as mma.sync), and chained instructions
#     round one after another in issue order.  The ISA does not fix the
#     order or precision of the accumulation: deterministic, not the
#     hardware's rounding.
#   * Asynchrony, strict: the product is computed and shared memory read
#     when the instruction issues, but the 16-byte granules it read stay in
#     flight (Memory.wg_reads) until the wgmma.wait_group that retires its
#     group: a write to them before then (st, atom, red, a cp.async or bulk
#     or tensor copy issued or landing) is an error.  The D registers get
#     their values at once but stay in flight (WgmmaRegs): another
#     instruction's access to one before that wait_group is an error,
#     except a later wgmma.mma_async of the same shape using it as its
#     accumulator ("wgmma.fence": "except when these are accumulator
#     register accesses across multiple wgmma.mma_async instructions of the
#     same shape").  commit_group puts the thread's uncommitted
#     wgmma.mma_async into a new group (an empty one if there are none);
#     wait_group N retires the oldest groups until at most N are pending
#     ("wgmma.commit_group", "wgmma.wait_group").  A thread that ends with
#     uncommitted or pending work is an error.
#   * wgmma.fence ("wgmma.fence": it must come before the first
#     wgmma.mma_async, and between a register access and a wgmma.mma_async
#     that accesses the same register): a wgmma.mma_async in a thread that
#     has run no wgmma.fence, or one whose accumulator register another
#     instruction read or wrote since the thread's last wgmma.fence, is an
#     error.
#   * Not modelled (errors): A in registers, a base offset, swizzled
#     layouts outside the rules above, other shapes and types (.tf32, FP8,
#     integer, .b1), .sp, and a wgmma in a called function.
#     fence.proxy.async is a no-op: that generic-proxy writes are fenced
#     before the async proxy reads them is not checked (the race detector
#     still wants a barrier between them).

class WgmmaOp:
    """One wgmma.mma_async of a warpgroup: its line, shape (N, D's type),
    D's registers and the shared 16-byte granules (address >> 4) it read."""
    __slots__ = ("line", "shape", "regs", "granules")

    def __init__(self, line, shape, regs):
        self.line, self.shape, self.regs = line, shape, regs
        self.granules = set()


_WG_SWIZZLE = {1: 128, 2: 64, 3: 32}  # bits 63-62: the span in bytes
_WG_FIELDS = 0x3FFF | 0x3FFF << 16 | 0x3FFF << 32 | 7 << 49 | 3 << 62


def _wgmma_desc(v, what, line):
    """A matrix descriptor -> (start, LBO, SBO, swizzle span or 0), in
    bytes."""
    if (v >> 49) & 7:
        raise PTXError("wgmma descriptor of %s (%#x) with matrix base offset "
                       "%d is not modelled" % (what, v, (v >> 49) & 7), line)
    if v & ~_WG_FIELDS:
        raise PTXError("wgmma descriptor of %s (%#x) sets bits outside its "
                       "fields" % (what, v), line)
    return ((v & 0x3FFF) << 4, (v >> 16 & 0x3FFF) << 4,
            (v >> 32 & 0x3FFF) << 4, _WG_SWIZZLE.get(v >> 62, 0))


def _wgmma_check_swizzled(v, desc, rows, trans, what, line):
    """The swizzled layouts the model takes (see "wgmma"): base offset 0
    with the matrix in the first row of a pattern at its boundary, and
    the strides it uses whole patterns."""
    start, lbo, sbo, span = desc
    rep = 8 * span
    used = 16 * min(rows // 8, span // 16) if trans else 32
    who = "wgmma descriptor of %s (%#x): %dB swizzle with " % (what, v, span)
    if start % rep + used > span:
        raise PTXError(
            who + "start address %#x, %d bytes into a %d-byte swizzle "
            "pattern, is not modelled: with base offset 0 the model takes "
            "only matrices whose %d bytes per row lie in the pattern's first "
            "%d-byte row (PTX ISA, \"Matrix Descriptor Format\": base offset "
            "0 when the repeating pattern starts at a %d-byte boundary)" %
            (start, start % rep, rep, used, span, rep), line)
    offsets = [("stride", sbo)] if trans or rows > 8 else []
    if trans and rows // 8 > span // 16:
        offsets.append(("leading", lbo))
    for name, off in offsets:
        if off % rep:
            raise PTXError(who + "a %s dimension byte offset of %d, not a "
                           "multiple of the %d-byte swizzle pattern, is not "
                           "modelled" % (name, off, rep), line)


def _wgmma_chunks(v, rows, trans, what, line):
    """chunk(a, b, i): the shared address of the 16 bytes that row i of
    core matrix (a, b) (a along M or N, b along K) of the matrix that
    descriptor v describes occupies (see "wgmma"); K-major they hold K
    elements 8b..8b+7 of row 8a+i, MN-major M or N elements 8a..8a+7 of
    K row 8b+i."""
    desc = _wgmma_desc(v, what, line)
    start, lbo, sbo, span = desc
    if not span:
        return lambda a, b, i: start + a * sbo + b * lbo + 16 * i
    _wgmma_check_swizzled(v, desc, rows, trans, what, line)
    x = span // 16
    if trans:
        return lambda a, b, i: swizzle_addr(
            start + 16 * (a % x) + lbo * (a // x) + span * i + sbo * b, span)
    return lambda a, b, i: swizzle_addr(start + span * i + sbo * a + 16 * b,
                                        span)


def _wgmma_tile(mem, desc, rows, trans, what, line, granules):
    """The rows x 16 matrix (16-bit bit patterns, [row][k]) a descriptor
    describes (see "wgmma"), read 16 bytes (one row of a core matrix) at a
    time; the granules read go into `granules`."""
    chunk = _wgmma_chunks(desc, rows, trans, what, line)
    x = [[0] * 16 for _ in range(rows)]
    for a in range(rows // 8):  # core matrices along M or N
        for b in range(2):  # and along K
            for i in range(8):
                addr = chunk(a, b, i)
                v = mem.read("shared", addr, 16, line)
                granules.add(addr >> 4)
                for j in range(8):
                    e = (v >> (16 * j)) & 0xFFFF
                    if trans:
                        x[8 * a + j][8 * b + i] = e
                    else:
                        x[8 * a + i][8 * b + j] = e
    return x


def _wgmma_pos(t, i):
    """Row and column of d_i in thread t (0..127) of its warpgroup."""
    w, lane = t >> 5, t & 31
    return (16 * w + (lane >> 2) + 8 * ((i >> 1) & 1),
            8 * (i >> 2) + 2 * (lane & 3) + (i & 1))


def _wgmma_elems(j, d_fmt):
    """The elements d_i of register j: one (.f32) or two (.f16, low half
    first)."""
    return (j,) if d_fmt == "f32" else (2 * j, 2 * j + 1)


def _wgmma_gather(threads, regs, n, d_fmt, line):
    """The 64 x n matrix D that the warpgroup's accumulator registers hold."""
    d = [[0] * n for _ in range(64)]
    for t, m in enumerate(threads):
        for j, name in enumerate(regs):
            v = dict.get(m.regs, name)
            if v is None:
                raise PTXError("thread %s: read of unwritten register %s" %
                               (m.mem.race.name(m.thread), name), line)
            for h, i in enumerate(_wgmma_elems(j, d_fmt)):
                r, col = _wgmma_pos(t, i)
                d[r][col] = v if d_fmt == "f32" else (v >> (16 * h)) & 0xFFFF
    return d


def _wgmma_scatter(threads, regs, d, d_fmt, op):
    """Write D into the warpgroup's registers, in flight under `op`."""
    for t, m in enumerate(threads):
        wg = m.wg
        for j, name in enumerate(regs):
            v = 0
            for h, i in enumerate(_wgmma_elems(j, d_fmt)):
                r, col = _wgmma_pos(t, i)
                v |= d[r][col] << (16 * h)
            dict.__setitem__(m.regs, name, v)
            wg.inflight[name] = op
            if m.frag:
                m.frag.pop(name, None)
        wg.uncommitted.append(op)


def _wgmma_check_regs(m, regs, shape, line):
    """The wgmma.fence rules for thread m's accumulator registers."""
    wg = m.wg
    who = "thread %s: " % m.mem.race.name(m.thread)
    if not wg.fenced:
        raise PTXError(who + "wgmma.mma_async before any wgmma.fence (the PTX "
                       "ISA requires one before the first wgmma.mma_async)",
                       line)
    for name in regs:
        op = wg.inflight.get(name)
        if op is not None and op.shape != shape:
            raise PTXError(
                who + "%s, an accumulator of the wgmma.mma_async of line %d "
                "(another shape), is used before its wgmma.wait_group" %
                (name, op.line), line)
        if name in wg.accessed:
            raise PTXError(
                who + "accumulator %s was read or written by another "
                "instruction since the thread's last wgmma.fence (the PTX ISA "
                "requires a wgmma.fence between them)" % name, line)


def _wgmma_product(a, b, c, ab_fmt, d_fmt, neg_a, neg_b):
    """D = (+-A) (+-B) + C, each element rounded once (_mma_dot); c is None
    for D = A B."""
    if neg_a:
        a = [[x ^ 0x8000 for x in row] for row in a]
    if neg_b:
        b = [[x ^ 0x8000 for x in row] for row in b]
    return [[_mma_dot(ar, bc, 0 if c is None else c[r][col], ab_fmt, d_fmt,
                      d_fmt) for col, bc in enumerate(b)]
            for r, ar in enumerate(a)]


def _wg_op(name, line, collective, values):
    """The executor of a warpgroup-collective wgmma instruction: each thread
    waits at it until run_cta runs collective(threads) for the warpgroup."""
    def fn(m):
        if not m.cta:
            raise PTXError("%s is warpgroup-collective: it needs --cta" %
                           name, line)
        if m.depth:
            raise PTXError("wgmma in a called function is not supported",
                           line)
        m.waiting = ("wg", collective, line, values(m), name)
        m.done = True
    return fn


def _wgmma_imm(c, op, allowed, what):
    if op.kind != "imm" or op.value not in allowed:
        raise c.err("%s must be %s" % (what, " or ".join(map(str, allowed))))
    return op.value


def _compile_wgmma_mma(c):
    """wgmma.mma_async.sync.aligned.m64nNk16.{f32,f16}.{f16,bf16}.{f16,bf16}
    d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b, imm-trans-a,
    imm-trans-b (see "wgmma")."""
    inst, line, mods = c.inst, c.line, c.inst.mods
    shape = re.match(r"^m64n(\d+)k16$", mods[3]) if len(mods) == 7 else None
    if mods[:3] != ["mma_async", "sync", "aligned"] or shape is None or \
            int(shape.group(1)) % 8 or not 8 <= int(shape.group(1)) <= 256 \
            or mods[5] != mods[6] or mods[5] not in ("f16", "bf16") or \
            mods[4] not in ("f32", "f16") or \
            (mods[4], mods[5]) == ("f16", "bf16"):
        raise c.err("unsupported instruction '%s' (the model covers "
                    "wgmma.mma_async.sync.aligned.m64nNk16 with .f32 or .f16 "
                    "D and .f16 or .bf16 A and B)" % inst.opcode)
    n, d_fmt, ab_fmt = int(shape.group(1)), mods[4], mods[5]
    ops = inst.operands
    if len(ops) == 7:
        raise c.err("wgmma.mma_async with A in registers is not modelled")
    c.nops(8)
    regs = [o.value for o in _vec_regs(c, ops[0], n // 2 if d_fmt == "f32"
                                       else n // 4, "D")]
    if len(set(regs)) != len(regs) or any(
            c.reg_type(Operand("reg", r, r))[1] != 32 or
            c.reg_type(Operand("reg", r, r))[0] == "p" for r in regs):
        raise c.err("D must be distinct 32-bit registers")
    rda, rdb = c.reader(ops[1], "b64"), c.reader(ops[2], "b64")
    rsd = c.reader(ops[3], "pred")
    neg_a = _wgmma_imm(c, ops[4], (1, -1), "imm-scale-a") < 0
    neg_b = _wgmma_imm(c, ops[5], (1, -1), "imm-scale-b") < 0
    tr_a = _wgmma_imm(c, ops[6], (0, 1), "imm-trans-a")
    tr_b = _wgmma_imm(c, ops[7], (0, 1), "imm-trans-b")
    c.module.wgmma = True

    def collective(threads):
        vals = {m.waiting[3] for m in threads}
        if len(vals) != 1:
            raise PTXError("wgmma.mma_async: the threads of a warpgroup give "
                           "different descriptors or scale-d", line)
        da, db, scale_d = vals.pop()
        for m in threads:
            _wgmma_check_regs(m, regs, (n, d_fmt), line)
        op = WgmmaOp(line, (n, d_fmt), regs)
        mem = threads[0].mem
        saved, mem.cur = mem.cur, ("warpgroup", threads[0].thread >> 7)
        try:
            a = _wgmma_tile(mem, da, 64, tr_a, "A", line, op.granules)
            b = _wgmma_tile(mem, db, n, tr_b, "B", line, op.granules)
        finally:
            mem.cur = saved
        cc = _wgmma_gather(threads, regs, n, d_fmt, line) if scale_d else None
        d = _wgmma_product(a, b, cc, ab_fmt, d_fmt, neg_a, neg_b)
        _wgmma_scatter(threads, regs, d, d_fmt, op)
        mem.wgmma_track(op)
    return _wg_op("wgmma.mma_async", line, collective,
                  lambda m: (rda(m), rdb(m), rsd(m)))


def _wgmma_wait(n, line):
    """wait_group n: retire each thread's oldest groups until n remain."""
    def collective(threads):
        retired = set()
        for m in threads:
            wg = m.wg
            while len(wg.groups) > n:
                for op in wg.groups.pop(0):
                    retired.add(op)
                    for name in op.regs:
                        if wg.inflight.get(name) is op:
                            del wg.inflight[name]
        mem = threads[0].mem
        for op in retired:
            mem.wgmma_retire(op)
        mem.race.warp_sync(("wg", threads[0].thread >> 7))
    return collective


def _wgmma_fence(threads):
    for m in threads:
        m.wg.fenced = True
        m.wg.accessed.clear()


def _wgmma_commit(threads):
    for m in threads:
        m.wg.groups.append(m.wg.uncommitted)
        m.wg.uncommitted = []


def compile_wgmma(c):
    """wgmma.fence, wgmma.commit_group, wgmma.wait_group and
    wgmma.mma_async (see "wgmma")."""
    inst, line = c.inst, c.line
    kind = inst.mods[0] if inst.mods else None
    if kind == "mma_async":
        return _compile_wgmma_mma(c)
    if kind not in ("fence", "commit_group", "wait_group") or \
            inst.mods[1:] != ["sync", "aligned"]:
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    c.module.wgmma = True
    if kind == "wait_group":
        c.nops(1)
        if inst.operands[0].kind != "imm" or inst.operands[0].value < 0:
            raise c.err("wgmma.wait_group needs an integer constant")
        collective = _wgmma_wait(inst.operands[0].value, line)
    else:
        c.nops(0)
        collective = _wgmma_fence if kind == "fence" else _wgmma_commit
    return _wg_op("wgmma." + kind, line, collective, lambda m: None)


DISPATCH = {
    "ld": compile_ld_st, "st": compile_ld_st, "ldu": compile_ld_st,
    "mov": compile_mov, "cvta": compile_cvta, "cvt": compile_cvt,
    "elect": compile_elect,
    "add": compile_arith, "sub": compile_arith, "mul": compile_arith,
    "mad": compile_arith, "div": compile_arith, "rem": compile_arith,
    "min": compile_arith, "max": compile_arith, "abs": compile_arith,
    "neg": compile_arith, "fma": compile_arith, "rcp": compile_arith,
    "sqrt": compile_arith,
    "ex2": compile_approx, "lg2": compile_approx, "sin": compile_approx,
    "cos": compile_approx, "rsqrt": compile_approx, "tanh": compile_approx,
    "and": compile_logic, "or": compile_logic, "xor": compile_logic,
    "not": compile_logic, "cnot": compile_logic, "shl": compile_logic,
    "shr": compile_logic, "popc": compile_logic, "clz": compile_logic,
    "brev": compile_logic, "bfe": compile_logic, "bfi": compile_logic,
    "lop3": compile_logic, "prmt": compile_logic, "shf": compile_logic,
    "setp": compile_setp, "selp": compile_selp,
    "bra": compile_bra, "ret": compile_ret, "exit": compile_ret,
    "trap": compile_trap,
    "bar": compile_barrier, "barrier": compile_barrier,
    "membar": compile_fence, "fence": compile_fence,
    "nanosleep": compile_nop, "griddepcontrol": compile_nop,
    "cp": compile_cp_async, "atom": compile_atom, "red": compile_atom,
    "mbarrier": compile_mbarrier,
    "call": compile_call, "wmma": compile_wmma, "shfl": compile_shfl,
    "ldmatrix": compile_ldmatrix, "mma": compile_mma, "wgmma": compile_wgmma,
}


_ROUND = {"rn", "rz", "rm", "rp"}
_IROUND = {"rni", "rzi", "rmi", "rpi"}
_SPACES = {"global", "shared", "local", "param", "const", "shared::cta",
           "shared::cluster", "param::entry"}
_SCOPES = {"cta", "gpu", "sys", "cluster"}
_ARITH = {"lo", "hi", "wide", "sat", "ftz", "approx", "full", "NaN"} | _ROUND
# Modifiers each opcode accepts besides types; anything else (add.cc,
# ld.global.L2::cache_hint, min.relu, ...) is rejected, never ignored.
ALLOWED_MODS = {
    "ld": _SPACES | _SCOPES | {"weak", "volatile", "relaxed", "acquire", "nc",
                               "ca", "cg", "cs", "lu", "cv", "v2", "v4", "v8"},
    "st": _SPACES | _SCOPES | {"weak", "volatile", "relaxed", "release", "wb",
                               "cg", "cs", "wt", "v2", "v4", "v8"},
    "mov": set(), "selp": set(), "elect": {"sync"}, "cvta": {"to", "global", "shared", "local"},
    "cvt": _ROUND | _IROUND | {"ftz", "sat"},
    "setp": {"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
             "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan", "and",
             "or", "xor", "ftz"},
    "bra": {"uni"}, "ret": {"uni"}, "exit": set(), "trap": set(),
    "call": {"uni"},
    "bar": {"sync", "arrive", "cta", "aligned", "warp"},
    "barrier": {"sync", "arrive", "cta", "aligned"},
    "membar": {"cta", "gl", "sys"}, "nanosleep": {"u32"},
    "atom": _SPACES | _SCOPES | {"relaxed", "acquire", "release", "acq_rel",
                                 "add", "exch", "cas", "min", "max", "and",
                                 "or", "xor", "inc", "dec", "noftz"},
    "cp": {"async", "ca", "cg", "shared", "global", "shared::cta",
           "commit_group", "wait_group", "wait_all", "bulk",
           "shared::cluster", "mbarrier::complete_tx::bytes",
           "L2::cache_hint", "tensor", "1d", "2d", "3d", "4d", "5d",
           "tile"},
    "mbarrier": {"init", "inval", "arrive", "expect_tx", "try_wait",
                 "test_wait", "parity", "shared", "shared::cta", "b64",
                 "release", "acquire", "relaxed", "cta"},
    "shf": {"l", "r", "wrap", "clamp"},
    "shfl": {"sync", "up", "down", "bfly", "idx"},
    "wmma": {"load", "store", "mma", "a", "b", "c", "d", "sync", "aligned",
             "row", "col", "m16n16k16", "global", "shared"},
    "wgmma": {"fence", "commit_group", "wait_group", "mma_async", "sync",
              "aligned"} | {"m64n%dk16" % _n for _n in range(8, 257, 8)},
}
ALLOWED_MODS["ldu"] = ALLOWED_MODS["ld"]
ALLOWED_MODS["red"] = ALLOWED_MODS["atom"]
for _op in ("add", "sub", "mul", "mad", "div", "rem", "min", "max", "abs",
            "neg", "fma", "rcp", "sqrt"):
    ALLOWED_MODS[_op] = _ARITH
for _op in ("add", "sub", "mul", "abs", "neg", "fma"):
    ALLOWED_MODS[_op] = _ARITH | {"f16x2", "bf16x2"}
for _op in ("ex2", "lg2", "sin", "cos", "rsqrt", "tanh"):
    ALLOWED_MODS[_op] = {"approx", "ftz"}
for _op in ("and", "or", "xor", "not", "cnot", "shl", "shr", "popc", "clz",
            "brev", "bfe", "bfi", "lop3", "prmt"):
    ALLOWED_MODS[_op] = set()


def _check_mods(c):
    inst = c.inst
    allowed = ALLOWED_MODS.get(inst.op)
    if allowed is None:  # fence, griddepcontrol: no-ops whatever the form
        return
    for m in inst.mods:
        if m in TYPES or m in allowed:
            continue
        if inst.op in ("ld", "ldu", "st", "cp") and \
                re.match(r"^L[12]::(evict_\w+|no_allocate|64B|128B|256B)$", m):
            continue
        raise c.err("unsupported modifier .%s of '%s'" % (m, inst.opcode))


def compile_inst(inst, func, module):
    """Check one instruction and return its executor; an instruction outside
    the supported subset raises PTXError with its line."""
    c = Ctx(inst, func, module)
    if inst.op in DISPATCH:
        _check_mods(c)
    if inst.op == "cp" and (not inst.mods or inst.mods[0] != "async" or
                            len(inst.mods) < 2):
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    if inst.op == "cp":
        inst.mods = inst.mods[1:]
    if inst.op in ("ex2", "lg2", "sin", "cos", "rsqrt", "tanh") and \
            "approx" not in inst.mods:
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    if inst.op in ("bar", "barrier") and inst.mods and \
            inst.mods[0] not in ("sync", "arrive", "cta", "aligned", "warp"):
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    comp = DISPATCH.get(inst.op)
    if comp is None:
        raise c.err("unsupported instruction '%s'" % inst.opcode)
    fn = comp(c)
    if inst.op in _LANEWISE and "f32" in inst.mods:
        fn = _lanewise(fn, inst)
    return fn


# ---------------------------------------------------------------------------
# Kernel parameters and running
# ---------------------------------------------------------------------------

ELEM = {"i8": ("s8",), "i16": ("s16",), "i32": ("s32",), "i64": ("s64",),
        "u8": ("u8",), "u16": ("u16",), "u32": ("u32",), "u64": ("u64",),
        "f16": ("f16",), "f32": ("f32",), "f64": ("f64",)}

PARAM_HELP = """\
Parameter SPEC: one item per kernel parameter, in order, separated by commas
(or given as separate words).  TRIP in a number is the trip count (ptxdiff
substitutes each --trip-counts value; ptxinterp uses --trip).  Numbers may be
integer expressions of TRIP with + - * / and parentheses, e.g. TRIP*4+1.
  ptr:TYPE:COUNT[:INIT]  a global array of COUNT elements of TYPE, with
                         canaries around it; the parameter is its address.
       TYPE  i8 i16 i32 i64 u8 u16 u32 u64 f16 f32 f64
       INIT  rand        (default) ints: random bits; floats: uniform in
                         [-2, 2) rounded to TYPE
             rand=LO..HI random integers in [LO, HI] (floats: uniform)
             bits        random bit patterns (floats: may be NaN/inf)
             zero | iota | fill=V | vals=V1/V2/...  (missing vals are 0)
  tmap:TYPE:DIMS:BOX[:INIT][:swizzle=S]  a tensor for cp.async.bulk.tensor:
                         a global array of TYPE elements, DIMS (innermost
                         first, separated by x: 64xTRIP*8) packed, filled as
                         INIT, and a 128-byte tensor map of it (the
                         interpreter's own encoding, see encode_tmap) in
                         global memory, read in boxes of BOX (e.g. 16x8)
                         that land in shared memory under the S-byte swizzle
                         (32, 64, 128; none, the default, lands them
                         row-major); the parameter is the map's address.
  TYPE:VALUE             a scalar: i32:TRIP, i32:5, u64:0x10, f32:1.5,
                         f32:0f3FC00000 (bits), f64:-2.25
Random data comes from --seed and the parameter's position only, so the
two runs of ptxdiff see identical inputs.
Examples: ptr:f32:TRIP,ptr:f32:TRIP,f32:1.5,i32:TRIP
          ptr:i32:256:rand=0..255 ptr:f32:1024:zero i32:TRIP
"""


def _expr(text, trip):
    t = text.strip()
    if not re.match(r"^[0-9a-fA-FxX+\-*/() TRIP]+$", t):
        raise PTXError("bad number '%s' in --params" % text)
    if "TRIP" in t and trip is None:
        raise PTXError("TRIP used but no trip count given")
    t = t.replace("TRIP", "(%d)" % (trip or 0)).replace("/", "//")
    try:
        return int(eval(t, {"__builtins__": {}}, {}))  # digits/ops only
    except Exception:
        raise PTXError("bad number '%s' in --params" % text)


def _scalar_bits(ty, text, trip):
    kind, bits = TYPES[ty]
    t = text.strip()
    if kind == "f":
        m = re.match(r"^0[fFdD]([0-9a-fA-F]+)$", t)
        if m:
            return int(m.group(1), 16) & mask(bits)
        if "TRIP" in t or re.match(r"^[-+]?0[xX]", t):
            return f_encode(float(_expr(t, trip)), ty)
        return f_encode(float(t), ty)
    return _expr(t, trip) & mask(bits)


class ParamSpec:
    def __init__(self, text):
        self.text = text
        f = text.split(":", 3)
        self.dims = self.box = None
        self.swizzle = 0
        if f[0] == "tmap":
            g = text.split(":")
            if len(g) < 4 or g[1] not in ELEM:
                raise PTXError("bad parameter spec '%s'" % text)
            self.is_ptr, self.ty = True, ELEM[g[1]][0]
            self.dims, self.box = g[2].split("x"), g[3].split("x")
            if not 1 <= len(self.dims) <= 5 or \
                    len(self.box) != len(self.dims):
                raise PTXError("a tmap needs 1 to 5 dimensions and a box "
                               "of as many in '%s'" % text)
            self.count = "*".join("(%s)" % d for d in self.dims)
            self._tmap_options(g[4:])
        elif f[0] == "ptr":
            if len(f) < 3 or f[1] not in ELEM:
                raise PTXError("bad parameter spec '%s'" % text)
            self.is_ptr, self.ty = True, ELEM[f[1]][0]
            self.count = f[2]
            self.init = f[3] if len(f) > 3 else "rand"
        else:
            if len(f) != 2 or f[0] not in ELEM:
                raise PTXError("bad parameter spec '%s'" % text)
            self.is_ptr, self.ty, self.value = False, ELEM[f[0]][0], f[1]
        self.label = text

    def _tmap_options(self, opts):
        """A tmap's optional INIT and swizzle=32|64|128|none, in any order."""
        init = [o for o in opts if not o.startswith("swizzle=")]
        swz = [o[8:] for o in opts if o.startswith("swizzle=")]
        if len(init) > 1 or len(swz) > 1 or \
                swz and swz[0] not in ("none", "32", "64", "128"):
            raise PTXError("bad tmap options in '%s' (at most one INIT and "
                           "one swizzle=32|64|128|none)" % self.text)
        self.init = init[0] if init else "rand"
        self.swizzle = int(swz[0]) if swz and swz[0] != "none" else 0


def parse_params(words):
    items = []
    for w in words:
        items += [x for x in w.split(",") if x.strip()]
    return [ParamSpec(x.strip()) for x in items]


def _fill(spec, count, rng, trip):
    ty = spec.ty
    kind, bits = TYPES[ty]
    init = spec.init
    vals = []
    if init == "zero":
        vals = [0] * count
    elif init == "iota":
        vals = [_scalar_bits(ty, str(i), None) for i in range(count)]
    elif init.startswith("fill="):
        v = _scalar_bits(ty, init[5:], trip)
        vals = [v] * count
    elif init.startswith("vals="):
        given = [_scalar_bits(ty, x, trip) for x in init[5:].split("/")]
        vals = (given + [0] * count)[:count]
    elif init == "bits":
        vals = [rng.getrandbits(bits) for _ in range(count)]
    elif init == "rand" or init.startswith("rand="):
        lo = hi = None
        if init.startswith("rand="):
            m = re.match(r"^(.+)\.\.(.+)$", init[5:])
            if not m:
                raise PTXError("bad rand range in '%s'" % spec.text)
            lo, hi = m.group(1), m.group(2)
        if kind == "f":
            flo = float(lo) if lo is not None else -2.0
            fhi = float(hi) if hi is not None else 2.0
            vals = [f_encode(rng.uniform(flo, fhi), ty) for _ in range(count)]
        elif lo is None:
            vals = [rng.getrandbits(bits) for _ in range(count)]
        else:
            ilo, ihi = _expr(lo, trip), _expr(hi, trip)
            vals = [rng.randint(ilo, ihi) & mask(bits) for _ in range(count)]
    else:
        raise PTXError("bad INIT '%s' in '%s'" % (init, spec.text))
    n = bits // 8
    return b"".join(v.to_bytes(n, "little") for v in vals)


def _tmap_param(spec, i, base, trip, memory):
    """The address of a tmap spec's tensor map (of the tensor at `base`),
    placed in read-only global memory."""
    dims = [_expr(d, trip) for d in spec.dims]
    box = [_expr(b, trip) for b in spec.box]
    if any(d < 1 or d >= 1 << 32 for d in dims) or \
            any(not 1 <= b <= 256 for b in box):
        raise PTXError("a tmap's dimensions must be positive and its box "
                       "1 to 256 in '%s'" % spec.text)
    elem = TYPES[spec.ty][1] // 8
    r = memory.allocate("global", "p%dmap" % i, TMAP_BYTES, align=64,
                        fill=encode_tmap(base, elem, dims, box,
                                         spec.swizzle),
                        readonly=True)
    return r.base + r.lo


def setup_params(module, func, specs, trip, seed, memory):
    """Allocate the arrays of `specs` in `memory` and the kernel's .param
    region; returns the list of (index, spec, Region) for the arrays."""
    if len(specs) != len(func.params):
        raise PTXError("%s has %d parameters, --params gives %d" %
                       (func.name, len(func.params), len(specs)))
    arrays = []
    for i, (spec, (pname, pty, psize, palign)) in enumerate(
            zip(specs, func.params)):
        if spec.is_ptr:
            count = _expr(spec.count, trip)
            if count < 0:
                raise PTXError("negative count in '%s'" % spec.text)
            if spec.dims is not None and count > 1 << 24:
                raise PTXError("a tmap of more than 2^24 elements in '%s'" %
                               spec.text)
            rng = random.Random(seed * 1_000_003 + i)
            data = _fill(spec, count, rng, trip)
            r = memory.allocate("global", "p%d" % i, len(data), align=256,
                                canary=CANARY, fill=data)
            arrays.append((i, spec, r))
            value, size = r.base + r.lo, module.address_size // 8
            if spec.dims is not None:
                value = _tmap_param(spec, i, value, trip, memory)
        else:
            value = _scalar_bits(spec.ty, spec.value, trip)
            size = TYPES[spec.ty][1] // 8
        if size != psize:
            raise PTXError("parameter %d (%s, %d bytes) does not fit '%s'" %
                           (i, pname, psize, spec.text))
        memory.allocate("param", pname, psize, align=palign,
                        fill=value.to_bytes(psize, "little"), readonly=True)
    return arrays


def setup_vars(module, func, memory, dynamic_shared=0, shared_fill=None):
    """Allocate module- and function-scope variables; returns the Regions
    of .global variables.  Shared and local memory start unwritten (reading
    them is an error) unless `shared_fill` gives a byte to fill them with."""
    out = []
    for v in module.vars:
        if v.space in ("shared", "local"):
            size = dynamic_shared if v.extern else v.size
            r = memory.allocate(v.space, v.name, size, align=v.align,
                                track_init=shared_fill is None)
            if shared_fill is not None:
                r.data[:] = bytes([shared_fill & 0xFF]) * len(r.data)
        else:
            data = None
            if v.init:
                n = TYPES[v.ty][1] // 8
                vals = [_scalar_bits(v.ty, x, None) for x in v.init]
                vals = (vals + [0] * v.count)[:v.count]
                data = b"".join(x.to_bytes(n, "little") for x in vals)
            r = memory.allocate(v.space, v.name, v.size, align=v.align,
                                canary=CANARY if v.space == "global" else 0,
                                fill=data, readonly=v.space == "const")
            if v.space == "global":
                out.append(r)
    return out


class RunResult:
    """memory; arrays [(param index, ParamSpec, Region)]; globals (the
    Regions of .global variables); machine (counters); error (PTXError or
    None)."""

    def __init__(self, memory, arrays, globals_, machine, error):
        self.memory, self.arrays, self.globals = memory, arrays, globals_
        self.machine, self.error = machine, error


class CtaStats:
    """The counters of a CTA-mode run: steps and fences summed over the
    threads, barriers = the number of barrier releases."""

    def __init__(self, threads):
        self.threads = threads
        self.steps = self.fences = self.barriers = 0


def _collective_deadlock(race, first, odd, what, unit):
    """Raise the deadlock of \p first waiting at a collective \p what
    (of its \p unit) that thread \p odd has left or waits elsewhere than."""
    where = "has exited" if odd.waiting is None else \
        "waits at line %d" % odd.waiting[2]
    raise PTXError(
        "deadlock: thread %s waits at the %s of line %d, but thread %s of "
        "its %s %s" % (race.name(first.thread), what, first.waiting[2],
                       race.name(odd.thread), unit, where), first.waiting[2])


def _warp_collectives(machines, race):
    """Run the warp-collective operations (shfl.sync) that every lane of
    a warp waits at; returns whether any ran."""
    ran = False
    for w in range(0, len(machines), 32):
        lanes = machines[w:w + 32]
        if not any(m.waiting and m.waiting[0] == "warp" for m in lanes):
            continue
        if any(m.waiting is None and not m.done for m in lanes):
            continue  # a lane is still running
        first = next(m for m in lanes if m.waiting and
                     m.waiting[0] == "warp")
        odd = next((m for m in lanes if m.waiting is None or
                    m.waiting[0] != "warp" or m.waiting[1] is not
                    first.waiting[1]), None)
        if odd is not None:
            _collective_deadlock(race, first, odd, "warp-collective operation",
                                 "warp")
        first.waiting[1](lanes)
        for m in lanes:
            m.waiting = None
            m.done = False
        ran = True
    return ran


def _warpgroup_collectives(machines, race):
    """Run the wgmma instructions that every thread of a warpgroup (128
    consecutive threads) waits at; returns whether any ran.  A warpgroup
    with a thread at an mbarrier or warp operation waits for it.  In a CTA
    whose size is not a multiple of 128, any wgmma is an error."""
    ran = False
    for g in range(0, len(machines), 128):
        threads = machines[g:g + 128]
        first = next((m for m in threads if m.waiting and
                      m.waiting[0] == "wg"), None)
        if first is None or any(
                (m.waiting is None and not m.done) or
                (m.waiting is not None and m.waiting[0] in ("mbar", "warp"))
                for m in threads):
            continue
        w = first.waiting
        if len(machines) % 128:
            raise PTXError(
                "%s is warpgroup-collective: the CTA's %d threads are not a "
                "multiple of 128 (a warpgroup is 4 whole warps)" %
                (w[4], len(machines)), w[2])
        odd = next((m for m in threads if m.waiting is None or
                    m.waiting[1] is not w[1]), None)
        if odd is not None:
            _collective_deadlock(race, first, odd,
                                 "warpgroup-collective " + w[4], "warpgroup")
        w[1](threads)
        for m in threads:
            m.waiting = None
            m.done = False
        ran = True
    return ran


def _cta_release(machines, nthreads, race):
    """Every live thread waits at a barrier: check and release them."""
    _check_no_warp_wait(machines, race)
    live = [m for m in machines if m.waiting is not None]
    gone = [m for m in machines if m.waiting is None]
    if gone:
        w, g = live[0], gone[0]
        raise PTXError(
            "deadlock: thread %s waits at the barrier of line %d, but %d "
            "thread(s) of the CTA have exited (thread %s first) and will "
            "never arrive" % (race.name(w.thread), w.waiting[2], len(gone),
                              race.name(g.thread)), w.waiting[2])
    ids = {m.waiting[0] for m in live}
    if len(ids) > 1:
        a = live[0]
        b = next(m for m in live if m.waiting[0] != a.waiting[0])
        raise PTXError(
            "threads wait at different barriers: %s at barrier %d (line %d), "
            "%s at barrier %d (line %d)" % (
                race.name(a.thread), a.waiting[0], a.waiting[2],
                race.name(b.thread), b.waiting[0], b.waiting[2]),
            b.waiting[2])
    aligned = next((m for m in live if m.waiting[3]), None)
    if aligned is not None:
        other = next((m for m in live if m.waiting[2] != aligned.waiting[2]),
                     None)
        if other is not None:
            raise PTXError(
                "threads wait at different instructions of an aligned "
                "barrier: thread %s at line %d, thread %s at line %d (bar.sync is "
                "barrier.sync.aligned: every thread of the CTA must reach "
                "the same instruction)" % (
                    race.name(aligned.thread), aligned.waiting[2],
                    race.name(other.thread), other.waiting[2]),
                other.waiting[2])
    for m in live:
        if m.waiting[1] is not None and m.waiting[1] != nthreads:
            raise PTXError(
                "a barrier for %d threads of a %d-thread CTA is not "
                "supported" % (m.waiting[1], nthreads), m.waiting[2])
    race.new_epoch()
    for m in live:
        m.waiting = None
        m.done = False


def run_cta(module, func, mem, ntid, ctaid, nctaid, max_steps,
            dynamic_shared):
    """Run every thread of one CTA (CTA mode), cooperatively: in order of
    their linear index each thread runs until it waits at a CTA barrier or
    ends; when every thread waits, all are released (an epoch ends).  A
    thread that ends while others wait is a deadlock (an error).  Every
    thread has its own registers; shared memory is the CTA's.  The step
    limit counts the steps of all threads.  Returns CtaStats; errors are
    PTXErrors naming the thread."""
    nthreads = ntid[0] * ntid[1] * ntid[2]
    mem.race = RaceTracker(ntid)
    machines = []
    for lin in range(nthreads):
        tid = (lin % ntid[0], lin // ntid[0] % ntid[1],
               lin // (ntid[0] * ntid[1]))
        m = Machine(module, func, mem, tid, ntid, ctaid, nctaid, max_steps)
        m.sreg["%dynamic_smem_size"] = dynamic_shared
        m.cta = True
        m.enter({})
        machines.append(m)
    stats = CtaStats(nthreads)
    while True:
        for m in machines:
            if m.done:
                continue
            mem.cur = m.thread
            before = m.steps
            m.max_steps = m.steps + max_steps - stats.steps
            try:
                m.run()
            except RaceError:
                raise  # names both threads
            except PTXError as e:
                if mem.uninit is not None:
                    raise mem.uninit
                if e.msg.startswith("step limit"):
                    e.msg = "step limit (%d, all threads together) exceeded:" \
                        " infinite loop?" % max_steps
                e.msg = "thread %s: %s" % (mem.race.name(m.thread), e.msg)
                raise
            finally:
                stats.steps += m.steps - before
        stats.fences = sum(m.fences for m in machines)
        if mem.uninit is not None:
            raise mem.uninit
        if _warp_collectives(machines, mem.race) or \
                _warpgroup_collectives(machines, mem.race):
            continue
        if _mbar_wake(machines, mem):
            continue
        if all(m.waiting is None for m in machines):
            return stats
        _check_no_mbar_wait(machines, mem.race)
        _cta_release(machines, nthreads, mem.race)
        stats.barriers += 1


def _mbar_wake(machines, mem):
    """Wake the threads blocked at an mbarrier wait since when some
    mbarrier phase has completed (they test again); True if any woke."""
    woke = False
    for m in machines:
        w = m.waiting
        if w is not None and w[0] == "mbar" and mem.mbar_progress > w[1]:
            m.waiting = None
            m.done = False
            woke = True
    return woke


def _check_no_mbar_wait(machines, race):
    """No thread may stay blocked at an mbarrier wait that nothing else
    can complete: every thread has run until it waits or ends."""
    for m in machines:
        if m.waiting is not None and m.waiting[0] == "mbar":
            raise PTXError(
                "deadlock: thread %s waits at the mbarrier of line %d, and "
                "no thread of the CTA can complete its phase" %
                (race.name(m.thread), m.waiting[2]), m.waiting[2])


def _check_no_warp_wait(machines, race):
    """At a CTA barrier release no thread may wait at a warp operation."""
    for m in machines:
        if m.waiting is not None and m.waiting[0] == "warp":
            raise PTXError("deadlock: thread %s waits at the warp-collective "
                           "operation of line %d while its warp's other "
                           "lanes wait at a barrier" %
                           (race.name(m.thread), m.waiting[2]), m.waiting[2])
        if m.waiting is not None and m.waiting[0] == "wg":
            raise PTXError("deadlock: thread %s waits at the warpgroup-"
                           "collective %s of line %d while other threads of "
                           "its warpgroup wait at a barrier" %
                           (race.name(m.thread), m.waiting[4], m.waiting[2]),
                           m.waiting[2])


def run_kernel(module, kernel, specs, trip=None, seed=1, tid=(0, 0, 0),
               ntid=(1, 1, 1), ctaid=(0, 0, 0), nctaid=(1, 1, 1),
               max_steps=10_000_000, allow_oob_reads=False, dynamic_shared=0,
               shared_fill=None, cta=False, undef_regs=None):
    """Run one kernel on fresh memory: thread `tid` alone, or with `cta`
    every thread of the CTA (run_cta).  Errors during execution are caught
    into RunResult.error (PTXError); setup errors propagate."""
    if kernel is None:
        entries = [f for f in module.functions.values() if f.kind == "entry"]
        if len(entries) != 1:
            raise PTXError("the module has %d kernels: pass --kernel" %
                           len(entries))
        func = entries[0]
    else:
        if kernel not in module.functions:
            raise PTXError("no function %s in %s" % (kernel, module.filename))
        func = module.functions[kernel]
    mem = Memory(allow_oob_reads=allow_oob_reads)
    mem.undef_regs = undef_regs
    arrays = setup_params(module, func, specs, trip, seed, mem)
    globals_ = setup_vars(module, func, mem, dynamic_shared, shared_fill)
    if cta and tid != (0, 0, 0):
        raise PTXError("--cta runs every thread: --tid cannot be given")
    if cta:
        stats, error = CtaStats(ntid[0] * ntid[1] * ntid[2]), None
        try:
            stats = run_cta(module, func, mem, ntid, ctaid, nctaid, max_steps,
                            dynamic_shared)
        except PTXError as e:
            error = e
        return RunResult(mem, arrays, globals_, stats, error)
    m = Machine(module, func, mem, tid, ntid, ctaid, nctaid, max_steps)
    m.sreg["%dynamic_smem_size"] = dynamic_shared
    m.enter({})
    error = None
    try:
        m.run()
    except PTXError as e:
        error = e
    return RunResult(mem, arrays, globals_, m, error)


def element_values(region, ty):
    n = TYPES[ty][1] // 8
    data = region.data[region.lo:region.hi]
    return [int.from_bytes(data[i:i + n], "little")
            for i in range(0, len(data), n)]


def format_value(bits, ty):
    kind, nb = TYPES[ty]
    hexs = "0x%0*x" % (nb // 4, bits)
    if kind == "f":
        x = f_decode(bits, ty)
        if x != x:
            s = "nan"
        elif ty == "f64":
            s = repr(x)
        else:
            s = "%.9g" % x
        return "%s (%s)" % (s, hexs)
    if kind == "s":
        return "%d (%s)" % (to_signed(bits, nb), hexs)
    return "%d (%s)" % (bits, hexs)


def _triple(text):
    v = [int(x) for x in text.split(",")]
    return tuple((v + [0, 0, 0])[:3]) if len(v) < 3 else tuple(v)


def _dim(text):
    v = [int(x) for x in text.split(",")]
    return tuple((v + [1, 1, 1])[:3])


def add_run_options(ap):
    ap.add_argument("--kernel", help="kernel name (default: the only one)")
    ap.add_argument("--params", nargs="+", action="extend", required=True,
                    metavar="SPEC",
                    help="kernel parameters (see below)")
    ap.add_argument("--seed", type=int, default=1, help="data seed (1)")
    ap.add_argument("--tid", type=_triple, default=(0, 0, 0),
                    help="x[,y,z] thread index (0)")
    ap.add_argument("--ntid", type=_dim, default=(1, 1, 1),
                    help="x[,y,z] block size (1)")
    ap.add_argument("--ctaid", type=_triple, default=(0, 0, 0))
    ap.add_argument("--nctaid", type=_dim, default=(1, 1, 1))
    ap.add_argument("--max-steps", type=int, default=10_000_000,
                    help="instruction limit per run (10M)")
    ap.add_argument("--allow-oob-reads", action="store_true",
                    help="let loads read canaries instead of failing")
    ap.add_argument("--dynamic-shared", type=int, default=0,
                    help="bytes of .extern .shared memory (0)")
    ap.add_argument("--shared-fill", type=lambda t: int(t, 0), metavar="BYTE",
                    help="fill shared and local memory with BYTE at the start "
                    "(default: reading bytes never written is an error)")
    ap.add_argument("--undef-regs", type=lambda t: int(t, 0), metavar="VALUE",
                    help="a read of a register never written gives VALUE "
                    "(default: it is an error; not with wgmma)")
    ap.add_argument("--cta", action="store_true",
                    help="run every thread of the CTA --ctaid (--ntid "
                    "threads) cooperatively, with real bar.sync and "
                    "shared-memory race detection (default: thread --tid "
                    "alone)")


def run_options(args):
    return dict(seed=args.seed, tid=args.tid, ntid=args.ntid,
                ctaid=args.ctaid, nctaid=args.nctaid,
                max_steps=args.max_steps,
                allow_oob_reads=args.allow_oob_reads,
                dynamic_shared=args.dynamic_shared,
                shared_fill=args.shared_fill, cta=args.cta,
                undef_regs=args.undef_regs)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Run one PTX kernel on the host (one thread) and print "
        "its arrays.", epilog=PARAM_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ptx")
    add_run_options(ap)
    ap.add_argument("--trip", type=int, help="value of TRIP in --params")
    ap.add_argument("--only", help="comma-separated parameter indices to print")
    ap.add_argument("--stats", action="store_true",
                    help="print steps, barriers and fences")
    args = ap.parse_args(argv)
    try:
        mod = Module.from_file(args.ptx)
        specs = parse_params(args.params)
        res = run_kernel(mod, args.kernel, specs, args.trip,
                         **run_options(args))
    except PTXError as e:
        print("%s: error: %s" % (args.ptx, e), file=sys.stderr)
        return 2
    only = set(int(x) for x in args.only.split(",")) if args.only else None
    for i, spec, r in res.arrays:
        if only is not None and i not in only:
            continue
        for k, v in enumerate(element_values(r, spec.ty)):
            print("p%d[%d] = %s" % (i, k, format_value(v, spec.ty)))
        for off, line in r.canary_writes:
            print("p%d: canary written at byte %d (line %d)" % (i, off, line))
    for r in res.globals:
        print("%s: %s" % (r.name, bytes(r.data[r.lo:r.hi]).hex()))
        for off, line in r.canary_writes:
            print("%s: canary written at byte %d (line %d)" % (r.name, off,
                                                               line))
    if args.stats:
        m = res.machine
        print("steps=%d barriers=%d fences=%d" % (m.steps, m.barriers,
                                                  m.fences) +
              (" threads=%d" % m.threads if args.cta else ""))
    if res.error:
        sys.stdout.flush()
        print("%s: error: %s" % (args.ptx, res.error), file=sys.stderr)
        return 1
    bad = any(r.canary_writes for _, _, r in res.arrays) or \
        any(r.canary_writes for r in res.globals)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
