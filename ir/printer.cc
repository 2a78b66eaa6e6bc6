// Prints the typed IR in its textual form (see ir/printer.h). The grammar the
// parser accepts is the one written here; keep the two in step.
#include "ir/printer.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>

namespace netc::ir {
namespace {

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
}

// A name the lexer reads back as one `%name` token.
bool valid_value_name(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!is_name_char(c)) return false;
  return true;
}


std::string join_names(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s;
}

class Printer {
 public:
  std::string out;

  void module(const Module& m) {
    out += "// netc IR\n";
    for (size_t i = 0; i < m.files.size(); ++i) out += "file " + std::to_string(i) + " " + quote_string(m.files[i]) + "\n";
    for (const DeviceDecl& d : m.devices) {
      out += "device " + d.name + " =";
      for (size_t i = 0; i < d.candidates.size(); ++i) out += (i ? " | " : " ") + d.candidates[i];
      out += "\n";
    }
    for (const ModelInstance& i : m.instances) out += "instance @" + i.path + " = " + i.model + " " + print_loc(i.loc) + "\n";
    for (const GlobalParam& p : m.params)
      out += std::string(p.trainable ? "param" : "state") + " @" + p.name + " : " + p.type.str() + " = " + print_initialiser(p.init) + " " + print_loc(p.loc) + "\n";
    for (const Dataset& d : m.datasets) {
      out += "dataset @" + d.name + " " + print_loc(d.loc) + " {\n";
      for (const DatasetField& f : d.fields)
        out += "  " + f.name + " : " + f.example.str() + " = " + print_data_source(f.source) + "\n";
      out += "}\n";
    }
    for (const Function& f : m.functions) function(f);
    for (const TrainRun& t : m.trains) {
      out += "train @" + t.name + " models(" + join_names(t.models) + ") dataset(" + t.dataset + ") step(@" + t.step + ")";
      if (!t.update_targets.empty()) {
        out += " updates(";
        for (size_t i = 0; i < t.update_targets.size(); ++i) out += (i ? ", @" : "@") + t.update_targets[i];
        out += ")";
      }
      out += " " + print_loc(t.loc) + " {\n";
      settings(t.settings);
      out += "}\n";
    }
  }

  void settings(const TrainSettings& s) {
    out += "  batch = " + std::to_string(s.batch) + (s.shuffle ? ", shuffle" : "") + (s.drop_last ? ", drop_last" : "") + "\n";
    if (s.replicas) out += "  replicas = " + *s.replicas + "\n";
    if (!s.loss.empty()) out += "  loss = " + quote_string(s.loss) + "\n";
    if (!s.optimizer.empty()) out += "  optimizer = " + quote_string(s.optimizer) + "\n";
    if (s.schedule != Schedule{}) out += "  schedule = " + print_schedule(s.schedule) + "\n";
    out += "  epochs = " + std::to_string(s.epochs) + "\n";
    if (s.seed) out += "  seed = " + std::to_string(*s.seed) + "\n";
    if (s.checkpoint)
      out += "  checkpoint = " + quote_string(*s.checkpoint) + " every " + std::to_string(s.checkpoint_every) + " epochs\n";
    if (s.evaluate) out += "  evaluate = " + *s.evaluate + " every " + std::to_string(s.evaluate_every) + " epochs\n";
    if (s.lr) out += "  lr = " + print_double(*s.lr) + "\n";
    if (s.clip_grad_norm) out += "  clip_grad_norm = " + print_double(*s.clip_grad_norm) + "\n";
    if (s.accumulate != 1) out += "  accumulate = " + std::to_string(s.accumulate) + "\n";
    if (s.precision != DType::F32) out += "  precision = " + std::string(dtype_name(s.precision)) + "\n";
  }

  // A function after the bodies of its loops (each once, before its first
  // user, marked `body`: ir/ir.h, "Loops").
  void function(const Function& f, bool is_body = false) {
    for (const Inst& inst : f.body)
      if (inst.body && printed_bodies_.insert(inst.body.get()).second) function(*inst.body, true);
    names_ = value_names(f);
    out += std::string(is_body ? "func body @" : "func @") + f.name + "(";
    for (size_t i = 0; i < f.params.size(); ++i)
      out += (i ? ", " : "") + value(f.params[i]) + ": " + type(f, f.params[i]);
    out += ") -> (";
    for (size_t i = 0; i < f.results.size(); ++i) out += (i ? ", " : "") + type(f, f.results[i]);
    out += ") " + print_loc(f.loc) + " {\n";
    for (const Inst& inst : f.body) {
      out += "  " + value(inst.result) + " = " + op_name(inst.op);
      if (inst.body) out += " @" + inst.body->name;
      for (size_t i = 0; i < inst.operands.size(); ++i) out += (i ? ", " : " ") + value(inst.operands[i]);
      if (!inst.attrs.empty()) {
        out += " {";
        bool first = true;
        for (const auto& [k, v] : inst.attrs) {
          out += (first ? "" : ", ") + k + " = " + print_attr(v);
          first = false;
        }
        out += "}";
      }
      out += " : " + type(f, inst.result) + " " + print_loc(inst.loc) + "\n";
    }
    for (const StateUpdate& u : f.updates) out += "  assign @" + u.name + ", " + value(u.value) + "\n";
    out += "  return";
    for (size_t i = 0; i < f.results.size(); ++i) out += (i ? ", " : " ") + value(f.results[i]);
    out += "\n}\n";
  }

 private:
  std::vector<std::string> names_;
  std::set<const Function*> printed_bodies_;

  // An id out of range (invalid IR, which the verifier reports) still prints,
  // as something the parser rejects.
  std::string value(ValueId v) const {
    return v < names_.size() ? "%" + names_[v] : "%<invalid " + std::to_string(v) + ">";
  }
  std::string type(const Function& f, ValueId v) const {
    return v < f.values.size() ? f.values[v].type.str() : "<invalid type>";
  }
};

}  // namespace

std::vector<std::string> value_names(const Function& f) {
  size_t n = f.values.size();
  std::vector<std::string> names(n);
  std::multiset<std::string> counts;
  for (const Value& v : f.values)
    if (valid_value_name(v.name)) counts.insert(v.name);
  // First the names that are valid and unique keep them, then every other
  // value gets `name.ID` or `ID`, suffixed further until no name repeats.
  std::set<std::string> used;
  for (size_t i = 0; i < n; ++i)
    if (valid_value_name(f.values[i].name) && counts.count(f.values[i].name) == 1) {
      names[i] = f.values[i].name;
      used.insert(names[i]);
    }
  for (size_t i = 0; i < n; ++i) {
    if (!names[i].empty()) continue;
    std::string id = std::to_string(i);
    std::string base = valid_value_name(f.values[i].name) ? f.values[i].name + "." + id : id;
    std::string cand = base;
    for (int k = 1; used.count(cand); ++k) cand = base + "." + std::to_string(k);
    names[i] = cand;
    used.insert(cand);
  }
  return names;
}

std::string print_loc(const Loc& loc) {
  if (loc.line == 0) return "loc(?)";
  return "loc(" + std::to_string(loc.file) + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col) + ")";
}

std::string source_place(const Module& m, const Loc& loc) {
  if (loc.line == 0 || loc.file >= m.files.size()) return "";
  return m.files[loc.file] + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col);
}

std::string quote_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        // Other control bytes as \xHH, so every string stays on one line.
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(static_cast<unsigned char>(c)));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string print_attr(const AttrValue& v) {
  struct Visitor {
    std::string operator()(int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const { return print_double(d); }
    std::string operator()(const std::string& s) const { return quote_string(s); }
    std::string operator()(const std::vector<int64_t>& l) const {
      std::string s = "[";
      for (size_t i = 0; i < l.size(); ++i) s += (i ? ", " : "") + std::to_string(l[i]);
      return s + "]";
    }
    std::string operator()(bool b) const { return b ? "true" : "false"; }
  };
  return std::visit(Visitor{}, v);
}

std::string print_module(const Module& m) {
  Printer p;
  p.module(m);
  return p.out;
}

std::string print_function(const Module& m, const Function& f) {
  Printer p;
  p.function(f);
  return p.out;
}

}  // namespace netc::ir
