# `netc repl`: the tensor formatter and the session (GoogleTest), and scripted
# sessions piped through the binary (tests/repl/NAME.in -> NAME.out).
add_executable(netc_repl_tests unit/repl_format_test.cc unit/repl_session_test.cc)
target_link_libraries(netc_repl_tests PRIVATE netc::repl GTest::gtest_main)
target_compile_definitions(netc_repl_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib")
netc_warnings(netc_repl_tests)
gtest_discover_tests(netc_repl_tests DISCOVERY_TIMEOUT 60)

find_package(Python3 REQUIRED COMPONENTS Interpreter)
file(GLOB repl_scripts LIST_DIRECTORIES false CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/repl/*.in)
foreach(script ${repl_scripts})
  get_filename_component(name ${script} NAME_WE)
  add_test(NAME repl/${name}
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/repl/run_repl.py --netc $<TARGET_FILE:netc> ${name})
endforeach()
# On a pseudo-terminal, typed key by key (tests/repl/pty/NAME.in -> NAME.out).
file(GLOB repl_pty_scripts LIST_DIRECTORIES false CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/repl/pty/*.in)
foreach(script ${repl_pty_scripts})
  get_filename_component(name ${script} NAME_WE)
  add_test(NAME repl/pty/${name}
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/repl/run_repl.py --netc $<TARGET_FILE:netc> pty/${name})
endforeach()
# On a terminal: the history file is written as inputs are entered.
add_test(NAME e2e/repl_history COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/repl_history_test.py $<TARGET_FILE:netc>)
