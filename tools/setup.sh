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
  libedit-dev dataset-fashion-mnist python3-numpy python3-pip)

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
  echo "== running the test suite"
  ctest --test-dir build --output-on-failure -j "$(nproc)"
  # Where the CUDA toolkit is installed, netc is also built and tested as a
  # machine without it builds it (no CUDA backend, every device falls back to
  # the CPU), so that configuration cannot break unseen.
  if grep -Eqi "^NETC_CUDA:BOOL=(ON|TRUE|1|YES|Y)$" build/CMakeCache.txt; then
    echo "== building and testing without CUDA (build-nocuda/)"
    cmake -S . -B build-nocuda -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNETC_CUDA=OFF > /dev/null
    cmake --build build-nocuda -j "$(nproc)"
    ctest --test-dir build-nocuda --output-on-failure -j "$(nproc)"
  fi
fi
