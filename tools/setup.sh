#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to a working netc:
#   tools/setup.sh example   install dependencies, build, run the main example
#   tools/setup.sh test      install dependencies, build, run the whole test suite
# Dependencies come from Debian's packages (apt-get, as root); a package that
# is already installed is not fetched again.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-example}"
case "$mode" in example|test) ;; *) echo "usage: tools/setup.sh example|test" >&2; exit 2 ;; esac

packages=(build-essential cmake ninja-build pkg-config python3 antlr4 libantlr4-runtime-dev uuid-dev
  llvm-16-dev libzstd-dev libopenblas-dev libgtest-dev libgmock-dev nlohmann-json3-dev zlib1g-dev
  libedit-dev libcli11-dev dataset-fashion-mnist python3-numpy python3-pip openmpi-bin libopenmpi-dev libdnnl-dev)
# The test suite also fuzzes with clang's libFuzzer.
[ "$mode" = test ] && packages+=(clang-16 libclang-rt-16-dev)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

echo "== building (build/)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build build -j "$(nproc)"

if [ "$mode" = example ]; then
  echo "== netc check examples/fashion_mlp.net"
  ./build/tools/netc check examples/fashion_mlp.net && echo "examples/fashion_mlp.net: no errors"
  echo "== netc run examples/fashion_mlp.net (checkpoint in build/)"
  (cd build && ./tools/netc run ../examples/fashion_mlp.net)
else
  # The checkpoint interop test compares netc with the reference safetensors
  # package (from PyPI). Without it that test still runs its pure-Python
  # checks, so a failed install does not fail the setup.
  if ! python3 -c 'import safetensors.numpy' 2>/dev/null; then
    echo "== installing the safetensors Python package (checkpoint interop test)"
    python3 -m pip install --break-system-packages --quiet --disable-pip-version-check safetensors numpy ||
      echo "   pip failed; the interop test will check with its own parser only"
  fi
  # The TensorBoard test (e2e/training_logs) reads netc's event files back
  # with the tensorboard package's own reader; without it, that part is skipped.
  if ! python3 -c 'import tensorboard' 2>/dev/null; then
    echo "== installing the tensorboard Python package (event file test)"
    python3 -m pip install --break-system-packages --quiet --disable-pip-version-check tensorboard ||
      echo "   pip failed; the TensorBoard part of e2e/training_logs will be skipped"
  fi
  echo "== running the test suite"
  ctest --test-dir build --output-on-failure -j "$(nproc)"
  # Again without CUDA (every device falls back to the CPU), so that the
  # configuration of a machine without the toolkit cannot break unseen, and
  # with AddressSanitizer and UndefinedBehaviorSanitizer, so that a memory
  # error or undefined behaviour fails the suite instead of passing by luck.
  echo "== building and testing without CUDA, with ASan + UBSan (build-asan/)"
  sanitize="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNETC_CUDA=OFF \
    -DCMAKE_C_FLAGS="$sanitize" -DCMAKE_CXX_FLAGS="$sanitize" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" > /dev/null
  cmake --build build-asan -j "$(nproc)"
  # LeakSanitizer's tracer crashed at exit after tests had passed ("Tracer
  # caught signal 11" in ScanRangeForPointers, in CI twice). GCC
  # 12's runtime (LLVM's up to 16 too) takes a dynamic TLS block whose
  # address is 16 past a page (a malloc'd block of a dlopen'd library, here
  # oneDNN's and libgomp's) for glibc 2.19's header and reads a bogus range
  # from before it; whether one lands there depends on the machine's memory
  # layout, so the same test crashed in CI only. intercept_tls_get_addr=0
  # turns that guess off (the suite reports no leak without it: nothing is
  # held only in a dlopen'd library's TLS). One OpenBLAS thread: no OpenBLAS
  # worker is left to exit while the tracer stops the world.
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}intercept_tls_get_addr=0" OPENBLAS_NUM_THREADS=1 \
    ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
  # libFuzzer on the front end and the data readers (tests/fuzz), from the
  # checked-in corpus, for a minute each.
  echo "== fuzzing (build-fuzz/, clang-16 libFuzzer + ASan + UBSan)"
  fuzz="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
  CC=clang-16 CXX=clang++-16 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DNETC_CUDA=OFF -DNETC_BUILD_TESTS=OFF -DNETC_FUZZ=ON -DCMAKE_C_FLAGS="$fuzz" -DCMAKE_CXX_FLAGS="$fuzz" > /dev/null
  cmake --build build-fuzz -j "$(nproc)" --target fuzz_frontend fuzz_readers
  ctest --test-dir build-fuzz -L fuzz --output-on-failure -j "$(nproc)"
fi
