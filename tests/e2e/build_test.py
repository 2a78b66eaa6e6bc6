#!/usr/bin/env python3
"""`netc build` and the installed CMake package, end to end.

1. `cmake --install` netc into a temporary prefix.
2. `netc build` (the installed one) of examples/fashion_mlp.net; its header
   compiles as C99 and C++ with every warning an error; tests/aot/c_api_test.c
   links with the link line the header documents and checks the C API; so
   does a library built with `--cuda-arch none`. Neither links a CUDA
   library; the second links nothing of the compiler (nm: no IR reader,
   autodiff, codegen or LLVM symbols), and neither any object of the IR. tests/aot/descriptor_test.c: a
   descriptor of another format, or a corrupt one, is an error, not a crash. tests/aot/metric_not_finite_test.c: a step whose metric is not
   finite is taken back, as `netc run` takes it back.
3. `netc run` trains one quick epoch and writes a checkpoint, which the
   library loads; so is one of two replicas (examples/fashion_mlp_replicas.net).
4. examples/embed is configured and built as a separate project against the
   prefix (find_package(netc), netc_add_network); its `classify` loads the
   checkpoint and must predict the same classes as the JIT (netc_jit_predict).
   Steps 2 and 4 run with no GPU visible (CUDA_VISIBLE_DEVICES=""), so on the
   CPU; when a GPU is visible they run again on it, with the library's
   embedded kernels. Built with -DNETC_EMBED_CPU_ONLY=ON (`--cuda-arch none`),
   `classify` predicts the same. As emu/e2e/build
   it runs with the CUDA emulator preloaded (--expect-gpu), so that the GPU
   half runs in CI too, and once more on an emulated sm_70, which none of
   the library's images runs on: the instance falls back to the CPU.
5. The depfile: a second build does nothing, touching a file the program
   imports (transitively) rebuilds the network, touching an unrelated stdlib
   file does not.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time

from checks import read_safetensors, stage_runs, write_safetensors

IMAGES = "/usr/share/datasets/fashion-mnist/t10k-images-idx3-ubyte.gz"
COUNT = 40  # not a multiple of the batch: the last call is a partial batch


def run(cmd, cwd=None, env=None, check=True):
    p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check and p.returncode != 0:
        sys.exit(f"FAILED ({p.returncode}): {' '.join(cmd)}\n{p.stdout}")
    return p.stdout


def write_torch_named(ckpt, path):
    """The parameters of a netc checkpoint (`net.*`) as `module.*`, without
    the optimizer state or metadata; the first tensor widened to F64."""
    _, header, data = read_safetensors(ckpt)
    tensors = []
    for name, t in sorted(header.items()):
        if not name.startswith("net."):
            continue
        begin, end = t["data_offsets"]
        blob, dtype = data[begin:end], t["dtype"]
        if not tensors:
            blob = struct.pack(f"<{len(blob) // 4}d", *struct.unpack(f"<{len(blob) // 4}f", blob))
            dtype = "F64"
        tensors.append(("module." + name[len("net."):], dtype, t["shape"], blob))
    write_safetensors(path, tensors)


def classes(text):
    return [int(m.group(2)) for m in re.finditer(r"^image (\d+): (\d+)", text, re.M)]


def main():
    ap = argparse.ArgumentParser()
    for a in ("--build-dir", "--source-dir", "--jit-predict", "--c-compiler", "--cxx-compiler"):
        ap.add_argument(a, required=True)
    ap.add_argument("--cuda-lib-dir", default="", help="CUDA's libraries, when netc is built with CUDA")
    ap.add_argument("--link-flags", default="",
                    help="the linker flags netc was built with (a sanitizer's runtime), for whatever links its libraries")
    ap.add_argument("--expect-gpu", action="store_true",
                    help="a GPU must be visible (the CUDA emulator's, which ctest preloads for emu/e2e/build)")
    args = ap.parse_args()
    src = args.source_dir
    link_flags = shlex.split(args.link_flags)
    env = dict(os.environ)
    env.pop("NETC_STDLIB_PATH", None)  # the installed stdlib, not the developer's
    tmp = tempfile.mkdtemp(prefix="netc-build-test-")
    try:
        prefix = os.path.join(tmp, "prefix")
        run(["cmake", "--install", args.build_dir, "--prefix", prefix])
        netc = os.path.join(prefix, "bin", "netc")
        for f in ("libexec/netc-backend", "lib/cmake/netc/netcConfig.cmake", "lib/cmake/netc/netcConfigVersion.cmake",
                  "lib/cmake/netc/netcTargets.cmake",
                  "lib/netc/libnetc_aot_runtime.a", "share/netc/stdlib/nn.net"):
            assert os.path.exists(os.path.join(prefix, f)), f"not installed: {f}"

        # Usage errors and a bad CPU are reported, not crashed on.
        p = subprocess.run([netc, "build", os.path.join(src, "examples", "fashion_mlp.net")], env=env,
                           capture_output=True, text=True)
        assert p.returncode == 2 and "-o DIR" in p.stderr, p.stderr
        p = subprocess.run([netc, "build", os.path.join(src, "examples", "fashion_mlp.net"), "-o",
                            os.path.join(tmp, "bad"), "--target-cpu=pentium9000"], env=env, capture_output=True, text=True)
        assert p.returncode == 2 and "unknown target CPU `pentium9000`" in p.stderr, p.stderr
        p = subprocess.run([netc, "build", os.path.join(src, "examples", "fashion_mlp.net"), "-o",
                            os.path.join(tmp, "bad"), "--cuda-arch=sm_90,sm_9x"], env=env, capture_output=True, text=True)
        assert p.returncode == 2 and "`sm_9x` is not sm_XX, compute_XX or none" in p.stderr, p.stderr
        p = subprocess.run([netc, "build", os.path.join(src, "examples", "fashion_mlp.net"), "-o",
                            os.path.join(tmp, "bad"), "--cuda-arch", "sm_50"], env=env, capture_output=True, text=True)
        want = ("--cuda-arch sm_50: NVRTC " if args.cuda_lib_dir
                else "this netc was built without CUDA")
        assert p.returncode == 2 and want in p.stderr and "generated source" not in p.stderr, p.stderr
        assert not args.cuda_lib_dir or "does not compile for sm_50; it compiles for sm_75, " in p.stderr, p.stderr
        # Outputs that would destroy an input or each other, or break the header.
        copy = os.path.join(tmp, "copy.net")
        shutil.copy(os.path.join(src, "examples", "fashion_mlp.net"), copy)
        with open(copy, "rb") as f:
            program = f.read()
        p = subprocess.run([netc, "build", copy, "-o", os.path.join(tmp, "bad"), "--depfile", copy], env=env,
                           capture_output=True, text=True)
        assert p.returncode == 2 and "cannot write the depfile `%s`: it is the program" % copy in p.stderr, p.stderr
        with open(copy, "rb") as f:
            assert f.read() == program, "the program was written over"
        p = subprocess.run([netc, "build", copy, "-o", os.path.join(tmp, "bad"), "--depfile",
                            os.path.join(tmp, "bad", "copy.h")], env=env, capture_output=True, text=True)
        assert p.returncode == 2 and "it is the header" in p.stderr, p.stderr
        p = subprocess.run([netc, "build", copy, "-o", os.path.join(tmp, "bad"), "--name", "int"], env=env,
                           capture_output=True, text=True)
        assert p.returncode == 2 and "--name `int` is a C or C++ keyword" in p.stderr, p.stderr
        # A program the GPU backend refuses: the reason, naming the function once.
        if args.cuda_lib_dir:
            p = subprocess.run([netc, "build", os.path.join(src, "tests", "e2e", "data", "build", "broadcast_product.net"),
                                "-o", os.path.join(tmp, "bad"), "--batch", "2"], env=env, capture_output=True, text=True)
            assert p.returncode == 1 and p.stderr.startswith("netc build: GPU code: @net.forward: "), p.stderr
            assert ("broadcast_product.net:8:12: the CUDA backend cannot broadcast the batch dims of a product yet; "
                    "build with `--cuda-arch none` for a library without GPU code") in p.stderr, p.stderr
            assert p.stderr.count("@net.forward") == 1, p.stderr

        # 2. The header as C99 and C++; the C API from C.
        lib = os.path.join(tmp, "lib")
        model = os.path.join(src, "examples", "fashion_mlp.net")
        run([netc, "build", model, "-o", lib], env=env)
        header = os.path.join(lib, "fashion_mlp.h")
        for compiler, std, ext in ((args.c_compiler, "-std=c99", "c"), (args.cxx_compiler, "-std=c++17", "cc")):
            unit = os.path.join(tmp, "include_only." + ext)
            with open(unit, "w") as f:
                f.write('#include "fashion_mlp.h"\n#include "fashion_mlp.h"\n')  # and the include guard
            run([compiler, std, "-Wall", "-Wextra", "-pedantic", "-Werror", "-I", lib, "-c", unit, "-o", unit + ".o"])
        libdir = os.path.join(prefix, "lib", "netc")

        def link_c_test(test, lib_dir, network, exe, whole=False):
            """tests/aot/TEST.c against lib_dir's library of `network` (none: None), with the header's link line
            (`whole`: with every object of the runtime's archive)."""
            library = [os.path.join(lib_dir, "lib" + network + ".a")] if network else []
            runtime = [os.path.join(libdir, "libnetc_aot_runtime.a")]
            if whole:
                runtime = ["-Wl,--whole-archive"] + runtime + ["-Wl,--no-whole-archive"]
            run([args.c_compiler, "-std=c99", "-Wall", "-Wextra", "-Werror"] + (["-I", lib_dir] if lib_dir else []) +
                [os.path.join(src, "tests", "aot", test + ".c")] + library + runtime +
                [os.path.join(libdir, "libnetc_runtime.a"),
                 os.path.join(libdir, "libnetc_cpu_kernels.a"), "-lopenblas", "-lz", "-lstdc++", "-lm", "-lpthread",
                 "-ldl"] + link_flags + ["-o", exe])

        test_exe = os.path.join(tmp, "c_api_test")
        link_c_test("c_api_test", lib, "fashion_mlp", test_exe)
        # No CUDA library is linked, with GPU code or without: CUDA is loaded
        # when a GPU is first used, so the library runs where it is not installed.
        needed = run(["ldd", test_exe])
        assert not re.search(r"libcudart|libcublas|libnvrtc|libcuda\.", needed), needed
        with open(header) as f:
            assert "No CUDA library is linked" in f.read(), "the header's link line"
        # Each function is planned once per backend: the CPU compile's buffer
        # plan gives the CPU memory lines, and the GPU plan the library carries
        # its GPU memory lines (--time-passes counts the buffer plans per
        # function; four functions: forward, gradient, update, evaluation).
        # The dtypes of every function are checked once, with the module's,
        # not again as the CPU lowers them or the GPU emits them.
        def buffer_plans(*extra):
            p = subprocess.run([netc, "build", model, "-o", os.path.join(tmp, "timed"), "--time-passes"] + list(extra),
                               env=env, capture_output=True, text=True, check=True)
            checks = (stage_runs(p.stderr, "dtype check (module)"), stage_runs(p.stderr, "dtype check (function)"))
            assert checks == ((1, {}), (0, {})), ("dtypes checked once", extra, p.stderr)
            return stage_runs(p.stderr, "buffer plan")
        cpu_only = buffer_plans("--cuda-arch", "none")
        assert cpu_only == (4, {}), ("once each on the CPU", cpu_only)
        if args.cuda_lib_dir:
            twice = {f: 2 for f in ("@net.forward", "@train.net.fashion.step.grad", "@train.net.fashion.update",
                                    "@train.net.fashion.step")}
            with_gpu = buffer_plans()
            assert with_gpu == (8, twice), ("once each on the CPU and the GPU", with_gpu)
        # A library without GPU code, with the same runtime.
        lib_cpu = os.path.join(tmp, "lib_cpu")
        run([netc, "build", model, "-o", lib_cpu, "--cuda-arch", "none"], env=env)
        test_cpu_exe = os.path.join(tmp, "c_api_test_cpu")
        link_c_test("c_api_test", lib_cpu, "fashion_mlp", test_cpu_exe)
        # It holds what it runs and nothing that compiles: no IR reader, no
        # autodiff, no code generator, no LLVM; the GPU half of the runtime
        # (engine/library/aot_gpu.h) is linked only by a library with GPU code.
        symbols = run(["nm", "-C", test_cpu_exe])
        for compiler in ("netc::ir::parse_module", "netc::ir::differentiate", "netc::codegen::", " llvm::",
                         "GpuStepProgram", "netc_aot_gpu_engine"):
            assert compiler not in symbols, f"a library without GPU code links `{compiler.strip()}`"
        # Nor any object of the IR (ir.cc, types.cc, train.cc, printer.cc, ...):
        # binding reads the descriptor's plain data, and the initialisers are
        # base/initialiser.h's. Inline functions of the IR's headers may be
        # there (weak); nothing that an IR object defines.
        def ir_objects(symbols):
            return [line for line in symbols.splitlines() if re.search(r" [TDBR] netc::ir::", line)]
        assert not ir_objects(symbols), ("a library without GPU code links the IR", ir_objects(symbols)[:5])
        if args.cuda_lib_dir:  # netc with CUDA: the default build has GPU code
            symbols = run(["nm", "-C", test_exe])
            assert not ir_objects(symbols), ("a library with GPU code links the IR", ir_objects(symbols)[:5])
            assert "netc_aot_gpu_engine" in symbols, "a library with GPU code links no GPU executor"
            # Its GPU executor runs the launch plans `netc build` made: it
            # reads no IR, differentiates nothing and generates no code either.
            for compiler in ("netc::ir::parse_module", "netc::ir::differentiate", "netc::ir::prepare_train",
                             "netc::cuda::emit_cuda", "netc::cuda::plan_gpu_function", "netc::codegen::plan_buffers",
                             " llvm::"):
                assert compiler not in symbols, f"a library with GPU code links `{compiler.strip()}`"
        # Nothing in the runtime's archive names a pass or a code generator
        # (none is in it): whichever of its objects a program's link pulls in
        # (one may be pulled for an inline function it happens to define), it links.
        link_c_test("c_api_test", lib, "fashion_mlp", os.path.join(tmp, "c_api_test_whole"), whole=True)
        # A descriptor of another netc's format, or a corrupt one: an error
        # with a message, not a crash.
        descriptor_exe = os.path.join(tmp, "descriptor_test")
        link_c_test("descriptor_test", None, None, descriptor_exe)
        out = run([descriptor_exe], env=env)
        assert "descriptor_test: ok" in out, out
        # A step whose metric is not finite (its loss is) is taken back, as
        # `netc run` takes it back.
        lib_metric = os.path.join(tmp, "lib_metric")
        run([netc, "build", os.path.join(src, "tests", "e2e", "data", "nan", "metric.net"), "-o", lib_metric,
             "--cuda-arch", "none"], env=env)
        metric_exe = os.path.join(tmp, "metric_not_finite_test")
        link_c_test("metric_not_finite_test", lib_metric, "metric", metric_exe)
        out = run([metric_exe], env=env)
        assert "metric_not_finite_test: ok" in out, out
        devices = json.loads(run([netc, "devices", "--json"], env=env))
        gpu_visible = bool(devices["cuda"]["devices"])
        assert gpu_visible or not args.expect_gpu, f"no GPU visible: {devices['cuda']}"
        cpu_env = dict(env, CUDA_VISIBLE_DEVICES="")

        # 3. A checkpoint of `netc run` (written next to the .net file: a copy).
        ckpt_dir = os.path.join(tmp, "ckpt")
        os.makedirs(ckpt_dir)
        shutil.copy(model, ckpt_dir)
        run([netc, "run", os.path.join(ckpt_dir, "fashion_mlp.net"), "--epochs", "1", "--limit", "2000", "--quiet"],
            cwd=tmp, env=env)
        ckpt = os.path.join(ckpt_dir, "fashion_mlp.safetensors")
        assert os.path.exists(ckpt), "netc run wrote no checkpoint"

        # A checkpoint of another program, for the incompatible-load check.
        foreign = os.path.join(tmp, "foreign.safetensors")
        header_json = b'{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}'
        header_json += b" " * (-len(header_json) % 8)
        with open(foreign, "wb") as f:
            f.write(len(header_json).to_bytes(8, "little") + header_json + b"\0\0\0\0")
        # The checkpoint's parameters alone, named as PyTorch's DataParallel
        # names them, one of them as f64 (init_from converts it).
        torch_named = os.path.join(tmp, "torch_named.safetensors")
        write_torch_named(ckpt, torch_named)
        out = run([test_exe, ckpt, foreign, tmp, torch_named], env=cpu_env)
        assert "c_api_test: ok" in out and "runs on cpu" in out, out
        out = run([test_cpu_exe, ckpt, foreign, tmp], env=env)  # on the CPU even where a GPU is visible
        assert "c_api_test: ok" in out and "runs on cpu" in out, out
        # A checkpoint of two replicas (examples/fashion_mlp_replicas.net, the
        # same network trained data-parallel) is one device's: the library loads it.
        shutil.copy(os.path.join(src, "examples", "fashion_mlp_replicas.net"), ckpt_dir)
        run([netc, "run", os.path.join(ckpt_dir, "fashion_mlp_replicas.net"), "--epochs", "1", "--limit", "2000",
             "--quiet"], cwd=tmp, env=env)
        out = run([test_cpu_exe, os.path.join(ckpt_dir, "fashion_mlp_replicas.safetensors"), foreign, tmp], env=env)
        assert "c_api_test: ok" in out, "a 2-replica checkpoint: " + out
        # The library's memory lines against `netc mem` at the library's batch:
        # the same gradients and optimizer state per set; the library keeps
        # two sets of the parameters and of the optimizer state (it swaps the
        # update's results in where `netc run` writes them in place).
        lib_mem = {}
        for line in out.splitlines():
            if line.startswith("c_api_test: memory cpu "):
                words = line.split()[3:]
                lib_mem[" ".join(words[:-1])] = int(words[-1])
        batch = int(re.search(r"#define FASHION_MLP_BATCH (\d+)", open(header).read()).group(1))
        mem = json.loads(run([netc, "mem", model, "--batch", str(batch), "--device", "gpu=cpu", "--json"], env=env))
        netc_mem = {l["category"]: l["bytes"] for l in mem["trains"][0]["devices"][0]["lines"]}
        assert lib_mem["gradients"] == netc_mem["gradients"], (lib_mem, netc_mem)
        assert lib_mem["parameters"] == 2 * netc_mem["parameters"], (lib_mem, netc_mem)
        assert lib_mem["optimizer state"] == 2 * netc_mem["optimizer state"], (lib_mem, netc_mem)
        assert lib_mem["loss and metrics"] == netc_mem["loss and metrics"], (lib_mem, netc_mem)
        if gpu_visible:
            out = run([test_exe, ckpt, foreign, tmp], env=env)
            assert "c_api_test: ok" in out and "runs on cuda:" in out, out
        if args.expect_gpu:
            # An emulated sm_70, which none of the library's images runs on:
            # `cuda:0 | cpu` passes it over for the CPU.
            out = run([test_exe, ckpt, foreign, tmp], env=dict(env, NETC_CUDA_EMU_CC="7.0"))
            assert "c_api_test: ok" in out and "runs on cpu" in out, out

        # 4. The embed example against the installed package.
        embed = os.path.join(tmp, "embed")
        run(["cmake", "-S", os.path.join(src, "examples", "embed"), "-B", embed, "-G", "Ninja",
             "-DCMAKE_PREFIX_PATH=" + prefix, "-DCMAKE_BUILD_TYPE=Release",
             "-DCMAKE_EXE_LINKER_FLAGS=" + args.link_flags], env=env)
        run(["cmake", "--build", embed], env=env)
        got = classes(run([os.path.join(embed, "classify"), ckpt, IMAGES, str(COUNT)], env=cpu_env))
        want = classes(run([args.jit_predict, model, "net.forward", ckpt, IMAGES, str(COUNT)], env=env))
        assert len(want) == COUNT, want
        assert got == want, f"the library predicts {got}, the JIT {want}"
        if gpu_visible:
            got_gpu = classes(run([os.path.join(embed, "classify"), ckpt, IMAGES, str(COUNT)], env=env))
            assert got_gpu == want, f"the library on the GPU predicts {got_gpu}, the JIT {want}"
        # Not a constant answer: a trained model sees several classes.
        assert len(set(got)) >= 3, got
        # The same network built for the CPU only links no CUDA library.
        embed_cpu = os.path.join(tmp, "embed_cpu")
        run(["cmake", "-S", os.path.join(src, "examples", "embed"), "-B", embed_cpu, "-G", "Ninja",
             "-DCMAKE_PREFIX_PATH=" + prefix, "-DCMAKE_BUILD_TYPE=Release",
             "-DCMAKE_EXE_LINKER_FLAGS=" + args.link_flags, "-DNETC_EMBED_CPU_ONLY=ON"], env=env)
        run(["cmake", "--build", embed_cpu], env=env)
        needed = run(["ldd", os.path.join(embed_cpu, "classify")])
        assert not re.search(r"libcudart|libcublas|libnvrtc|libcuda\.", needed), needed
        got_cpu_only = classes(run([os.path.join(embed_cpu, "classify"), ckpt, IMAGES, str(COUNT)], env=env))
        assert got_cpu_only == want, f"the CPU-only library predicts {got_cpu_only}, the JIT {want}"

        # 5. The depfile.
        def pending():
            return run(["ninja", "-C", embed, "-n", "-d", "explain"], env=env)

        out = pending()
        assert "no work to do" in out, "a second build is not a no-op:\n" + out
        stdlib = os.path.join(prefix, "share", "netc", "stdlib")
        time.sleep(0.05)  # mtimes are compared in nanoseconds; make sure "now" is later than the build
        later = time.time()
        unrelated = [f for f in os.listdir(stdlib) if f not in ("nn.net", "losses.net", "optim.net")]
        if unrelated:
            os.utime(os.path.join(stdlib, unrelated[0]), (later, later))
            out = pending()
            assert "no work to do" in out, f"touching {unrelated[0]} (not imported) rebuilds:\n" + out
        os.utime(os.path.join(stdlib, "losses.net"), (later, later))  # imported by std.nn, not by the program
        out = pending()
        assert "netc build" in out or "libfashion_mlp.a" in out, "touching an imported file rebuilds nothing:\n" + out
        run(["cmake", "--build", embed], env=env)
        out = pending()
        assert "no work to do" in out, "the rebuild did not settle:\n" + out
        # 6. Which functions take fewer than a batch: the ops along an axis other
        # than the batch's work example by example; cumsum down the batch does not.
        def independent(body):
            program = os.path.join(tmp, "rows.net")
            with open(program, "w") as f:
                f.write("import std.nn;\nmodel R() {\n  up = ConvTranspose2d(1, 1, 2, stride = 2);\n"
                        "  fn forward(x: f32[N, 1, 4, 4]) -> f32[N, 4] {\n" + body + "  }\n}\nnet = R();\n")
            out = os.path.join(tmp, "rows")
            run([netc, "build", program, "-o", out, "--batch", "4", "--cuda-arch", "none"], env=env)
            with open(os.path.join(out, "rows.h")) as f:
                header = f.read()
            assert ("examples are independent" in header) != ("mixes examples" in header), header
            return "examples are independent" in header

        assert independent("    let f = reshape(upsample(x, scale = 2, mode = \"bilinear\") + up(x), [-1, 64]);\n"
                           "    let (v, i) = topk(f, 4);\n"
                           "    return cumsum(v, axis = 1) + index_select(scatter_add(f, 1, i, v), 1, arange(4))\n"
                           "           + take_along_axis(f, i, axis = 1) + expand(reshape(v[:, 0], [-1, 1]), [-1, 4]);\n")
        assert not independent("    return cumsum(reshape(x, [-1, 16])[:, :4], axis = 0);\n")
        # Attention within each example: `transpose` swapping the last two axes
        # (no perm written) keeps the batch axis first.
        assert independent("    let q = reshape(x, [-1, 4, 4]);\n"
                           "    let a = softmax(matmul(q, transpose(q)) * 0.5, axis = -1);\n"
                           "    return mean(matmul(a, q), axis = 1);\n")
        # A mean over the batch mixes them.
        assert not independent("    let q = reshape(x, [-1, 16]);\n    return q[:, :4] - mean(q[:, :4], axis = 0);\n")

        print(f"ok: {COUNT} images classified alike by the library and the JIT"
              + (" (on the CPU and on the GPU)" if gpu_visible else " (no GPU visible: on the CPU only)")
              + "; header C99/C++; depfile; memory lines "
              + ", ".join(f"{k} {v}" for k, v in lib_mem.items()))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
