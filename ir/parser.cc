// Parser of the textual IR (see ir/parser.h; the format is defined by
// ir/printer.cc). The lexer turns the whole text into tokens first; the parser
// then walks them. Whitespace and `//` comments separate tokens but are
// otherwise insignificant, except that device candidates (`cuda:0`) and
// variable placements (`?net`) are written without spaces inside. Sections
// may come in any order (the printer writes the canonical one); `loc(...)`,
// `= "init"` and `-> (...)` may be left out of hand-written text.
#include "ir/parser.h"

#include <charconv>
#include <limits>
#include <map>
#include <memory>
#include <set>

namespace netc::ir {
namespace {

enum class T {
  Eof, Ident, Int, Float, String, Value, Global, At, LParen, RParen, LBracket, RBracket, LBrace, RBrace,
  Comma, Colon, Semi, Eq, Plus, Minus, Star, Slash, Question, Pipe, Arrow
};

struct Token {
  T kind = T::Eof;
  std::string text;  // Value/Global: the name without its sigil; String: the decoded contents
  uint32_t line = 1, col = 1;
  size_t begin = 0, end = 0;  // byte offsets, to tell adjacent tokens apart from spaced ones
};

// Thrown inside the parser, caught at parse_module: the first error ends parsing.
struct Failure {
  IrParseError error;
};

[[noreturn]] void fail_at(uint32_t line, uint32_t col, std::string msg) { throw Failure{{line, col, std::move(msg)}}; }

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_name_char(char c) { return is_ident_start(c) || is_digit(c) || c == '.'; }

class Lexer {
 public:
  explicit Lexer(std::string_view s) : s_(s) {}

  std::vector<Token> run() {
    std::vector<Token> out;
    for (;;) {
      skip_space();
      Token t;
      t.line = line_;
      t.col = col_;
      t.begin = i_;
      if (i_ >= s_.size()) {
        out.push_back(t);
        return out;
      }
      lex_one(t);
      t.end = i_;
      out.push_back(std::move(t));
    }
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
  uint32_t line_ = 1, col_ = 1;

  char peek(size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  void advance() {
    if (s_[i_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++i_;
  }

  void skip_space() {
    while (i_ < s_.size()) {
      char c = s_[i_];
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        advance();
      } else if (c == '/' && peek(1) == '/') {
        while (i_ < s_.size() && s_[i_] != '\n') advance();
      } else {
        break;
      }
    }
  }

  void lex_one(Token& t) {
    char c = s_[i_];
    auto single = [&](T k) {
      t.kind = k;
      t.text = std::string(1, c);
      advance();
    };
    switch (c) {
      case '(': return single(T::LParen);
      case ')': return single(T::RParen);
      case '[': return single(T::LBracket);
      case ']': return single(T::RBracket);
      case '{': return single(T::LBrace);
      case '}': return single(T::RBrace);
      case ',': return single(T::Comma);
      case ':': return single(T::Colon);
      case ';': return single(T::Semi);
      case '=': return single(T::Eq);
      case '+': return single(T::Plus);
      case '*': return single(T::Star);
      case '/': return single(T::Slash);
      case '?': return single(T::Question);
      case '|': return single(T::Pipe);
      case '-':
        if (peek(1) == '>') {
          advance();
          advance();
          t.kind = T::Arrow;
          t.text = "->";
          return;
        }
        return single(T::Minus);
      case '"': return lex_string(t);
      case '%': case '@': {
        // A sigil directly followed by a name is one token; a lone `@` is the
        // placement marker of a type.
        bool value = c == '%';
        advance();
        size_t start = i_;
        while (i_ < s_.size() && is_name_char(s_[i_])) advance();
        if (i_ == start) {
          if (value) fail_at(t.line, t.col, "expected a value name after `%`");
          t.kind = T::At;
          t.text = "@";
          return;
        }
        t.kind = value ? T::Value : T::Global;
        t.text = std::string(s_.substr(start, i_ - start));
        return;
      }
      default: break;
    }
    if (is_digit(c)) return lex_number(t);
    if (is_ident_start(c)) {
      while (i_ < s_.size() && is_name_char(s_[i_])) advance();
      t.kind = T::Ident;
      t.text = std::string(s_.substr(t.begin, i_ - t.begin));
      return;
    }
    unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) fail_at(t.line, t.col, std::string("unexpected character `") + c + "`");
    fail_at(t.line, t.col, "unexpected byte " + std::to_string(u));
  }

  // 42, 0.5, 1e-05, 2.5e+10. Signs are separate tokens.
  void lex_number(Token& t) {
    t.kind = T::Int;
    while (is_digit(peek())) advance();
    if (peek() == '.' && is_digit(peek(1))) {
      t.kind = T::Float;
      advance();
      while (is_digit(peek())) advance();
    }
    if ((peek() == 'e' || peek() == 'E') &&
        (is_digit(peek(1)) || ((peek(1) == '+' || peek(1) == '-') && is_digit(peek(2))))) {
      t.kind = T::Float;
      advance();
      if (peek() == '+' || peek() == '-') advance();
      while (is_digit(peek())) advance();
    }
    t.text = std::string(s_.substr(t.begin, i_ - t.begin));
  }

  void lex_string(Token& t) {
    t.kind = T::String;
    advance();  // opening quote
    for (;;) {
      if (i_ >= s_.size()) fail_at(t.line, t.col, "unterminated string");
      char c = s_[i_];
      if (c == '"') {
        advance();
        return;
      }
      if (c == '\n') fail_at(t.line, t.col, "unterminated string (a newline is written `\\n`)");
      if (c != '\\') {
        t.text += c;
        advance();
        continue;
      }
      uint32_t el = line_, ec = col_;
      advance();
      char e = peek();
      if (i_ >= s_.size()) fail_at(t.line, t.col, "unterminated string");
      advance();
      switch (e) {
        case '"': t.text += '"'; break;
        case '\\': t.text += '\\'; break;
        case 'n': t.text += '\n'; break;
        case 't': t.text += '\t'; break;
        case 'r': t.text += '\r'; break;
        case 'x': {
          auto hex = [](char h) -> int {
            if (is_digit(h)) return h - '0';
            if (h >= 'a' && h <= 'f') return h - 'a' + 10;
            if (h >= 'A' && h <= 'F') return h - 'A' + 10;
            return -1;
          };
          int hi = hex(peek()), lo = hex(peek(1));
          if (hi < 0 || lo < 0) fail_at(el, ec, "`\\x` needs two hex digits");
          advance();
          advance();
          t.text += static_cast<char>(hi * 16 + lo);
          break;
        }
        default: fail_at(el, ec, "unknown escape in string");
      }
    }
  }
};

// A dim being parsed, with bounds on how large its canonical form can be. Dim
// arithmetic multiplies polynomials out, so without them a short text such as
// (a+b+c+d)*(a+b+c+d)*... could take unbounded time and memory, overflow an
// int64 coefficient, or nest divisions deeply enough to exhaust the stack when
// the Dim is destroyed. Each bound is checked before the operation runs.
struct PDim {
  Dim d;
  uint64_t coef = 0;    // >= the sum of absolute coefficients
  uint64_t terms = 1;   // >= the number of terms
  uint64_t degree = 0;  // >= the atoms in any term
  int depth = 0;        // >= divisions and parentheses nested
};

constexpr uint64_t kMaxCoef = uint64_t{1} << 62;
constexpr uint64_t kMaxTerms = 1024;
constexpr uint64_t kMaxDegree = 64;
constexpr int kMaxDepth = 64;

class Parser {
 public:
  explicit Parser(std::vector<Token> toks) : t_(std::move(toks)) {}

  Initialiser initialiser_alone() {
    Initialiser init = initialiser();
    if (peek().kind != T::Eof) fail(peek(), "expected the end after the initialiser, found " + describe(peek()));
    return init;
  }

  Module module() {
    while (peek().kind != T::Eof) {
      const Token& k = peek();
      if (k.kind == T::Ident && k.text == "file") file_decl();
      else if (k.kind == T::Ident && k.text == "device") device_decl();
      else if (k.kind == T::Ident && k.text == "instance") instance_decl();
      else if (k.kind == T::Ident && (k.text == "param" || k.text == "state")) param_decl();
      else if (k.kind == T::Ident && k.text == "dataset") dataset_decl();
      else if (k.kind == T::Ident && k.text == "func") func_decl();
      else if (k.kind == T::Ident && k.text == "train") train_decl();
      else fail(k, "expected a declaration (`file`, `device`, `instance`, `param`, `state`, `dataset`, `func` or `train`), found " + describe(k));
    }
    return std::move(m_);
  }

 private:
  std::vector<Token> t_;  // ends with an Eof token
  size_t p_ = 0;
  Module m_;
  // The function being parsed: value names to ids.
  std::map<std::string, ValueId> names_;
  std::map<std::string, std::shared_ptr<const Function>> bodies_;  // `func body` by name

  // ---- token helpers ----------------------------------------------------

  const Token& peek(size_t k = 0) const { return t_[std::min(p_ + k, t_.size() - 1)]; }
  const Token& next() {
    const Token& t = t_[p_];
    if (p_ + 1 < t_.size()) ++p_;
    return t;
  }
  bool at(T k) const { return peek().kind == k; }
  bool at_word(const char* w) const { return peek().kind == T::Ident && peek().text == w; }
  bool accept(T k) {
    if (!at(k)) return false;
    next();
    return true;
  }

  [[noreturn]] static void fail(const Token& t, std::string msg) { fail_at(t.line, t.col, std::move(msg)); }

  static std::string describe(const Token& t) {
    switch (t.kind) {
      case T::Eof: return "end of input";
      case T::String: return "a string";
      case T::Value: return "`%" + t.text + "`";
      case T::Global: return "`@" + t.text + "`";
      default: return "`" + t.text + "`";
    }
  }

  const Token& expect(T k, const char* what) {
    if (!at(k)) fail(peek(), std::string("expected ") + what + ", found " + describe(peek()));
    return next();
  }
  void expect_word(const char* w) {
    if (!at_word(w)) fail(peek(), std::string("expected `") + w + "`, found " + describe(peek()));
    next();
  }

  // ---- numbers ------------------------------------------------------------

  // An integer with an optional leading `-` (one token each).
  int64_t int_literal(const char* what) {
    const Token& first = peek();
    std::string text;
    if (accept(T::Minus)) text = "-";
    const Token& t = expect(T::Int, what);
    text += t.text;
    int64_t v = 0;
    auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size()) fail(first, "integer `" + text + "` is out of range");
    return v;
  }

  uint32_t u32_literal(const char* what) {
    const Token& t = expect(T::Int, what);
    uint32_t v = 0;
    auto r = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
    if (r.ec != std::errc() || r.ptr != t.text.data() + t.text.size()) fail(t, "integer `" + t.text + "` is out of range");
    return v;
  }

  // ---- locations, types, dims --------------------------------------------

  // `loc(F:L:C)` or `loc(?)`; absent means unknown.
  Loc loc() {
    Loc l;
    if (!at_word("loc")) return l;
    next();
    expect(T::LParen, "`(` after `loc`");
    if (accept(T::Question)) {
      expect(T::RParen, "`)`");
      return l;
    }
    l.file = u32_literal("a file index");
    expect(T::Colon, "`:`");
    l.line = u32_literal("a line number");
    expect(T::Colon, "`:`");
    l.col = u32_literal("a column number");
    expect(T::RParen, "`)`");
    return l;
  }

  TensorType type() {
    TensorType ty;
    const Token& dt = expect(T::Ident, "a dtype");
    auto d = parse_dtype(dt.text);
    if (!d) fail(dt, "unknown dtype `" + dt.text + "`");
    ty.dtype = *d;
    expect(T::LBracket, "`[` after the dtype");
    if (!at(T::RBracket)) {
      do ty.shape.push_back(dim_expr(0).d);
      while (accept(T::Comma));
    }
    expect(T::RBracket, "`,` or `]` in the shape");
    if (at(T::Global) && is_ident_start(peek().text[0])) {  // `@gpu` written without a space
      ty.device = Placement::single(next().text);
      return ty;
    }
    expect(T::At, "`@` and a placement after the shape");
    ty.device = placement();
    return ty;
  }

  Placement placement() {
    const Token& t = peek();
    if (accept(T::Question)) {
      // `?name` is one variable; the name must follow directly.
      if (at(T::Ident) && peek().begin == t.end) return Placement::var(next().text);
      return Placement{Placement::Kind::Var, {}, 0};
    }
    const Token& name = peek();
    bool group = name.kind == T::Ident && (name.text == "replicated" || name.text == "split") &&
                 peek(1).kind == T::LParen;
    if (!group) return Placement::single(device_name("a placement (`dev`, `?var`, `replicated(...)` or `split(...)`)"));
    next();  // replicated / split
    next();  // (
    Placement pl;
    pl.kind = name.text == "split" ? Placement::Kind::Split : Placement::Kind::Replicated;
    if (pl.kind == Placement::Kind::Split) {
      const Token& at_axis = peek();
      int64_t axis = int_literal("a split axis");
      if (axis < std::numeric_limits<int>::min() || axis > std::numeric_limits<int>::max())
        fail(at_axis, "split axis is out of range");
      pl.split_axis = static_cast<int>(axis);
      expect(T::Semi, "`;` after the split axis");
    }
    if (!at(T::RParen)) {
      do pl.devices.push_back(device_name("a device name"));
      while (accept(T::Comma));
    }
    expect(T::RParen, "`,` or `)` in the placement");
    return pl;
  }

  static void check(const Token& at, const PDim& d) {
    if (d.coef > kMaxCoef) fail(at, "dimension expression has a constant out of range");
    if (d.terms > kMaxTerms || d.degree > kMaxDegree) fail(at, "dimension expression is too large");
    if (d.depth > kMaxDepth) fail(at, "dimension expression is nested too deeply");
  }

  // expr := ['-'] term (('+' | '-') term)*; the leading minus negates the
  // first term as a whole, as Dim::str writes `-(H)/2` for -((H)/2).
  PDim dim_expr(int depth) {
    const Token& start = peek();
    if (depth > kMaxDepth) fail(start, "dimension expression is nested too deeply");
    bool neg = accept(T::Minus);
    PDim acc = dim_term(depth);
    if (neg) acc.d = acc.d * Dim(int64_t{-1});
    while (at(T::Plus) || at(T::Minus)) {
      const Token& op = next();
      PDim rhs = dim_term(depth);
      PDim r{Dim(), acc.coef + rhs.coef, acc.terms + rhs.terms, std::max(acc.degree, rhs.degree),
             std::max(acc.depth, rhs.depth)};
      check(op, r);
      r.d = op.kind == T::Plus ? acc.d + rhs.d : acc.d - rhs.d;
      acc = std::move(r);
    }
    return acc;
  }

  // term := factor (('*' | '/') factor)*, left-associative.
  PDim dim_term(int depth) {
    PDim acc = dim_factor(depth, false);
    while (at(T::Star) || at(T::Slash)) {
      const Token& op = next();
      PDim rhs = dim_factor(depth, true);
      PDim r;
      if (op.kind == T::Star) {
        if (acc.coef != 0 && rhs.coef > kMaxCoef / acc.coef) fail(op, "dimension expression has a constant out of range");
        if (acc.terms != 0 && rhs.terms > kMaxTerms / acc.terms) fail(op, "dimension expression is too large");
        r = PDim{Dim(), acc.coef * rhs.coef, acc.terms * rhs.terms, acc.degree + rhs.degree, std::max(acc.depth, rhs.depth)};
        check(op, r);
        r.d = acc.d * rhs.d;
      } else {
        // Floor division keeps an opaque atom, or divides every coefficient,
        // or folds two constants: never more terms or larger coefficients.
        r = PDim{Dim(), acc.coef + 1, std::max<uint64_t>(acc.terms, 1), std::max<uint64_t>(acc.degree, 1),
                 std::max(acc.depth, rhs.depth) + 1};
        check(op, r);
        auto q = Dim::floordiv(acc.d, rhs.d);
        if (!q) fail(op, "division by zero in a dimension");
        r.d = *q;
      }
      acc = std::move(r);
    }
    return acc;
  }

  // factor := INT | NAME | '(' expr ')', and `-factor` after `*` or `/`
  // (Dim::str writes a negative divisor as `(H)/-2`).
  PDim dim_factor(int depth, bool after_op) {
    const Token& t = peek();
    if (depth > kMaxDepth) fail(t, "dimension expression is nested too deeply");
    if (after_op && at(T::Minus)) {
      next();
      PDim f = dim_factor(depth + 1, true);
      f.d = f.d * Dim(int64_t{-1});
      return f;
    }
    if (at(T::Int)) {
      uint64_t v = 0;
      auto r = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
      if (r.ec != std::errc() || v > kMaxCoef) fail(t, "dimension `" + t.text + "` is out of range");
      next();
      return PDim{Dim(static_cast<int64_t>(v)), v, 1, 0, 0};
    }
    if (at(T::Ident)) {
      next();
      return PDim{Dim::symbol(t.text), 1, 1, 1, 0};
    }
    if (accept(T::LParen)) {
      PDim e = dim_expr(depth + 1);
      e.depth = std::max(e.depth, depth + 1);
      check(t, e);
      expect(T::RParen, "`)` in the dimension");
      return e;
    }
    fail(t, "expected a dimension (a number, a name or `(`), found " + describe(t));
  }

  // ---- attributes ---------------------------------------------------------

  AttrValue attr_value() {
    const Token& t = peek();
    if (at(T::String)) return next().text;
    if (at(T::LBracket)) {
      next();
      std::vector<int64_t> list;
      if (!at(T::RBracket)) {
        do list.push_back(int_literal("an integer in the list"));
        while (accept(T::Comma));
      }
      expect(T::RBracket, "`,` or `]` in the list");
      return list;
    }
    if (at(T::Ident)) {
      const std::string& w = next().text;
      if (w == "true") return true;
      if (w == "false") return false;
      if (w == "inf") return std::numeric_limits<double>::infinity();
      if (w == "nan") return std::numeric_limits<double>::quiet_NaN();
      fail(t, "expected an attribute value, found `" + w + "`");
    }
    bool neg = at(T::Minus);
    const Token& num = peek(neg ? 1 : 0);
    if (num.kind == T::Int) return int_literal("an integer");
    if (num.kind == T::Float || (neg && num.kind == T::Ident && num.text == "inf")) {
      if (neg) next();
      next();
      if (num.kind == T::Ident) return -std::numeric_limits<double>::infinity();
      double v = 0;
      auto r = std::from_chars(num.text.data(), num.text.data() + num.text.size(), v);
      if (r.ec != std::errc()) fail(num, "number `" + num.text + "` is out of range");
      return neg ? -v : v;
    }
    fail(t, "expected an attribute value, found " + describe(t));
  }

  Attrs attrs() {
    Attrs a;
    expect(T::LBrace, "`{`");
    if (!at(T::RBrace)) {
      do {
        const Token& key = expect(T::Ident, "an attribute name");
        expect(T::Eq, "`=` after the attribute name");
        AttrValue v = attr_value();
        if (!a.emplace(key.text, std::move(v)).second) fail(key, "duplicate attribute `" + key.text + "`");
      } while (accept(T::Comma));
    }
    expect(T::RBrace, "`,` or `}` after the attribute");
    return a;
  }

  // ---- training: initialisers, data sources, schedules (ir/train.h) -----

  double number(const char* what) {
    const Token& t = peek();
    AttrValue v = attr_value();
    if (auto* i = std::get_if<int64_t>(&v)) return static_cast<double>(*i);
    if (auto* d = std::get_if<double>(&v)) return *d;
    fail(t, std::string("expected a number for ") + what + ", found " + describe(t));
  }

  // `NAME = ` inside a call, once each; `name` must be one of `allowed`.
  std::string call_argument(std::set<std::string>& seen, const std::vector<const char*>& allowed, const std::string& call) {
    const Token& key = expect(T::Ident, "an argument name");
    bool ok = false;
    for (const char* a : allowed) ok = ok || key.text == a;
    if (!ok) fail(key, "`" + call + "` has no argument `" + key.text + "`");
    if (!seen.insert(key.text).second) fail(key, "argument `" + key.text + "` given twice");
    expect(T::Eq, "`=` after the argument name");
    return key.text;
  }

  Initialiser initialiser() {
    const Token& name = expect(T::Ident, "an initialiser");
    auto kind = initialiser_kind(name.text);
    if (!kind) fail(name, "unknown initialiser `" + name.text + "`");
    Initialiser init;
    init.kind = *kind;
    expect(T::LParen, "`(` after the initialiser");
    std::set<std::string> seen;
    if (!at(T::RParen)) {
      do {
        std::string key = call_argument(seen, initialiser_arguments(init.kind), name.text);
        *initialiser_argument(init, key) = number(key.c_str());
      } while (accept(T::Comma));
    }
    expect(T::RParen, "`,` or `)` after the initialiser's arguments");
    return init;
  }

  DataSource data_source() {
    const Token& name = expect(T::Ident, "`idx` or `csv`");
    if (name.text != "idx" && name.text != "csv") fail(name, "expected `idx` or `csv`, found `" + name.text + "`");
    DataSource s;
    s.loader = name.text == "idx" ? DataSource::Loader::Idx : DataSource::Loader::Csv;
    expect(T::LParen, "`(` after the loader");
    s.path = expect(T::String, "the path as a string").text;
    std::set<std::string> seen;
    std::vector<const char*> allowed;
    if (s.loader == DataSource::Loader::Csv) allowed = {"columns", "skip_header"};
    while (accept(T::Comma)) {
      std::string key = call_argument(seen, allowed, name.text);
      const Token& t = peek();
      AttrValue v = attr_value();
      auto* cols = std::get_if<std::vector<int64_t>>(&v);
      auto* flag = std::get_if<bool>(&v);
      if (key == "columns" && cols) s.columns = *cols;
      else if (key == "skip_header" && flag) s.skip_header = *flag;
      else fail(t, "expected " + std::string(key == "columns" ? "a list of columns" : "`true` or `false`") + ", found " + describe(t));
    }
    expect(T::RParen, "`,` or `)` after the loader's arguments");
    return s;
  }

  // constant(), step(period = P, gamma = G), cosine(min_lr = M), and
  // warmup(steps = W, then = one of those).
  Schedule schedule(bool after_warmup = false) {
    const Token& name = expect(T::Ident, "a schedule");
    Schedule s;
    std::vector<const char*> allowed;
    if (name.text == "constant") s.kind = Schedule::Kind::Constant;
    else if (name.text == "step") s.kind = Schedule::Kind::Step, allowed = {"period", "gamma"};
    else if (name.text == "cosine") s.kind = Schedule::Kind::Cosine, allowed = {"min_lr"};
    else if (name.text == "warmup" && !after_warmup) allowed = {"steps", "then"};
    else fail(name, "expected a schedule (`constant`, `step`, `cosine`" + std::string(after_warmup ? ")" : " or `warmup`)") +
                        ", found `" + name.text + "`");
    expect(T::LParen, "`(` after the schedule");
    std::set<std::string> seen;
    if (!at(T::RParen)) {
      do {
        std::string key = call_argument(seen, allowed, name.text);
        if (key == "then") {
          Schedule then = schedule(true);
          then.warmup_steps = s.warmup_steps;
          s = then;
        } else if (key == "steps") {
          s.warmup_steps = int_literal("the number of warm-up steps");
        } else if (key == "period") {
          s.period = int_literal("the period in epochs");
        } else {
          (key == "gamma" ? s.gamma : s.min_lr) = number(key.c_str());
        }
      } while (accept(T::Comma));
    }
    expect(T::RParen, "`,` or `)` after the schedule's arguments");
    if (name.text == "warmup" && !seen.count("steps")) fail(name, "`warmup` needs `steps`");
    return s;
  }

  // `every N epochs`.
  int64_t every() {
    expect_word("every");
    int64_t n = int_literal("the number of epochs");
    expect_word("epochs");
    return n;
  }

  void setting(TrainSettings& s, std::set<std::string>& seen) {
    const Token& key = expect(T::Ident, "a setting name or `}`");
    if (!seen.insert(key.text).second) fail(key, "setting `" + key.text + "` given twice");
    expect(T::Eq, "`=` after the setting name");
    const std::string& k = key.text;
    if (k == "batch") {
      s.batch = int_literal("the batch size");
      while (accept(T::Comma)) {
        const Token& flag = expect(T::Ident, "`shuffle` or `drop_last`");
        if (flag.text == "shuffle") s.shuffle = true;
        else if (flag.text == "drop_last") s.drop_last = true;
        else fail(flag, "expected `shuffle` or `drop_last`, found `" + flag.text + "`");
      }
    } else if (k == "replicas") {
      s.replicas = expect(T::Ident, "a device set's name").text;
    } else if (k == "loss" || k == "optimizer") {
      (k == "loss" ? s.loss : s.optimizer) = expect(T::String, "its source text as a string").text;
    } else if (k == "schedule") {
      s.schedule = schedule();
    } else if (k == "epochs") {
      s.epochs = int_literal("the number of epochs");
    } else if (k == "seed") {
      int64_t seed = int_literal("the seed");
      if (seed < 0) fail(key, "the seed must not be negative");
      s.seed = static_cast<uint64_t>(seed);
    } else if (k == "checkpoint") {
      s.checkpoint = expect(T::String, "the checkpoint file as a string").text;
      s.checkpoint_every = every();
    } else if (k == "evaluate") {
      s.evaluate = expect(T::Ident, "a data set name").text;
      s.evaluate_every = every();
    } else if (k == "lr") {
      s.lr = number("lr");
    } else if (k == "clip_grad_norm") {
      s.clip_grad_norm = number("clip_grad_norm");
    } else if (k == "accumulate") {
      s.accumulate = int_literal("the number of micro-batches per step");
    } else if (k == "precision") {
      const Token& d = expect(T::Ident, "a dtype");
      auto dt = parse_dtype(d.text);
      if (!dt) fail(d, "expected a dtype, found `" + d.text + "`");
      s.precision = *dt;
    } else {
      fail(key, "unknown setting `" + k +
                    "` (batch, replicas, loss, optimizer, schedule, epochs, seed, checkpoint, evaluate, lr, clip_grad_norm, accumulate, precision)");
    }
  }

  // ---- declarations -------------------------------------------------------

  void file_decl() {
    next();
    const Token& idx = peek();
    uint32_t i = u32_literal("a file index");
    if (i != m_.files.size())
      fail(idx, "file " + std::to_string(i) + " is out of order: expected file " + std::to_string(m_.files.size()));
    m_.files.push_back(expect(T::String, "the file's path as a string").text);
  }

  // A device candidate such as `cpu`, `cuda:0` or `cuda:*`: adjacent names,
  // numbers, colons and stars; or a list of those, `[cuda:0, cuda:1]`.
  std::string candidate() {
    if (accept(T::LBracket)) {
      std::string s = "[";
      do s += (s.size() > 1 ? ", " : "") + candidate_device();
      while (accept(T::Comma));
      expect(T::RBracket, "`,` or `]` in the device list");
      return s + "]";
    }
    return candidate_device();
  }
  std::string candidate_device() {
    const Token& first = peek();
    if (!at(T::Ident) && !at(T::Int)) fail(first, "expected a device such as `cpu` or `cuda:0`, found " + describe(first));
    std::string s = next().text;
    size_t end = first.end;
    while ((at(T::Ident) || at(T::Int) || at(T::Colon) || at(T::Star)) && peek().begin == end) {
      end = peek().end;
      s += next().text;
    }
    return s;
  }

  // A device's name: a declared one (`gpu`) or a physical device named in
  // the program (`cuda:0`, `cuda:auto`), its parts adjacent.
  std::string device_name(const char* what) {
    const Token& first = expect(T::Ident, what);
    std::string s = first.text;
    if (at(T::Colon) && peek().begin == first.end) {
      size_t colon_end = next().end;
      if ((at(T::Ident) || at(T::Int)) && peek().begin == colon_end) s += ":" + next().text;
      else fail(peek(), "expected a device number or name after `" + s + ":`");
    }
    return s;
  }

  void device_decl() {
    next();
    DeviceDecl d;
    // A declared name (`gpu`), or a physical device used directly in the
    // program (`x @ cuda:0` declares `device cuda:0 = cuda:0`).
    d.name = device_name("a device name");
    expect(T::Eq, "`=` after the device name");
    do d.candidates.push_back(candidate());
    while (accept(T::Pipe));
    m_.devices.push_back(std::move(d));
  }

  void instance_decl() {
    next();
    ModelInstance i;
    i.path = expect(T::Global, "an instance path `@net.fc1`").text;
    expect(T::Eq, "`=` after the instance path");
    i.model = expect(T::Ident, "the model's name").text;
    i.loc = loc();
    m_.instances.push_back(std::move(i));
  }

  void param_decl() {
    GlobalParam p;
    p.trainable = next().text == "param";
    p.name = expect(T::Global, "a parameter name `@name`").text;
    expect(T::Colon, "`:` after the parameter name");
    p.type = type();
    if (accept(T::Eq)) p.init = initialiser();
    p.loc = loc();
    m_.params.push_back(std::move(p));
  }

  void dataset_decl() {
    next();
    Dataset d;
    d.name = expect(T::Global, "a dataset name `@name`").text;
    d.loc = loc();
    expect(T::LBrace, "`{` to open the dataset");
    while (!accept(T::RBrace)) {
      DatasetField f;
      f.name = expect(T::Ident, "a field name or `}`").text;
      expect(T::Colon, "`:` after the field name");
      f.example = type();
      if (accept(T::Eq)) f.source = data_source();
      d.fields.push_back(std::move(f));
    }
    m_.datasets.push_back(std::move(d));
  }

  void train_decl() {
    next();
    TrainRun t;
    t.name = expect(T::Global, "a training run name `@name`").text;
    expect_word("models");
    expect(T::LParen, "`(` after `models`");
    if (!at(T::RParen)) {
      do t.models.push_back(expect(T::Ident, "a model name").text);
      while (accept(T::Comma));
    }
    expect(T::RParen, "`,` or `)` after the models");
    expect_word("dataset");
    expect(T::LParen, "`(` after `dataset`");
    t.dataset = expect(T::Ident, "a dataset name").text;
    expect(T::RParen, "`)` after the dataset");
    expect_word("step");
    expect(T::LParen, "`(` after `step`");
    t.step = expect(T::Global, "the step function `@name`").text;
    expect(T::RParen, "`)` after the step function");
    if (at_word("updates")) {
      next();
      expect(T::LParen, "`(` after `updates`");
      if (!at(T::RParen)) {
        do t.update_targets.push_back(expect(T::Global, "a global `@name`").text);
        while (accept(T::Comma));
      }
      expect(T::RParen, "`,` or `)` after the updated globals");
    }
    t.loc = loc();
    expect(T::LBrace, "`{` to open the training run");
    std::set<std::string> seen;
    while (!accept(T::RBrace)) setting(t.settings, seen);
    m_.trains.push_back(std::move(t));
  }

  ValueId define(Function& f, const Token& name, TensorType ty) {
    if (names_.count(name.text)) fail(name, "value `%" + name.text + "` is defined twice");
    ValueId id = f.add_value(std::move(ty), name.text);
    names_[name.text] = id;
    return id;
  }

  ValueId use(const Token& name) {
    auto it = names_.find(name.text);
    if (it == names_.end()) fail(name, "value `%" + name.text + "` is used before it is defined");
    return it->second;
  }

  std::vector<ValueId> operands() {
    std::vector<ValueId> ops;
    if (!at(T::Value)) return ops;
    do ops.push_back(use(expect(T::Value, "an operand `%name`")));
    while (accept(T::Comma));
    return ops;
  }

  // func @name(...) or func body @name(...): a loop's body (ir/ir.h), kept
  // for the loops after it, not one of the module's functions.
  void func_decl() {
    next();
    Function f;
    names_.clear();
    const bool is_body = at_word("body");
    if (is_body) next();
    f.name = expect(T::Global, "a function name `@name`").text;
    expect(T::LParen, "`(` after the function name");
    if (!at(T::RParen)) {
      do {
        const Token& name = expect(T::Value, "a parameter `%name`");
        expect(T::Colon, "`:` after the parameter name");
        f.params.push_back(define(f, name, type()));
      } while (accept(T::Comma));
    }
    expect(T::RParen, "`,` or `)` after the parameters");
    std::vector<TensorType> result_types;
    if (accept(T::Arrow)) {
      expect(T::LParen, "`(` before the result types");
      if (!at(T::RParen)) {
        do result_types.push_back(type());
        while (accept(T::Comma));
      }
      expect(T::RParen, "`,` or `)` after the result types");
    }
    f.loc = loc();
    expect(T::LBrace, "`{` to open the function body");
    while (!at_word("return")) {
      if (at_word("assign")) {  // assign @state, %value
        next();
        StateUpdate u;
        u.name = expect(T::Global, "a state name `@name` after `assign`").text;
        expect(T::Comma, "`,` after the state name");
        u.value = use(expect(T::Value, "the new value `%name`"));
        f.updates.push_back(std::move(u));
        continue;
      }
      const Token& name = expect(T::Value, "an instruction `%name = ...` or `return`");
      expect(T::Eq, "`=` after the result name");
      const Token& opname = expect(T::Ident, "an operation name");
      auto op = parse_op(opname.text);
      if (!op) fail(opname, "unknown operation `" + opname.text + "`");
      std::shared_ptr<const Function> body;
      if (*op == Op::Loop) {  // loop @body %operands: a body declared before
        const Token& b = expect(T::Global, "the loop's body `@name`");
        auto it = bodies_.find(b.text);
        if (it == bodies_.end()) fail(b, "no body `@" + b.text + "` is declared before this loop");
        body = it->second;
      }
      Inst inst{*op, 0, operands(), {}, {}};
      inst.body = std::move(body);
      if (at(T::LBrace)) inst.attrs = attrs();
      expect(T::Colon, "`:` and the result type");
      TensorType ty = type();
      inst.loc = loc();
      inst.result = define(f, name, std::move(ty));
      f.body.push_back(std::move(inst));
    }
    const Token& ret = next();
    f.results = operands();
    if (f.results.size() != result_types.size())
      fail(ret, "`return` has " + std::to_string(f.results.size()) + " values but the signature declares " +
                    std::to_string(result_types.size()));
    for (size_t i = 0; i < f.results.size(); ++i)
      if (f.type_of(f.results[i]) != result_types[i])
        fail(ret, "result " + std::to_string(i) + " is `" + f.type_of(f.results[i]).str() + "` but the signature declares `" +
                      result_types[i].str() + "`");
    expect(T::RBrace, "`}` after `return`");
    if (!is_body) {
      m_.functions.push_back(std::move(f));
      return;
    }
    if (bodies_.count(f.name)) fail(ret, "body `@" + f.name + "` is declared twice");
    std::string name = f.name;
    bodies_[name] = std::make_shared<const Function>(std::move(f));
  }
};

// `text` read by one rule of the parser; the first error, located.
template <typename T, typename Rule>
std::variant<T, IrParseError> parse_with(std::string_view text, Rule rule) {
  try {
    Parser p(Lexer(text).run());
    return rule(p);
  } catch (const Failure& f) {
    return f.error;
  }
}

}  // namespace

std::variant<Initialiser, IrParseError> parse_initialiser(std::string_view text) {
  return parse_with<Initialiser>(text, [](Parser& p) { return p.initialiser_alone(); });
}

std::variant<Module, IrParseError> parse_module(std::string_view text) {
  return parse_with<Module>(text, [](Parser& p) { return p.module(); });
}

}  // namespace netc::ir
