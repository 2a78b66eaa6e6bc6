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
