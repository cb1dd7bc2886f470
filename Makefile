# The README's two commands: `make run` and `make test`. A plain `make` builds build/tabula
# (Release, profile-guided with gcc: scripts/build-release.sh; TABULA_PGO=off for a plain one).
JOBS ?= 2

.PHONY: all run test install fuzz fuzz-build deps clean format

all: deps
	@JOBS=$(JOBS) scripts/build-release.sh

deps:
	@scripts/install-deps.sh

# Installs PREFIX/bin/tabula and the front end (PREFIX/share/tabula/web); PREFIX defaults to
# ~/.local, so no root is needed: `make install PREFIX=/usr/local` for every user.
PREFIX ?= $(HOME)/.local
install: all
	cmake --install build --prefix "$(PREFIX)"

# The web application: prints the address to open (port 8080, or the first free one).
run: all
	./build/tabula serve

# Tests run under AddressSanitizer and UndefinedBehaviorSanitizer; a clang build checks
# that clang finds no warning either, and the gcc Release builds of `make run` are built too
# (gcc's -O2 warnings, e.g. format truncation, are not seen at -O0: the instrumented build
# treats them as errors).
test: all
	@scripts/install-deps.sh --test
	cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DTABULA_SANITIZE=ON >/dev/null
	cmake --build build-test -j$(JOBS)
	CC=clang cmake -S . -B build-clang -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build build-clang -j$(JOBS)
	cd build-test && ctest --output-on-failure -j$(JOBS)
	$(MAKE) fuzz-build
	cd build-fuzz && ctest --output-on-failure

# libFuzzer targets of tests/fuzz (clang): `make test` runs each for 5 seconds; `make fuzz`
# runs each in turn for FUZZ_SECONDS (default 600), one core, new inputs in build-fuzz/.
FUZZ_SECONDS ?= 600
fuzz-build:
	CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Release -DTABULA_FUZZ=ON \
	    -DTABULA_TESTS=OFF >/dev/null
	cmake --build build-fuzz -j$(JOBS)

fuzz: fuzz-build
	@failed=0; for t in build-fuzz/fuzz_*; do [ -x "$$t" ] || continue; n=$$(basename $$t); \
	  echo "== $$n: $(FUZZ_SECONDS) s (log: build-fuzz/$$n.log)"; \
	  $$t -max_total_time=$(FUZZ_SECONDS) -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 \
	    -artifact_prefix=build-fuzz/fuzz-artifacts/ build-fuzz/fuzz-corpus/$$n \
	    tests/fuzz/corpus/$$n >build-fuzz/$$n.log 2>&1 || { failed=1; echo "   FAILED"; }; \
	  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|DONE' build-fuzz/$$n.log; \
	done; exit $$failed

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -rf build build-pgo build-test build-clang build-fuzz
