"""Run the kernels of Inputs/mma.ptx over one warp in ptxinterp's CTA mode
and check their output against references computed here, from the
matrices in memory, without the interpreter's fragment code (mma.test).

Usage: mma-ref.py PTXDIR PTX [KERNEL...]

For each kernel it prints "KERNEL: N of M elements differ".  The products
D = A * B + C are summed exactly (fractions) and rounded once to D's
format, which is the interpreter's documented model; the layouts in
memory are the kernels' (see their comments in mma.ptx): A row-major, B
n-major ([n][k]) or, for mma_trans_f16, k-major, C and D row-major.
"""
import sys
from fractions import Fraction

sys.path.insert(0, sys.argv[1])
import ptxinterp as pi  # noqa: E402

mod = pi.Module.from_file(sys.argv[2])

# kernel -> (param specs, M, N, K, f32 C/D?, B k-major?)
KERNELS = {
    "mma_ldm": ("ptr:f16:256,ptr:f16:128,ptr:f32:128,ptr:f32:128:zero,u32:0",
                16, 8, 16, True, False),
    "mma_ldm_swapped": ("ptr:f16:256,ptr:f16:128,ptr:f32:128,"
                        "ptr:f32:128:zero,u32:1", 16, 8, 16, True, False),
    "mma_trans_f16": ("ptr:f16:256,ptr:f16:128,ptr:f16:128,ptr:f16:128:zero",
                      16, 8, 16, False, True),
    "mma_k8": ("ptr:f16:128,ptr:f16:64,ptr:f32:128,ptr:f32:128:zero",
               16, 8, 8, True, False),
}


def run(kernel, specs):
    specs = pi.parse_params([specs])
    res = pi.run_kernel(mod, kernel, specs, None, ntid=(32, 1, 1), cta=True)
    if res.error:
        sys.exit("%s: error: %s" % (kernel, res.error))
    init = pi.Memory()
    arrays = pi.setup_params(mod, mod.functions[kernel], specs, None, 1, init)
    return arrays, res


def check_mma(name):
    specs, M, N, K, f32, kmajor = KERNELS[name]
    kernel = "mma_ldm" if name == "mma_ldm_swapped" else name
    arrays, res = run(kernel, specs)
    cd = "f32" if f32 else "f16"
    a = pi.element_values(arrays[0][2], "f16")
    b = pi.element_values(arrays[1][2], "f16")
    c = pi.element_values(arrays[2][2], cd)
    d = pi.element_values(res.arrays[3][2], cd)
    bad = 0
    for i in range(M):
        for j in range(N):
            acc = Fraction(pi.f_decode(c[i * N + j], cd))
            for k in range(K):
                bk = b[k * N + j] if kmajor else b[j * K + k]
                acc += Fraction(pi.f_decode(a[i * K + k], "f16")) * \
                    Fraction(pi.f_decode(bk, "f16"))
            bad += d[i * N + j] != pi.round_frac(acc, cd, "rn")
    print("%s: %d of %d elements differ" % (name, bad, M * N))


def check_raw():
    arrays, res = run("ldm_raw", "ptr:u16:256,ptr:u32:160:zero")
    m = pi.element_values(arrays[0][2], "u16")
    out = pi.element_values(res.arrays[1][2], "u32")
    want = []
    # x1: lane l holds M[l / 4][2 (l % 4)] (low) and the next column.
    for lane in range(32):
        r, col = lane // 4, 2 * (lane % 4)
        want.append(m[8 * r + col] | m[8 * r + col + 1] << 16)
    # x4.trans: matrix i is m[64 i ..]; lane l's register i holds
    # column l / 4, rows 2 (l % 4) and 2 (l % 4) + 1.
    for i in range(4):
        for lane in range(32):
            col, r = lane // 4, 2 * (lane % 4)
            want.append(m[64 * i + 8 * r + col] |
                        m[64 * i + 8 * (r + 1) + col] << 16)
    bad = sum(x != y for x, y in zip(out, want))
    print("ldm_raw: %d of %d elements differ" % (bad, len(want)))


for name in sys.argv[3:] or list(KERNELS) + ["ldm_raw"]:
    check_raw() if name == "ldm_raw" else check_mma(name)
