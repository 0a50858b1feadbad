#!/usr/bin/env python3
# Runs a command with stdout on a pseudo-terminal and copies what it writes
# to our stdout, with ESC shown as "<ESC>" so FileCheck can match it.
#   run_in_tty.py [--no-color VALUE | --unset-no-color] CMD ARGS...
import os
import pty
import subprocess
import sys

args = sys.argv[1:]
env = dict(os.environ)
if args[0] == "--unset-no-color":
    env.pop("NO_COLOR", None)
    args = args[1:]
elif args[0] == "--no-color":
    env["NO_COLOR"] = args[1]
    args = args[2:]
master, slave = pty.openpty()
proc = subprocess.Popen(args, stdout=slave, stderr=subprocess.STDOUT, env=env)
os.close(slave)
out = b""
while True:
    try:
        chunk = os.read(master, 65536)
    except OSError:  # EIO once the child has closed the terminal
        break
    if not chunk:
        break
    out += chunk
rc = proc.wait()
sys.stdout.write(out.decode("utf-8", "replace").replace("\x1b", "<ESC>").replace("\r\n", "\n"))
sys.exit(rc)
