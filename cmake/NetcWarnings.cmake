# Warnings for netc's own code (not for generated or third-party code).
function(netc_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
endfunction()
