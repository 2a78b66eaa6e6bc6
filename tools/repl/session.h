// A REPL session: the declarations accepted so far and the evaluation of
// new input against them. `netc repl` (repl.h) reads lines and prints what
// eval() returns; the tests drive a Session directly or through a pipe.
//
// The session is source text, not checker state: every input is compiled
// (netc::compile) as the accepted inputs followed by the new one, so a REPL
// input means exactly what it would mean in a .net file, with the same
// diagnostics. A bare expression `e` becomes the binding `_N = e;` (N counts
// the inputs), so it has a name and a type like any top-level value. Input
// that checks is accepted; input with errors is reported, pointing into the
// text just typed, and leaves the session as it was (a later use of a name
// it would have bound says which input that was).
//
// Values are computed by compiling the top-level function `@top` with the
// CPU JIT; every device the session declares is bound to the CPU here. The
// parameters of model instances are initialised once per instance name
// (with seed 0) and kept for the rest of the session.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "frontend/diagnostics/diagnostic.h"
#include "runtime/tensor.h"

namespace netc {
struct Compilation;
namespace ir {
struct Function;
struct Inst;
struct Module;
}  // namespace ir
namespace cpu {
class Jit;
}
}  // namespace netc

namespace netc::repl {

struct SessionOptions {
  std::vector<std::string> stdlib_dirs;  // for `import std.X;`
  bool color = false;                    // diagnostics with terminal colours
};

class Session {
 public:
  explicit Session(SessionOptions options);
  ~Session();

  // Evaluates one complete input (a declaration, an expression or a
  // `:command`) and returns what to print, ending in a newline when not
  // empty. Never throws for bad input: errors are part of the text.
  // cpu::request_stop() (runtime/cpu/kernels.h; the REPL's Ctrl-C) stops
  // the computation between two operations: an input that computes values
  // (code, `:load FILE`) is then dropped, the session left as it was before
  // it, and the request cleared.
  std::string eval(const std::string& input);

  // Whether `text` is a complete input, or a statement is still open:
  // unbalanced brackets, a declaration without its final `;` or `}`, or a
  // line ending in an operator. `:commands` are always complete.
  static bool is_complete(const std::string& text);

  // What Tab offers for the word `prefix` being typed: `:commands`, the
  // names the session declares (values, models, devices, data sets,
  // functions), and after `m.` the layers and parameters of instance `m`;
  // sorted, each starting with `prefix`.
  std::vector<std::string> complete(const std::string& prefix) const;

  bool done() const { return done_; }          // after `:quit`
  size_t failed_inputs() const { return failed_; }  // inputs that had errors

 // One input as it appears in the session text, and how it maps back to
  // what the user typed, for diagnostics: pieces of the text are copies of
  // pieces of the display; what lies between them the REPL added.
  struct Piece {
    size_t text_from = 0, display_from = 0, length = 0;
  };
  struct Chunk {
    std::string name;     // shown in diagnostics: <repl:3>, or a loaded file's path
    std::string display;  // what the user typed (or the loaded file)
    std::string text;     // what is compiled: the display with `_N = e;` for expressions
    std::vector<Piece> pieces;
    std::vector<std::string> bindings;  // the _N names given to expressions
  };

 private:
  enum class Open { Complete, Semicolon, Brackets };
  // A model instance bound at top level, or one of its layers (`m.fc1`),
  // described instead of printed: its model, device, parameter count and
  // structure (each layer and parameter, indented, as PyTorch prints a module).
  struct Instance {
    std::string model, device;
    int64_t params = 0;
    std::string structure;
  };

  static Open openness(const std::string& text);
  static bool stoppable(const std::string& input);
  std::string eval_input(const std::string& input);
  std::string command(const std::string& input);
  // Compiles the accepted chunks and `extra`; what to show (diagnostics
  // mapped into the chunks) is appended to *messages.
  // With `replace`, `extra` stands in for the accepted chunk of that index.
  std::unique_ptr<Compilation> compile(const Chunk* extra, std::string* messages, size_t replace = SIZE_MAX);
  // The chunk of an input in which every expression statement is bound to
  // _N (_N_2, ... for more than one).
  static Chunk make_chunk(const std::string& input, int number);
  std::string eval_code(const std::string& input);
  std::unique_ptr<Compilation> rebind(Chunk& input, const Compilation& failed, std::string* messages,
                                      std::string* note);
  std::string typed(const std::string& input, size_t from, bool ir);  // :type, :ir
  std::string load(const std::string& path);
  std::unique_ptr<Compilation> replace_typed(const Chunk& file, size_t* at, const Compilation& failed,
                                             std::string* note, std::string* messages);
  std::string load_weights(const std::string& arg);  // :load W.safetensors [FROM=TO ...]
  std::string devices();
  std::string memory(const std::string& arg);  // :mem NAME [TYPE]
  // Computes and prints the new top-level values `names` of a compilation.
  std::string evaluate(const Compilation& c, const std::vector<std::string>& names);
  // What an evaluation computed that has no value, which the backends give
  // one silently: an index outside its axis (read as NaN; scatter_add drops
  // the value), an integer divided by zero (0). The instruction, the
  // message and its help.
  struct Fault {
    const ir::Inst* inst = nullptr;
    DiagKind kind = DiagKind::IndexOutOfRange;
    std::string message, help;
  };
  // Compiles and runs `f` (of `m`); an error message, or "" with *outputs
  // set; *fault says the first fault, if one was.
  std::string run(const ir::Module& m, const ir::Function& f, std::vector<rt::Tensor>* outputs, Fault* fault);
  // The located error for a fault of an evaluation of `c`.
  std::string fault_error(const Compilation& c, const Fault& fault);
  void remember_instances(const Compilation& c);
  void remember_names(const Compilation& c);
  std::string describe(const std::string& instance, bool structure = true) const;
  // Records `path`, an instance of `model`, and each of its layers in instances_.
  void add_instance(const Compilation& c, const std::map<std::string, std::string>& made, const std::string& path,
                    const std::string& model, const std::string& device);

  SessionOptions options_;
  std::vector<Chunk> chunks_;
  int counter_ = 0;  // inputs seen: names <repl:N> and _N
  bool done_ = false;
  size_t failed_ = 0;
  std::map<std::string, Instance> instances_;
  std::vector<std::string> names_;   // declared at top level, for complete()
  // A name whose last binding was in an input that had errors, so that it is
  // not bound: that input's name (<repl:3>), for the note on a later use.
  std::map<std::string, std::string> unbound_;
  // The names rebind() gives old values (`__x_5` for the `x` that `x = x + 1`
  // read): the name the user typed, for messages.
  std::map<std::string, std::string> hidden_;
  std::vector<std::string> fields_;  // the parameters of instances (`m.fc1.weight`), for complete()
  std::unique_ptr<cpu::Jit> jit_;
  // Parameter values by name, with the type they were created for: an
  // instance keeps its initial values while the session lasts.
  std::map<std::string, std::pair<std::string, rt::Tensor>> params_;
};

}  // namespace netc::repl
