// libFuzzer target: the front end on arbitrary bytes, as `netc check` and
// `netc emit ir` see a source file. Parse, check and verify; the diagnostics
// rendered as the terminal shows them; for a program that checks, the IR
// printed, parsed back and printed again. netc answers bad input with
// diagnostics, so anything else is a bug the fuzzer reports: a crash, a
// sanitizer report, a leak, a timeout, IR that does not verify after a clean
// check, or printed IR that does not read back as itself.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <variant>

#include "frontend/diagnostics/render.h"
#include "frontend/driver/driver.h"
#include "ir/parser.h"
#include "ir/printer.h"

namespace {

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "netc fuzz: %s\n", what);
  std::abort();
}

void one_input(const std::string& text) {
  netc::CompileOptions options;
  options.stdlib_dirs = {NETC_FUZZ_STDLIB_DIR};
  auto c = netc::compile("fuzz.net", options, text);
  netc::render_text(c->diagnostics, c->sources);
  if (c->diagnostics.has_errors()) return;
  if (!c->verifier_errors.empty()) fail(("the IR of a program that checked does not verify: " + c->verifier_errors[0]).c_str());
  if (!c->ir) return;
  std::string printed = netc::ir::print_module(*c->ir);
  auto parsed = netc::ir::parse_module(printed);
  if (auto* e = std::get_if<netc::ir::IrParseError>(&parsed))
    fail(("the printed IR does not parse: " + std::to_string(e->line) + ":" + std::to_string(e->col) + ": " + e->message +
          "\n" + printed)
             .c_str());
  if (netc::ir::print_module(std::get<netc::ir::Module>(parsed)) != printed) fail("the printed IR does not read back as itself");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  // Deeply nested input recurses deeply, as in `netc check` (which runs the
  // front end on the same large stack).
  netc::run_with_large_stack([&] { one_input(text); });
  return 0;
}
