--- stderr
tests/golden/check/warn_empty.net:1:1: warning: `tests/golden/check/warn_empty.net` declares nothing [EmptyProgram]
  
  ^
help: start with a model: `model M(d: int) { ... }`; see docs/language.md
0 errors, 1 warning generated.
--- exit: 0
