# Tests of the CPU backend: JIT-compiled programs against hand-computed values.
add_executable(netc_codegen_cpu_tests unit/arena_test.cc unit/buffers_test.cc unit/codegen_cpu_test.cc unit/optimizer_test.cc)
target_link_libraries(netc_codegen_cpu_tests PRIVATE netc::driver netc::passes netc::codegen_cpu GTest::gtest_main)
target_compile_definitions(netc_codegen_cpu_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib")
netc_warnings(netc_codegen_cpu_tests)
# For the tests of runtime/cpu/vec8.h, as the CPU kernels are compiled.
set_source_files_properties(unit/codegen_cpu_test.cc PROPERTIES COMPILE_OPTIONS -march=x86-64-v3)
gtest_discover_tests(netc_codegen_cpu_tests DISCOVERY_TIMEOUT 60)
# The CPU kernels on a pool of more threads than the images they split.
add_test(NAME CpuBackend/eight_threads COMMAND netc_codegen_cpu_tests --gtest_filter=CpuBackend.ParallelForOfFewChunksThenManyRunsEachChunkOnce:CpuBackend.BatchedSmallProductsSplitOverTheBatchKeepTheirBits:CpuBackend.ConvolutionKernelsMatchDirectLoops:CpuBackend.SplitPoolingAndDropoutEqualSerialLoops:CpuBackend.SoftmaxRowsMatchDouble:CpuBackend.ProductsAreNotSplitIntoOpenBlasSmallMatrices:CpuBackend.MidSizedProductsAreInOrderChainsOnAnyThreadCount:CpuBackend.ReductionsSplitAlongTheirFirstKeptAxis:CpuBackend.TasksRunOnceWithTheCallersStateAndAreOverAtTheirWait:CpuBackend.WeightGradientsRunAsTasksGiveTheSameBits)
set_tests_properties(CpuBackend/eight_threads PROPERTIES ENVIRONMENT NETC_NUM_THREADS=8)
# Tasks on a pool of one thread: each runs when it is started.
add_test(NAME CpuBackend/one_thread COMMAND netc_codegen_cpu_tests --gtest_filter=CpuBackend.TasksRunOnceWithTheCallersStateAndAreOverAtTheirWait:CpuBackend.WeightGradientsRunAsTasksGiveTheSameBits:CpuBackend.BatchedSmallProductsSplitOverTheBatchKeepTheirBits)
set_tests_properties(CpuBackend/one_thread PROPERTIES ENVIRONMENT NETC_NUM_THREADS=1)
# The products' AVX2 tiles where the CPU also runs AVX-512's wider ones
# (runtime/cpu/tile_gemm.cc): every element the same chain either way.
add_test(NAME CpuBackend/avx2_tiles COMMAND netc_codegen_cpu_tests --gtest_filter=TileGemm.EveryElementIsOneFusedChainInOrder:CpuBackend.ConvolutionKernelsMatchDirectLoops:CpuBackend.MidSizedProductsAreInOrderChainsOnAnyThreadCount)
set_tests_properties(CpuBackend/avx2_tiles PROPERTIES ENVIRONMENT NETC_WIDE_TILES=0)

# Products over tile_product's sizes in the tiles where OpenBLAS's kernels
# are narrower (runtime/cpu/kernels.cc): held to its SSE3 kernels, any AVX2
# CPU takes that path, on 1 and 8 threads.
add_test(NAME CpuBackend/tiles_over_sse3_blas COMMAND netc_codegen_cpu_tests --gtest_filter=CpuBackend.LargeProductsRunInTheWiderOfTheTilesAndOpenBlas:CpuBackend.MidSizedProductsAreInOrderChainsOnAnyThreadCount:CpuBackend.ProductsAreNotSplitIntoOpenBlasSmallMatrices)
set_tests_properties(CpuBackend/tiles_over_sse3_blas PROPERTIES ENVIRONMENT "OPENBLAS_CORETYPE=Prescott;NETC_NUM_THREADS=8")
add_test(NAME CpuBackend/tiles_over_sse3_blas_one_thread COMMAND netc_codegen_cpu_tests --gtest_filter=CpuBackend.LargeProductsRunInTheWiderOfTheTilesAndOpenBlas)
set_tests_properties(CpuBackend/tiles_over_sse3_blas_one_thread PROPERTIES ENVIRONMENT "OPENBLAS_CORETYPE=Prescott;NETC_NUM_THREADS=1")

# The CPU backend against the reference evaluator, forward and backward.
add_executable(netc_codegen_parity_tests unit/codegen_parity_test.cc)
target_link_libraries(netc_codegen_parity_tests PRIVATE netc::driver netc::passes netc::codegen_cpu GTest::gtest_main)
target_compile_definitions(netc_codegen_parity_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib"
                                                            NETC_TEST_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
netc_warnings(netc_codegen_parity_tests)
gtest_discover_tests(netc_codegen_parity_tests DISCOVERY_TIMEOUT 60)

# The generated LLVM IR and CUDA C of every example and golden program, byte
# for byte against tests/codegen_dumps/expected (a refactoring of the back
# half must not change them; a change that should, updates them).
add_test(NAME codegen/dumps COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/codegen_dumps/dump_codegen.py
         --netc $<TARGET_FILE:netc>)
set_tests_properties(codegen/dumps PROPERTIES TIMEOUT 900)
