# twill: the two commands (see README.md).
#   make demo   install what is missing, build, solve the Hopper FA kernel
#   make test   install, build, run every test (GoogleTest + lit via ctest)
#   make bench  run the benchmarks and write bench/RESULTS.md
#   make install PREFIX=/tmp/t   build, then `cmake --install` into PREFIX
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=
PREFIX ?= /usr/local
TWILL = $(BUILD)/bin/twill

.PHONY: all deps configure build demo test bench fuzz install package clean

all: build

deps:
	@scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 $(CMAKE_FLAGS)

configure: $(BUILD)/build.ninja

build: deps configure
	cmake --build $(BUILD) -j $(JOBS)

# The main job: Algorithm 1 on the Hopper FlashAttention forward kernel
# (proven optimal, with its warp-group roles), after the bounds of every
# built-in kernel; then the LLVM plugin on a bundled kernel, and a
# software-pipelined dot product checked on the host PTX interpreter.
demo: build
	$(TWILL) demo
	$(TWILL) solve --kernel flash_attention_forward_hopper
	scripts/plugin-demo.sh $(BUILD)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# Every bench/bench_*.py writes one section; RESULTS.md is their concatenation.
bench: build
	@mkdir -p bench/sections
	@set -e; for s in bench/bench_*.py; do \
	  n=$$(basename $$s .py); echo "== $$n"; \
	  python3 $$s --twill $(TWILL) --out bench/sections/$$n.md; \
	done
	cat bench/sections/*.md > bench/RESULTS.md

# The reader fuzzers, then the solver fuzzer with its deadline check on.
fuzz: build
	scripts/run-fuzzers.sh $(BUILD) 60
	TWILL_FUZZ_CHECK_DEADLINE=1 $(BUILD)/bin/fuzz-solvers -max_total_time=60 \
	  -max_len=64 -len_control=0 -timeout=30 -rss_limit_mb=4096

install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

# The Debian package (twill_<version>_<arch>.deb) in $(BUILD).
package: build
	cd $(BUILD) && cpack -G DEB

clean:
	rm -rf $(BUILD)
