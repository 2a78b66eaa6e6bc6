#!/usr/bin/env bash
# Runs netc's GPU tests and benchmarks on a machine that has a GPU but none of
# netc's build dependencies (no LLVM 16, ANTLR, OpenBLAS): a lent GPU machine
# with the CUDA 13 toolkit and a CUDA PyTorch, say.
#
#   here:  bench/gpu_bundle.sh pack [build-dir] [--data]
#          writes .devbundle/: the stripped programs of the build, the shared
#          libraries they need that are not CUDA's or the C/C++ runtime's
#          (with --libs-from FILE: only those named in FILE), and with --data
#          Fashion-MNIST recompressed with xz (it is too large to travel as gz
#          beside the libraries).
#   there: bench/gpu_bundle.sh unpack
#          puts the programs back under build/ (at the paths ctest knows),
#          the libraries on LD_LIBRARY_PATH for netc's programs only, the data
#          where Debian installs it, and /work/main pointing at the checkout.
#
# The bundle, the data and the checkout must fit the 64 MiB a call carries:
# the data takes 26 MiB, every library 49 MiB more, the checkout 44, of which
# tests/codegen_dumps/expected takes 38: move that folder out of the tree
# for the calls (git checkout restores it). What
# worked on an H200 (2026-11-26 and 11-30), in calls on one warm machine:
#   here:  bench/gpu_bundle.sh pack --data; mkdir .devdata; mv .devbundle/fashion-*.xz .devdata
#          (.devdata/ listed in .git/info/exclude)
#   there, carrying .devbundle: bench/gpu_bundle.sh unpack &&
#          bench/gpu_session.sh probe gpu_tests gpu_step_tests gpu_bench
#          (11-30: the tests took 115 s; gpu_bench's attn, bert and deep rows
#          and two bf16 rows 270 s; BENCH_CONFIGS and BF16 choose rows)
#   there, carrying .devdata, within the 30 s the machine stays warm: the
#          .xz files gunzipped into /usr/share/datasets/fashion-mnist as
#          unpack does, then bench/gpu_session.sh gpu_run gpu_e2e gpu_precision
#          (11-30: gpu_run 20 s; gpu_precision's nine runs about 160 s)
# 900 s of device time held about 800 s of commands: plan two calls.
# Or, where only some libraries are missing there, find them with a small call:
#   here:  bench/gpu_bundle.sh pack --libs-from /dev/null     (programs only)
#   there: bench/gpu_bundle.sh unpack && bench/gpu_session.sh probe
# whose missing-libraries.txt (in $OUT) is then the --libs-from of
#   here:  bench/gpu_bundle.sh pack --data --libs-from missing-libraries.txt
#   there: bench/gpu_bundle.sh unpack && bench/gpu_session.sh tests  (or bench, all)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
bundle="$root/.devbundle"
programs=(tools/netc tools/netc-backend tests/netc_gpu_tests tests/netc_gpu_step_tests bench/netc_train_step_bench)

pack() {
  local build="$root/build" data=0 only=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --data) data=1 ;;
      --libs-from) only="$2"; shift ;;
      *) build="$1" ;;
    esac
    shift
  done
  rm -rf "$bundle/stage" && mkdir -p "$bundle/stage/build" "$bundle/stage/lib"
  for p in "${programs[@]}"; do
    mkdir -p "$bundle/stage/build/$(dirname "$p")"
    strip --strip-debug -o "$bundle/stage/build/$p" "$build/$p"
  done
  # Every library the programs load, but the C and C++ runtimes and CUDA's:
  # the GPU machine has its own of those, matched to its driver.
  for p in "${programs[@]}"; do ldd "$build/$p"; done | awk '$3 ~ /^\// {print $1, $3}' | sort -u |
    while read -r name path; do
      case "$name" in
        libc.so*|libm.so*|libstdc++*|libgcc_s*|libpthread*|librt.so*|libdl.so*|ld-linux*|libcu*|libnvrtc*) continue ;;
      esac
      if [ -n "$only" ] && ! grep -qx "$name" "$only"; then continue; fi
      cp -L "$path" "$bundle/stage/lib/$name"
    done
  tar -C "$bundle/stage" -cf - build lib | xz -T2 -6 > "$bundle/netc.tar.xz"
  rm -f "$bundle"/fashion-*.xz
  if [ "$data" = 1 ]; then
    for f in train-images-idx3-ubyte train-labels-idx1-ubyte t10k-images-idx3-ubyte t10k-labels-idx1-ubyte; do
      zcat "/usr/share/datasets/fashion-mnist/$f.gz" | xz -T2 -9 > "$bundle/fashion-$f.xz"
    done
  fi
  rm -rf "$bundle/stage"
  du -sh "$bundle"/*
  # What a call carries: the checkout's files (tracked, and untracked ones
  # git does not ignore) and the bundle.
  local tree total
  tree=$(cd "$root" && { git ls-files -z; git ls-files -z --others --exclude-standard; } | xargs -0 -r du -cb 2>/dev/null |
    awk '$2 == "total" {s += $1} END {print s + 0}')
  total=$(( (tree + $(du -cb "$bundle"/* | awk 'END {print $1}')) / 1048576 ))
  echo "a call carries about $total MiB: the checkout $(( tree / 1048576 )) MiB and the bundle (64 MiB at most)"
  if [ "$total" -ge 64 ]; then
    echo "too large: move the largest tracked folder (tests/codegen_dumps/expected) out of the tree for the" \
      "calls and back with git checkout, or carry the data (--data) in a call of its own" >&2
  fi
}

unpack() {
  mkdir -p /opt/netc-bundle
  tar -C /opt/netc-bundle -xJf "$bundle/netc.tar.xz"
  mkdir -p "$root/build"
  cp -r /opt/netc-bundle/build/. "$root/build/"
  mkdir -p /work && [ -e /work/main ] || ln -s "$root" /work/main
  if ls "$bundle"/fashion-*.xz >/dev/null 2>&1; then
    mkdir -p /usr/share/datasets/fashion-mnist
    for f in "$bundle"/fashion-*.xz; do
      local name; name="$(basename "$f" .xz)"
      xz -dc "$f" | gzip -1 > "/usr/share/datasets/fashion-mnist/${name#fashion-}.gz"
    done
  fi
  # CUDA's libraries where this machine keeps them.
  local cuda_lib
  cuda_lib="$(dirname "$(find /usr/local/cuda*/ /usr/lib /opt -name 'libcublas.so.13' 2>/dev/null | head -n 1)")"
  # The libraries go on a wrapper's path rather than the environment, so that
  # python3 (PyTorch) keeps its own.
  for p in "${programs[@]}"; do
    mv "$root/build/$p" "$root/build/$p.bin"
    printf '#!/bin/sh\nLD_LIBRARY_PATH=/opt/netc-bundle/lib:%s${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} exec "%s" "$@"\n' \
      "$cuda_lib" "$root/build/$p.bin" > "$root/build/$p"
    chmod +x "$root/build/$p"
  done
  echo "unpacked: programs under $root/build, libraries in /opt/netc-bundle/lib, CUDA's in $cuda_lib"
}

cmd="${1:-}"; shift || true
case "$cmd" in
  pack) pack "$@" ;;
  unpack) unpack "$@" ;;
  *) echo "usage: bench/gpu_bundle.sh pack [build-dir] [--data] [--libs-from FILE] | unpack" >&2; exit 2 ;;
esac
