#!/usr/bin/env python3
"""ptxdiff: differential test of two PTX files by meaning.

Runs kernel NAME of A.ptx and of B.ptx (e.g. llc's PTX and twill's pipelined
PTX) on the host interpreter (ptxinterp.py) with identical inputs for each
trip count, and requires identical final memory: every parameter array and
every .global variable, bit for bit, and untouched canaries.  Prints
`trip N: ok` per trip count and `N passed, M failed`; exits 1 on any
mismatch, with the first differing array, index and values.  With --cta
both runs execute every thread of the CTA (ptxinterp's CTA mode), so a
race, a deadlock or a cp.async read too early in either fails the trip
count.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptxinterp as pi  # noqa: E402

DEFAULT_TRIPS = "0,1,2,3,4,5,7,8,9,17,100"


def _describe_error(which, res):
    return "%s: %s" % (which, res.error)


def compare(ra, rb):
    """Problems of one trip count (list of strings; empty when equal)."""
    problems = []
    for which, res in (("A", ra), ("B", rb)):
        if res.error is not None:
            problems.append(_describe_error(which, res))
    if problems:
        return problems
    for which, res in (("A", ra), ("B", rb)):
        for i, spec, r in res.arrays:
            for off, line in r.canary_writes[:1]:
                problems.append("%s: store outside p%d (%s) at byte %d, "
                                "line %d" % (which, i, spec.text, off, line))
        for r in res.globals:
            for off, line in r.canary_writes[:1]:
                problems.append("%s: store outside %s at byte %d, line %d" %
                                (which, r.name, off, line))
    for (i, spec, a), (_, _, b) in zip(ra.arrays, rb.arrays):
        va, vb = pi.element_values(a, spec.ty), pi.element_values(b, spec.ty)
        diff = [k for k in range(len(va)) if va[k] != vb[k]]
        if diff:
            k = diff[0]
            problems.append("p%d (%s) differs at %d of %d elements; first "
                            "[%d]: A=%s B=%s" % (
                                i, spec.text, len(diff), len(va), k,
                                pi.format_value(va[k], spec.ty),
                                pi.format_value(vb[k], spec.ty)))
    ga = {r.name: r for r in ra.globals}
    for r in rb.globals:
        a = ga.get(r.name)
        if a is None:
            problems.append("global %s only in B" % r.name)
            continue
        da, db = bytes(a.data[a.lo:a.hi]), bytes(r.data[r.lo:r.hi])
        if da != db:
            k = next((j for j in range(min(len(da), len(db)))
                      if da[j] != db[j]), min(len(da), len(db)))
            problems.append("global %s differs at byte %d" % (r.name, k))
    for name in ga:
        if name not in {r.name for r in rb.globals}:
            problems.append("global %s only in A" % name)
    return problems


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Run a kernel of two PTX files on identical inputs for "
        "several trip counts and require bit-identical memory.",
        epilog=pi.PARAM_HELP + "\nExample:\n  ptxdiff.py base.ptx twill.ptx "
        "--kernel saxpy --params ptr:f32:TRIP ptr:f32:TRIP ptr:f32:TRIP "
        "f32:1.5 i32:TRIP\n",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a", help="reference PTX (A)")
    ap.add_argument("b", help="PTX under test (B)")
    pi.add_run_options(ap)
    ap.add_argument("--trip-counts", default=DEFAULT_TRIPS,
                    help="comma-separated values of TRIP (%s)" % DEFAULT_TRIPS)
    ap.add_argument("--kernel-b", help="kernel name in B (default: --kernel)")
    ap.add_argument("--all", action="store_true",
                    help="run every trip count even after a failure")
    args = ap.parse_args(argv)
    mods = []
    for path in (args.a, args.b):
        try:
            mods.append(pi.Module.from_file(path))
        except (pi.PTXError, OSError) as e:
            print("%s: error: %s" % (path, e), file=sys.stderr)
            return 2
    ma, mb = mods
    try:
        specs = pi.parse_params(args.params)
        trips = [int(x) for x in args.trip_counts.split(",") if x.strip()]
    except (pi.PTXError, ValueError) as e:
        print("ptxdiff: error: %s" % e, file=sys.stderr)
        return 2
    opts = pi.run_options(args)
    passed = failed = 0
    for trip in trips:
        try:
            ra = pi.run_kernel(ma, args.kernel, specs, trip, **opts)
            rb = pi.run_kernel(mb, args.kernel_b or args.kernel, specs, trip,
                               **opts)
        except pi.PTXError as e:
            print("ptxdiff: error: %s" % e, file=sys.stderr)
            return 2
        problems = compare(ra, rb)
        if problems:
            failed += 1
            print("trip %d: MISMATCH" % trip)
            for p in problems:
                print("  " + p)
            if not args.all:
                break
        else:
            passed += 1
            print("trip %d: ok (A %d steps, B %d steps)" % (
                trip, ra.machine.steps, rb.machine.steps))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
