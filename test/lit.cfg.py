# -*- Python -*-
# lit configuration for twill: CLI tests under test/lit/.
import os
import sys
import lit.formats

config.name = "twill"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test", ".ll", ".mir", ".cu"]
config.test_source_root = os.path.join(config.twill_src_root, "test", "lit")
config.test_exec_root = os.path.join(config.twill_obj_root, "test", "lit")
config.excludes = ["Inputs"]

# Tools: twill first, then LLVM's FileCheck/not/count.
config.environment["PATH"] = os.pathsep.join(
    [config.twill_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.environment["NO_COLOR"] = "1"

# Datasets: TWILL_DATASETS overrides the configured default. Tests that read
# them say `REQUIRES: datasets` and report UNSUPPORTED where it is absent.
datasets = os.environ.get("TWILL_DATASETS", config.twill_datasets)
if os.path.isdir(os.path.join(datasets, "hatscht-modulo")):
    config.available_features.add("datasets")
config.substitutions.append(("%datasets", datasets))
config.substitutions.append(("%inputs", os.path.join(config.twill_src_root, "test", "inputs")))
# The host PTX interpreter and differential driver (test/ptx, stdlib Python).
# They run under the interpreter that runs lit (ctest starts lit with the
# configured Python3_EXECUTABLE): sys.executable is that interpreter's real
# binary, where the configured path may be a slow wrapper (a pyenv shim costs
# about a second per call, and these tests make ~30 calls).
ptx_scripts = os.path.join(config.twill_src_root, "test", "ptx")
config.substitutions.append(("%ptxinterp", "%s %s" % (
    sys.executable, os.path.join(ptx_scripts, "ptxinterp.py"))))
config.substitutions.append(("%ptxdiff", "%s %s" % (
    sys.executable, os.path.join(ptx_scripts, "ptxdiff.py"))))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%src", config.twill_src_root))

# CUDA tools are optional: tests that need them REQUIRE the feature.
for tool, feature in (("ptxas", "ptxas"), ("nvcc", "nvcc")):
    path = os.path.join("/usr/local/cuda/bin", tool)
    if os.access(path, os.X_OK):
        config.available_features.add(feature)
        config.substitutions.append(("%" + tool, path))

# The NVPTX plugin (test/lit/plugin): stock llc-19/clang-19 load the built
# LLVMTwill.so. Tests say `REQUIRES: plugin` (and `ptxas` where they
# assemble the PTX).
llvm_bin = config.llvm_tools_dir
config.substitutions.append(("%llc", os.path.join(llvm_bin, "llc")))
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang")))
plugin = os.path.join(config.twill_obj_root, "lib", "LLVMTwill.so")
if os.path.exists(plugin) and os.access(os.path.join(llvm_bin, "llc"), os.X_OK):
    config.available_features.add("plugin")
config.substitutions.append(("%plugin", plugin))

# The GPU bench's host runner (tools/twill-gpu-runner), built where cuda.h
# exists, and the driver stand-in its tests load (test/gpu-runner).
mockcuda = os.path.join(config.twill_obj_root, "lib", "libtwill-mockcuda.so")
if os.path.exists(os.path.join(config.twill_tools_dir, "twill-gpu-runner")) and \
        os.path.exists(mockcuda):
    config.available_features.add("gpu-runner")
config.substitutions.append(("%mockcuda", mockcuda))
