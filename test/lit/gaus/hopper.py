"""Runs `twill gaus --kernel flash_attention_forward_hopper --steps 4 --D 20`
and checks a feasible II=4 schedule, or passes when the kernel is not built
yet (listed by `twill kernels`)."""
import subprocess
import sys

twill = sys.argv[1]
kernels = subprocess.run([twill, "kernels"], capture_output=True, text=True).stdout
if "flash_attention_forward_hopper " not in kernels:
    print("flash_attention_forward_hopper not available yet: skipped")
    sys.exit(0)
p = subprocess.run([twill, "gaus", "--kernel", "flash_attention_forward_hopper",
                    "--steps", "4", "--D", "20", "--quiet"], capture_output=True, text=True)
print(p.stdout, p.stderr)
if p.returncode != 0 or "gaus: feasible II=4" not in p.stdout or "(verified" not in p.stdout:
    sys.exit(1)
