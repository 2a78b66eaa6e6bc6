// The REPL session: inputs become chunks of one source text that is compiled
// as a whole (see session.h for why), diagnostics are mapped back into what
// the user typed, and new top-level values are computed with the CPU JIT.
#include "tools/repl/session.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <tuple>

#include "codegen/common/dtypes.h"
#include "codegen/cpu/jit.h"
#include "engine/memory/memory_plan.h"
#include "engine/binding/bind_devices.h"
#include "engine/binding/program_devices.h"
#include "engine/exec/init_params.h"
#include "engine/exec/step_functions.h"
#include "frontend/diagnostics/render.h"
#include "frontend/driver/driver.h"
#include "ir/infer.h"
#include "ir/passes/pipeline.h"
#include "ir/printer.h"
#include "runtime/cpu/kernels.h"
#include "runtime/weights.h"
#include "tools/repl/format.h"

namespace netc::repl {
namespace {

const char* kRootPath = "<repl>";  // the session text's name; never shown

const char* kHelp = R"(Type declarations to add them to the session and expressions to evaluate them:
  device gpu = cuda:0 | cpu;
  x = ones(f32[2, 3] @ gpu);
  x * 2.0                      (an expression's value is also bound to _N)
A line that is a whole statement ends it, as in Python (`;` may end it too);
an input goes on over several lines while a bracket is open or a line ends
with an operator (`+`, `=`, `,`, ...). Values are computed on the CPU.

commands:
  :type EXPR     the type of EXPR (dtype, shape, device), without evaluating it
  :ir EXPR       the typed IR that computes EXPR
  :load FILE     add a file's declarations (train blocks are checked, not run);
                 a name typed before that the file declares is replaced by
                 the file's, and what used it is dropped (both said)
  :load W.safetensors [FROM=TO ...]
                 set the instances' parameters and states from a checkpoint or
                 weights file (checked by name, shape, dtype; renames as --rename)
  :mem NAME      a model instance's parameters and states in bytes; with an
                 input type (`:mem net f32[64, 784]`), its forward pass's too
  :devices       the declared devices and what they are bound to here
                 (`netc devices` lists the machine's CPU and GPUs)
  :reset         forget every declaration
  :help          this text
  :quit          leave (also Ctrl-D)
)";

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

// A token of the input as far as the REPL needs to know: enough to balance
// brackets, split statements and tell a declaration from an expression. The
// real lexer (frontend/parse) reports everything else.
struct Token {
  enum Kind { Ident, Other, String } kind;
  size_t begin, end;
};

struct Scan {
  std::vector<Token> tokens;
  bool open_comment = false;  // a `/*` without its `*/`
};

Scan scan(const std::string& s) {
  Scan out;
  size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (s.compare(i, 2, "//") == 0) {
      while (i < s.size() && s[i] != '\n') ++i;
    } else if (s.compare(i, 2, "/*") == 0) {
      size_t e = s.find("*/", i + 2);
      if (e == std::string::npos) {
        out.open_comment = true;
        return out;
      }
      i = e + 2;
    } else if (c == '"') {
      size_t b = i++;
      while (i < s.size() && s[i] != '"' && s[i] != '\n') i += s[i] == '\\' ? 2 : 1;
      i = std::min(i + 1, s.size());
      out.tokens.push_back({Token::String, b, i});
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      size_t b = i;
      while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_' || s[i] == '.')) {
        if (s[i] == '.' && !std::isdigit(static_cast<unsigned char>(s[b]))) break;  // net.fc1: three tokens
        ++i;
      }
      out.tokens.push_back({Token::Ident, b, i});
    } else {
      size_t n = (s.compare(i, 2, "==") == 0 || s.compare(i, 2, "!=") == 0 || s.compare(i, 2, "<=") == 0 ||
                  s.compare(i, 2, ">=") == 0 || s.compare(i, 2, "->") == 0 || s.compare(i, 2, "&&") == 0 ||
                  s.compare(i, 2, "||") == 0)
                     ? 2
                     : 1;
      out.tokens.push_back({Token::Other, i, i + n});
      i += n;
    }
  }
  return out;
}

std::string tok(const std::string& s, const Token& t) { return s.substr(t.begin, t.end - t.begin); }

bool is_declaration_start(const std::string& s, const std::vector<Token>& toks, size_t i) {
  static const std::set<std::string> kKeywords = {"import", "device", "model", "fn", "dataset", "train", "optimizer"};
  // `(h, c) = cell(x)`: several results, named.
  if (i + 1 < toks.size() && tok(s, toks[i]) == "(" && toks[i + 1].kind == Token::Ident) {
    size_t k = i + 2;
    while (k + 1 < toks.size() && tok(s, toks[k]) == "," && toks[k + 1].kind == Token::Ident) k += 2;
    return k + 1 < toks.size() && tok(s, toks[k]) == ")" && tok(s, toks[k + 1]) == "=";
  }
  if (i >= toks.size() || toks[i].kind != Token::Ident) return false;
  if (kKeywords.count(tok(s, toks[i]))) return true;
  // `v, i = topk(x, 2)`, Python's binding of several results: a declaration,
  // so that the parser's message about it is the one shown.
  size_t k = i + 1;
  while (k + 1 < toks.size() && tok(s, toks[k]) == "," && toks[k + 1].kind == Token::Ident) k += 2;
  return k < toks.size() && tok(s, toks[k]) == "=";
}

// Top-level statements of an input: [begin, end) of each, in display
// offsets, split after every `;` and every `}` that closes a declaration
// at bracket depth 0. `expression` marks the ones that are not declarations.
struct Statement {
  size_t begin, end;
  bool expression;
};

std::vector<Statement> statements(const std::string& s) {
  Scan sc = scan(s);
  std::vector<Statement> out;
  int depth = 0;
  size_t first = 0;  // token index where the current statement starts
  auto close = [&](size_t last, bool include_last) {
    if (first > last || first >= sc.tokens.size()) return;
    size_t b = sc.tokens[first].begin;
    size_t e = include_last ? sc.tokens[last].end : sc.tokens[last].begin;
    bool expr = !is_declaration_start(s, sc.tokens, first);
    out.push_back({b, e, expr});
  };
  for (size_t i = 0; i < sc.tokens.size(); ++i) {
    std::string t = tok(s, sc.tokens[i]);
    if (t == "(" || t == "[" || t == "{") ++depth;
    if (t == ")" || t == "]" || t == "}") --depth;
    if (depth != 0) continue;
    bool decl = is_declaration_start(s, sc.tokens, first);
    if (t == ";") {
      // An expression statement's `;` is not part of it: `_N = e;` adds one.
      close(i, decl);
      first = i + 1;
    } else if (t == "}" && decl && (i + 1 >= sc.tokens.size() || tok(s, sc.tokens[i + 1]) != ";")) {
      close(i, true);
      first = i + 1;
    }
  }
  if (first < sc.tokens.size()) close(sc.tokens.size() - 1, true);
  return out;
}

// The names a chunk binds at top level (its `name = ...;` declarations).
std::vector<std::string> bound_names(const Program& p, size_t from, size_t to) {
  std::vector<std::string> out;
  if (p.modules.empty()) return out;
  const ast::Module& root = *p.modules[0];
  for (auto [kind, i] : root.order)
    if (kind == ast::Module::DeclKind::Binding) {
      const ast::Binding& b = root.bindings[i];
      if (b.name.range.begin >= from && b.name.range.begin < to) out.push_back(b.name.name);
    }
  return out;
}

const ir::Function* find_function(const ir::Module& m, const std::string& name) {
  for (const ir::Function& f : m.functions)
    if (f.name == name) return &f;
  return nullptr;
}

// Whether `:load ARG` names weights rather than declarations: a path
// ending in .safetensors, or a file that begins as one does (an 8-byte
// little-endian header length, then the header's `{`), whatever its name.
bool looks_like_weights(const std::string& arg) {
  size_t b = arg.find_first_not_of(" \t");
  if (b == std::string::npos) return false;
  const std::string path = arg.substr(b, arg.find_first_of(" \t", b) - b);
  const std::string ext = ".safetensors";
  if (path.size() > ext.size() && path.compare(path.size() - ext.size(), ext.size(), ext) == 0) return true;
  std::ifstream in(path, std::ios::binary);
  unsigned char head[9] = {};
  if (!in.read(reinterpret_cast<char*>(head), sizeof head)) return false;
  uint64_t n = 0;
  for (int k = 7; k >= 0; --k) n = (n << 8) | head[k];
  return head[8] == '{' && n >= 2 && n < (uint64_t{1} << 32);
}

// `f` computing only `results`: the instructions they do not depend on are
// removed, so an input computes its own values and not the whole session's.
ir::Function only(const ir::Function& f, const std::vector<ir::ValueId>& results) {
  ir::Function out = f;
  out.results = results;
  std::vector<bool> live(f.values.size(), false);
  for (ir::ValueId r : results) live[r] = true;
  for (auto it = f.body.rbegin(); it != f.body.rend(); ++it)
    if (live[it->result])
      for (ir::ValueId o : it->operands) live[o] = true;
  out.body.clear();
  for (const ir::Inst& i : f.body)
    if (live[i.result]) out.body.push_back(i);
  return out;
}

// A top-level compile-time value as the session shows it: an int; a float
// as the f32 the tensors it is used in get (the shortest text that reads
// back as it; `2` for a whole number); a quoted, escaped string.
std::string constant_text(const Constant& c) {
  if (auto* i = std::get_if<int64_t>(&c)) return std::to_string(*i);
  if (auto* b = std::get_if<bool>(&c)) return *b ? "true" : "false";
  if (auto* s = std::get_if<std::string>(&c)) {
    std::string out = "\"";
    for (unsigned char ch : *s) {
      if (ch == '"' || ch == '\\') out += std::string("\\") + static_cast<char>(ch);
      else if (ch < 0x20 || ch == 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02X", ch);
        out += buf;
      } else out += static_cast<char>(ch);
    }
    return out + "\"";
  }
  double d = std::get<double>(c);
  float f = static_cast<float>(d);
  char buf[64];
  if (std::isfinite(d) && std::fabs(d) < 9.0e15 && static_cast<float>(std::trunc(d)) == f) {
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(std::trunc(d)));
    return buf;
  }
  for (int digits = 1; digits <= 9; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, static_cast<double>(f));
    if (std::strtof(buf, nullptr) == f) break;
  }
  return buf;
}

std::string with_commas(int64_t n) {
  std::string s = std::to_string(n), out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && (s.size() - i) % 3 == 0) out += ',';
    out += s[i];
  }
  return out;
}

}  // namespace

// Maps locations in the session text back to the chunks (what the user
// typed, or a loaded file) for diagnostics and the IR: every chunk becomes a
// file of its own in `view`, named as the user knows it.
class Mapper {
 public:
  Mapper(const Compilation& c, const std::vector<const Session::Chunk*>& chunks) : c_(c), chunks_(chunks) {
    size_t at = 0;
    for (const Session::Chunk* ch : chunks) {
      starts_.push_back(at);
      at += ch->text.size() + 1;
    }
    chunk_file_.assign(chunks.size(), kNoFile);
  }

  SourceRange map(SourceRange r) {
    if (!r.valid()) return r;
    if (r.file != 0) {
      auto [it, fresh] = other_.try_emplace(r.file, kNoFile);
      if (fresh) it->second = view.add(c_.sources.file(r.file).path, c_.sources.file(r.file).text);
      return {it->second, r.begin, r.end};
    }
    size_t k = chunk_at(r.begin);
    if (chunk_file_[k] == kNoFile) chunk_file_[k] = view.add(chunks_[k]->name, chunks_[k]->display);
    return {chunk_file_[k], display_offset(k, r.begin), std::max(display_offset(k, r.begin), display_offset(k, r.end))};
  }

  // The chunk of a session-text offset.
  size_t chunk_at(size_t offset) const {
    size_t k = std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin();
    return k == 0 ? 0 : k - 1;
  }
  size_t start(size_t k) const { return starts_[k]; }

  SourceManager view;

 private:
  uint32_t display_offset(size_t k, size_t offset) const {
    const Session::Chunk& ch = *chunks_[k];
    size_t t = offset - starts_[k];
    // Text the REPL added (`_N = ` and `;`) maps to the nearest typed text.
    const Session::Piece* best = nullptr;
    for (const Session::Piece& p : ch.pieces)
      if (p.text_from <= t) best = &p;
    if (!best) return ch.pieces.empty() ? 0 : static_cast<uint32_t>(ch.pieces[0].display_from);
    return static_cast<uint32_t>(best->display_from + std::min(t - best->text_from, best->length));
  }

  const Compilation& c_;
  std::vector<const Session::Chunk*> chunks_;
  std::vector<size_t> starts_;
  std::vector<FileId> chunk_file_;
  std::map<FileId, FileId> other_;
};

// `f` of `c` (compiled from `chunks`) with its locations in the inputs and
// files as the user knows them (`<repl:3>`, not the session text), in a
// module of its own with those files and `c`'s parameters: what `:ir` shows,
// and where messages about the code point.
ir::Module as_typed(const Compilation& c, const std::vector<const Session::Chunk*>& chunks, ir::Function f) {
  Mapper mapper(c, chunks);
  const SourceFile& root = c.sources.file(0);
  ir::Module out;
  std::map<std::string, uint32_t> index;
  auto file_number = [&](const std::string& path) {
    auto [it, fresh] = index.try_emplace(path, static_cast<uint32_t>(out.files.size()));
    if (fresh) out.files.push_back(path);
    return it->second;
  };
  auto relocate = [&](ir::Loc& l) {
    if (l.line == 0 || l.file >= c.ir->files.size()) return;
    if (c.ir->files[l.file] != kRootPath || l.line > root.line_starts.size()) {
      l.file = file_number(c.ir->files[l.file]);
      return;
    }
    SourceRange r = mapper.map({0, root.line_starts[l.line - 1] + l.col - 1, root.line_starts[l.line - 1] + l.col - 1});
    LineCol lc = mapper.view.line_col(r.file, r.begin);
    l = {file_number(mapper.view.file(r.file).path), lc.line, lc.col};
  };
  relocate(f.loc);
  for (ir::Inst& i : f.body) relocate(i.loc);
  out.params = c.ir->params;
  for (ir::GlobalParam& p : out.params) relocate(p.loc);
  out.functions.push_back(std::move(f));
  return out;
}

Session::Session(SessionOptions options) : options_(std::move(options)) {}
Session::~Session() = default;

bool Session::is_complete(const std::string& text) { return openness(text) == Open::Complete; }

Session::Open Session::openness(const std::string& text) {
  std::string t = trim(text);
  if (t.empty() || t[0] == ':') return Open::Complete;
  Scan sc = scan(text);
  if (sc.open_comment) return Open::Brackets;
  int depth = 0;
  for (const Token& k : sc.tokens) {
    std::string s = tok(text, k);
    if (s == "(" || s == "[" || s == "{") ++depth;
    if (s == ")" || s == "]" || s == "}") --depth;
  }
  if (depth > 0) return Open::Brackets;
  if (depth < 0 || sc.tokens.empty()) return Open::Complete;  // the parser says what is wrong
  std::string last = tok(text, sc.tokens.back());
  static const std::set<std::string> kContinues = {"+", "-", "*", "/", "=", ",", "|", "&&", "||", "<",
                                                   ">", "<=", ">=", "==", "!=", "!", "@", "->", ":"};
  if (kContinues.count(last)) return Open::Semicolon;
  // A statement ends at the line's end, as in Python: an expression, and a
  // declaration too (make_chunk adds its `;`).
  return Open::Complete;
}

std::string Session::eval(const std::string& input) {
  // An evaluation stopped (cpu::request_stop, Ctrl-C) leaves the session as
  // it was before the input, as Python's KeyboardInterrupt leaves a binding
  // that was being computed unbound.
  struct State {
    std::vector<Chunk> chunks;
    size_t failed;
    std::map<std::string, Instance> instances;
    std::vector<std::string> names, fields;
    std::map<std::string, std::string> unbound;
  } before{chunks_, failed_, instances_, names_, fields_, unbound_};
  std::string out = eval_input(input);
  if (!cpu::stop_requested()) return out;
  cpu::clear_stop_request();
  if (!stoppable(input)) return out;  // done before it could stop
  chunks_ = std::move(before.chunks);
  failed_ = before.failed;
  instances_ = std::move(before.instances);
  names_ = std::move(before.names);
  fields_ = std::move(before.fields);
  unbound_ = std::move(before.unbound);
  return "interrupted (Ctrl-C): the input is dropped, the session is as it was before it\n";
}

// The inputs that compute values, which a stop drops: code and `:load FILE`.
bool Session::stoppable(const std::string& input) {
  std::string t = trim(input);
  if (t.empty() || t[0] != ':') return true;
  size_t e = 1;
  while (e < t.size() && std::isalpha(static_cast<unsigned char>(t[e]))) ++e;
  std::string name = t.substr(1, e - 1);
  return (name == "load" || name == "l") && t.find(".safetensors") == std::string::npos;
}

std::string Session::eval_input(const std::string& input) {
  std::string t = trim(input);
  if (t.empty()) return "";
  if (t[0] == ':') return command(input);
  // Python's ways out and in, unless the session has such a name.
  auto declared = [&](const std::string& n) { return std::find(names_.begin(), names_.end(), n) != names_.end(); };
  if ((t == "exit()" || t == "quit()" || t == "exit" || t == "quit") && !declared(t.substr(0, 4))) {
    done_ = true;
    return "";
  }
  if ((t == "help" || t == "help()") && !declared("help")) return kHelp;
  return eval_code(input);
}

std::string Session::command(const std::string& input) {
  size_t b = input.find(':');
  size_t e = b + 1;
  while (e < input.size() && std::isalpha(static_cast<unsigned char>(input[e]))) ++e;
  std::string name = input.substr(b + 1, e - b - 1);
  std::string arg = trim(input.substr(e));
  auto needs = [&](const char* what) -> std::string {
    ++failed_;
    return "error: `:" + name + "` needs " + what + "\n";
  };
  if (name == "help" || name == "h" || name == "?") return kHelp;
  if (name == "quit" || name == "q" || name == "exit") {
    done_ = true;
    return "";
  }
  if (name == "reset") {
    chunks_.clear();
    params_.clear();
    instances_.clear();
    names_.clear();
    fields_.clear();
    unbound_.clear();
    hidden_.clear();
    counter_ = 0;
    return "the session is empty\n";
  }
  if (name == "devices") return devices();
  if (name == "mem") return arg.empty() ? needs("a model instance: `:mem net` or `:mem net f32[64, 784]`") : memory(arg);
  if (name == "type" || name == "t") return arg.empty() ? needs("an expression: `:type x * 2.0`") : typed(input, e, false);
  if (name == "ir") return arg.empty() ? needs("an expression: `:ir x * 2.0`") : typed(input, e, true);
  if ((name == "load" || name == "l") && looks_like_weights(arg)) return load_weights(arg);
  if (name == "load" || name == "l") return arg.empty() ? needs("a file: `:load examples/fashion_mlp.net`") : load(arg);
  ++failed_;
  return "error: unknown command `:" + name + "`; `:help` lists the commands\n";
}

std::unique_ptr<Compilation> Session::compile(const Chunk* extra, std::string* messages, size_t replace) {
  std::vector<const Chunk*> all;
  for (const Chunk& ch : chunks_) all.push_back(&ch);
  size_t current = all.size();
  if (extra && replace < all.size()) all[current = replace] = extra;
  else if (extra) all.push_back(extra);
  std::string text;
  for (const Chunk* ch : all) text += ch->text + "\n";
  CompileOptions co;
  co.stdlib_dirs = options_.stdlib_dirs;
  std::unique_ptr<Compilation> c = netc::compile(kRootPath, co, text);

  // Diagnostics, each mapped into the chunk it points at. Errors are all
  // shown (the accepted chunks had none, so they are about the new input);
  // warnings only when they are about the new input, not again and again.
  Mapper mapper(*c, all);
  // The names the new input binds: `x` typed alone is compiled as `_N = x;`,
  // and `z = y;` binds z; neither is suggested for an unknown name in it.
  std::vector<std::string> own;
  if (extra && !c->diagnostics.all().empty()) {
    own = bound_names(c->program, mapper.start(current), mapper.start(current) + extra->text.size());
    own.insert(own.end(), extra->bindings.begin(), extra->bindings.end());
  }
  // An old value's hidden name (rebind) as the user typed it.
  auto typed = [&](std::string message) {
    for (const auto& [hidden, name] : hidden_)
      for (size_t at; (at = message.find("`" + hidden + "`")) != std::string::npos;)
        message.replace(at + 1, hidden.size(), name);
    return message;
  };
  Diagnostics shown;
  for (const Diagnostic& d : c->diagnostics.all()) {
    if (d.severity != Severity::Error) {
      if (!extra || !d.range.valid() || d.range.file != 0 || mapper.chunk_at(d.range.begin) != current) continue;
    }
    Diagnostic& n = shown.report(d.kind, mapper.map(d.range), typed(d.message));
    n.help = typed(d.help);
    for (const std::string& b : own)
      if (d.help == "did you mean `" + b + "`?") n.help.clear();
    // A name whose binding was in an input with errors: say so, rather than
    // only that it is unknown.
    if (d.kind == DiagKind::UnknownName && d.range.valid() && d.range.file == 0)
      if (auto u = unbound_.find(text.substr(d.range.begin, d.range.end - d.range.begin)); u != unbound_.end()) {
        const auto& [name, where] = *u;
        n.notes.push_back({{}, "`" + name + "` is not bound: " + where +
                                   ", which binds it, had errors, and the session kept nothing of it"});
        if (n.help.empty()) n.help = "bind `" + name + "` again, without the errors";
      }
    for (const DiagNote& note : d.notes) n.notes.push_back({mapper.map(note.range), typed(note.message)});
    for (const FixIt& f : d.fixits) n.fixits.push_back({mapper.map(f.range), f.replacement});
  }
  RenderOptions ro;
  ro.color = options_.color;
  if (!shown.all().empty()) *messages += render_text(shown, mapper.view, ro);
  if (!c->verifier_errors.empty()) {
    *messages += "internal error: the IR of this input does not verify (please report this):\n";
    for (const std::string& e : c->verifier_errors) *messages += "  " + e + "\n";
  }
  return c;
}

Session::Chunk Session::make_chunk(const std::string& input, int number) {
  size_t to = input.size();
  Chunk ch;
  ch.name = "<repl:" + std::to_string(number) + ">";
  ch.display = input;
  std::vector<Statement> st = statements(input);
  int exprs = 0;
  size_t copied = 0;  // display text up to here is in ch.text already
  auto copy = [&](size_t b, size_t e) {
    if (e <= b) return;
    ch.pieces.push_back({ch.text.size(), b, e - b});
    ch.text += input.substr(b, e - b);
  };
  for (const Statement& s : st) {
    if (!s.expression) continue;
    copy(copied, s.begin);
    std::string name = "_" + std::to_string(number) + (exprs ? "_" + std::to_string(exprs + 1) : "");
    ++exprs;
    ch.bindings.push_back(name);
    ch.text += name + " = ";
    copy(s.begin, s.end);
    // A comment that ends the line stays before ours, as typed: `x // 2`
    // is then the parser's `x`, with its warning (Python's floor division).
    size_t rest = s.end;
    while (rest < to && (input[rest] == ' ' || input[rest] == '\t')) ++rest;
    if (input.compare(rest, 2, "//") == 0) {
      size_t eol = std::min(input.find('\n', rest), to);
      copy(s.end, eol);
      ch.text += "\n;";
      copied = eol;
      continue;
    }
    ch.text += ";";
    // The `;` the user wrote after an expression is replaced by ours.
    size_t after = s.end;
    while (after < to && std::isspace(static_cast<unsigned char>(input[after]))) ++after;
    copied = after < to && input[after] == ';' ? after + 1 : s.end;
  }
  copy(copied, to);
  // A declaration the line ended without its `;` (`x = ones(f32[2])`): ours,
  // on a line of its own, after any comment the line ends with.
  if (!st.empty() && !st.back().expression && openness(input) == Open::Complete) {
    const std::vector<Token>& tokens = scan(input).tokens;
    const std::string last = tokens.empty() ? ";" : tok(input, tokens.back());
    if (last != ";" && last != "}") ch.text += "\n;";
  }
  return ch;
}

std::string Session::eval_code(const std::string& input) {
  if (scan(input).tokens.empty()) return "";  // only comments
  int number = ++counter_;
  std::string one = trim(input);
  // A model instance has no tensor value to print: describe it.
  if (instances_.count(one)) return describe(one);
  Chunk ch = make_chunk(input, number);
  std::string out;
  std::unique_ptr<Compilation> c = compile(&ch, &out);
  std::string rebound;
  if (!c->ok()) {
    std::string retried;
    if (auto again = rebind(ch, *c, &retried, &rebound)) {
      c = std::move(again);
      out = retried;
    } else if (!retried.empty()) {
      out = retried;  // the input's own errors once its name is free
    }
  }
  size_t start = 0;
  for (const Chunk& old : chunks_) start += old.text.size() + 1;
  std::vector<std::string> names = bound_names(c->program, start, start + ch.text.size());
  if (!c->ok()) {
    ++failed_;
    // What the input would have bound and is not bound now (a name bound
    // before keeps its old value).
    // (Not `(a, b) = ...`'s own name for the pair.)
    for (const std::string& n : names)
      if (std::find(ch.bindings.begin(), ch.bindings.end(), n) == ch.bindings.end() &&
          std::find(names_.begin(), names_.end(), n) == names_.end() && n.find('@') == std::string::npos)
        unbound_[n] = ch.name;
    return out;
  }
  chunks_.push_back(std::move(ch));
  remember_instances(*c);
  remember_names(*c);
  return out + rebound + evaluate(*c, names);
}

namespace {

// Replaces `length` bytes of ch.text at `from` with `name`, keeping the map
// from the text to what the user typed: the new name maps to the typed text
// it replaced.
void rename_in_chunk(Session::Chunk& ch, size_t from, size_t length, const std::string& name) {
  std::vector<Session::Piece> pieces;
  std::ptrdiff_t delta = static_cast<std::ptrdiff_t>(name.size()) - static_cast<std::ptrdiff_t>(length);
  for (Session::Piece p : ch.pieces) {
    size_t end = p.text_from + p.length;
    if (end <= from) {
      pieces.push_back(p);
    } else if (p.text_from >= from + length) {
      p.text_from = static_cast<size_t>(static_cast<std::ptrdiff_t>(p.text_from) + delta);
      pieces.push_back(p);
    } else {  // the piece holds the renamed bytes: its text before and after them
      if (p.text_from < from) pieces.push_back({p.text_from, p.display_from, from - p.text_from});
      if (end > from + length) {
        size_t skip = from + length - p.text_from;
        pieces.push_back({from + name.size(), p.display_from + skip, p.length - skip});
      }
    }
  }
  ch.text.replace(from, length, name);
  ch.pieces = std::move(pieces);
}

}  // namespace

// A name the input binds again, as Python rebinds it: the earlier binding is
// dropped from the session, and so is each earlier binding that then fails
// (it used the old value), said in `note`. The compilation with the input,
// or null when it binds nothing again or still fails (the session is then
// left as it was, and `messages` holds the input's own errors, if that is
// why).
std::unique_ptr<Compilation> Session::rebind(Chunk& input, const Compilation& failed, std::string* messages,
                                             std::string* note) {
  std::vector<size_t> starts;  // where each accepted chunk begins in the session text
  size_t start = 0;
  for (const Chunk& old : chunks_) {
    starts.push_back(start);
    start += old.text.size() + 1;
  }
  std::vector<std::string> fresh = bound_names(failed.program, start, start + input.text.size());
  if (failed.program.modules.empty() || fresh.empty()) return nullptr;
  // Blanks the top-level binding whose text holds `offset` (its `;` too) and
  // returns its name; "" when there is none in the accepted chunks.
  // The chunk holding binding `b` and its text's [from, to) in that chunk.
  struct Place {
    size_t chunk, from, to;
  };
  auto place = [&](const std::vector<Chunk>& chunks, const ast::Binding& b) {
    size_t k = static_cast<size_t>(std::upper_bound(starts.begin(), starts.end(), b.range.begin) - starts.begin()) - 1;
    return Place{k, b.range.begin - starts[k], std::min(chunks[k].text.size(), static_cast<size_t>(b.range.end - starts[k]))};
  };
  // A name of `(a, b) = ...` (a binding inside another's text) becomes `_`:
  // the statement stays, binding the others.
  auto blank = [&](std::vector<Chunk>& chunks, const ast::Module& root, size_t offset) -> std::string {
    const ast::Binding* at = nullptr;  // the innermost binding there
    bool part = false;
    for (const ast::Binding& b : root.bindings) {
      if (offset < b.range.begin || offset >= b.range.end || b.range.begin >= start) continue;
      if (at) part = true;
      if (!at || b.range.end - b.range.begin < at->range.end - at->range.begin) at = &b;
    }
    if (!at) return "";
    auto [k, from, to] = place(chunks, *at);
    std::string& text = chunks[k].text;
    if (part) {
      if (text.compare(from, to - from, at->name.name) != 0) return "";  // its statement is blanked already
      text.replace(from, to - from, "_" + std::string(to - from - 1, ' '));
      return at->name.name;
    }
    while (to < text.size() && std::isspace(static_cast<unsigned char>(text[to]))) ++to;
    if (to < text.size() && text[to] == ';') ++to;
    for (size_t i = from; i < to; ++i)
      if (text[i] != '\n') text[i] = ' ';
    const std::string& name = at->name.name;
    return at->destructures ? name.substr(0, name.find('@')) : name;  // `(a, b)`, as typed
  };
  std::vector<Chunk> trial = chunks_;
  Chunk new_input = input;
  std::vector<std::string> replaced;
  const ast::Module& root = *failed.program.modules[0];
  // The names the input reads, and those they read in turn: `x = x + 1.0`
  // (or `x = y` where `y = x * 2.0`) makes a new `x` from the old one, which
  // then stays in the session under a name the user cannot type, and so do
  // the earlier bindings that read it (as in Python, they keep the values
  // they had).
  std::map<std::string, std::set<std::string>> reads_of;  // an earlier binding's name: the names its value reads
  std::set<std::string> read;
  for (const ast::Binding& b : root.bindings)
    if (b.value)
      ast::for_each_subexpr(*b.value, [&](const ast::Expr& e) {
        if (e.kind != ast::Expr::Kind::Name) return;
        if (b.range.begin >= start) read.insert(e.name);
        else reads_of[b.name.name].insert(e.name);
      });
  for (std::vector<std::string> work(read.begin(), read.end()); !work.empty();) {
    const std::string n = work.back();
    work.pop_back();
    for (const std::string& m : reads_of[n])
      if (read.insert(m).second) work.push_back(m);
  }
  struct Rename {
    size_t chunk, at, length;  // in trial[chunk].text, or in the input's (chunk = SIZE_MAX)
    std::string to;
  };
  std::vector<Rename> renames;
  std::set<std::string> kept;  // bound again from their old values
  for (const ast::Binding& b : root.bindings) {
    if (b.name.range.begin >= start || std::find(fresh.begin(), fresh.end(), b.name.name) == fresh.end()) continue;
    if (b.destructures) continue;  // `(a, b) = ...`: each name is bound again on its own
    if (!read.count(b.name.name)) {
      replaced.push_back(blank(trial, root, b.range.begin));
      continue;
    }
    std::string hidden = "__" + b.name.name + "_" + std::to_string(counter_);
    hidden_[hidden] = b.name.name;
    size_t k = place(trial, b).chunk;
    renames.push_back({k, b.name.range.begin - starts[k], b.name.name.size(), hidden});
    for (const ast::Binding& n : root.bindings)
      if (n.value)
        ast::for_each_subexpr(*n.value, [&](const ast::Expr& e) {
          if (e.kind != ast::Expr::Kind::Name || e.name != b.name.name) return;
          size_t in = n.range.begin >= start ? SIZE_MAX : place(trial, n).chunk;
          renames.push_back({in, e.range.begin - (in == SIZE_MAX ? start : starts[in]), e.name.size(), hidden});
        });
    replaced.push_back(b.name.name);
    kept.insert(b.name.name);
  }
  if (replaced.empty()) return nullptr;
  // Each earlier binding that reads a name that went goes too, and those
  // that read it in turn: constants are computed in any order, so such a
  // binding would compile with the new value instead of failing.
  std::vector<std::string> dropped;
  std::set<std::string> gone_names;
  for (const std::string& n : replaced)
    if (!kept.count(n)) gone_names.insert(n);
  std::set<size_t> blanked;
  for (bool more = true; more;) {
    more = false;
    for (size_t bi = 0; bi < root.bindings.size(); ++bi) {
      const ast::Binding& b = root.bindings[bi];
      if (b.range.begin >= start || blanked.count(bi) || gone_names.count(b.name.name)) continue;
      auto [k, from, to] = place(trial, b);
      std::string value = trial[k].text.substr(from, to - from);
      bool reads = false;
      for (const Token& t : scan(value).tokens)
        reads = reads || (t.kind == Token::Ident && gone_names.count(value.substr(t.begin, t.end - t.begin)));
      if (!reads) continue;
      blanked.insert(bi);
      gone_names.insert(b.name.name);
      dropped.push_back(blank(trial, root, b.range.begin));
      more = true;
    }
  }
  // Renamed last, from the end: blanking keeps every offset, renaming not.
  std::sort(renames.begin(), renames.end(),
            [](const Rename& a, const Rename& b) { return std::tie(a.chunk, a.at) > std::tie(b.chunk, b.at); });
  for (const Rename& r : renames) rename_in_chunk(r.chunk == SIZE_MAX ? new_input : trial[r.chunk], r.at, r.length, r.to);
  std::swap(chunks_, trial);
  std::unique_ptr<Compilation> c;
  for (size_t round = 0; round <= trial.size() + root.bindings.size(); ++round) {
    std::string shown;
    c = compile(&new_input, &shown);
    *messages = shown;
    if (c->ok()) break;
    // An error in the accepted chunks is a binding that used an old value.
    std::string gone;
    for (const Diagnostic& d : c->diagnostics.all())
      if (d.severity == Severity::Error && d.range.valid() && d.range.file == 0 && d.range.begin < start &&
          gone.empty() && !c->program.modules.empty())
        gone = blank(chunks_, *c->program.modules[0], d.range.begin);
    if (gone.empty()) break;  // the input's own errors: *messages says them
    dropped.push_back(gone);
    messages->clear();
  }
  if (!c || !c->ok()) {
    std::swap(chunks_, trial);  // the session as it was
    return nullptr;
  }
  input = std::move(new_input);
  auto list = [](const std::vector<std::string>& names) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) s += (i ? ", " : "") + std::string("`") + names[i] + "`";
    return s;
  };
  // `_N`, the REPL's names for expressions typed alone, go without a word.
  auto unsaid = [](const std::string& n) {
    auto digit_or_underscore = [](char ch) { return ch == '_' || std::isdigit(static_cast<unsigned char>(ch)); };
    return n.empty() || (n.size() > 1 && n[0] == '_' && std::all_of(n.begin() + 1, n.end(), digit_or_underscore));
  };
  std::erase_if(dropped, unsaid);
  std::erase_if(replaced, [](const std::string& n) { return n.empty(); });
  if (replaced.empty()) return c;
  *note = list(replaced) + (kept.size() == replaced.size() ? " bound again from its old value"
                                                            : " bound again: the old value is gone");
  if (!dropped.empty())
    *note += dropped.size() == 1 ? "; so is " + list(dropped) + ", which used it (bind it again to recompute it)"
                                 : "; so are " + list(dropped) + ", which used it (bind them again to recompute them)";
  *note += "\n";
  return c;
}

void Session::remember_names(const Compilation& c) {
  names_.clear();
  fields_.clear();
  if (c.ir)
    for (const ir::GlobalParam& p : c.ir->params) fields_.push_back(p.name);
  if (c.program.modules.empty()) return;
  const ast::Module& root = *c.program.modules[0];
  for (const ast::Binding& b : root.bindings)
    if (b.name.name.rfind("__", 0) != 0 && !b.destructures)  // not an old value kept by `x = x + 1`, nor `(a, b)`
      names_.push_back(b.name.name);
  for (const ast::Model& m : root.models) names_.push_back(m.name.name);
  for (const ast::DeviceDecl& d : root.devices) names_.push_back(d.name.name);
  for (const ast::Dataset& d : root.datasets) names_.push_back(d.name.name);
  for (const ast::Fn& f : root.fns) names_.push_back(f.name.name);
  // A name bound now, by an input or a `:load`, is no longer unbound.
  for (const std::string& n : names_) unbound_.erase(n);
}

std::vector<std::string> Session::complete(const std::string& prefix) const {
  std::set<std::string> found;
  auto offer = [&](const std::string& name) {
    if (name.rfind(prefix, 0) == 0) found.insert(name);
  };
  if (!prefix.empty() && prefix[0] == ':') {
    for (const char* c : {":type", ":ir", ":load", ":mem", ":devices", ":reset", ":help", ":quit"}) offer(c);
  } else if (size_t dot = prefix.rfind('.'); dot != std::string::npos) {
    // The members one level below `m.fc1.`: its layers and parameters.
    std::string owner = prefix.substr(0, dot + 1);
    auto member = [&](const std::string& path) {
      if (path.rfind(owner, 0) == 0 && path.find('.', owner.size()) == std::string::npos) offer(path);
    };
    for (const auto& [path, inst] : instances_) member(path);
    for (const std::string& name : fields_) member(name);
  } else {
    for (const std::string& n : names_)
      if (n.rfind('_', 0) != 0 || prefix.rfind('_', 0) == 0) offer(n);  // _N only when asked for
  }
  return {found.begin(), found.end()};
}

void Session::remember_instances(const Compilation& c) {
  instances_.clear();
  std::set<std::string> models;
  for (const auto& m : c.program.modules)
    for (const ast::Model& model : m->models) models.insert(model.name.name);
  // The instances the program made, by path (a layer under an `if` exists
  // only for the instances that take its side).
  std::map<std::string, std::string> made;
  for (const ir::ModelInstance& mi : c.ir->instances) made[mi.path] = mi.model;
  const ast::Module& root = *c.program.modules[0];
  for (const ast::Binding& b : root.bindings) {
    const ast::Expr* e = b.value.get();
    std::string device = "cpu";
    if (e->kind == ast::Expr::Kind::Place) {
      if (e->device) device = e->device->spelling();
      e = e->lhs.get();
    }
    if (!e || e->kind != ast::Expr::Kind::Call || !e->lhs || e->lhs->kind != ast::Expr::Kind::Name ||
        !models.count(e->lhs->name))
      continue;
    add_instance(c, made, b.name.name, e->lhs->name, device);
  }
}

namespace {

// The trainable elements of the parameters under `prefix` ("m.fc1.").
int64_t count_params(const ir::Module& m, const std::string& prefix) {
  int64_t n = 0;
  for (const ir::GlobalParam& p : m.params) {
    if (!p.trainable || p.name.rfind(prefix, 0) != 0) continue;  // states are not parameters
    int64_t k = 1;
    for (const ir::Dim& d : p.type.shape) k *= d.is_constant() ? d.value() : 0;
    n += k;
  }
  return n;
}

std::string count_text(int64_t n) { return with_commas(n) + (n == 1 ? " parameter" : " parameters"); }

}  // namespace

// `path`, an instance of `model`, and each of its layers that this
// instance made (`made`: every instance's model, by path), as instances_.
void Session::add_instance(const Compilation& c, const std::map<std::string, std::string>& made,
                           const std::string& path, const std::string& model, const std::string& device) {
  const ast::Model* decl = nullptr;
  for (const auto& mod : c.program.modules)
    for (const ast::Model& x : mod->models)
      if (x.name.name == model) decl = &x;
  Instance inst{model, device, count_params(*c.ir, path + "."), ""};
  if (decl) {
    for (const ast::ModelParam& p : decl->tensors)
      if (const ir::GlobalParam* g = c.ir->find_param(path + "." + p.name.name))
        inst.structure += "  " + p.name.name + ": " + ir::dtype_name(g->type.dtype) + g->type.shape_str() +
                          (p.state ? " (state)" : "") + "\n";
    std::set<std::string> shown;  // a name each side of an `if` gives a layer: the one made, once
    for (const ast::ModelLayer& l : decl->layers) {
      const ast::Expr* v = l.value.get();
      bool call = v && v->kind == ast::Expr::Kind::Call && v->lhs && v->lhs->kind == ast::Expr::Kind::Name;
      std::string child = path + "." + l.name.name;
      if (!call) {  // a list of layers (`repeat`) or an argument: named only, where made
        auto first = made.lower_bound(child + ".");
        bool any = first != made.end() && first->first.rfind(child + ".", 0) == 0;
        if ((l.when.empty() || any) && shown.insert(l.name.name).second) inst.structure += "  " + l.name.name + "\n";
        continue;
      }
      auto it = made.find(child);
      if (it == made.end() || !shown.insert(l.name.name).second) continue;
      add_instance(c, made, child, it->second, device);
      const Instance& ci = instances_.at(child);
      inst.structure += "  " + l.name.name + ": " + ci.model + (ci.params ? " (" + count_text(ci.params) + ")" : "") + "\n";
      for (size_t at = 0; at < ci.structure.size();) {  // its own structure, indented under it
        size_t end = ci.structure.find('\n', at);
        inst.structure += "  " + ci.structure.substr(at, end - at + 1);
        at = end + 1;
      }
    }
  }
  instances_[path] = std::move(inst);
}

std::string Session::describe(const std::string& name, bool structure) const {
  const Instance& i = instances_.at(name);
  return name + ": " + i.model + " @ " + i.device + " (" + count_text(i.params) + ")\n" + (structure ? i.structure : "");
}

std::string Session::evaluate(const Compilation& c, const std::vector<std::string>& names) {
  const ir::Module& m = *c.ir;
  const ir::Function* top = find_function(m, "top");
  // What to print, in order: a tensor (its index in `results`) or an instance.
  std::vector<std::pair<std::string, int>> items;
  std::vector<ir::ValueId> results;
  for (const std::string& name : names) {
    if (instances_.count(name)) {
      items.push_back({name, -1});
      continue;
    }
    // The last result with the name: `y = x;` renames x's value to y.
    bool tensor = false;
    for (size_t j = top ? top->results.size() : 0; j-- > 0 && !tensor;)
      if (top->values[top->results[j]].name == name) {
        items.push_back({name, static_cast<int>(results.size())});
        results.push_back(top->results[j]);
        tensor = true;
      }
    // Other bindings (`lr = 0.1;`) are compile-time values.
    if (!tensor) items.push_back({name, -2});
  }
  std::vector<rt::Tensor> values;
  std::string error;
  if (!results.empty()) {
    // A dtype the backends do not compute is said where the user typed it.
    ir::Function f = only(*top, results);
    std::vector<const Chunk*> all;
    for (const Chunk& ch : chunks_) all.push_back(&ch);
    Fault fault;
    if (auto st = codegen::check_dtypes_computed(as_typed(c, all, f)); !st.ok()) error = st.message();
    else error = run(m, f, &values, &fault);
    if (fault.inst) {
      ++failed_;
      return fault_error(c, fault);
    }
  }
  std::string out;
  for (auto& [name, j] : items) {
    if (j == -1) {
      out += describe(name);
      continue;
    }
    if (j == -2) {
      auto k = c.constants.find(name);
      if (k != c.constants.end()) out += name + " = " + constant_text(k->second) + "\n";
      continue;
    }
    if (!error.empty()) continue;  // no value: the error below is all there is to show
    out += name + ": " + top->type_of(results[j]).str() + "\n" + format_tensor(values[j].view()) + "\n";
  }
  if (!error.empty()) {
    ++failed_;
    out += "error: cannot compute the value: " + error + "\n";
  }
  return out;
}

std::string Session::run(const ir::Module& m, const ir::Function& given, std::vector<rt::Tensor>* outputs,
                         Fault* fault) {
  // The indices of each indexing op, and the divisors of each integer
  // division, are results too, each checked after the run: the backends
  // read NaN out of range and divide by zero to 0, which a comparison or a
  // max would hide.
  ir::Function f = given;
  struct Checked {
    const ir::Inst* inst;  // of `given`
    std::optional<size_t> axis;  // an index's; none: a divisor
  };
  std::vector<Checked> checked;
  for (const ir::Inst& i : given.body) {
    if (i.op == ir::Op::Div && ir::is_int(given.type_of(i.result).dtype)) {
      checked.push_back({&i, std::nullopt});
      f.results.push_back(i.operands[1]);
    }
    if (ir::op_kind(i.op) != ir::OpKind::Indexing) continue;
    const ir::TensorType& x = given.type_of(i.operands[0]);
    std::optional<size_t> axis = ir::indexed_axis(i, x.rank());
    if (!axis || !x.shape[*axis].is_constant()) continue;
    checked.push_back({&i, axis});
    f.results.push_back(i.operands[1]);
  }
  for (const ir::Inst& i : f.body)
    for (const ir::Dim& d : f.type_of(i.result).shape)
      if (!d.is_constant()) return "`" + f.type_of(i.result).str() + "` has a named size; give it a number";
  if (!jit_) {
    auto j = cpu::Jit::create();
    if (!j.ok()) return j.message();
    jit_ = std::move(*j);
  }
  // Parameters: those this function reads, initialised on first use.
  std::vector<void*> params(m.params.size(), nullptr);
  for (const ir::Inst& i : f.body) {
    if (i.op != ir::Op::Param) continue;
    const std::string& name = std::get<std::string>(i.attrs.at("name"));
    for (size_t k = 0; k < m.params.size(); ++k) {
      const ir::GlobalParam& gp = m.params[k];
      if (gp.name != name) continue;
      std::string key = gp.type.str() + " = " + ir::print_initialiser(gp.init);
      auto it = params_.find(name);
      if (it == params_.end() || it->second.first != key) {
        if (gp.type.dtype != ir::DType::F32) return "parameter `" + name + "` is not f32";
        std::vector<int64_t> shape;
        for (const ir::Dim& d : gp.type.shape) shape.push_back(d.value());
        auto t = rt::Tensor::create(rt::DType::F32, shape);
        if (!t.ok()) return "parameter `" + name + "`: " + t.message();
        if (auto st = engine::init_param(name, gp.init, 0, t->data_as<float>(), t->numel()); !st.ok()) return st.message();
        it = params_.insert_or_assign(name, std::make_pair(key, std::move(*t))).first;
      }
      params[k] = it->second.second.data();
    }
  }
  // The REPL evaluates: dropout is off, BatchNorm uses its running averages.
  // Ctrl-C stops the code between two operations (Session::eval).
  if (cpu::stop_requested()) return "stopped";
  cpu::LowerOptions stoppable;
  stoppable.stoppable = true;
  auto compiled = jit_->compile(m, ir::prepare_forward(f), {}, stoppable);
  if (!compiled.ok()) return compiled.message();
  if (cpu::stop_requested()) return "stopped";
  const cpu::CompiledFunction& cf = *compiled;
  std::vector<void*> out;
  for (size_t j = 0; j < f.results.size(); ++j) {
    const ir::TensorType& t = f.type_of(f.results[j]);
    std::vector<int64_t> shape;
    for (const ir::Dim& d : t.shape) shape.push_back(d.value());
    auto dt = rt::parse_dtype(ir::dtype_name(t.dtype));
    auto buf = rt::Tensor::create(dt ? *dt : rt::DType::F32, shape);
    if (!buf.ok()) return buf.message();
    outputs->push_back(std::move(*buf));
    out.push_back(outputs->back().data());
  }
  std::vector<char> workspace(cf.workspace_bytes + 64);
  char* ws = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(workspace.data()) + 63) & ~uintptr_t{63});
  cf.fn(nullptr, out.data(), params.data(), ws, 0, 0);
  if (cpu::stop_requested()) return "stopped";
  const size_t shown = given.results.size();
  for (size_t k = 0; k < checked.size() && !fault->inst; ++k) {
    const auto& [inst, axis] = checked[k];
    const rt::Tensor& values = (*outputs)[shown + k];
    const int64_t bound = axis ? given.type_of(inst->operands[0]).shape[*axis].value() : 0;
    int64_t e = 0, v = 0;
    for (; e < values.numel(); ++e) {
      v = values.dtype() == rt::DType::I32 ? values.data_as<int32_t>()[e] : values.data_as<int64_t>()[e];
      if (axis ? v < 0 || v >= bound : v == 0) break;
    }
    if (e == values.numel()) continue;
    const std::string op = "`" + std::string(ir::op_name(inst->op)) + "`" +
                           (inst->scope.empty() ? "" : " in `" + inst->scope + "`");
    if (!axis) {
      *fault = {inst, DiagKind::InvalidArgument, op + " divides an integer by zero",
                "an integer divided by zero is 0 here, which is rarely meant; make the divisor nonzero (`maximum(d, 1)`)"};
      continue;
    }
    const bool scatter = inst->op == ir::Op::ScatterAdd;
    *fault = {inst, DiagKind::IndexOutOfRange,
              op + (scatter ? " adds at" : " reads") + " index " + std::to_string(v) + ", outside axis " +
                  std::to_string(*axis) + " of size " + std::to_string(bound),
              "its indices must lie in 0.." + std::to_string(bound - 1) + " (" +
                  (scatter ? "the backends drop a value added out of range" : "the backends read NaN out of range") +
                  ")"};
  }
  outputs->resize(shown);
  return "";
}

std::string Session::fault_error(const Compilation& c, const Fault& fault) {
  std::vector<const Chunk*> all;
  for (const Chunk& ch : chunks_) all.push_back(&ch);
  Mapper mapper(c, all);
  // Where the instruction was written: the input, or a library's line (an
  // Embedding's `take`, cross_entropy's `gather`).
  const ir::Loc& l = fault.inst->loc;
  SourceRange at;
  for (FileId k = 0; l.line > 0 && l.file < c.ir->files.size() && k < c.sources.size(); ++k) {
    const SourceFile& file = c.sources.file(k);
    if (file.path != c.ir->files[l.file] || l.line > file.line_starts.size()) continue;
    uint32_t offset = file.line_starts[l.line - 1] + l.col - 1;
    at = mapper.map({k, offset, offset + 1});
    break;
  }
  Diagnostics shown;
  shown.report(fault.kind, at, fault.message).help = fault.help;
  RenderOptions ro;
  ro.color = options_.color;
  return render_text(shown, mapper.view, ro);
}

std::string Session::typed(const std::string& input, size_t from, bool ir) {
  int number = ++counter_;
  std::string expr = trim(input.substr(from));
  if (instances_.count(expr)) {
    const Instance& i = instances_.at(expr);
    if (!ir) return i.model + " @ " + i.device + "\n";
    ++failed_;
    return "error: `" + expr + "` is a model instance; `:ir " + expr + "(x)` shows the IR of a call\n";
  }
  // The expression alone, even if it ends in `;`, becomes `_N = expr;`.
  size_t b = input.find_first_not_of(" \t\r\n", from);
  size_t e = input.find_last_not_of(" \t\r\n;") + 1;
  Chunk ch;
  ch.name = "<repl:" + std::to_string(number) + ">";
  ch.display = input;
  std::string binding = "_" + std::to_string(number);
  ch.bindings.push_back(binding);
  ch.text = binding + " = ";
  ch.pieces.push_back({ch.text.size(), b, e > b ? e - b : 0});
  ch.text += input.substr(b, e > b ? e - b : 0) + ";";
  std::string out;
  std::unique_ptr<Compilation> c = compile(&ch, &out);
  if (!c->ok()) {
    ++failed_;
    return out;
  }
  const ir::Function* top = find_function(*c->ir, "top");
  const ir::ValueId* v = nullptr;
  if (top)
    for (const ir::ValueId& r : top->results)
      if (top->values[r].name == binding) v = &r;
  if (!v) return out + "`" + expr + "` is a compile-time value, not a tensor\n";
  if (!ir) return out + top->type_of(*v).str() + "\n";

  // The IR, with locations in the inputs and files as the user knows them.
  ir::Function f = only(*top, {*v});
  f.name = binding;
  std::vector<const Chunk*> all;
  for (const Chunk& old : chunks_) all.push_back(&old);
  all.push_back(&ch);
  ir::Module typed = as_typed(*c, all, std::move(f));
  for (size_t k = 0; k < typed.files.size(); ++k) out += "file " + std::to_string(k) + " " + ir::quote_string(typed.files[k]) + "\n";
  return out + ir::print_function(*c->ir, typed.functions.front());
}

std::string Session::load_weights(const std::string& arg) {
  // `:load FILE.safetensors [FROM=TO ...]`
  std::vector<std::string> words;
  for (size_t at = 0; at < arg.size();) {
    size_t b = arg.find_first_not_of(" \t", at);
    if (b == std::string::npos) break;
    size_t e = arg.find_first_of(" \t", b);
    words.push_back(arg.substr(b, e == std::string::npos ? std::string::npos : e - b));
    at = e == std::string::npos ? arg.size() : e;
  }
  std::vector<rt::Rename> renames;
  for (size_t k = 1; k < words.size(); ++k) {
    auto r = rt::parse_rename(words[k]);
    if (!r.ok()) {
      ++failed_;
      return "error: `:load " + words[0] + "` renames with " + r.message() + "\n";
    }
    renames.push_back(*r);
  }
  std::string messages;
  std::unique_ptr<Compilation> c = compile(nullptr, &messages);
  if (!c->ok() || !c->ir) {
    ++failed_;
    return messages;
  }
  const ir::Module& m = *c->ir;
  // The instances' parameters and states; the optimizer state of train
  // blocks (checked, never run here) is not the session's to load.
  std::set<std::string> optimizer;
  rt::TensorSpecs expected = engine::weight_specs(m, &optimizer);
  if (expected.empty()) {
    ++failed_;
    return "error: the session has no model instance whose parameters `" + words[0] +
           "` could set; declare one first (`net = MLP(784, 256, 10);`)\n";
  }
  const rt::ForeignLayout torch = engine::torch_layout(m);
  auto w = rt::load_weights(words[0], expected, optimizer, renames, ":load " + words[0] + " FROM=TO", &torch);
  if (!w.ok()) {
    ++failed_;
    return "error: " + w.message() + "\n";
  }
  for (auto& [name, t] : w->tensors) {
    const ir::GlobalParam* p = m.find_param(name);
    params_.insert_or_assign(name, std::make_pair(p->type.str() + " = " + ir::print_initialiser(p->init), std::move(t)));
  }
  std::string out = "loaded " + std::to_string(w->tensors.size()) + " tensors from " + words[0];
  for (const std::string& n : w->notes) out += "; " + n;
  return out + "\n";
}

// A file loaded after typed inputs that declare names it declares too
// (`model MLP` typed, then a file with its own `MLP`): the file's replace
// them, as running a file in Python rebinds its names. The inputs that
// declared them are dropped, and so is each typed input that then fails
// (it used what was replaced). Returns the compilation with `file` at *at
// (chunks_ without the dropped inputs; *at moved to match) and `note`
// saying what went, or null (the session as it was) when nothing typed
// clashes or the file still fails: `messages` then says the file's own
// errors, if that is why.
std::unique_ptr<Compilation> Session::replace_typed(const Chunk& file, size_t* at, const Compilation& failed,
                                                    std::string* note, std::string* messages) {
  auto typed = [](const Chunk& ch) { return !ch.name.empty() && ch.name[0] == '<'; };
  // The chunk of a session-text offset, in a compilation of chunks_ with
  // `file` at `where` (replacing that chunk, or after the last).
  auto chunk_of = [&](size_t where, size_t offset) {
    size_t start = 0;
    for (size_t k = 0; k <= chunks_.size(); ++k) {
      size_t length = k == where ? file.text.size() : k < chunks_.size() ? chunks_[k].text.size() : 0;
      if (offset < start + length + 1) return k;
      start += length + 1;
    }
    return chunks_.size();
  };
  auto in_session = [](const SourceRange& r) { return r.valid() && r.file == 0; };
  std::set<size_t> gone;  // indices into the chunks as they were
  std::vector<std::string> names;
  for (const Diagnostic& d : failed.diagnostics.all()) {
    if (d.kind != DiagKind::DuplicateDefinition || !in_session(d.range) || chunk_of(*at, d.range.begin) != *at) continue;
    for (const DiagNote& n : d.notes) {
      if (!in_session(n.range)) continue;
      size_t k = chunk_of(*at, n.range.begin);
      if (k == *at || k >= chunks_.size() || !typed(chunks_[k])) continue;
      gone.insert(k);
      size_t b = d.message.find('`'), e = d.message.find('`', b + 1);
      std::string name = b != std::string::npos && e != std::string::npos ? d.message.substr(b, e - b + 1) : "";
      if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  }
  if (gone.empty()) return nullptr;
  const std::vector<Chunk> before = chunks_;
  std::vector<size_t> dropped;  // typed inputs that used what was replaced
  std::unique_ptr<Compilation> c;
  size_t where = *at;
  for (size_t round = 0; round <= before.size(); ++round) {
    chunks_.clear();
    std::vector<size_t> kept;  // index in `before` of each chunk of chunks_
    where = before.size();
    for (size_t k = 0; k < before.size(); ++k) {
      if (gone.count(k)) continue;
      if (k == *at) where = chunks_.size();
      kept.push_back(k);
      chunks_.push_back(before[k]);
    }
    if (*at == before.size()) where = chunks_.size();
    messages->clear();
    c = compile(&file, messages, where);
    if (c->ok()) break;
    bool more = false;
    for (const Diagnostic& d : c->diagnostics.all()) {
      if (d.severity != Severity::Error || !in_session(d.range)) continue;
      size_t k = chunk_of(where, d.range.begin);
      if (k == where || k >= chunks_.size() || !typed(chunks_[k]) || gone.count(kept[k])) continue;
      gone.insert(kept[k]);
      dropped.push_back(kept[k]);
      more = true;
    }
    if (!more) break;
  }
  if (!c->ok()) {
    chunks_ = before;
    return nullptr;
  }
  *at = where;
  auto list = [](const std::vector<std::string>& items) {
    std::string s;
    for (size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
    return s;
  };
  *note = list(names) + (names.size() == 1 ? ", typed before, is" : ", typed before, are") + " replaced by " + file.name +
          "'s";
  if (!dropped.empty()) {
    std::sort(dropped.begin(), dropped.end());
    std::vector<std::string> inputs;
    for (size_t k : dropped) {
      std::string first = trim(before[k].display.substr(0, before[k].display.find('\n')));
      inputs.push_back("`" + (first.size() > 40 ? first.substr(0, 37) + "..." : first) + "` (" + before[k].name + ")");
    }
    const std::string what = names.size() == 1 ? "it" : "them";
    *note += dropped.size() == 1 ? "; so is " + list(inputs) + ", which used " + what + " (type it again to declare it anew)"
                                 : "; so are " + list(inputs) + ", which used " + what +
                                       " (type them again to declare them anew)";
  }
  *note += "\n";
  return c;
}

std::string Session::load(const std::string& path) {
  SourceManager files;  // reads it as `netc check` does, with the same messages
  std::string error;
  std::optional<FileId> id = files.load(path, &error);
  if (!id) {
    ++failed_;
    return "error: cannot read `" + path + "`: " + error + "\n";
  }
  Chunk ch;
  ch.name = path;
  ch.display = files.file(*id).text;
  ch.text = ch.display;
  ch.pieces.push_back({0, 0, ch.text.size()});
  // Loading a file again reloads it where it was, so that what was declared
  // after it still comes after it: edit the file, `:load` it again.
  size_t at = chunks_.size();
  for (size_t k = 0; k < chunks_.size(); ++k)
    if (chunks_[k].name == path) at = k;
  std::string out, replaced;
  std::unique_ptr<Compilation> c = compile(&ch, &out, at);
  if (!c->ok()) {
    std::string own;  // the file's own errors, once what was typed is out of its way
    auto again = replace_typed(ch, &at, *c, &replaced, &own);
    if (!again) {
      ++failed_;
      return own.empty() ? out : own;
    }
    c = std::move(again);
    out.clear();
  }
  bool reload = at < chunks_.size();
  size_t start = 0;
  for (size_t k = 0; k < at; ++k) start += chunks_[k].text.size() + 1;
  std::vector<std::string> names = bound_names(c->program, start, start + ch.text.size());
  // Say what came in, by kind, so the user knows the names to use.
  const ast::Module& root = *c->program.modules[0];
  std::vector<std::pair<std::string, std::vector<std::string>>> kinds = {
      {"devices", {}}, {"models", {}}, {"functions", {}}, {"optimizers", {}}, {"data sets", {}}};
  auto kind = [&](const char* k) -> std::vector<std::string>& {
    for (auto& [name, list] : kinds)
      if (name == k) return list;
    return kinds[0].second;
  };
  auto in_chunk = [&](SourceRange r) { return r.begin >= start && r.begin < start + ch.text.size(); };
  for (const ast::DeviceDecl& d : root.devices)
    if (in_chunk(d.name.range)) kind("devices").push_back(d.name.name);
  for (const ast::Model& d : root.models)
    if (in_chunk(d.name.range)) kind("models").push_back(d.name.name);
  for (const ast::Fn& d : root.fns)
    if (in_chunk(d.name.range)) kind("functions").push_back(d.name.name);
  for (const ast::Dataset& d : root.datasets)
    if (in_chunk(d.name.range)) kind("data sets").push_back(d.name.name);
  for (const ast::Optimizer& d : root.optimizers)
    if (in_chunk(d.name.range)) kind("optimizers").push_back(d.name.name);
  int trains = 0;
  for (const ast::Train& t : root.trains)
    if (in_chunk(t.range)) ++trains;
  if (reload) chunks_[at] = std::move(ch);
  else chunks_.push_back(std::move(ch));
  remember_instances(*c);
  remember_names(*c);
  out += replaced + (reload ? "reloaded " : "loaded ") + path;
  std::string sep = ": ";
  for (auto& [name, list] : kinds) {
    if (list.empty()) continue;
    out += sep + name;
    for (size_t i = 0; i < list.size(); ++i) out += (i ? ", " : " ") + list[i];
    sep = "; ";
  }
  if (trains) out += sep + std::to_string(trains) + " train block" + (trains > 1 ? "s" : "") + " (checked, not run)";
  return out + "\n" + evaluate(*c, names);
}

// `:mem net` and `:mem net f32[64, 784]`: engine/memory/memory_plan.h's numbers for
// an instance (the forward pass as the REPL runs it, on the CPU).
std::string Session::memory(const std::string& arg) {
  size_t space = arg.find_first_of(" \t");
  std::string name = arg.substr(0, space);
  std::string type = space == std::string::npos ? "" : trim(arg.substr(space));
  auto fail = [&](const std::string& why) {
    ++failed_;
    return "error: " + why + "\n";
  };
  if (!instances_.count(name)) return fail("`" + name + "` is not a model instance of this session");
  std::vector<int64_t> shape;
  if (!type.empty()) {
    size_t open = type.find('['), close = type.rfind(']');
    if (open == std::string::npos || close == std::string::npos || close < open || trim(type.substr(close + 1)) != "")
      return fail("`" + type + "` is not a tensor type with constant sizes, such as `f32[64, 784]`");
    std::string dims = type.substr(open + 1, close - open - 1);
    for (size_t at = 0; at <= dims.size() && !trim(dims).empty();) {
      size_t comma = dims.find(',', at);
      std::string d = trim(dims.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
      char* end = nullptr;
      long long n = std::strtoll(d.c_str(), &end, 10);
      if (d.empty() || *end != '\0' || n <= 0) return fail("`" + d + "` in `" + type + "` is not a positive size");
      shape.push_back(n);
      if (comma == std::string::npos) break;
      at = comma + 1;
    }
  }
  std::string errors;
  std::unique_ptr<Compilation> c = compile(nullptr, &errors);
  if (!c->ok()) return errors;
  auto r = engine::plan_instance_memory(*c->ir, name, type.empty() ? nullptr : &shape);
  if (!r.ok()) return fail(r.message());
  auto bytes = [](uint64_t n) { return engine::human_bytes(n) + " (" + with_commas(static_cast<int64_t>(n)) + " B)"; };
  std::string out = describe(name, false);
  out += "  parameters: " + bytes(r->parameters) + "\n";
  if (r->states > 0) out += "  states:     " + bytes(r->states) + "\n";
  if (r->with_input) {
    std::string shape_text;
    for (int64_t d : r->output_shape) shape_text += (shape_text.empty() ? "" : ", ") + std::to_string(d);
    out += "  forward on " + type + ", on the CPU:\n";
    out += "    output [" + shape_text + "]: " + bytes(r->output) + "\n";
    out += "    workspace at its peak: " + bytes(r->workspace) + "\n";
  }
  return out;
}

std::string Session::devices() {
  std::string out;
  if (chunks_.empty()) return "cpu -> cpu\n";
  std::string errors;
  std::unique_ptr<Compilation> c = compile(nullptr, &errors);
  if (!c->ok()) return errors;
  // The REPL computes everything on the CPU, so every device is bound to
  // it, whatever GPUs the machine has: the machine's devices are not
  // consulted (that also keeps a session's output the same on every machine).
  engine::BindOptions options;
  for (const ir::DeviceDecl& d : c->ir->devices) options.overrides[d.name] = "cpu";
  auto bound = engine::bind_devices(engine::program_devices(*c->ir), rt::DeviceInventory{}, options);
  if (!bound.ok()) return "error: " + bound.message() + "\n";
  for (const engine::Binding& b : *bound) {
    const ir::DeviceDecl* d = c->ir->find_device(b.logical);
    bool only_cpu = d && d->candidates == std::vector<std::string>{"cpu"};
    out += b.logical + " -> " + b.physical + (only_cpu ? "" : " (the REPL computes on the CPU)") + "\n";
  }
  return out;
}

}  // namespace netc::repl
