# Tests of what the user sees: golden diagnostics and IR, the examples, the CLI.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(GOLDEN ${CMAKE_CURRENT_SOURCE_DIR}/golden/run_golden.py)
file(GLOB golden_sources LIST_DIRECTORIES false CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/golden/check/*.net)
foreach(src ${golden_sources})
  get_filename_component(name ${src} NAME)
  add_test(NAME golden/${name} COMMAND ${Python3_EXECUTABLE} ${GOLDEN} --netc $<TARGET_FILE:netc> ${name})
endforeach()
add_test(NAME golden/coverage COMMAND ${Python3_EXECUTABLE} ${GOLDEN} --netc $<TARGET_FILE:netc> --coverage)
# `netc mem`'s report, text and JSON, of the examples and of one Linear layer.
file(GLOB mem_goldens LIST_DIRECTORIES false CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/golden/mem/*.cmd)
foreach(cmd ${mem_goldens})
  get_filename_component(name ${cmd} NAME_WE)
  add_test(NAME golden/mem/${name} COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/golden/run_mem.py
           --netc $<TARGET_FILE:netc> ${name})
  set_tests_properties(golden/mem/${name} PROPERTIES SKIP_RETURN_CODE 77)
endforeach()
# `netc plot`'s SVG of run logs: runs overlaid, steps and epochs, unreadable logs.
file(GLOB plot_goldens LIST_DIRECTORIES false CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/golden/plot/*.cmd)
foreach(cmd ${plot_goldens})
  get_filename_component(name ${cmd} NAME_WE)
  add_test(NAME golden/plot/${name} COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/golden/run_plot.py
           --netc $<TARGET_FILE:netc> ${name})
endforeach()
# Every fix-it of the golden files, applied, leaves a file without those errors.
add_test(NAME golden/fixits COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/golden/apply_fixits.py
         --netc $<TARGET_FILE:netc>)

file(GLOB example_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/examples/*.net)
foreach(src ${example_sources})
  get_filename_component(name ${src} NAME)
  add_test(NAME examples/check/${name} COMMAND $<TARGET_FILE:netc> check ${src})
  set_tests_properties(examples/check/${name} PROPERTIES ENVIRONMENT NETC_STDLIB_PATH=${PROJECT_SOURCE_DIR}/stdlib)
endforeach()

add_test(NAME cli COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli_test.py $<TARGET_FILE:netc>)

# Library-level tests of the checker (shape unification, device resolution)
# and of the parser on hostile input.
add_executable(netc_frontend_tests
  unit/check_test.cc
  unit/hostile_input_test.cc
)
target_link_libraries(netc_frontend_tests PRIVATE netc::driver netc::ir GTest::gtest_main)
target_compile_definitions(netc_frontend_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib"
  NETC_TEST_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
netc_warnings(netc_frontend_tests)
gtest_discover_tests(netc_frontend_tests DISCOVERY_TIMEOUT 60)

# The autodiff pass: gradients checked against finite differences through the
# reference evaluator, for every differentiable primitive and stdlib layer; and
# the tolerance table of CPU/GPU parity (ir/tolerance.h).
add_executable(netc_autodiff_tests unit/autodiff_test.cc unit/pipeline_test.cc unit/simplify_test.cc
  unit/tolerance_test.cc)
target_link_libraries(netc_autodiff_tests PRIVATE netc::driver netc::passes GTest::gtest_main)
target_compile_definitions(netc_autodiff_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib"
  NETC_TEST_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
netc_warnings(netc_autodiff_tests)
gtest_discover_tests(netc_autodiff_tests DISCOVERY_TIMEOUT 60)
