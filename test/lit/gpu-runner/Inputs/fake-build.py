#!/usr/bin/env python3
"""fake-build.py DIR PTXDIR NAME PLAIN PLUGIN [NAME PLAIN PLUGIN ...]: writes
DIR/NAME.{plain,plugin}.ptx (copies of PTXDIR/NAME.ptx) and fake cubins
DIR/NAME.{plain,plugin}.cubin: the ELF magic and a `MOCK PLAIN` or
`MOCK PLUGIN` line of settings for test/gpu-runner/MockCuda.cpp."""
import os
import shutil
import sys

out, ptxdir, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
os.makedirs(out, exist_ok=True)
for i in range(0, len(rest), 3):
    name, plain, plugin = rest[i:i + 3]
    for build, settings in (("plain", plain), ("plugin", plugin)):
        shutil.copy(os.path.join(ptxdir, name + ".ptx"), os.path.join(out, f"{name}.{build}.ptx"))
        with open(os.path.join(out, f"{name}.{build}.cubin"), "wb") as f:
            f.write(b"\x7fELF fake cubin\nMOCK " + settings.encode() + b"\n")
