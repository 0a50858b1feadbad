# Checks that stdin is one complete JSON report of `twill gaus --json`:
# with a schedule ("status" feasible or optimal) it lists all N ops under
# "ops" and says it was verified; without one it has no "ops".
# json-report.py N
import json, sys

n = int(sys.argv[1])
text = sys.stdin.read()
try:
    d = json.loads(text)
except json.JSONDecodeError as e:
    sys.exit("json-report.py: not one complete JSON document (%d bytes): %s" % (len(text), e))
if d.get("status") in ("feasible", "optimal"):
    if len(d.get("ops", [])) != n:
        sys.exit("json-report.py: %d ops listed, expected %d" % (len(d.get("ops", [])), n))
    if d.get("verified") is not True:
        sys.exit("json-report.py: schedule not verified")
elif "ops" in d:
    sys.exit("json-report.py: ops listed without a schedule")
print("report ok:", d.get("status"))
