# Starts CMD, sends SIGNAL once it has run for DELAY seconds, and checks
# that it ends soon with 128 + SIGNAL and leaves no temporary output file
# in DIR: interrupt.py SIGNAL DELAY DIR CMD ARGS...
# The bound on the stop (5 s, the rule is 1 s) leaves room for a loaded
# machine; what the command printed is passed through for FileCheck.
# DELAY counts from the moment the command blocks SIGINT and SIGTERM (its
# handler is in place, /proc/PID/status SigBlk): on a loaded machine
# loading the binary alone can take longer than DELAY, and a signal sent
# before the handler exists would kill it, or, where the parent ignores
# SIGINT (lit's workers do), be lost.
import os, signal, subprocess, sys, time


def handler_ready(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("SigBlk:"):
                    mask = int(line.split()[1], 16)
                    return all(mask >> (s - 1) & 1 for s in (signal.SIGINT, signal.SIGTERM))
    except OSError:
        return True  # No /proc: fall back to the delay alone.
    return False


def fail(p, msg):
    sys.stderr.write("interrupt.py: " + msg + "\n")
    if p.poll() is None:
        p.kill()
        p.wait()
    sys.exit(1)
sig = getattr(signal, sys.argv[1])
delay = float(sys.argv[2])
out_dir = sys.argv[3]
p = subprocess.Popen(sys.argv[4:])
deadline = time.monotonic() + 60
while not handler_ready(p.pid) and p.poll() is None:
    if time.monotonic() > deadline:
        fail(p, "the command never blocked SIGINT and SIGTERM")
    time.sleep(0.01)
time.sleep(delay)
if p.poll() is not None:
    fail(p, "the command ended before the signal")
t0 = time.monotonic()
p.send_signal(sig)
try:
    rc = p.wait(timeout=30)
except subprocess.TimeoutExpired:
    fail(p, "the command did not stop within 30 s")
stop = time.monotonic() - t0
if rc != 128 + sig:
    fail(p, "exit %d, expected %d" % (rc, 128 + sig))
if stop > 5:
    fail(p, "took %.2f s to stop" % stop)
left = [f for f in os.listdir(out_dir) if ".tmp-" in f]
if left:
    sys.stderr.write("interrupt.py: temporary files left: %s\n" % left)
    sys.exit(1)
