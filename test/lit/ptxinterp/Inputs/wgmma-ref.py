"""Run the kernels of Inputs/wgmma.ptx over one warpgroup in ptxinterp's CTA
mode and check their output against references computed here from the
matrices in memory, without the interpreter's wgmma code (wgmma.test).

Usage: wgmma-ref.py PTXDIR PTX

For each kernel and scale-d it prints "KERNEL scaled=S: N of M elements
differ".  The kernels round A and B (f32 in memory) to f16 or bf16, and
compute D = A[:, 0:16] B[0:16, :] (+ C), then D = A[:, 16:32] B[16:32, :]
+ D: each step is summed exactly and rounded once to D's type, which is
the interpreter's documented model.  A is 64 x 32 row-major, B 32 x N
row-major ([k][n]), C and D 64 x N row-major (see wgmma.ptx).
"""
import sys
from fractions import Fraction

sys.path.insert(0, sys.argv[1])
import ptxinterp as pi  # noqa: E402

mod = pi.Module.from_file(sys.argv[2])

# kernel -> (N, A/B type, D type, A negated)
KERNELS = {
    "wg_f16_n8": (8, "f16", "f32", False),
    "wg_bf16_n32": (32, "bf16", "f32", False),
    "wg_f16_n16_t": (16, "f16", "f16", True),
}


def run(kernel, n, d_fmt, scaled):
    specs = pi.parse_params(["ptr:f32:2048,ptr:f32:%d,ptr:%s:%d,"
                             "ptr:%s:%d:zero,u32:%d,u32:0" %
                             (32 * n, d_fmt, 64 * n, d_fmt, 64 * n, scaled)])
    res = pi.run_kernel(mod, kernel, specs, None, ntid=(128, 1, 1), cta=True)
    if res.error:
        sys.exit("%s: error: %s" % (kernel, res.error))
    init = pi.Memory()
    arrays = pi.setup_params(mod, mod.functions[kernel], specs, None, 1, init)
    return [pi.element_values(r, spec.ty) for _, spec, r in arrays], \
        pi.element_values(res.arrays[3][2], d_fmt)


def value(bits, fmt):
    return Fraction(pi.f_decode(bits, fmt))


def check(kernel, scaled):
    n, ab, d_fmt, neg = KERNELS[kernel]
    (a, b, c, _), d = run(kernel, n, d_fmt, scaled)
    # cvt.rn.{f16,bf16}.f32 of the inputs.
    a = [value(pi.f_encode(pi.f_decode(x, "f32"), ab), ab) for x in a]
    b = [value(pi.f_encode(pi.f_decode(x, "f32"), ab), ab) for x in b]
    sign = -1 if neg else 1
    bad = 0
    for i in range(64):
        for j in range(n):
            acc = c[i * n + j] if scaled else None
            for step in (0, 1):
                s = sum(sign * a[32 * i + k] * b[n * k + j]
                        for k in range(16 * step, 16 * step + 16))
                if acc is not None:
                    s += value(acc, d_fmt)
                acc = pi.round_frac(s, d_fmt, "rn")
            bad += d[i * n + j] != acc
    print("%s scaled=%d: %d of %d elements differ" % (kernel, scaled, bad,
                                                      64 * n))


for name in KERNELS:
    for sd in (0, 1):
        check(name, sd)
