#!/usr/bin/env python3
# Checks `twill show` pictures against the schedule they draw, independently
# of twill's own code: the expected op instances are recomputed here from
# the problem (native JSON) and the schedule (twill schedule JSON).
#
#   check_pictures.py PROBLEM.json SCHEDULE.json --iterations N
#                     [--svg FILE.svg] [--trace FILE.json]
#
# Iteration k issues op v at k*II + start(v) for cycles(v) = max(latency,
# reservation rows) cycles, on the track of its warp group ("warp group G
# (...)", or "all warps" without a warp assignment); on the track "unit U"
# of every unit U it holds, for the rows that hold U. Every instance must
# appear exactly once on its track, and nothing else may. Exit status 1 and
# a message per mismatch otherwise.
import argparse
import collections
import json
import sys
import xml.etree.ElementTree as ET

SVG_NS = "{http://www.w3.org/2000/svg}"


def reservation_rows(res):
    """The rows (one dict unit -> count per cycle) of a reservation written
    as rows or as runs (docs/formats.md)."""
    if isinstance(res, list):
        return res
    uses = res.get("uses", [])
    end = max([u.get("from", 0) + u["cycles"] for u in uses] + [0])
    rows = [collections.Counter() for _ in range(res.get("rows", end))]
    for u in uses:
        for c in range(u.get("from", 0), u.get("from", 0) + u["cycles"]):
            rows[c][u["unit"]] += u.get("count", 1)
    return rows


def expected_instances(problem, schedule, iterations):
    ii = schedule["II"]
    start = schedule["start"]
    warps = schedule.get("warps")
    wpg = (problem.get("warps") or {}).get("warps_per_group", 4) or 4
    out = collections.Counter()
    for op in problem["ops"]:
        name = op["name"]
        rows = reservation_rows(op.get("reservation", []))
        cycles = max(op.get("latency", 0), len(rows))
        group = "all warps" if warps is None else "warp group %d" % (warps[name] // wpg)
        units = {}
        for r, row in enumerate(rows):
            for unit, count in row.items():
                if count > 0:
                    first, last = units.get(unit, (r, r))
                    units[unit] = (min(first, r), max(last, r))
        for k in range(iterations):
            s = k * ii + start[name]
            out[(group, name, k, s, cycles)] += 1
            for unit, (first, last) in units.items():
                out[("unit " + unit, name, k, s + first, last + 1 - first)] += 1
    return out


def track_key(track):
    # "warp group 1 (MMA + softmax)" -> "warp group 1"; lanes "#n" dropped.
    track = track.split(" #")[0]
    return track.split(" (")[0]


def compare(what, got, want):
    ok = True
    for inst in sorted(want - got):
        print("%s: missing %s" % (what, inst))
        ok = False
    for inst in sorted(got - want):
        print("%s: unexpected %s" % (what, inst))
        ok = False
    return ok


def check_svg(path, want):
    root = ET.parse(path).getroot()  # raises on invalid XML
    ok = root.tag == SVG_NS + "svg"
    if not ok:
        print("svg: root element is %s, not svg" % root.tag)
    got = collections.Counter()
    boxes = []
    for g in root.iter(SVG_NS + "g"):
        if g.get("class") != "op":
            continue
        a = g.attrib
        key = (track_key(a["data-track"]), a["data-op"], int(a["data-iteration"]),
               int(a["data-start"]), int(a["data-cycles"]))
        got[key] += 1
        rect = g.find(SVG_NS + "rect")
        title = g.find(SVG_NS + "title")
        if rect is None or title is None:
            print("svg: op box %s lacks a rect or a title" % (key,))
            ok = False
            continue
        boxes.append((key[3], max(key[4], 1), float(rect.get("x")), float(rect.get("width"))))
    # Boxes sit on one linear time axis: x = x0 + start * scale and
    # width = max(cycles, 1) * scale.
    if boxes:
        s0, c0, x0, w0 = boxes[0]
        scale = w0 / c0
        for s, c, x, w in boxes:
            if abs(w - c * scale) > 0.05 or abs((x - x0) - (s - s0) * scale) > 0.05:
                print("svg: box at cycle %d drawn at x=%g width=%g off the time axis" % (s, x, w))
                ok = False
    if not any(e.get("class") == "steady-state" for e in root.iter(SVG_NS + "rect")):
        print("svg: no steady-state window")
        ok = False
    return compare("svg", got, want) and ok


def check_trace(path, want):
    with open(path) as f:
        doc = json.load(f)  # raises on invalid JSON
    events = doc["traceEvents"] if isinstance(doc, dict) else doc
    ok = True
    names = {}
    for e in events:
        for field in ("name", "ph", "pid", "tid"):
            if field not in e:
                print("trace: event without %r: %s" % (field, e))
                ok = False
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
    got = collections.Counter()
    spans = collections.defaultdict(list)
    for e in events:
        if e.get("ph") != "X":
            continue
        if not all(isinstance(e.get(f), (int, float)) and e.get(f) >= 0 for f in ("ts", "dur")):
            print("trace: complete event without ts/dur >= 0: %s" % e)
            ok = False
            continue
        thread = (e["pid"], e["tid"])
        if thread not in names:
            print("trace: event on an unnamed track: %s" % e)
            ok = False
            continue
        got[(track_key(names[thread]), e["name"], e["args"]["iteration"], e["ts"], e["dur"])] += 1
        spans[thread].append((e["ts"], e["ts"] + e["dur"], e["name"]))
    # Complete events on one track must not partially overlap.
    for thread, ss in spans.items():
        ss.sort()
        for (b0, e0, n0), (b1, e1, n1) in zip(ss, ss[1:]):
            if b1 < e0:
                print("trace: %s and %s overlap on track %s" % (n0, n1, names[thread]))
                ok = False
    return compare("trace", got, want) and ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("problem")
    ap.add_argument("schedule")
    ap.add_argument("--iterations", type=int, required=True)
    ap.add_argument("--svg")
    ap.add_argument("--trace")
    args = ap.parse_args()
    with open(args.problem) as f:
        problem = json.load(f)
    with open(args.schedule) as f:
        schedule = json.load(f)
    want = expected_instances(problem, schedule, args.iterations)
    ok = True
    if args.svg:
        ok &= check_svg(args.svg, want)
    if args.trace:
        ok &= check_trace(args.trace, want)
    print("%s: %d op instances checked" % ("ok" if ok else "FAILED", sum(want.values())))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
