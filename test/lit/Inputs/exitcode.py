# Runs a command and checks its exit status: exitcode.py EXPECTED CMD ARGS...
# Output passes through, so the test can FileCheck it.
import subprocess, sys
expected = int(sys.argv[1])
rc = subprocess.call(sys.argv[2:])
if rc != expected:
    sys.stderr.write("exitcode.py: expected exit %d, got %d\n" % (expected, rc))
    sys.exit(1)
