#!/usr/bin/env python3
# ===- scripts/check-layers.py - the build enforces the layers ------------=== #
#
# Part of the twill project.
#
# ===----------------------------------------------------------------------=== #
"""Checks that the code and the CMake graph follow the layers of twill.

The layer order is written once, in LAYERS below. A component may include
its own headers and the headers of any component in a *lower* layer; an
include of a component in the same layer or a higher one is an error. Each
component's link list (``target_link_libraries`` of its target in its
CMakeLists.txt; the plugin's ``plugin_twill_libs``) must name exactly the
twill libraries whose headers it includes: PUBLIC for those its own public
headers include, PRIVATE for those only its sources include.

Run by ctest as the test ``layers``; prints every finding and exits 1 on
any. Usage: check-layers.py [SOURCE_ROOT]
"""

import os
import re
import sys

# Lowest first. Each entry: component -> (CMake target, source folders,
# public header folder under include/twill or None).
LAYERS = [
    ["Model", "Version"],
    ["Machines"],
    ["Analysis", "Verifier", "IO", "Kernels", "SASS"],
    ["Twill"],
    ["GauS"],
    ["Codegen", "Scheduler"],
    ["NVPTX", "tools", "tests"],
]

COMPONENTS = {
    "Model": ("TwillModel", ["lib/Model"], "Model"),
    "Version": ("TwillVersion", ["lib/Version"], "Version"),
    "Machines": ("TwillMachines", ["lib/Machines"], "Machines"),
    "Analysis": ("TwillAnalysis", ["lib/Analysis"], "Analysis"),
    "Verifier": ("TwillVerifier", ["lib/Verifier"], "Verifier"),
    "IO": ("TwillIO", ["lib/IO"], "IO"),
    "Kernels": ("TwillKernels", ["lib/Kernels"], "Kernels"),
    "SASS": ("TwillSASS", ["lib/SASS"], "SASS"),
    "Twill": ("TwillSolver", ["lib/Twill"], "Twill"),
    "GauS": ("TwillGauS", ["lib/GauS"], "GauS"),
    "Codegen": ("TwillCodegen", ["lib/Codegen"], "Codegen"),
    "Scheduler": ("TwillScheduler", ["lib/Scheduler"], "Scheduler"),
    "NVPTX": ("LLVMTwill", ["lib/NVPTX"], "NVPTX"),
    "tools": ("twill", ["tools/twill"], None),
    "tests": ("twill-unittests", ["test/unit"], None),
}

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"twill/([A-Za-z0-9_]+)/', re.M)
# Index headers directly under include/twill: an include of one stands for
# the includes it makes, and it sits in the layer of the highest component
# it includes.
INDEX_RE = re.compile(r'^\s*#\s*include\s+"twill/([A-Za-z0-9_]+\.h)"', re.M)
SOURCE_EXTS = (".cpp", ".h", ".inc", ".def")


def rank_of(component):
    for rank, layer in enumerate(LAYERS):
        if component in layer:
            return rank
    raise KeyError(component)


def header_owner(folder):
    """The component whose public headers live in include/twill/FOLDER."""
    for name, (_, _, headers) in COMPONENTS.items():
        if headers == folder:
            return name
    return None


def included_components(root, folders):
    """Maps each component included from the files under FOLDERS to the
    first file that includes it."""
    found = {}
    for folder in folders:
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if not name.endswith(SOURCE_EXTS):
                continue
            file = os.path.join(path, name)
            with open(file, encoding="utf-8", errors="replace") as f:
                text = f.read()
            where = os.path.relpath(file, root)
            for match in INCLUDE_RE.finditer(text):
                found.setdefault(match.group(1), where)
            for match in INDEX_RE.finditer(text):
                for folder in index_components(root, match.group(1)):
                    found.setdefault(folder, where + " (through twill/%s)"
                                     % match.group(1))
    return found


def index_components(root, name):
    """The component header folders that include/twill/NAME includes."""
    with open(os.path.join(root, "include", "twill", name),
              encoding="utf-8") as f:
        return sorted(set(INCLUDE_RE.findall(f.read())))


def link_list(root, component):
    """(public, private) twill targets the component's CMakeLists.txt links,
    or None when it declares no list."""
    target, folders, _ = COMPONENTS[component]
    cmake = os.path.join(root, folders[0], "CMakeLists.txt")
    if component == "tests":
        cmake = os.path.join(root, "test", "CMakeLists.txt")
    with open(cmake, encoding="utf-8") as f:
        text = re.sub(r"#[^\n]*", "", f.read())
    if component == "NVPTX":
        m = re.search(r"set\(\s*plugin_twill_libs\s+([^)]*)\)", text)
        if not m:
            return None
        return set(), set(m.group(1).split())
    pattern = r"target_link_libraries\(\s*%s\s+([^)]*)\)" % re.escape(target)
    public, private = set(), set()
    seen = False
    for m in re.finditer(pattern, text):
        seen = True
        scope = private
        for word in m.group(1).split():
            if word in ("PUBLIC", "INTERFACE"):
                scope = public
            elif word == "PRIVATE":
                scope = private
            elif re.fullmatch(r"Twill[A-Za-z]*", word):
                scope.add(word)
    return (public, private) if seen else None


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    errors = []
    for component, (target, folders, headers) in COMPONENTS.items():
        rank = rank_of(component)
        public_files = ["include/twill/" + headers] if headers else []
        from_headers = included_components(root, public_files)
        from_all = included_components(root, public_files + folders)
        needed_public, needed_private = set(), set()
        for folder, where in sorted(from_all.items()):
            owner = header_owner(folder)
            if owner is None:
                errors.append("%s: includes twill/%s/, which no component owns"
                              % (where, folder))
                continue
            if owner == component:
                continue
            if rank_of(owner) >= rank:
                errors.append(
                    "%s: %s (layer %d) includes a header of %s (layer %d); "
                    "a component may only include lower layers (LAYERS in "
                    "scripts/check-layers.py)"
                    % (where, component, rank, owner, rank_of(owner)))
            lib = COMPONENTS[owner][0]
            (needed_public if folder in from_headers else
             needed_private).add(lib)
        links = link_list(root, component)
        if links is None:
            errors.append("%s: no link list found for target %s"
                          % (folders[0], target))
            continue
        public, private = links
        if component in ("NVPTX", "tools", "tests"):
            # Executables and the plugin: nothing links them, so the scope
            # does not matter.
            needed_private |= needed_public
            needed_public = set()
            private |= public
            public = set()
        for lib in sorted(needed_public - public):
            errors.append("%s: %s's public headers include %s but it does "
                          "not link it PUBLIC" % (folders[0], target, lib))
        for lib in sorted(needed_private - private - public):
            errors.append("%s: %s includes %s but does not link it"
                          % (folders[0], target, lib))
        for lib in sorted((public | private) - needed_public - needed_private):
            errors.append("%s: %s links %s but includes none of its headers"
                          % (folders[0], target, lib))
        for lib in sorted(public & needed_private - needed_public):
            errors.append("%s: %s links %s PUBLIC but only its sources "
                          "include it (PRIVATE)" % (folders[0], target, lib))
    # An index header may not reach above the layer of its includers; it
    # is enough that it include no component above GauS, which no library
    # below Codegen may include (the loop above expands it).
    top = max(rank_of(header_owner(f) or "tools")
              for name in os.listdir(os.path.join(root, "include", "twill"))
              if name.endswith(".h")
              for f in index_components(root, name))
    if top > rank_of("GauS"):
        errors.append("include/twill/*.h: an index header includes a "
                      "component above GauS")
    for line in errors:
        print("error: " + line)
    if not errors:
        print("layers: %d components in %d layers, every include and link "
              "list follows them" % (len(COMPONENTS), len(LAYERS)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
