# `netc run` end to end: training to a known loss, determinism, resume,
# refusal of bad data, checkpoints and devices; Fashion-MNIST on a subset.
add_test(NAME e2e/run COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/run_test.py $<TARGET_FILE:netc> fashion)
set_tests_properties(e2e/run PROPERTIES TIMEOUT 600)
# Ctrl-C and SIGTERM stop `netc run` with a checkpoint that resumes bit for bit.
# --init-from: weights that the safetensors Python package wrote, renamed and converted.
add_test(NAME e2e/init_from COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/init_from_test.py $<TARGET_FILE:netc>)
add_test(NAME e2e/optimizer_groups COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/optimizer_groups_test.py $<TARGET_FILE:netc>)
# --log-steps, --tensorboard (read back by the tensorboard package) and `netc plot` of a run.
add_test(NAME e2e/training_logs COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/training_logs_test.py
  $<TARGET_FILE:netc>)
# A size known only when the program runs (the batch's), used as a number: counted at each step.
add_test(NAME e2e/runtime_sizes COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/runtime_sizes_test.py
  $<TARGET_FILE:netc>)
# `netc export --as torch`: PyTorch's state_dict names, layouts and values.
add_test(NAME e2e/export COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/export_test.py $<TARGET_FILE:netc>)
# One rule for the exit status of every command: missing, malformed and unusable inputs, failed work.
add_test(NAME e2e/exit_codes COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/exit_codes_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/exit_codes PROPERTIES TIMEOUT 600)
# replicas = pair over [cpu, cpu] trains what one device trains (K = 2, 3).
add_test(NAME e2e/replicas COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/replicas_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/replicas PROPERTIES TIMEOUT 600)
# BatchNorm(sync = true) on 2 and 3 CPU replicas and mpirun -np 2 trains what one device trains, per step.
add_test(NAME e2e/sync_batchnorm COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/sync_batchnorm_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(e2e/sync_batchnorm PROPERTIES TIMEOUT 600 LABELS mpi)
# clip_grad_norm (and accumulate) against numpy, on one CPU and two CPU replicas.
add_test(NAME e2e/train_settings COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/train_settings_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(e2e/train_settings PROPERTIES TIMEOUT 600)
# mpirun -np 2 and 3 train what one process trains; rank 0 alone writes (label mpi; skips without mpirun).
add_test(NAME e2e/mpi COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/mpi_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/mpi PROPERTIES TIMEOUT 600 LABELS mpi SKIP_RETURN_CODE 77)
# Two hosts simulated on one machine (network namespaces, tests/e2e/two_hosts.sh): the same bits across
# hosts, and a cut link stops every rank in bounded time (label mpi; skips unless root with ip and mpirun).
add_test(NAME e2e/mpi_two_hosts COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/mpi_two_hosts_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(e2e/mpi_two_hosts PROPERTIES TIMEOUT 300 LABELS mpi SKIP_RETURN_CODE 77)
add_test(NAME e2e/interrupt COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/interrupt_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/interrupt PROPERTIES TIMEOUT 600)
# Every example checks with `replicas` over two CPUs (moe.net is refused, and says why).
add_test(NAME e2e/examples_replicas COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/examples_replicas_test.py
  $<TARGET_FILE:netc>)
# A terminal resized mid-step: the progress line is fitted at once (SIGWINCH), on a pseudo-terminal.
add_test(NAME e2e/progress_resize COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/progress_resize_test.py
  $<TARGET_FILE:netc>)
set_tests_properties(e2e/progress_resize PROPERTIES TIMEOUT 300)
# Nothing trained is lost: Ctrl-C at start-up, an earlier run's checkpoint kept, a second writer refused.
add_test(NAME e2e/checkpoint_safety COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/checkpoint_safety_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/checkpoint_safety PROPERTIES TIMEOUT 600)
# `netc mem --budget` against a cgroup's memory limit (root and cgroup v1, else skipped).
add_test(NAME e2e/mem_budget COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/mem_budget_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/mem_budget PROPERTIES TIMEOUT 600 SKIP_RETURN_CODE 77)
# A non-finite loss or metric names the operation that made the first NaN, with its place.
add_test(NAME e2e/nan_trace COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/nan_trace_test.py $<TARGET_FILE:netc>)
# examples/transformer.net reaches 98% on its synthetic task; a bag of tokens does not.
add_test(NAME e2e/transformer COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/transformer_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/transformer PROPERTIES TIMEOUT 600)
# examples/gpt.net predicts the copied half of its synthetic sequences (99%), with one tied table.
add_test(NAME e2e/gpt COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/gpt_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/gpt PROPERTIES TIMEOUT 900)
# examples/unet.net halves the noisy input's error in two short epochs.
add_test(NAME e2e/unet COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/unet_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/unet PROPERTIES TIMEOUT 900)
# examples/moe.net, a sparse top-2 mixture of experts, trains briefly; its experts run on their slots.
add_test(NAME e2e/moe COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/moe_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/moe PROPERTIES TIMEOUT 600 SKIP_RETURN_CODE 77)
# examples/lstm.net (std.nn's LSTM, a `for` loop) reaches 98% on a task that needs memory of the first token.
add_test(NAME e2e/lstm COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/lstm_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/lstm PROPERTIES TIMEOUT 600)

add_executable(netc_engine_tests unit/embedded_kernels_test.cc unit/memory_plan_test.cc unit/schedule_test.cc
  unit/step_program_test.cc unit/replica_set_test.cc unit/watchdog_test.cc)
target_link_libraries(netc_engine_tests PRIVATE netc::engine netc::driver GTest::gtest_main)
target_compile_definitions(netc_engine_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib")
netc_warnings(netc_engine_tests)
gtest_discover_tests(netc_engine_tests DISCOVERY_TIMEOUT 60)

# `netc run` on a GPU (labelled gpu; skipped, exit 77, without one): the
# Fashion example's accuracy, graphs against one-by-one launches, and
# checkpoints moving GPU -> CPU -> GPU.
add_test(NAME e2e/gpu_run COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/gpu_run_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/gpu_run PROPERTIES TIMEOUT 900 LABELS gpu SKIP_RETURN_CODE 77)
# `netc parity`: the CPU against itself exactly, and without a GPU the
# devices found (status 2); with a GPU, the CPU against it on every example.
add_test(NAME e2e/parity COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/parity_test.py $<TARGET_FILE:netc>)
set_tests_properties(e2e/parity PROPERTIES TIMEOUT 1800)
