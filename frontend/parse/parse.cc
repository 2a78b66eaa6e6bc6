// The parse adapter: runs the ANTLR lexer and parser, turns lexical and syntax
// errors into netc diagnostics, and converts the parse tree into netc's AST.
#include "frontend/parse/parse.h"

#include <antlr4-runtime.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "NetcLexer.h"
#include "NetcParser.h"

namespace netc {
namespace {

using P = NetcParser;

// ANTLR positions count code points; diagnostics count bytes.
class OffsetMap {
 public:
  explicit OffsetMap(const std::string& text) {
    for (uint32_t i = 0; i < text.size(); ++i)
      if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) byte_of_cp_.push_back(i);
    byte_of_cp_.push_back(static_cast<uint32_t>(text.size()));
  }
  uint32_t byte(size_t cp) const { return cp < byte_of_cp_.size() ? byte_of_cp_[cp] : byte_of_cp_.back(); }

 private:
  std::vector<uint32_t> byte_of_cp_;
};

std::string token_display(const antlr4::Token* t) {
  if (t->getType() == antlr4::Token::EOF) return "end of file";
  std::string s = t->getText();
  if (s.size() > 20) s = s.substr(0, 20) + "...";
  return "`" + s + "`";
}

class SyntaxErrorListener : public antlr4::BaseErrorListener {
 public:
  SyntaxErrorListener(FileId file, const OffsetMap& map, Diagnostics& diags) : file_(file), map_(map), diags_(diags) {}

  // A file of garbage gives a syntax error at nearly every token, and ANTLR's
  // recovery costs more with each (a 14 KB line of `y[0][0]...` took 0.4 s,
  // 7 s under ASan): the parse stops after this many (the text form shows
  // the first 20 errors anyway).
  static constexpr size_t kMaxSyntaxErrors = 100;

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t, size_t,
                   const std::string& msg, std::exception_ptr) override {
    if (++count_ > kMaxSyntaxErrors) throw antlr4::ParseCancellationException("too many syntax errors");
    if (after_loop_) return;
    if (offending && quiet_until_ > 0 && offending->getTokenIndex() > quiet_from_ &&
        offending->getTokenIndex() <= quiet_until_)
      return;
    SourceRange r{file_, 0, 0};
    std::string message = msg, help;
    if (offending) {
      r.begin = map_.byte(offending->getStartIndex());
      r.end = offending->getType() == antlr4::Token::EOF ? r.begin : map_.byte(offending->getStopIndex() + 1);
      auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
      std::string expected;
      if (parser) {
        antlr4::misc::IntervalSet set = parser->getExpectedTokens();
        std::vector<std::string> names;
        for (ssize_t t : set.toList()) {
          std::string n = parser->getVocabulary().getDisplayName(t);
          if (n == "ID") n = "a name";
          else if (n == "INT") n = "an integer";
          else if (n == "FLOAT") n = "a number";
          else if (n == "STRING") n = "a string";
          else if (n == "EOF") n = "end of file";
          else if (n.size() >= 2 && n.front() == '\'') n = "`" + n.substr(1, n.size() - 2) + "`";
          else continue;  // keyword tokens have literal display names
          names.push_back(n);
        }
        if (!names.empty() && names.size() <= 6) {
          for (size_t i = 0; i < names.size(); ++i)
            expected += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
        }
      }
      message = "unexpected " + token_display(offending);
      if (!expected.empty()) message += ", expected " + expected;
      // `a, b = f(x)` and `let` where netc has no such binding: say what it has.
      if (parser) python_bindings(parser, offending, r, message, help);
      // `device: i64[]` (a CSV column's name) where a name is expected.
      if (parser && help.empty() && expected.find("a name") != std::string::npos)
        keyword_as_name(parser, offending, message, help);
      // `while ...` and Python's `x ** 2`: say what netc has instead.
      if (parser && offending->getTokenIndex() > 0) {
        antlr4::Token* prev = parser->getTokenStream()->get(offending->getTokenIndex() - 1);
        if (offending->getText() == "*" && prev->getText() == "*" &&
            prev->getStopIndex() + 1 == offending->getStartIndex()) {
          r = {file_, map_.byte(prev->getStartIndex()), map_.byte(offending->getStopIndex() + 1)};
          message = "netc has no `**` operator";
          help = "write a power as `pow(x, 2)`";
        }
        if (prev->getType() == NetcParser::ID && prev->getText() == "while") {
          r = {file_, map_.byte(prev->getStartIndex()), map_.byte(prev->getStopIndex() + 1)};
          message = "netc has no `while` statement";
          help = "a loop over a size, with values carried from one step to the next: "
                 "`for t in 0..T { let h = cell(x[:, t], h); }`";
          after_loop_ = true;  // what follows is the recovery reading the loop's body: not reported
        }
      }
    }
    // One syntax error per declaration: what follows the first one in the
    // same declaration is mostly ANTLR's recovery talking.
    if (auto* parser = dynamic_cast<antlr4::Parser*>(recognizer)) {
      for (antlr4::ParserRuleContext* c = parser->getContext(); c; c = dynamic_cast<antlr4::ParserRuleContext*>(c->parent)) {
        if (dynamic_cast<NetcParser::DeclContext*>(c)) {
          size_t decl = c->getStart()->getTokenIndex();
          if (!errored_decls_.insert(decl).second) return;
          break;
        }
      }
    }
    if (r.begin == last_offset_ && count_ > 1) return;
    last_offset_ = r.begin;
    diags_.report(DiagKind::SyntaxError, r, message).help = help;
  }

  size_t count() const { return count_; }

 private:
  // Python's `a, b = f(x)` (at a statement's start: a name, then `,`), and
  // `let` outside a function's body: the message and help say how netc
  // binds several results (`let (a, b) = ...;` in a body, `(a, b) = ...;` in
  // a train block and at the top level; one name for the list among a
  // model's members, indexed).
  void python_bindings(antlr4::Parser* parser, antlr4::Token* offending, SourceRange& r, std::string& message,
                       std::string& help) {
    bool in_body = false, in_model = false;
    for (antlr4::tree::ParseTree* c = parser->getContext(); c; c = c->parent) {
      if (dynamic_cast<NetcParser::FnDeclContext*>(c)) in_body = true;
      if (dynamic_cast<NetcParser::ModelDeclContext*>(c)) in_model = true;
    }
    const bool in_train = !in_body && !in_model;  // a train block or the top level: `(a, b) = ...;`
    antlr4::TokenStream* ts = parser->getTokenStream();
    const size_t at = offending->getTokenIndex();
    auto starts_statement = [&](size_t k) {  // token k is the first of a statement or declaration
      if (k == 0) return true;
      std::string before = ts->get(k - 1)->getText();
      return before == ";" || before == "{" || before == "}";
    };
    const std::string index_help =
        "bind the results to one name and index it: `r = f(x);`, then `r[0]`, `r[1]` (`let (a, b) = f(x);` "
        "destructures inside a function's body)";
    if (offending->getText() == "," && at > 0 && ts->get(at - 1)->getType() == NetcParser::ID && starts_statement(at - 1)) {
      std::string names = ts->get(at - 1)->getText();
      for (size_t k = at; k + 1 < ts->size() && ts->get(k)->getText() == "," &&
                          ts->get(k + 1)->getType() == NetcParser::ID;
           k += 2)
        names += ", " + ts->get(k + 1)->getText();
      r.begin = map_.byte(ts->get(at - 1)->getStartIndex());
      if (in_body) {
        message = "netc binds several results with `let (...)`, not `" + names + " = ...`";
        help = "write `let (" + names + ") = ...;`";
      } else if (in_train) {
        message = "netc names several results with `(...) = ...`, not `" + names + " = ...`";
        help = "write `(" + names + ") = ...;`";
      } else {
        message = "a model's member names one value, not `" + names + "`";
        help = index_help;
      }
    } else if (offending->getType() == NetcParser::LET && !in_body) {
      message = "`let` binds a name inside a function's body; outside one, a binding is `name = value;`";
      if (at + 1 < ts->size() && ts->get(at + 1)->getText() == "(")
        help = in_train ? "outside a function's body several results are named without `let`: `(a, b) = f(x);`"
                        : index_help;
      else if (at + 2 < ts->size() && ts->get(at + 1)->getType() == NetcParser::ID && ts->get(at + 2)->getText() == "=")
        help = "write `" + ts->get(at + 1)->getText() + " = ...`";
    } else {
      return;
    }
    // What the recovery then meets up to the statement's `;` says nothing more.
    quiet_from_ = at;
    quiet_until_ = at;
    while (quiet_until_ + 1 < ts->size() && ts->get(quiet_until_)->getText() != ";" &&
           ts->get(quiet_until_)->getType() != antlr4::Token::EOF)
      ++quiet_until_;
  }
  // A keyword where a name is expected (`device: i64[] = csv(...)`, a
  // parameter `model: ...`): one error that says so; what the recovery then
  // meets up to the end of the block or declaration says nothing more.
  void keyword_as_name(antlr4::Parser* parser, antlr4::Token* offending, std::string& message, std::string& help) {
    const std::string word = offending->getText();
    if (word.empty() || !std::isalpha(static_cast<unsigned char>(word[0])) || offending->getType() == NetcParser::ID)
      return;
    bool field = false;
    for (antlr4::tree::ParseTree* c = parser->getContext(); c; c = c->parent)
      field = field || dynamic_cast<NetcParser::DatasetDeclContext*>(c) != nullptr;
    message = "`" + word + "` is a keyword of netc, not a name";
    help = "name it otherwise, e.g. `" + word + "_id`" +
           (field ? " (a CSV column is picked by its position, whatever its header)" : std::string());
    antlr4::TokenStream* ts = parser->getTokenStream();
    const size_t at = offending->getTokenIndex();
    // Inside a `{ ... }` of the declaration (a data set's fields): to its `}`;
    // else to the declaration's end (`;` or its body's `}`).
    size_t start = at;
    for (antlr4::ParserRuleContext* c = parser->getContext(); c; c = dynamic_cast<antlr4::ParserRuleContext*>(c->parent))
      if (dynamic_cast<NetcParser::DeclContext*>(c)) start = c->getStart()->getTokenIndex();
    int open = 0;
    for (size_t k = start; k < at; ++k) open += ts->get(k)->getText() == "{" ? 1 : ts->get(k)->getText() == "}" ? -1 : 0;
    int depth = 0;
    size_t k = at;
    for (; k + 1 < ts->size() && ts->get(k)->getType() != antlr4::Token::EOF; ++k) {
      const std::string t = ts->get(k)->getText();
      if (t == "{") ++depth;
      if (t == "}" && --depth < (open > 0 ? 0 : 1)) break;
      if (t == ";" && depth == 0 && open == 0) break;
    }
    quiet_from_ = at;
    quiet_until_ = k;
  }
  size_t quiet_from_ = 0, quiet_until_ = 0;  // no error at the tokens after from, up to until

  bool after_loop_ = false;
  FileId file_;
  const OffsetMap& map_;
  Diagnostics& diags_;
  size_t count_ = 0;
  uint32_t last_offset_ = UINT32_MAX;
  std::set<size_t> errored_decls_;
};

// Builds the AST from a parse tree that has no syntax errors.
class AstBuilder {
 public:
  AstBuilder(FileId file, const OffsetMap& map, Diagnostics& diags) : file_(file), map_(map), diags_(diags) {}

  std::unique_ptr<ast::Module> module(P::ProgramContext* ctx) {
    auto m = std::make_unique<ast::Module>();
    m->file = file_;
    using K = ast::Module::DeclKind;
    for (P::DeclContext* d : ctx->decl()) {
      if (auto* c = d->importDecl()) {
        ast::Import imp;
        for (auto* id : c->qualifiedName()->ID()) imp.path.push_back(ident(id));
        imp.range = range(c);
        m->order.push_back({K::Import, m->imports.size()});
        m->imports.push_back(std::move(imp));
      } else if (auto* c = d->deviceDecl()) {
        ast::DeviceDecl dev;
        dev.name = ident(c->ID());
        for (auto* cand : c->deviceCandidate()) {
          ast::DeviceCandidate dc;
          for (auto* r : cand->deviceRef()) dc.members.push_back(device_ref(r));
          dc.list = cand->deviceRef().size() != 1 || cand->getStart()->getText() == "[";
          dc.range = range(cand);
          dev.candidates.push_back(std::move(dc));
        }
        dev.range = range(c);
        m->order.push_back({K::Device, m->devices.size()});
        m->devices.push_back(std::move(dev));
      } else if (auto* c = d->modelDecl()) {
        m->order.push_back({K::Model, m->models.size()});
        m->models.push_back(model(c));
      } else if (auto* c = d->fnDecl()) {
        m->order.push_back({K::Fn, m->fns.size()});
        m->fns.push_back(fn(c));
      } else if (auto* c = d->datasetDecl()) {
        ast::Dataset ds;
        ds.name = ident(c->ID());
        for (auto* f : c->datasetField()) {
          ast::DatasetField field;
          field.name = ident(f->ID());
          field.type = std::move(*type(f->type()));
          field.source = expr(f->expr());
          field.range = range(f);
          ds.fields.push_back(std::move(field));
        }
        ds.range = range(c);
        m->order.push_back({K::Dataset, m->datasets.size()});
        m->datasets.push_back(std::move(ds));
      } else if (auto* c = d->trainDecl()) {
        m->order.push_back({K::Train, m->trains.size()});
        m->trains.push_back(train(c));
      } else if (auto* c = d->optimizerDecl()) {
        m->order.push_back({K::Optimizer, m->optimizers.size()});
        m->optimizers.push_back(optimizer(c));
      } else if (auto* c = d->bindingDecl()) {
        ast::Binding b;
        std::vector<ast::Ident> names;  // `(a, b) = ...`
        if (c->tupleNames()) {
          names = tuple_names(c->tupleNames());
          // Unique to the statement: `(a, b)` may be bound again (the REPL).
          b.name = {tuple_key(names) + "@" + std::to_string(range(c).begin), range(c->tupleNames())};
          b.destructures = names.size();
        } else {
          b.name = ident(c->ID());
        }
        b.value = expr(c->expr());
        b.range = range(c);
        const std::string whole = b.name.name;
        const SourceRange value_range = b.value->range;
        m->order.push_back({K::Binding, m->bindings.size()});
        m->bindings.push_back(std::move(b));
        for_each_element(names, whole, value_range, [&](const ast::Ident& name, ast::ExprPtr value) {
          m->order.push_back({K::Binding, m->bindings.size()});
          m->bindings.push_back(ast::Binding{name, 0, std::move(value), name.range});
        });
      }
    }
    return m;
  }

 private:
  SourceRange range(antlr4::ParserRuleContext* c) const {
    uint32_t b = map_.byte(c->getStart()->getStartIndex());
    antlr4::Token* stop = c->getStop();
    uint32_t e = (stop && stop->getStopIndex() + 1 >= c->getStart()->getStartIndex())
                     ? map_.byte(stop->getStopIndex() + 1)
                     : b;
    return {file_, b, e};
  }
  SourceRange range(antlr4::tree::TerminalNode* t) const {
    antlr4::Token* s = t->getSymbol();
    return {file_, map_.byte(s->getStartIndex()), map_.byte(s->getStopIndex() + 1)};
  }
  ast::Ident ident(antlr4::tree::TerminalNode* t) const { return {t->getText(), range(t)}; }

  int64_t parse_int(antlr4::tree::TerminalNode* t, bool* overflow) const {
    errno = 0;
    std::string s = t->getText();
    long long v = std::strtoll(s.c_str(), nullptr, 10);
    *overflow = errno == ERANGE;
    if (*overflow) diags_.report(DiagKind::IntegerOutOfRange, range(t), "integer literal `" + s + "` does not fit in 64 bits");
    return v;
  }

  ast::DeviceRef device_ref(P::DeviceRefContext* c) {
    ast::DeviceRef r;
    r.base = ident(c->ID(0));
    if (c->INT()) r.qualifier = c->INT()->getText();
    else if (c->ID().size() > 1) r.qualifier = c->ID(1)->getText();
    else if (c->children.size() == 3) r.qualifier = c->children[2]->getText();  // `cuda:*`
    r.range = range(c);
    return r;
  }

  ast::Param param(P::ParamContext* c) {
    ast::Param p;
    p.name = ident(c->ID());
    P::ParamTypeContext* t = c->paramType();
    if (t->type()) p.tensor_type = type(t->type());
    else if (t->modelType()) p.model_type = model_type(t->modelType(), p.name);
    else p.scalar_type = ident(t->ID());
    if (c->expr()) p.default_value = expr(c->expr());
    p.range = range(c);
    return p;
  }

  // `inner: model(f32[*S, d]) -> f32[*S, d]`: a Model named `inner` whose
  // forward has that signature and no body. Unnamed inputs are `input`
  // (`input1`, `input2`, ... when there are several).
  std::shared_ptr<ast::Model> model_type(P::ModelTypeContext* c, const ast::Ident& name) {
    auto m = std::make_shared<ast::Model>();
    m->name = name;
    m->range = range(c);
    if (!c->type()) return m;
    ast::Fn f;
    f.name = ast::Ident{"forward", range(c)};
    f.signature = true;
    f.range = range(c);
    auto sig = c->sigParam();
    for (size_t i = 0; i < sig.size(); ++i) {
      ast::Param p;
      p.tensor_type = type(sig[i]->type());
      p.name = sig[i]->ID() ? ident(sig[i]->ID())
                            : ast::Ident{sig.size() == 1 ? "input" : "input" + std::to_string(i + 1), p.tensor_type->range};
      p.range = range(sig[i]);
      f.params.push_back(std::move(p));
    }
    f.results.push_back(std::move(*type(c->type())));
    f.results_range = f.results.back().range;
    m->fns.push_back(std::move(f));
    return m;
  }

  std::vector<ast::Param> params(P::ParamListContext* c) {
    std::vector<ast::Param> out;
    if (c)
      for (auto* p : c->param()) out.push_back(param(p));
    return out;
  }

  ast::Stmt stmt(P::StmtContext* s) {
    ast::Stmt st;
    st.range = range(s);
    if (auto* let = dynamic_cast<P::LetStmtContext*>(s)) {
      st.kind = ast::Stmt::Kind::Let;
      st.name = ident(let->ID());
      if (let->type()) st.type = type(let->type());
      st.value = expr(let->expr());
    } else if (auto* tuple = dynamic_cast<P::LetTupleStmtContext*>(s)) {
      st.kind = ast::Stmt::Kind::Let;
      for (auto* id : tuple->ID()) st.names.push_back(ident(id));
      st.name = st.names.front();
      st.value = expr(tuple->expr());
    } else if (auto* ret = dynamic_cast<P::ReturnStmtContext*>(s)) {
      st.kind = ast::Stmt::Kind::Return;
      st.value = expr(ret->expr());
    } else if (auto* as = dynamic_cast<P::AssignStmtContext*>(s)) {
      st.kind = ast::Stmt::Kind::Assign;
      st.name = ident(as->ID());
      st.value = expr(as->expr());
    } else if (auto* i = dynamic_cast<P::IfStmtAltContext*>(s)) {
      return if_stmt(i->ifStmt());
    } else if (auto* f = dynamic_cast<P::ForStmtContext*>(s)) {
      return for_loop(f->forLoop(), st.range);
    } else if (auto* lf = dynamic_cast<P::LetForStmtContext*>(s)) {
      ast::Stmt loop = for_loop(lf->forLoop(), st.range);
      loop.results.push_back(ident(lf->ID()));
      return loop;
    } else if (auto* lt = dynamic_cast<P::LetTupleForStmtContext*>(s)) {
      ast::Stmt loop = for_loop(lt->forLoop(), st.range);
      for (auto* id : lt->ID()) loop.results.push_back(ident(id));
      loop.tuple_results = true;
      return loop;
    } else if (auto* y = dynamic_cast<P::YieldStmtContext*>(s)) {
      st.kind = ast::Stmt::Kind::Yield;
      st.value = expr(y->expr());
    }
    return st;
  }

  // `for t in lo..hi { ... }`; the word after the variable must be `in`.
  ast::Stmt for_loop(P::ForLoopContext* c, SourceRange whole) {
    ast::Stmt st;
    st.kind = ast::Stmt::Kind::For;
    st.range = whole;
    st.name = ident(c->ID(0));
    if (c->inWord->getText() != "in") {
      antlr4::Token* w = c->inWord;
      diags_.report(DiagKind::SyntaxError, {file_, map_.byte(w->getStartIndex()), map_.byte(w->getStopIndex() + 1)},
                    "unexpected " + token_display(w) + ", expected `in`")
          .help = "a loop over a size: `for t in 0..T { ... }`";
    }
    st.start = expr(c->lo);
    if (c->hi) st.value = expr(c->hi);  // else a loop over the layers of `start`
    for (P::StmtContext* x : c->stmt()) st.then_body.push_back(stmt(x));
    return st;
  }

  ast::Stmt if_stmt(P::IfStmtContext* c) {
    ast::Stmt st;
    st.kind = ast::Stmt::Kind::If;
    st.range = range(c);
    st.value = expr(c->expr());
    size_t else_at = c->ELSE() ? c->ELSE()->getSymbol()->getTokenIndex() : SIZE_MAX;
    for (P::StmtContext* x : c->stmt())
      if (x->getStart()->getTokenIndex() < else_at) st.then_body.push_back(stmt(x));
    if (c->ifStmt()) st.else_body.push_back(if_stmt(c->ifStmt()));
    for (P::StmtContext* x : c->elseStmts) st.else_body.push_back(stmt(x));
    return st;
  }

  ast::Fn fn(P::FnDeclContext* c) {
    ast::Fn f;
    f.name = ident(c->ID());
    f.params = params(c->paramList());
    for (P::TypeContext* t : c->resultTypes()->type()) f.results.push_back(std::move(*type(t)));
    f.results_range = range(c->resultTypes());
    f.facts = where_clause(c->whereClause());
    for (P::StmtContext* s : c->stmt()) f.body.push_back(stmt(s));
    f.range = range(c);
    return f;
  }

  ast::Optimizer optimizer(P::OptimizerDeclContext* c) {
    ast::Optimizer o;
    o.name = ident(c->ID());
    o.params = params(c->paramList());
    for (P::OptimizerMemberContext* mem : c->optimizerMember()) {
      if (auto* st = dynamic_cast<P::StateMemberContext*>(mem)) {
        for (auto* id : st->ID()) o.states.push_back(ident(id));
      } else if (auto* up = dynamic_cast<P::UpdateMemberContext*>(mem)) {
        o.update_param = ident(up->ID(0));
        o.update_grad = ident(up->ID(1));
        for (P::StmtContext* s : up->stmt()) o.update.push_back(stmt(s));
        o.update_range = range(up);
      }
    }
    o.range = range(c);
    return o;
  }

  // `where d % heads == 0, ...` after a model's or function's signature;
  // the checker reads the facts (Checker::facts).
  std::vector<ast::ExprPtr> where_clause(P::WhereClauseContext* c) {
    std::vector<ast::ExprPtr> out;
    if (!c) return out;
    if (c->ID()->getText() != "where") {
      diags_.report(DiagKind::SyntaxError, range(c->ID()), "unexpected " + token_display(c->ID()->getSymbol()) + ", expected `{`")
          .help = "facts about sizes follow `where`: `where d % heads == 0 {`";
      return out;
    }
    for (P::ExprContext* e : c->expr()) out.push_back(expr(e));
    return out;
  }

  ast::Model model(P::ModelDeclContext* c) {
    ast::Model m;
    m.name = ident(c->ID());
    m.params = params(c->paramList());
    m.facts = where_clause(c->whereClause());
    members(m, c->modelMember(), {});
    m.range = range(c);
    return m;
  }

  // `if c { ... } else if d { ... } else { ... }` among a model's members:
  // the then side's members made when c holds, the rest when it does not.
  void if_members(ast::Model& m, P::IfMembersContext* c, const std::vector<ast::MemberCondition>& when) {
    m.conditions.push_back(expr(c->expr()));
    std::vector<ast::MemberCondition> inner = when;
    inner.push_back({m.conditions.back().get(), true});
    members(m, c->thenMembers, inner);
    inner.back().holds = false;
    if (c->ifMembers()) if_members(m, c->ifMembers(), inner);
    else members(m, c->elseMembers, inner);
  }

  // A model's members, each made under the conditions `when` of the `if`s
  // around it.
  void members(ast::Model& m, const std::vector<P::ModelMemberContext*>& list, const std::vector<ast::MemberCondition>& when) {
    for (P::ModelMemberContext* mem : list) {
      if (auto* i = dynamic_cast<P::IfMemberContext*>(mem)) {
        if_members(m, i->ifMembers(), when);
        continue;
      }
      if (auto* p = dynamic_cast<P::ParamMemberContext*>(mem)) {
        ast::ModelParam mp;
        mp.name = ident(p->ID());
        mp.type = std::move(*type(p->type()));
        if (p->expr()) mp.init = expr(p->expr());
        mp.range = range(p);
        mp.when = when;
        m.tensors.push_back(std::move(mp));
      } else if (auto* st = dynamic_cast<P::StateTensorMemberContext*>(mem)) {
        ast::ModelParam mp;
        mp.name = ident(st->ID());
        mp.type = std::move(*type(st->type()));
        if (st->expr()) mp.init = expr(st->expr());
        mp.range = range(st);
        mp.state = true;
        mp.when = when;
        m.tensors.push_back(std::move(mp));
      } else if (auto* l = dynamic_cast<P::LayerMemberContext*>(mem)) {
        ast::ModelLayer ml;
        ml.name = ident(l->ID());
        ml.value = expr(l->expr());
        ml.range = range(l);
        ml.when = when;
        m.layers.push_back(std::move(ml));
      } else if (auto* f = dynamic_cast<P::FnMemberContext*>(mem)) {
        if (!when.empty())
          diags_.report(DiagKind::SyntaxError, range(f), "a model's functions are the same for every instance: an `if` around layers cannot hold one")
              .help = "choose inside the function: `if " + std::string("...") + " { ... } else { ... }`";
        m.fns.push_back(fn(f->fnDecl()));
      }
    }
  }

  ast::Ident dotted(P::QualifiedNameContext* q) {  // `net.head`, as one name
    std::string name;
    for (antlr4::tree::TerminalNode* id : q->ID()) name += (name.empty() ? "" : ".") + id->getText();
    return {name, range(q)};
  }

  ast::Train train(P::TrainDeclContext* c) {
    ast::Train t;
    for (P::QualifiedNameContext* q : c->qualifiedName()) t.models.push_back(dotted(q));  // `net`, or `net.head`
    t.dataset = ident(c->ID());
    for (P::TrainItemContext* it : c->trainItem()) {
      ast::TrainItem item;
      auto item_ids = it->ID();
      std::vector<ast::Ident> names;  // `(a, b) = ...`
      if (it->tupleNames()) {
        names = tuple_names(it->tupleNames());
        item.key = {tuple_key(names), range(it->tupleNames())};
        item.destructures = names.size();
      } else if (it->OPTIMIZER()) {
        item.key = ident(it->OPTIMIZER());
        if (it->qualifiedName()) {  // `optimizer net.backbone = ...`
          item.group = dotted(it->qualifiedName());
          item.key = {"optimizer " + item.group->name, range(it->qualifiedName())};
        }
      } else {
        item.key = ident(item_ids[0]);
        item_ids.erase(item_ids.begin());
      }
      item.value = expr(it->expr());
      size_t every_index = it->EVERY() ? it->EVERY()->getSymbol()->getTokenIndex() : SIZE_MAX;
      for (size_t i = 0; i < item_ids.size(); ++i) {
        if (item_ids[i]->getSymbol()->getTokenIndex() > every_index) item.every_unit = ident(item_ids[i]);
        else item.flags.push_back(ident(item_ids[i]));
      }
      if (it->EVERY()) {
        item.has_every = true;
        if (it->INT()) {
          bool overflow = false;
          item.every_count = parse_int(it->INT(), &overflow);
        }
      }
      item.range = range(it);
      const ast::Ident whole = item.key;
      const SourceRange value_range = item.value ? item.value->range : item.range;
      t.items.push_back(std::move(item));
      // Each name, its element of the value: `a = (a, b)[0];`.
      for_each_element(names, whole.name, value_range, [&](const ast::Ident& name, ast::ExprPtr value) {
        ast::TrainItem part;
        part.key = name;
        part.value = std::move(value);
        part.range = name.range;
        t.items.push_back(std::move(part));
      });
    }
    t.range = range(c);
    return t;
  }

  // `(a, b) = value;` (a train block's item or a top-level binding): the
  // names, the key the whole value is bound to, and each name's element.
  std::vector<ast::Ident> tuple_names(P::TupleNamesContext* c) {
    std::vector<ast::Ident> names;
    for (antlr4::tree::TerminalNode* n : c->ID()) names.push_back(ident(n));
    return names;
  }
  static std::string tuple_key(const std::vector<ast::Ident>& names) {
    std::string key;
    for (const ast::Ident& n : names) key += (key.empty() ? "(" : ", ") + n.name;
    return key + ")";
  }
  // Each name but `_` (discarded), with its element `whole[k]` of the value.
  static void for_each_element(const std::vector<ast::Ident>& names, const std::string& whole, SourceRange value_range,
                               const std::function<void(const ast::Ident&, ast::ExprPtr)>& add) {
    for (size_t k = 0; k < names.size(); ++k)
      if (names[k].name != "_") add(names[k], element_of(whole, k, value_range));
  }
  static ast::ExprPtr element_of(const std::string& whole, size_t k, SourceRange value_range) {  // `(a, b)[k]`
    auto of = std::make_unique<ast::Expr>();
    of->kind = ast::Expr::Kind::Name;
    of->name = whole;
    of->range = value_range;
    auto at = std::make_unique<ast::Expr>();
    at->kind = ast::Expr::Kind::Int;
    at->int_value = static_cast<int64_t>(k);
    at->range = value_range;
    auto e = std::make_unique<ast::Expr>();
    e->kind = ast::Expr::Kind::Index;
    e->range = value_range;
    e->lhs = std::move(of);
    e->index.emplace_back();
    e->index.back().start = std::move(at);
    e->index.back().range = value_range;
    return e;
  }

  std::unique_ptr<ast::Type> type(P::TypeContext* c) {
    auto t = std::make_unique<ast::Type>();
    t->dtype = ident(c->ID());
    for (P::DimContext* d : c->dim()) t->dims.push_back(dim(d));
    if (c->deviceRef()) t->device = device_ref(c->deviceRef());
    t->range = range(c);
    return t;
  }

  ast::Dim dim(P::DimContext* c) {
    if (auto* v = dynamic_cast<P::VariadicDimContext*>(c)) {
      ast::Dim d;
      d.kind = ast::Dim::Kind::Variadic;
      d.name = v->ID()->getText();
      d.range = range(v);
      return d;
    }
    return dim_expr(static_cast<P::ExprDimContext*>(c)->dimExpr());
  }

  ast::Dim dim_expr(P::DimExprContext* c) {
    ast::Dim d;
    d.range = range(c);
    if (auto* b = dynamic_cast<P::MulDimContext*>(c)) {
      d.kind = ast::Dim::Kind::Binary;
      d.op = b->op->getText()[0];
      d.lhs = std::make_unique<ast::Dim>(dim_expr(b->dimExpr(0)));
      d.rhs = std::make_unique<ast::Dim>(dim_expr(b->dimExpr(1)));
    } else if (auto* b = dynamic_cast<P::AddDimContext*>(c)) {
      d.kind = ast::Dim::Kind::Binary;
      d.op = b->op->getText()[0];
      d.lhs = std::make_unique<ast::Dim>(dim_expr(b->dimExpr(0)));
      d.rhs = std::make_unique<ast::Dim>(dim_expr(b->dimExpr(1)));
    } else if (auto* p = dynamic_cast<P::ParenDimContext*>(c)) {
      ast::Dim inner = dim_expr(p->dimExpr());
      inner.range = d.range;
      return inner;
    } else if (auto* i = dynamic_cast<P::IntDimContext*>(c)) {
      d.kind = ast::Dim::Kind::Int;
      d.value = parse_int(i->INT(), &d.overflow);
    } else if (auto* i = dynamic_cast<P::NegIntDimContext*>(c)) {
      d.kind = ast::Dim::Kind::Int;
      d.value = -parse_int(i->INT(), &d.overflow);
    } else if (auto* n = dynamic_cast<P::NameDimContext*>(c)) {
      d.kind = ast::Dim::Kind::Name;
      d.name = n->ID()->getText();
    }
    return d;
  }

  std::string unescape(antlr4::tree::TerminalNode* t) {
    std::string raw = t->getText();
    SourceRange r = range(t);
    std::string out;
    for (size_t i = 1; i + 1 < raw.size(); ++i) {
      if (raw[i] != '\\') {
        out += raw[i];
        continue;
      }
      char e = raw[++i];
      switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case '0': out += '\0'; break;
        case '\\': out += '\\'; break;
        case '"': out += '"'; break;
        default: {
          // Offsets inside the token: raw is in code points only if there
          // are multi-byte characters before; find the byte offset directly.
          size_t byte_in_token = std::string(raw.begin(), raw.begin() + static_cast<long>(i) - 1).size();
          SourceRange er{r.file, r.begin + static_cast<uint32_t>(byte_in_token), r.begin + static_cast<uint32_t>(byte_in_token) + 2};
          Diagnostic& d = diags_.report(DiagKind::InvalidEscape, er, std::string("unknown escape sequence `\\") + e + "`");
          d.help = "the escapes are \\n \\t \\r \\0 \\\\ and \\\"; write `\\\\` for a backslash";
          out += e;
        }
      }
    }
    return out;
  }

  ast::ExprPtr make(ast::Expr::Kind k, antlr4::ParserRuleContext* c) {
    auto e = std::make_unique<ast::Expr>();
    e->kind = k;
    e->range = range(c);
    return e;
  }

  // The operator and operands of a binary operator's node; nullopt for any
  // other node.
  struct BinaryParts {
    std::string op;
    P::ExprContext* lhs;
    P::ExprContext* rhs;
  };
  static std::optional<BinaryParts> binary_parts(P::ExprContext* c) {
    if (auto* x = dynamic_cast<P::MulExprContext*>(c)) return BinaryParts{x->op->getText(), x->expr(0), x->expr(1)};
    if (auto* x = dynamic_cast<P::AddExprContext*>(c)) return BinaryParts{x->op->getText(), x->expr(0), x->expr(1)};
    if (auto* x = dynamic_cast<P::CmpExprContext*>(c)) return BinaryParts{x->op->getText(), x->expr(0), x->expr(1)};
    if (auto* x = dynamic_cast<P::EqExprContext*>(c)) return BinaryParts{x->op->getText(), x->expr(0), x->expr(1)};
    if (auto* x = dynamic_cast<P::AndExprContext*>(c)) return BinaryParts{"&&", x->expr(0), x->expr(1)};
    if (auto* x = dynamic_cast<P::OrExprContext*>(c)) return BinaryParts{"||", x->expr(0), x->expr(1)};
    return std::nullopt;
  }

  // `a + b + c + ...` is a tree that leans left, as deep as the chain is
  // long: its left spine is walked with a loop, so a chain of any length
  // builds without recursing once per term.
  ast::ExprPtr binary_chain(P::ExprContext* c) {
    std::vector<std::pair<P::ExprContext*, BinaryParts>> spine;
    P::ExprContext* leftmost = c;
    while (auto parts = binary_parts(leftmost)) {
      P::ExprContext* next = parts->lhs;
      spine.emplace_back(leftmost, std::move(*parts));
      leftmost = next;
    }
    ast::ExprPtr acc = expr(leftmost);
    for (auto it = spine.rbegin(); it != spine.rend(); ++it) {
      auto e = make(ast::Expr::Kind::Binary, it->first);
      e->name = std::move(it->second.op);
      e->lhs = std::move(acc);
      e->rhs = expr(it->second.rhs);
      acc = std::move(e);
    }
    return acc;
  }

  ast::ExprPtr expr(P::ExprContext* c) {
    using K = ast::Expr::Kind;
    if (auto* x = dynamic_cast<P::FieldExprContext*>(c)) {
      auto e = make(K::Field, c);
      e->lhs = expr(x->expr());
      e->name = x->ID()->getText();
      e->name_range = range(x->ID());
      return e;
    }
    if (auto* x = dynamic_cast<P::CallExprContext*>(c)) {
      auto e = make(K::Call, c);
      e->lhs = expr(x->expr());
      if (x->argList())
        for (P::ArgContext* a : x->argList()->arg()) {
          ast::Arg arg;
          if (a->ID()) arg.name = ident(a->ID());
          arg.value = expr(a->expr());
          e->args.push_back(std::move(arg));
        }
      return e;
    }
    if (auto* x = dynamic_cast<P::IndexExprContext*>(c)) {
      auto e = make(K::Index, c);
      e->lhs = expr(x->expr());
      for (P::IndexContext* i : x->index()) {
        ast::IndexItem item;
        item.range = range(i);
        if (dynamic_cast<P::EllipsisIndexContext*>(i)) {
          item.kind = ast::IndexItem::Kind::Ellipsis;
        } else if (auto* r = dynamic_cast<P::RangeIndexContext*>(i)) {
          item.kind = ast::IndexItem::Kind::Range;
          if (r->lo) item.start = expr(r->lo);
          if (r->hi) item.stop = expr(r->hi);
          if (r->step) item.step = expr(r->step);
        } else {
          item.start = expr(static_cast<P::PointIndexContext*>(i)->expr());
        }
        e->index.push_back(std::move(item));
      }
      return e;
    }
    if (auto* x = dynamic_cast<P::NegExprContext*>(c)) {
      auto e = make(K::Unary, c);
      e->name = "-";
      e->lhs = expr(x->expr());
      return e;
    }
    if (auto* x = dynamic_cast<P::NotExprContext*>(c)) {
      auto e = make(K::Unary, c);
      e->name = "!";
      e->lhs = expr(x->expr());
      return e;
    }
    if (binary_parts(c)) return binary_chain(c);
    if (auto* x = dynamic_cast<P::PlaceExprContext*>(c)) {
      auto e = make(K::Place, c);
      e->lhs = expr(x->expr());
      e->device = device_ref(x->deviceRef());
      return e;
    }
    if (auto* x = dynamic_cast<P::ParenExprContext*>(c)) {
      if (x->expr().size() == 1) return expr(x->expr(0));
      auto e = make(K::List, c);  // `(h, c)`: a function's results
      for (P::ExprContext* el : x->expr()) e->elems.push_back(expr(el));
      return e;
    }
    if (auto* x = dynamic_cast<P::ListExprContext*>(c)) {
      auto e = make(K::List, c);
      for (P::ExprContext* el : x->expr()) e->elems.push_back(expr(el));
      return e;
    }
    if (auto* x = dynamic_cast<P::TypeExprContext*>(c)) {
      auto e = make(K::TypeLit, c);
      e->type = type(x->type());
      return e;
    }
    if (auto* x = dynamic_cast<P::IntExprContext*>(c)) {
      auto e = make(K::Int, c);
      e->int_value = parse_int(x->INT(), &e->overflow);
      return e;
    }
    if (auto* x = dynamic_cast<P::FloatExprContext*>(c)) {
      auto e = make(K::Float, c);
      const std::string text = x->FLOAT()->getText();
      e->float_value = std::strtod(text.c_str(), nullptr);
      if (std::isinf(e->float_value)) {  // past the largest double: not silently infinity
        e->overflow = true;
        diags_.report(DiagKind::FloatOutOfRange, range(x->FLOAT()),
                      "number `" + text + "` is beyond the largest number (about 1.8e308)");
      }
      return e;
    }
    if (auto* x = dynamic_cast<P::StringExprContext*>(c)) {
      auto e = make(K::String, c);
      e->string_value = unescape(x->STRING());
      return e;
    }
    if (auto* x = dynamic_cast<P::BoolExprContext*>(c)) {
      auto e = make(K::Bool, c);
      e->bool_value = x->TRUE() != nullptr;
      return e;
    }
    if (auto* x = dynamic_cast<P::DeviceExprContext*>(c)) {
      // `cuda:0` written as a value, as in `to(cuda:0, x)`.
      auto e = make(K::Name, c);
      e->name = x->ID(0)->getText();
      ast::DeviceRef r;
      r.base = ident(x->ID(0));
      r.qualifier = x->INT() ? x->INT()->getText() : x->ID(1)->getText();
      r.range = range(x);
      e->device = r;
      return e;
    }
    auto* x = static_cast<P::NameExprContext*>(c);
    auto e = make(K::Name, c);
    e->name = x->ID()->getText();
    return e;
  }

  FileId file_;
  const OffsetMap& map_;
  Diagnostics& diags_;
};

void nesting_too_deep(Diagnostics& diags, SourceRange at) {
  Diagnostic& d = diags.report(DiagKind::NestingTooDeep, at,
                               "expression nested too deeply: expressions may nest at most " +
                                   std::to_string(kMaxNesting) + " levels deep");
  d.help = "split it into several `let` bindings (a chain such as `a + b + c` is one level)";
}

// `HALF = 7 // 2` (Python's floor division): in netc `//` starts a comment,
// so the line means `HALF = 7`. Said where a line comment follows an
// operand on its line and holds one number or name alone, as a divisor.
void floor_division_comments(const std::vector<antlr4::Token*>& tokens, FileId file, const OffsetMap& map,
                             const std::string& source, Diagnostics& diags) {
  for (size_t k = 0; k + 1 < tokens.size(); ++k) {
    const int type = tokens[k]->getType();
    const size_t begin = map.byte(tokens[k]->getStartIndex());
    size_t at = map.byte(tokens[k]->getStopIndex() + 1);
    // An operand ends there: a name, a number, `)` or `]` (read from the
    // source, as scan_tokens does, not materialised as the token's text).
    const bool closes = at == begin + 1 && (source[begin] == ')' || source[begin] == ']');
    if (type != NetcLexer::ID && type != NetcLexer::INT && type != NetcLexer::FLOAT && !closes) continue;
    // The gap to the next token: spaces, then `//` on the same line.
    const size_t next = tokens[k + 1]->getType() == antlr4::Token::EOF ? source.size() : map.byte(tokens[k + 1]->getStartIndex());
    while (at < next && (source[at] == ' ' || source[at] == '\t')) ++at;
    if (at + 1 >= next || source.compare(at, 2, "//") != 0) continue;
    size_t end = source.find('\n', at);
    std::string body = source.substr(at + 2, (end == std::string::npos ? source.size() : end) - at - 2);
    body.erase(0, body.find_first_not_of(" \t"));
    body.erase(body.find_last_not_of(" \t\r;") + 1);
    const bool operand = !body.empty() && body.size() <= 32 && std::all_of(body.begin(), body.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
    });
    if (!operand) continue;
    const std::string last = tokens[k]->getText();
    Diagnostic& d = diags.report(DiagKind::FloorDivisionComment, {file, static_cast<uint32_t>(at), static_cast<uint32_t>(at + 2)},
                                 "`//` starts a comment: `" + last + " // " + body + "` is `" + last + "`");
    d.help = "netc divides integers with `/` (floor division, as Python's `//`): write `" + last + " / " + body + "`";
  }
}

// Reports tokens the lexer produced only to be rejected, and nesting that
// would recurse too deeply. Returns false if anything was reported.
bool scan_tokens(antlr4::CommonTokenStream& tokens, FileId file, const OffsetMap& map, const std::string& source,
                 Diagnostics& diags) {
  bool ok = true;
  int depth = 0, prefix_run = 0;
  for (antlr4::Token* t : tokens.getTokens()) {
    SourceRange r{file, map.byte(t->getStartIndex()), map.byte(t->getStopIndex() + 1)};
    switch (t->getType()) {
      case NetcLexer::ERROR_CHAR: {
        std::string text = t->getText();
        std::string shown = (text.size() == 1 && static_cast<unsigned char>(text[0]) < 0x20)
                                ? "byte 0x" + std::string(1, "0123456789abcdef"[text[0] >> 4]) + "0123456789abcdef"[text[0] & 15]
                                : "`" + text + "`";
        diags.report(DiagKind::InvalidCharacter, r, "unexpected character " + shown);
        ok = false;
        break;
      }
      case NetcLexer::UNTERMINATED_STRING: {
        Diagnostic& d = diags.report(DiagKind::UnterminatedString, {file, r.begin, r.begin + 1}, "string literal is not terminated");
        d.help = "add the closing `\"` before the end of the line";
        ok = false;
        break;
      }
      case NetcLexer::UNTERMINATED_COMMENT: {
        Diagnostic& d = diags.report(DiagKind::UnterminatedComment, {file, r.begin, r.begin + 2}, "block comment is not terminated");
        d.help = "close it with `*/`";
        ok = false;
        break;
      }
      default: break;
    }
    // Brackets and prefix operators are one-character tokens: read the
    // character from the source instead of materialising the token text.
    char c = (r.end == r.begin + 1) ? source[r.begin] : '\0';
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    prefix_run = (c == '-' || c == '!') ? prefix_run + 1 : 0;
    if (ok && (depth > kMaxNesting || prefix_run > kMaxNesting)) {
      nesting_too_deep(diags, r);
      return false;
    }
  }
  return ok;
}

bool is_binary_operator(antlr4::tree::ParseTree* node) {
  return dynamic_cast<P::MulExprContext*>(node) || dynamic_cast<P::AddExprContext*>(node) ||
         dynamic_cast<P::CmpExprContext*>(node) || dynamic_cast<P::EqExprContext*>(node) ||
         dynamic_cast<P::AndExprContext*>(node) || dynamic_cast<P::OrExprContext*>(node);
}

// The first expression nested more than kMaxNesting levels deep, or null.
// Each bracket, prefix or postfix operator (a call, `.field`, `[...]`, `@`)
// and each operator of a dimension nests its operands one level deeper; a
// binary operator does not, so that `a + b + c + ...` of any length, whose
// tree leans left as deep as it is long, is one level (the AST builder and
// the checker walk such chains with loops). scan_tokens has bounded brackets
// and prefix runs already, so that the parser itself cannot recurse too
// deeply; this bounds what they combine into, and postfix chains.
antlr4::ParserRuleContext* too_deep(P::ProgramContext* prog) {
  std::vector<std::pair<antlr4::tree::ParseTree*, int>> stack{{prog, 0}};
  while (!stack.empty()) {
    auto [node, depth] = stack.back();
    stack.pop_back();
    if (depth > kMaxNesting) return dynamic_cast<antlr4::ParserRuleContext*>(node);
    bool nests = (dynamic_cast<P::ExprContext*>(node) && !is_binary_operator(node)) ||
                 dynamic_cast<P::DimExprContext*>(node);
    for (antlr4::tree::ParseTree* child : node->children)
      if (dynamic_cast<antlr4::ParserRuleContext*>(child)) stack.push_back({child, depth + (nests ? 1 : 0)});
  }
  return nullptr;
}

}  // namespace

std::unique_ptr<ast::Module> parse_file(const SourceManager& sm, FileId file, Diagnostics& diags) {
  const std::string& text = sm.file(file).text;
  if (auto bad = find_invalid_utf8(text)) {
    Diagnostic& d = diags.report(DiagKind::InvalidEncoding, {file, *bad, *bad + 1}, "source file is not valid UTF-8");
    d.help = "save the file as UTF-8";
    return nullptr;
  }
  OffsetMap map(text);
  antlr4::ANTLRInputStream input(text);
  NetcLexer lexer(&input);
  lexer.removeErrorListeners();
  antlr4::CommonTokenStream tokens(&lexer);
  // Lexed one token at a time, so that an oversized file stops at the limit.
  for (size_t n = 0; tokens.LA(1) != antlr4::Token::EOF; tokens.consume())
    if (++n > kMaxTokens) {
      antlr4::Token* t = tokens.LT(1);
      const uint32_t at = map.byte(t->getStartIndex());
      Diagnostic& d = diags.report(DiagKind::SourceTooLarge, {file, at, at + 1},
                                   "this file has more than " + std::to_string(kMaxTokens) +
                                       " tokens, the most a netc source file may hold");
      d.help = "a program declares a network; its data belongs in a data set's files (`idx(...)`, `csv(...)`)";
      return nullptr;
    }
  tokens.seek(0);
  if (!scan_tokens(tokens, file, map, text, diags)) return nullptr;
  floor_division_comments(tokens.getTokens(), file, map, text, diags);

  // Two-stage parse: the fast SLL prediction with bail-out first; only input
  // it cannot decide (or that has a syntax error) is parsed again with full LL
  // and the diagnostics listener.
  NetcParser parser(&tokens);
  parser.removeErrorListeners();
  parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  P::ProgramContext* tree = nullptr;
  try {
    tree = parser.program();
  } catch (const antlr4::ParseCancellationException&) {
    tree = nullptr;
  }
  SyntaxErrorListener listener(file, map, diags);
  if (!tree) {
    tokens.seek(0);
    parser.reset();
    parser.addErrorListener(&listener);
    parser.setErrorHandler(std::make_shared<antlr4::DefaultErrorStrategy>());
    parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::LL);
    try {
      tree = parser.program();
    } catch (const antlr4::ParseCancellationException&) {
      return nullptr;  // the listener's limit: its errors are reported
    }
    if (listener.count() > 0) return nullptr;
  }
  if (antlr4::ParserRuleContext* deep = too_deep(tree)) {
    uint32_t begin = map.byte(deep->getStart()->getStartIndex());
    uint32_t end = deep->getStop() ? map.byte(deep->getStop()->getStopIndex() + 1) : begin;
    nesting_too_deep(diags, {file, begin, std::max(begin, end)});
    return nullptr;
  }
  size_t before = diags.error_count();
  AstBuilder builder(file, map, diags);
  auto m = builder.module(tree);
  if (diags.error_count() > before) return nullptr;
  return m;
}

}  // namespace netc
