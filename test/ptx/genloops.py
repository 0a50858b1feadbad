#!/usr/bin/env python3
"""Generates random single-block NVPTX loops as LLVM IR, for differential
testing of the twill pipeliner (test/lit/pipeline/random-loops.test).

Each kernel has the signature

    kernel(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n, i32 %k)

and a loop whose shape is drawn from a seeded generator: an induction
variable (start, step, signed or unsigned exit test of several kinds),
loop-carried values through PHIs (some read two iterations back through a
PHI of a PHI, some predicates), loads from %in at affine indices, integer
and float arithmetic, selects, and stores to %out (never read back, so the
loop computes a deterministic function of %in, %n and %k). Values leave
the loop and are stored after it. Indices are masked into [0, 256), so
every access stays inside arrays of 260 elements.

    genloops.py --seed S --count N --out DIR [--guards G]

With --guards G, up to G guarded regions are drawn among the body's
operations, each an if-then or an if-then-else on a comparison of the
body's integers: its side blocks load, store and compute, and the block
where the paths meet merges their values (PHIs) with values from before
the region, so the body is a chain of regions (the guarded-body fold's
shape, test/lit/pipeline/random-guarded.test).

writes DIR/loopK.ll and DIR/loopK.params (the ptxdiff --params and
--trip-counts for that kernel), K = 0..N-1.
"""
import argparse
import os
import random

HEADER = """target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
"""


class Body:
    """Builds the instructions of one loop body in SSA form."""

    def __init__(self, rnd):
        self.rnd = rnd
        self.lines = []
        self.ints = []    # i32 values available in the body
        self.floats = []  # float values available in the body
        self.count = 0
        self.block = "loop"  # the block being written

    def fresh(self, prefix):
        self.count += 1
        return "%%%s%d" % (prefix, self.count)

    def emit(self, text):
        self.lines.append("  " + text)

    def some_int(self):
        return self.rnd.choice(self.ints)

    def some_float(self):
        return self.rnd.choice(self.floats)

    def load(self, iv):
        """A load of in[(iv*a + b) & 255] as i32 or float."""
        a = self.rnd.choice([1, 1, 2, 3, -1])
        b = self.rnd.randrange(0, 8)
        t = self.fresh("t")
        self.emit("%s = mul i32 %s, %d" % (t, iv, a))
        u = self.fresh("t")
        self.emit("%s = add i32 %s, %d" % (u, t, b))
        m = self.fresh("idx")
        self.emit("%s = and i32 %s, 255" % (m, u))
        p = self.fresh("p")
        self.emit("%s = getelementptr inbounds i32, ptr addrspace(1) %%in, i32 %s"
                  % (p, m))
        if self.rnd.random() < 0.5:
            v = self.fresh("li")
            self.emit("%s = load i32, ptr addrspace(1) %s, align 4" % (v, p))
            self.ints.append(v)
        else:
            v = self.fresh("lf")
            self.emit("%s = load float, ptr addrspace(1) %s, align 4" % (v, p))
            self.floats.append(v)

    def store(self, iv):
        """A store to out[(iv + c) & 255] (out is never read in the loop)."""
        t = self.fresh("t")
        self.emit("%s = add i32 %s, %d" % (t, iv, self.rnd.randrange(0, 4)))
        m = self.fresh("idx")
        self.emit("%s = and i32 %s, 255" % (m, t))
        p = self.fresh("p")
        self.emit("%s = getelementptr inbounds i32, ptr addrspace(1) %%out, i32 %s"
                  % (p, m))
        if self.rnd.random() < 0.5:
            self.emit("store i32 %s, ptr addrspace(1) %s, align 4"
                      % (self.some_int(), p))
        else:
            self.emit("store float %s, ptr addrspace(1) %s, align 4"
                      % (self.some_float(), p))

    def side(self, label, join, iv):
        """One side block of a guarded region: a load, arithmetic, maybe a
        store; returns the values it defines ((ints, floats))."""
        self.lines.append(label + ":")
        self.block = label
        n_ints, n_floats = len(self.ints), len(self.floats)
        self.load(iv)
        for _ in range(self.rnd.randrange(0, 3)):
            if self.rnd.random() < 0.5:
                self.int_op()
            else:
                self.float_op()
        if self.rnd.random() < 0.5:
            self.store(iv)
        self.emit("br label %%%s" % join)
        return self.ints[n_ints:], self.floats[n_floats:]

    def merge(self, ty, pairs):
        """A PHI of the join: (value, block) pairs; the new value is usable
        after the region."""
        v = self.fresh("m")
        self.emit("%s = phi %s %s" % (v, ty, ", ".join(
            "[ %s, %%%s ]" % (x, blk) for x, blk in pairs)))
        (self.ints if ty == "i32" else self.floats).append(v)

    def guard(self, iv):
        """An if-then or if-then-else region: the current block branches on
        a comparison, the sides fall into a new block that merges them."""
        k = self.fresh("g")[2:]
        c = "%gc" + k
        self.emit("%s = icmp %s i32 %s, %s" % (
            c, self.rnd.choice(["slt", "ult", "eq", "sgt", "ne"]),
            self.some_int(), self.some_int()))
        head, then, other, join = self.block, "gt" + k, "ge" + k, "gj" + k
        diamond = self.rnd.random() < 0.4
        self.emit("br i1 %s, label %%%s, label %%%s"
                  % (c, then, other if diamond else join))
        ints, floats = list(self.ints), list(self.floats)
        t_ints, t_floats = self.side(then, join, iv)
        self.ints, self.floats = list(ints), list(floats)
        e_ints, e_floats = ([], [])
        if diamond:
            e_ints, e_floats = self.side(other, join, iv)
            self.ints, self.floats = list(ints), list(floats)
        self.lines.append(join + ":")
        self.block = join
        from_other = other if diamond else head
        for ty, t_new, e_new, pool in (("i32", t_ints, e_ints, ints),
                                       ("float", t_floats, e_floats, floats)):
            for v in t_new[:2]:
                o = e_new[0] if e_new else self.rnd.choice(pool)
                self.merge(ty, [(v, then), (o, from_other)])

    def int_op(self):
        op = self.rnd.choice(["add", "sub", "mul", "xor", "and", "or", "shl",
                              "lshr", "ashr", "smax", "umin", "select"])
        x, y = self.some_int(), self.some_int()
        v = self.fresh("i")
        if op in ("shl", "lshr", "ashr"):
            self.emit("%s = %s i32 %s, %d" % (v, op, x, self.rnd.randrange(0, 31)))
        elif op == "smax":
            self.emit("%s = call i32 @llvm.smax.i32(i32 %s, i32 %s)" % (v, x, y))
        elif op == "umin":
            self.emit("%s = call i32 @llvm.umin.i32(i32 %s, i32 %s)" % (v, x, y))
        elif op == "select":
            c = self.fresh("c")
            pred = self.rnd.choice(["slt", "ult", "eq", "sgt"])
            self.emit("%s = icmp %s i32 %s, %s" % (c, pred, x, y))
            self.emit("%s = select i1 %s, i32 %s, i32 %s" % (v, c, y, x))
        else:
            self.emit("%s = %s i32 %s, %s" % (v, op, x, y))
        self.ints.append(v)

    def wide_op(self):
        """i64, i16 and double arithmetic, truncated back to i32/float."""
        kind = self.rnd.choice(["i64", "i16", "double"])
        v = self.fresh("w")
        r = self.fresh("i" if kind != "double" else "f")
        if kind == "i64":
            a, c = self.fresh("x"), self.fresh("x")
            self.emit("%s = sext i32 %s to i64" % (a, self.some_int()))
            self.emit("%s = zext i32 %s to i64" % (c, self.some_int()))
            self.emit("%s = %s i64 %s, %s" % (v, self.rnd.choice(
                ["mul", "add", "xor", "lshr"]), a, c))
            self.emit("%s = trunc i64 %s to i32" % (r, v))
            self.ints.append(r)
        elif kind == "i16":
            a = self.fresh("x")
            self.emit("%s = trunc i32 %s to i16" % (a, self.some_int()))
            self.emit("%s = %s i16 %s, %d" % (v, self.rnd.choice(
                ["mul", "add", "ashr", "sub"]), a, self.rnd.randrange(1, 15)))
            self.emit("%s = sext i16 %s to i32" % (r, v))
            self.ints.append(r)
        else:
            a = self.fresh("x")
            self.emit("%s = fpext float %s to double" % (a, self.some_float()))
            self.emit("%s = fmul double %s, %s" % (v, a, a))
            self.emit("%s = fptrunc double %s to float" % (r, v))
            self.floats.append(r)

    def float_op(self):
        op = self.rnd.choice(["fadd", "fmul", "fsub", "fma", "fromint"])
        v = self.fresh("f")
        if op == "fma":
            self.emit("%s = call float @llvm.fma.f32(float %s, float %s, float %s)"
                      % (v, self.some_float(), self.some_float(), self.some_float()))
        elif op == "fromint":
            self.emit("%s = sitofp i32 %s to float" % (v, self.some_int()))
        else:
            self.emit("%s = %s float %s, %s" % (v, op, self.some_float(),
                                                self.some_float()))
        self.floats.append(v)


def exit_test(rnd):
    """(start, step, predicate, bound) of an exit test that ends the loop
    after at most about 400 iterations for the trip counts the test uses:
    the bound is %n (a trip-count parameter) or derived from it."""
    kind = rnd.choice(["up_slt", "up_ult", "up_ne", "down_sgt", "up2_slt"])
    return kind


# --exits wide: exit tests of the counted form's shapes, each running exactly
# n iterations (n >= 1): kind -> (entry code, start, step, test). %k is a
# parameter (-9..9) the induction variable starts from, %k0 = %k & 15 for the
# unsigned tests (no wrap), %lim the bound.
WIDE_EXITS = {
    "up_slt_k": (["%lim = add i32 %n, %k"], "%k", "add nsw i32 %iv, 1",
                 "icmp slt i32 %iv.next, %lim"),
    "up_sle_k": (["%l0 = add i32 %n, %k", "%lim = add i32 %l0, -1"], "%k",
                 "add nsw i32 %iv, 1", "icmp sle i32 %iv.next, %lim"),
    "up3_slt_k": (["%l0 = mul i32 %n, 3", "%lim = add i32 %l0, %k"], "%k",
                  "add nsw i32 %iv, 3", "icmp slt i32 %iv.next, %lim"),
    "up2_ult_k0": (["%l0 = mul i32 %n, 2", "%lim = add i32 %l0, %k0"], "%k0",
                   "add i32 %iv, 2", "icmp ult i32 %iv.next, %lim"),
    "up_ule_k0": (["%l0 = add i32 %n, %k0", "%lim = add i32 %l0, -1"], "%k0",
                  "add i32 %iv, 1", "icmp ule i32 %iv.next, %lim"),
    "up3_ne_k": (["%l0 = mul i32 %n, 3", "%lim = add i32 %l0, %k"], "%k",
                 "add i32 %iv, 3", "icmp ne i32 %iv.next, %lim"),
    "up_slt_iv": (["%l0 = add i32 %n, %k", "%lim = add i32 %l0, -1"], "%k",
                  "add nsw i32 %iv, 1", "icmp slt i32 %iv, %lim"),
    "up_sgt_swapped": (["%lim = add i32 %n, %k"], "%k", "add nsw i32 %iv, 1",
                       "icmp sgt i32 %lim, %iv.next"),
    "down_sgt_k": (["%start = add i32 %n, %k"], "%start", "add nsw i32 %iv, -1",
                   "icmp sgt i32 %iv.next, %k"),
    "down3_sge_k": (["%s0 = mul i32 %n, 3", "%start = add i32 %s0, %k",
                     "%lim = add i32 %k, 3"], "%start", "add nsw i32 %iv, -3",
                    "icmp sge i32 %iv.next, %lim"),
    "down2_ugt_k0": (["%s0 = mul i32 %n, 2", "%start = add i32 %s0, %k0"],
                     "%start", "add i32 %iv, -2", "icmp ugt i32 %iv.next, %k0"),
    "down_ne_k": (["%start = add i32 %n, %k"], "%start", "add i32 %iv, -1",
                  "icmp ne i32 %iv.next, %k"),
    "down3_uge_iv": (["%s0 = mul i32 %n, 3", "%start = add i32 %s0, %k0",
                      "%lim = add i32 %k0, 6"], "%start", "add i32 %iv, -3",
                     "icmp uge i32 %iv, %lim"),
}


def make_kernel(rnd, name, wide=False, guards=0):
    b = Body(rnd)
    kind = rnd.choice(sorted(WIDE_EXITS)) if wide else exit_test(rnd)
    # Loop-carried values: ints and floats, some of them two iterations back.
    carried = []
    for _ in range(rnd.randrange(1, 4)):
        carried.append(("i32", b.fresh("ci"), rnd.randrange(-5, 6)))
    for _ in range(rnd.randrange(0, 3)):
        carried.append(("float", b.fresh("cf"), rnd.choice(["0.0", "1.0",
                                                            "-2.5"])))
    two_back = rnd.random() < 0.5
    pred_carried = rnd.random() < 0.4

    lines = []
    # Guarded bodies take noalias arrays: their loops overlap iterations
    # only where the loads need not wait for the stores.
    na = "noalias " if guards else ""
    lines.append("define void @%s(ptr addrspace(1) %s%%in, ptr addrspace(1) %s%%out, "
                 "i32 %%n, i32 %%k) {" % (name, na, na))
    lines.append("entry:")
    if kind in WIDE_EXITS:
        entry, start = WIDE_EXITS[kind][:2]
        lines.append("  %k0 = and i32 %k, 15")
        lines += ["  " + line for line in entry]
        lines.append("  %pos = icmp sgt i32 %n, 0")
        lines.append("  br i1 %pos, label %loop, label %exit")
    elif kind == "down_sgt":
        lines.append("  br label %loop")
        start = "%n"
    else:
        lines.append("  %pos = icmp sgt i32 %n, 0")
        lines.append("  br i1 %pos, label %loop, label %exit")
        start = "0"
    lines.append("loop:")
    lines.append("  %iv = phi i32 [ " + start + ", %entry ], [ %iv.next, %loop ]")
    for ty, v, init in carried:
        lines.append("  %s = phi %s [ %s, %%entry ], [ %s.next, %%loop ]"
                     % (v, ty, init, v))
    if two_back:
        lines.append("  %old = phi i32 [ 3, %entry ], [ %old.next, %loop ]")
    if pred_carried:
        lines.append("  %pc = phi i1 [ true, %entry ], [ %pc.next, %loop ]")
    b.ints = ["%iv", "%k"] + [v for ty, v, _ in carried if ty == "i32"]
    b.floats = [v for ty, v, _ in carried if ty == "float"]
    if two_back:
        b.ints.append("%old")
    for _ in range(rnd.randrange(1, 4)):
        b.load("%iv")
    if not b.floats:
        v = b.fresh("f")
        b.emit("%s = sitofp i32 %s to float" % (v, b.some_int()))
        b.floats.append(v)
    regions = rnd.randrange(1, guards + 1) if guards else 0
    for _ in range(rnd.randrange(3, 10)):
        if regions and rnd.random() < 0.5:
            b.guard("%iv")
            regions -= 1
        x = rnd.random()
        if x < 0.5:
            b.int_op()
        elif x < 0.85:
            b.float_op()
        else:
            b.wide_op()
    if pred_carried:
        s = b.fresh("i")
        b.emit("%s = select i1 %%pc, i32 %s, i32 %s" % (s, b.some_int(),
                                                         b.some_int()))
        b.ints.append(s)
    while regions:
        b.guard("%iv")
        regions -= 1
    # Stores to out[(iv + c) & 255], never read in the loop (in some loops
    # only: stores to addresses that repeat keep iterations in order).
    for _ in range(rnd.randrange(0, 3) if rnd.random() < 0.4 else 0):
        b.store("%iv")
    # Next values of the loop-carried registers.
    for ty, v, _ in carried:
        src = b.some_int() if ty == "i32" else b.some_float()
        b.emit("%s.next = %s %s %s, %s" % (
            v, "add" if ty == "i32" else "fadd", ty, src,
            "1" if ty == "i32" else "0.5"))
    if two_back:
        b.emit("%%old.next = add i32 %s, 0" % [v for ty, v, _ in carried
                                                if ty == "i32"][0])
    if pred_carried:
        b.emit("%%pc.next = icmp slt i32 %s, %s" % (b.some_int(), b.some_int()))
    # The exit test.
    exits = {  # kind: (the step, the exit test)
        "up_slt": ("add nsw i32 %iv, 1", "icmp slt i32 %iv.next, %n"),
        "up_ult": ("add i32 %iv, 1", "icmp ult i32 %iv.next, %n"),
        "up_ne": ("add i32 %iv, 1", "icmp ne i32 %iv.next, %n"),
        "down_sgt": ("add nsw i32 %iv, -1", "icmp sgt i32 %iv.next, 0"),
    }
    if kind in WIDE_EXITS:
        step, test = WIDE_EXITS[kind][2:]
        b.emit("%iv.next = " + step)
        b.emit("%cont = " + test)
    elif kind in exits:
        step, test = exits[kind]
        b.emit("%iv.next = " + step)
        b.emit("%cont = " + test)
    else:
        b.emit("%iv.next = add nsw i32 %iv, 2")
        b.emit("%cont = icmp slt i32 %iv.next, %n")
    latch = b.block
    if latch != "loop":
        lines = [line.replace(", %loop ]", ", %" + latch + " ]") for line in lines]
    lines += b.lines
    lines.append("  br i1 %cont, label %loop, label %exit, !llvm.loop !0")
    lines.append("exit:")
    # Live-out values, stored after the loop at out[256..259].
    outs = [v for ty, v, _ in carried if ty == "i32"][:2]
    fouts = [v for ty, v, _ in carried if ty == "float"][:2]
    phis = []
    for idx, v in enumerate(outs + fouts):
        ty = "i32" if v in outs else "float"
        init = "0" if ty == "i32" else "0.0"
        if kind == "down_sgt":
            phis.append("  %%o%d = phi %s [ %s.next, %%%s ]" % (idx, ty, v, latch))
        else:
            phis.append("  %%o%d = phi %s [ %s, %%entry ], [ %s.next, %%%s ]"
                        % (idx, ty, init, v, latch))
    lines += phis
    if wide:
        # The induction variable after the loop (the counted form's original
        # loop hands it over from the epilogue or its remainder).
        lines.append("  %%oiv = phi i32 [ 0, %%entry ], [ %%iv.next, %%%s ]" % latch)
        lines.append("  %qiv = getelementptr inbounds i32, ptr addrspace(1) "
                     "%out, i32 255")
        lines.append("  store i32 %oiv, ptr addrspace(1) %qiv, align 4")
    for idx, v in enumerate(outs + fouts):
        ty = "i32" if v in outs else "float"
        lines.append("  %%q%d = getelementptr inbounds i32, ptr addrspace(1) "
                     "%%out, i32 %d" % (idx, 256 + idx))
        lines.append("  store %s %%o%d, ptr addrspace(1) %%q%d, align 4"
                     % (ty, idx, idx))
    lines.append("  ret void")
    lines.append("}")
    if wide:
        # Every trip count 0..3U+S for U, S <= 8, and large ones.
        trips = ",".join(map(str, list(range(0, 33)) + [97, 1000, 4099]))
    elif kind == "down_sgt":
        trips = "1,2,3,4,5,6,7,8,9,10,11,12,13,16,17,25,40,100"
    elif kind == "up2_slt":
        trips = "0,1,2,3,4,5,6,7,8,9,10,11,12,13,16,17,25,40,100"
    else:
        trips = "0,1,2,3,4,5,6,7,8,9,10,11,12,13,16,17,25,40,100"
    return "\n".join(lines) + "\n", trips


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=8)
    ap.add_argument("--out", required=True)
    ap.add_argument("--guards", type=int, default=0,
                    help="up to this many guarded regions per body (0: "
                         "single-block bodies)")
    ap.add_argument("--exits", choices=["mixed", "wide"], default="mixed",
                    help="wide: the counted form's exit shapes (signed and "
                         "unsigned, up and down, steps 1-3, starts and bounds "
                         "from parameters), trip counts 0..32 and 97, 1000, "
                         "4099")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        name = "loop%d" % i
        text, trips = make_kernel(rnd, name, args.exits == "wide", args.guards)
        with open(os.path.join(args.out, name + ".ll"), "w") as f:
            f.write(HEADER + "\n" + text +
                    '\n!0 = distinct !{!0, !1}\n!1 = !{!"llvm.loop.unroll.disable"}\n'
                    '!nvvm.annotations = !{!2}\n!2 = !{ptr @%s, !"kernel", i32 1}\n'
                    % name)
        with open(os.path.join(args.out, name + ".params"), "w") as f:
            f.write("--kernel %s --params ptr:i32:260 ptr:i32:260 i32:TRIP i32:%d "
                    "--trip-counts %s\n" % (name, rnd.randrange(-9, 10), trips))


if __name__ == "__main__":
    main()
