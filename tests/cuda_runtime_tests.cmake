# The CUDA runtime layer (runtime/cuda). netc_cuda_runtime_tests needs no GPU
# and runs everywhere; netc_gpu_tests is labelled `gpu` and skips each test,
# saying why, when no GPU is visible (`ctest -L gpu` on a machine with one).
add_executable(netc_cuda_runtime_tests unit/cuda_runtime_test.cc)
target_link_libraries(netc_cuda_runtime_tests PRIVATE netc::cuda_runtime GTest::gtest_main)
netc_warnings(netc_cuda_runtime_tests)
gtest_discover_tests(netc_cuda_runtime_tests DISCOVERY_TIMEOUT 60)

add_executable(netc_gpu_tests unit/gpu_runtime_test.cc)
target_link_libraries(netc_gpu_tests PRIVATE netc::cuda_runtime netc::codegen_cuda netc::nvrtc GTest::gtest_main)
netc_warnings(netc_gpu_tests)
gtest_discover_tests(netc_gpu_tests DISCOVERY_TIMEOUT 60
  PROPERTIES LABELS gpu ENVIRONMENT NETC_CACHE_DIR=${CMAKE_BINARY_DIR}/nvrtc-cache)

# NCCL between two GPUs (runtime/cuda/nccl.h), labelled gpu: skips without two.
add_executable(netc_nccl_tests unit/nccl_test.cc)
target_link_libraries(netc_nccl_tests PRIVATE netc::cuda_runtime GTest::gtest_main)
netc_warnings(netc_nccl_tests)
gtest_discover_tests(netc_nccl_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS gpu)

# The GPU executor: its plans for every example's train block (no GPU), and
# its training steps against the CPU StepProgram (labelled gpu).
add_executable(netc_gpu_plan_tests unit/gpu_plan_test.cc)
target_link_libraries(netc_gpu_plan_tests PRIVATE netc::engine netc::driver GTest::gtest_main)
target_compile_definitions(netc_gpu_plan_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib"
  NETC_TEST_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
netc_warnings(netc_gpu_plan_tests)
gtest_discover_tests(netc_gpu_plan_tests DISCOVERY_TIMEOUT 60)

add_executable(netc_gpu_step_tests unit/gpu_step_test.cc)
target_link_libraries(netc_gpu_step_tests PRIVATE netc::engine netc::driver GTest::gtest_main)
target_compile_definitions(netc_gpu_step_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib")
netc_warnings(netc_gpu_step_tests)
gtest_discover_tests(netc_gpu_step_tests DISCOVERY_TIMEOUT 60
  PROPERTIES LABELS gpu ENVIRONMENT NETC_CACHE_DIR=${CMAKE_BINARY_DIR}/nvrtc-cache)

# The CUDA emulator (support/cuda_emu): the CUDA runtime, cuBLAS and NVRTC
# calls that netc makes, run on the host and loaded with LD_PRELOAD, so that
# the GPU tests above also run in CI, which has no GPU. They run there a
# second time, prefixed `emu/` and labelled `gpu-emu`, against the emulated
# device (`ctest -L gpu-emu`); see docs/architecture.md. Its fibers are
# written for x86-64.
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  message(STATUS "netc: the CUDA emulator's tests (gpu-emu) need x86-64; not built for ${CMAKE_SYSTEM_PROCESSOR}")
  return()
endif()
add_library(netc_cuda_emu SHARED support/cuda_emu/cuda_emu.cc support/cuda_emu/kernel_host.cc)
target_include_directories(netc_cuda_emu PRIVATE ${PROJECT_SOURCE_DIR})
target_include_directories(netc_cuda_emu SYSTEM PRIVATE ${CUDAToolkit_INCLUDE_DIRS} ${NETC_NCCL_INCLUDE_DIR} ${NETC_CBLAS_INCLUDE_DIR})
# It forwards NVRTC's compiles to the real NVRTC, which it loads itself.
target_compile_definitions(netc_cuda_emu PRIVATE
  NETC_EMU_SHIM_PATH="${CMAKE_CURRENT_SOURCE_DIR}/support/cuda_emu/device_shim.h"
  NETC_EMU_NVRTC_LIBRARY="${NETC_NVRTC_LIBRARY}")
target_link_libraries(netc_cuda_emu PRIVATE BLAS::BLAS ${CMAKE_DL_LIBS})
set_target_properties(netc_cuda_emu PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
netc_warnings(netc_cuda_emu)
add_dependencies(netc_gpu_tests netc_cuda_emu)
add_dependencies(netc_gpu_step_tests netc_cuda_emu)

set(NETC_EMU_ENV
  "LD_PRELOAD=${CMAKE_CURRENT_BINARY_DIR}/libnetc_cuda_emu.so"
  "NETC_CUDA_EMU_DIR=${CMAKE_BINARY_DIR}/cuda-emu"
  "NETC_CUDA_EMU_CXX=${CMAKE_CXX_COMPILER}")
gtest_discover_tests(netc_gpu_tests TEST_PREFIX emu/ DISCOVERY_TIMEOUT 60
  PROPERTIES LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
gtest_discover_tests(netc_gpu_step_tests TEST_PREFIX emu/ DISCOVERY_TIMEOUT 60
  PROPERTIES LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# Two emulated GPUs for NCCL (one program, as the own-first runs below).
add_dependencies(netc_nccl_tests netc_cuda_emu)
add_test(NAME emu2/nccl COMMAND netc_nccl_tests)
set_tests_properties(emu2/nccl PROPERTIES LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV};NETC_CUDA_EMU_DEVICES=2;NETC_CUDA_EMU_NCCL_TIMEOUT_S=2")
# The tests of the executor's streams and events again, with the emulator
# running the stream the host waits for before the others (a step that does
# not wait for its batch's copy reads the slot's old batch then).
# gtest_discover_tests keeps only the first variable of an ENVIRONMENT list
# (its properties are a list themselves; the emu/ tests above get LD_PRELOAD
# and the emulator's defaults for the rest): tests that need more run as
# one test per program, with the whole environment.
add_test(NAME emu-own-first/gpu_tests COMMAND netc_gpu_tests)
add_test(NAME emu-own-first/gpu_step_tests COMMAND netc_gpu_step_tests --gtest_filter=GpuStep.*)
set_tests_properties(emu-own-first/gpu_tests emu-own-first/gpu_step_tests PROPERTIES LABELS gpu-emu
  ENVIRONMENT "${NETC_EMU_ENV};NETC_CUDA_EMU_ORDER=own-first")
# `netc run` end to end on the emulated GPU (one epoch of Fashion-MNIST).
add_test(NAME emu/e2e/gpu_run COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/gpu_run_test.py
  $<TARGET_FILE:netc> --emulated)
set_tests_properties(emu/e2e/gpu_run PROPERTIES TIMEOUT 900 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# `netc parity`: the CPU against the emulated GPU, and a GPU whose products are off.
add_test(NAME emu/e2e/parity COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/parity_test.py
  $<TARGET_FILE:netc> --emulated)
set_tests_properties(emu/e2e/parity PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# clip_grad_norm (and accumulate) on the emulated GPU, against numpy.
add_test(NAME emu/e2e/train_settings COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/train_settings_test.py
  $<TARGET_FILE:netc> --emulated)
set_tests_properties(emu/e2e/train_settings PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# A NaN on the emulated GPU: the step taken back and traced to its operation.
add_test(NAME emu/e2e/nan_trace COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/nan_trace_test.py
  $<TARGET_FILE:netc> --emulated)
set_tests_properties(emu/e2e/nan_trace PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# examples/transformer.net on the emulated GPU: 98% test accuracy in three epochs.
add_test(NAME emu/e2e/transformer COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/transformer_test.py
  $<TARGET_FILE:netc> --emulated)
set_tests_properties(emu/e2e/transformer PROPERTIES TIMEOUT 1200 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# examples/lstm.net on the emulated GPU (a `for` loop: its body launched once per step): 98% test accuracy.
add_test(NAME emu/e2e/lstm COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/lstm_test.py
  $<TARGET_FILE:netc> --emulated)
set_tests_properties(emu/e2e/lstm PROPERTIES TIMEOUT 900 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# Binding logical devices on three emulated GPUs: cuda:auto, --device,
# CUDA_VISIBLE_DEVICES, a GPU that is not there.
add_test(NAME emu/e2e/gpu_binding COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/gpu_binding_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(emu/e2e/gpu_binding PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# `netc run`'s memory check on a 40 MiB emulated GPU: refused with the
# largest batch, which then trains; a fallback passes the GPU over.
add_test(NAME emu/e2e/gpu_memory COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/gpu_memory_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(emu/e2e/gpu_memory PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# `netc mem`'s transfers against the emulator's counts of whole runs, to the byte.
add_test(NAME emu/e2e/transfers COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/transfers_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(emu/e2e/transfers PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
# `netc build` libraries with their embedded kernels, on the emulated GPU.
if(TARGET netc::build)
  add_test(NAME emu/e2e/build
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/build_test.py
      --build-dir ${PROJECT_BINARY_DIR} --source-dir ${PROJECT_SOURCE_DIR}
      --jit-predict $<TARGET_FILE:netc_jit_predict> --c-compiler ${CMAKE_C_COMPILER}
      --cxx-compiler ${CMAKE_CXX_COMPILER} --cuda-lib-dir ${CUDAToolkit_LIBRARY_DIR} --expect-gpu
      "--link-flags=${CMAKE_EXE_LINKER_FLAGS}")
  set_tests_properties(emu/e2e/build PROPERTIES TIMEOUT 600 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
endif()
# Data parallelism on three emulated GPUs in one process (NCCL emulated):
# two and three GPUs train what one GPU and CPU replicas train.
add_test(NAME emu/e2e/replicas_gpu COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/replicas_gpu_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(emu/e2e/replicas_gpu PROPERTIES TIMEOUT 900 LABELS gpu-emu ENVIRONMENT "${NETC_EMU_ENV}")
add_test(NAME emu-own-first/e2e/replicas_gpu COMMAND ${Python3_EXECUTABLE}
  ${CMAKE_CURRENT_SOURCE_DIR}/e2e/replicas_gpu_test.py $<TARGET_FILE:netc>)
set_tests_properties(emu-own-first/e2e/replicas_gpu PROPERTIES TIMEOUT 900 LABELS gpu-emu
  ENVIRONMENT "${NETC_EMU_ENV};NETC_CUDA_EMU_ORDER=own-first")
# BatchNorm(sync = true) on 2 and 3 emulated GPUs and 2 GPU ranks trains what one GPU trains, per step.
add_test(NAME emu/e2e/sync_batchnorm COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/sync_batchnorm_test.py
  $<TARGET_FILE:netc> --gpu)
set_tests_properties(emu/e2e/sync_batchnorm PROPERTIES TIMEOUT 600 LABELS "gpu-emu;mpi" ENVIRONMENT "${NETC_EMU_ENV}")
# Data parallelism over processes on emulated GPUs: mpirun -np 2, each rank
# on its own GPU, NCCL joined over MPI (label mpi too; skips without mpirun).
add_test(NAME emu/e2e/mpi_gpu COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/mpi_gpu_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(emu/e2e/mpi_gpu PROPERTIES TIMEOUT 900 LABELS "gpu-emu;mpi" SKIP_RETURN_CODE 77
  ENVIRONMENT "${NETC_EMU_ENV}")
