"""Run sgemm_smem (SGEMM_CUDA kernel 3) over one full CTA in ptxinterp's CTA
mode and check C against a reference computed here (cta.test).

Usage: sgemm-ref.py PTXDIR PTX TRIP

M = N = 64, K = 32 * TRIP, CTA (1,1) of a 2x2 grid of 32x32 blocks, so the
block offsets are exercised.  The reference follows the kernel's arithmetic
in its order: tmp = fma(A[r][k], B[k][c], tmp) for k = 0..K-1, then
C[r][c] = fma(tmp, alpha, C[r][c] * beta), each op rounded to f32 (the
interpreter's fp_fma/fp_mul, checked against C by rounding.test).  Elements
outside the block must keep their initial values.
"""
import sys

sys.path.insert(0, sys.argv[1])
import ptxinterp as pi  # noqa: E402

KERNEL = "_Z22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPf"
M = N = 64
trip = int(sys.argv[3])
K = 32 * trip
SPECS = ("i32:64,i32:64,i32:TRIP*32,f32:1.5,ptr:f32:64*TRIP*32,"
         "ptr:f32:TRIP*32*64,f32:0.5,ptr:f32:64*64")
specs = pi.parse_params([SPECS])
mod = pi.Module.from_file(sys.argv[2])
res = pi.run_kernel(mod, KERNEL, specs, trip, ntid=(1024, 1, 1),
                    ctaid=(1, 1, 0), nctaid=(2, 2, 1), cta=True)
if res.error:
    sys.exit("sgemm: error: %s" % res.error)
# The initial arrays: the same specs and seed on fresh memory.
init = pi.Memory()
arrays = pi.setup_params(mod, mod.functions[KERNEL], specs, trip, 1, init)
a, b, c0 = (pi.element_values(r, "f32") for _, _, r in
            (arrays[0], arrays[1], arrays[2]))
c1 = pi.element_values(res.arrays[2][2], "f32")
alpha, beta = pi.f_encode(1.5, "f32"), pi.f_encode(0.5, "f32")


def f(x):
    return pi.f_decode(x, "f32")


bad = 0
for r in range(M):
    for col in range(N):
        want = c0[r * N + col]
        if r >= 32 and col >= 32:
            tmp = 0
            for k in range(K):
                tmp = pi.fp_fma(f(a[r * K + k]), f(b[k * N + col]), f(tmp),
                                "f32", "rn")
            cb = pi.fp_mul(f(c0[r * N + col]), f(beta), "f32", "rn")
            want = pi.fp_fma(f(tmp), f(alpha), f(cb), "f32", "rn")
        if c1[r * N + col] != want:
            if bad < 5:
                print("C[%d][%d] = %s, want %s" % (
                    r, col, pi.format_value(c1[r * N + col], "f32"),
                    pi.format_value(want, "f32")))
            bad += 1
print("sgemm K=%d: %d of %d elements differ; %d steps, %d barriers" % (
    K, bad, M * N, res.machine.steps, res.machine.barriers))
sys.exit(1 if bad else 0)
