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
# With --wait-stderr TEXT first, DELAY counts from the first stderr line of
# the command that contains TEXT (its stderr is passed through): for a
# signal at a chosen point of the work, e.g. once GauS reports progress and
# so holds a legal schedule, whatever the machine's load.
import os, signal, subprocess, sys, threading, time


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
args = sys.argv[1:]
wait_text = None
if args[0] == "--wait-stderr":
    wait_text, args = args[1], args[2:]
sig = getattr(signal, args[0])
delay = float(args[1])
out_dir = args[2]
seen = threading.Event()
if wait_text is None:
    p = subprocess.Popen(args[3:])
    seen.set()
else:
    p = subprocess.Popen(args[3:], stderr=subprocess.PIPE, text=True)

    def relay():
        for line in p.stderr:
            sys.stderr.write(line)
            if wait_text in line:
                seen.set()
    threading.Thread(target=relay, daemon=True).start()
deadline = time.monotonic() + 60
while not handler_ready(p.pid) and p.poll() is None:
    if time.monotonic() > deadline:
        fail(p, "the command never blocked SIGINT and SIGTERM")
    time.sleep(0.01)
while not seen.wait(0.05) and p.poll() is None:
    if time.monotonic() > deadline:
        fail(p, "the command never printed %r" % wait_text)
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
