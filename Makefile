# The README's two commands: `make run` and `make test`. A plain `make` builds build/tabula.
JOBS ?= 2

.PHONY: all run test deps clean format

all: deps
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
	cmake --build build -j$(JOBS)

deps:
	@scripts/install-deps.sh

# The web application: prints the address to open (port 8080, or the first free one).
run: all
	./build/tabula serve

# Tests run under AddressSanitizer and UndefinedBehaviorSanitizer; a clang build checks
# that clang finds no warning either.
test:
	@scripts/install-deps.sh --test
	cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DTABULA_SANITIZE=ON >/dev/null
	cmake --build build-test -j$(JOBS)
	CC=clang cmake -S . -B build-clang -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build build-clang -j$(JOBS)
	cd build-test && ctest --output-on-failure -j$(JOBS)

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -rf build build-test build-clang
