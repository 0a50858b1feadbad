"""Helpers shared by the bench/bench_*.py benchmark scripts."""
import os
import platform


def machine_line():
    """One line naming the machine a figure was measured on."""
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_gib = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{os.cpu_count()} cores ({cpu}), {mem_gib:.0f} GiB, {platform.system()} {platform.release()}"
