# Starts CMD, sends SIGNAL once it has run for DELAY seconds, and checks
# that it ends soon with 128 + SIGNAL and leaves no temporary output file
# in DIR: interrupt.py SIGNAL DELAY DIR CMD ARGS...
# The bound on the stop (5 s, the rule is 1 s) leaves room for a loaded
# machine; what the command printed is passed through for FileCheck.
import os, signal, subprocess, sys, time
sig = getattr(signal, sys.argv[1])
delay = float(sys.argv[2])
out_dir = sys.argv[3]
p = subprocess.Popen(sys.argv[4:])
time.sleep(delay)
if p.poll() is not None:
    sys.stderr.write("interrupt.py: the command ended before the signal\n")
    sys.exit(1)
t0 = time.monotonic()
p.send_signal(sig)
rc = p.wait(timeout=30)
stop = time.monotonic() - t0
if rc != 128 + sig:
    sys.stderr.write("interrupt.py: exit %d, expected %d\n" % (rc, 128 + sig))
    sys.exit(1)
if stop > 5:
    sys.stderr.write("interrupt.py: took %.2f s to stop\n" % stop)
    sys.exit(1)
left = [f for f in os.listdir(out_dir) if ".tmp-" in f]
if left:
    sys.stderr.write("interrupt.py: temporary files left: %s\n" % left)
    sys.exit(1)
