# `netc build` and the installed CMake package, end to end: install netc into
# a temporary prefix, build examples/embed against it, compare its predictions
# with the JIT's for the same checkpoint, compile the generated header as C99
# and C++, check the depfile, and the C API's error paths.
add_executable(netc_jit_predict aot/jit_predict.cc)
target_link_libraries(netc_jit_predict PRIVATE netc::driver netc::codegen_cpu netc::runtime)
netc_warnings(netc_jit_predict)

add_test(NAME e2e/build
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/build_test.py
    --build-dir ${PROJECT_BINARY_DIR} --source-dir ${PROJECT_SOURCE_DIR}
    --jit-predict $<TARGET_FILE:netc_jit_predict> --c-compiler ${CMAKE_C_COMPILER}
    --cxx-compiler ${CMAKE_CXX_COMPILER} --cuda-lib-dir "$<$<BOOL:${NETC_CUDA}>:${CUDAToolkit_LIBRARY_DIR}>"
    "--link-flags=${CMAKE_EXE_LINKER_FLAGS}")
set_tests_properties(e2e/build PROPERTIES TIMEOUT 300)
