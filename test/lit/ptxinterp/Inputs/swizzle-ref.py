"""Run the kernels of Inputs/swizzle.ptx in ptxinterp's CTA mode and check
what they produce against references computed here, without the
interpreter's swizzle code (swizzle.test).

Usage: swizzle-ref.py PTXDIR PTX

box ...: swz_box copies a box of a u32 iota tensor (element (x, y) =
  y * DIM0 + x) with a swizzled tensor map to buf + OFF (buf is 1024-byte
  aligned) and dumps the shared bytes. The expected word at each place
  comes from the PTX ISA's tables ("Tensors" > "Swizzling Modes"): each
  table row is a 128-byte line of eight 16-byte cells, and cell p of line i
  holds chunk TABLE[i % rows][p] of that line of the unswizzled,
  row-major box; lines are counted from a 1024-, 512- or 256-byte
  boundary ("the starting address is 1024 bytes aligned"; for a buffer
  that is only 128-byte aligned the CUDA Programming Guide's offset
  formula (smem_ptr / 128) % 8 continues the count). It prints "box NAME:
  N of M words differ".

wgmma ...: tma_wg_k / tma_wg_mn compute D = A B (64 x 16, f32) from tiles
  that swizzled tensor copies put in shared memory, through descriptors
  with the same swizzle mode. The reference is computed from the tensors
  in global memory: each k16 step summed exactly and rounded once to f32,
  the interpreter's documented model. It prints "wgmma NAME: N of 1024
  elements differ". "k128-noswz" copies without swizzle but reads with
  the 128B descriptor, so the two disagree and D must be wrong.
"""
import sys
from fractions import Fraction

sys.path.insert(0, sys.argv[1])
import ptxinterp as pi  # noqa: E402

mod = pi.Module.from_file(sys.argv[2])

# PTX ISA, "Swizzling Modes" (16-byte atomicity): the 128B table; the 64B
# table is its first four rows and the 32B table its first two.
TABLE = [[0, 1, 2, 3, 4, 5, 6, 7],
         [1, 0, 3, 2, 5, 4, 7, 6],
         [2, 3, 0, 1, 6, 7, 4, 5],
         [3, 2, 1, 0, 7, 6, 5, 4],
         [4, 5, 6, 7, 0, 1, 2, 3],
         [5, 4, 7, 6, 1, 0, 3, 2],
         [6, 7, 4, 5, 2, 3, 0, 1],
         [7, 6, 5, 4, 3, 2, 1, 0]]
ROWS = {128: 8, 64: 4, 32: 2}


def run(kernel, params, ntid=128):
    specs = pi.parse_params([params])
    res = pi.run_kernel(mod, kernel, specs, None, ntid=(ntid, 1, 1),
                        cta=True)
    if res.error:
        sys.exit("%s: error: %s" % (kernel, res.error))
    init = pi.Memory()
    arrays = pi.setup_params(mod, mod.functions[kernel], specs, None, 1, init)
    return ([pi.element_values(r, spec.ty) for _, spec, r in arrays],
            [pi.element_values(r, spec.ty) for _, spec, r in res.arrays])


def box_expected(span, dims, box, x, y, off, words):
    """The word at buf + off + 4 w for each w, from TABLE."""
    out = []
    for w in range(words):
        s = off + 4 * w                    # offset from buf (1024-aligned)
        line, cell = s // 128, (s % 128) // 16
        src = 128 * line + 16 * TABLE[line % ROWS[span]][cell] + s % 16
        o = src - off                      # offset in the row-major box
        row, col = o // (4 * box[0]), (o % (4 * box[0])) // 4
        gx, gy = x + col, y + row
        inside = 0 <= gx < dims[0] and 0 <= gy < dims[1]
        out.append(gy * dims[0] + gx if inside else 0)
    return out


BOXES = [  # name, span, dims, box, x, y, off
    ("128 off=0", 128, (32, 12), (32, 8), 0, 2, 0),
    ("128 off=384", 128, (32, 12), (32, 8), 0, 2, 384),
    ("64 off=0 oob", 64, (20, 12), (16, 8), 8, 6, 0),
    ("64 off=128", 64, (16, 16), (16, 16), 0, 0, 128),
    ("32 off=128", 32, (8, 12), (8, 8), 0, 3, 128),
]


def check_box(name, span, dims, box, x, y, off):
    n = box[0] * box[1]
    _, (out, _) = run("swz_box", "ptr:u32:%d:zero,tmap:u32:%dx%d:%dx%d:iota:"
                      "swizzle=%d,i32:%d,i32:%d,i32:%d,i32:%d" %
                      (n, dims[0], dims[1], box[0], box[1], span, x, y, off,
                       4 * n), ntid=32)
    exp = box_expected(span, dims, box, x, y, off, n)
    bad = sum(a != b for a, b in zip(out, exp))
    print("box %s: %d of %d words differ" % (name, bad, n))


def f16(bits):
    return Fraction(pi.f_decode(bits, "f16"))


def desc(mode, lbo, sbo):
    """Descriptor bits other than the start address (bytes)."""
    return mode << 62 | (sbo >> 4) << 32 | (lbo >> 4) << 16


# name, kernel, A spec, B spec, descA, descB, stepA, stepB (16-byte units),
# nk, tx[, nA, bmA, lboA]; K-major maps are [m][k] / [n][k], MN-major
# [k][m] / [k][n].
WGMMA = [
    ("k128", "tma_wg_k", "64x64:64x64:swizzle=128", "64x16:64x16:swizzle=128",
     desc(1, 16, 1024), desc(1, 16, 1024), 2, 2, 4, 80 * 128),
    ("k64", "tma_wg_k", "32x64:32x64:swizzle=64", "32x16:32x16:swizzle=64",
     desc(2, 16, 512), desc(2, 16, 512), 2, 2, 2, 80 * 64),
    ("k32", "tma_wg_k", "16x64:16x64:swizzle=32", "16x16:16x16:swizzle=32",
     desc(3, 16, 256), desc(3, 16, 256), 2, 2, 1, 80 * 32),
    ("mn128", "tma_wg_mn", "64x32:64x32:swizzle=128",
     "16x32:16x32:swizzle=32", desc(1, 0, 1024), desc(3, 0, 256),
     128, 32, 2, 5120, 1, 64, 0),
    ("mn64", "tma_wg_mn", "64x32:32x32:swizzle=64",
     "16x32:16x32:swizzle=32", desc(2, 2048, 512), desc(3, 0, 256),
     64, 32, 2, 5120, 2, 32, 2048),
    ("mn32", "tma_wg_mn", "64x32:16x32:swizzle=32",
     "16x32:16x32:swizzle=32", desc(3, 1024, 256), desc(3, 0, 256),
     32, 32, 2, 5120, 4, 16, 1024),
    ("k128-noswz", "tma_wg_k", "64x64:64x64", "64x16:64x16",
     desc(1, 16, 1024), desc(1, 16, 1024), 2, 2, 4, 80 * 128),
]


def check_wgmma(name, kernel, sa, sb, da, db, stpa, stpb, nk, tx, *extra):
    params = ("ptr:f32:1024:zero,tmap:f16:%s,tmap:f16:%s,u64:%d,u64:%d,"
              "u64:%d,u64:%d,u32:%d,u32:%d" %
              (sa, sb, da, db, stpa, stpb, nk, tx))
    params += "".join(",u32:%d" % v for v in extra)
    (_, a, b), (d, _, _) = run(kernel, params)
    kk = 16 * nk
    if kernel == "tma_wg_k":
        av = lambda m, k: a[m * kk + k]  # noqa: E731
        bv = lambda n, k: b[n * kk + k]  # noqa: E731
    else:
        av = lambda m, k: a[k * 64 + m]  # noqa: E731
        bv = lambda n, k: b[k * 16 + n]  # noqa: E731
    bad = 0
    for m in range(64):
        for n in range(16):
            acc = None
            for step in range(nk):
                s = sum(f16(av(m, k)) * f16(bv(n, k))
                        for k in range(16 * step, 16 * step + 16))
                if acc is not None:
                    s += Fraction(pi.f_decode(acc, "f32"))
                acc = pi.round_frac(s, "f32", "rn")
            bad += d[16 * m + n] != acc
    print("wgmma %s: %d of 1024 elements differ" % (name, bad))


for item in BOXES:
    check_box(*item)
for item in WGMMA:
    check_wgmma(*item)
