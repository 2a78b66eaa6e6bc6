#include "codegen/common/buffers.h"

#include <algorithm>
#include <optional>
#include <set>

#include "base/pass_stats.h"
#include "codegen/common/arena.h"
#include "codegen/common/plan.h"

namespace netc::codegen {

namespace {

// A module parameter's size, when its dims are constants.
std::optional<uint64_t> param_bytes(const ir::Module& m, const std::string& name) {
  for (const ir::GlobalParam& p : m.params) {
    if (p.name != name) continue;
    uint64_t n = ir::dtype_size(p.type.dtype);
    for (const ir::Dim& d : p.type.shape) {
      if (!d.is_constant()) return std::nullopt;
      n *= static_cast<uint64_t>(d.value());
    }
    return n;
  }
  return std::nullopt;
}

class Planner {
 public:
  Planner(const ir::Module& m, const ir::Function& f, const std::vector<BufferStep>& steps, const BufferOptions& options)
      : m_(m), f_(f), steps_(steps), options_(options) {}

  Expected<BufferPlan> run(const std::vector<std::vector<int64_t>>& shapes) {
    size_t n = f_.values.size();
    p_.values.resize(n);
    for (ir::ValueId v = 0; v < n; ++v)
      p_.values[v].bytes = static_cast<uint64_t>(element_count(shapes[v])) * ir::dtype_size(f_.values[v].type.dtype);
    kinds_without_steps();
    if (auto st = kinds_of_written(); !st.ok()) return st;
    writes_in_place();
    if (auto st = copies(); !st.ok()) return st;
    place();
    return std::move(p_);
  }

 private:
  Status internal(const std::string& what) const { return Status::error("internal error: " + what); }
  std::string name(ir::ValueId v) const { return "%" + f_.values[v].name; }

  // Inputs, parameters and aliases: what a value is before any step runs.
  void kinds_without_steps() {
    for (size_t k = 0; k < f_.params.size(); ++k) {
      p_.values[f_.params[k]].kind = Buffer::Input;
      p_.values[f_.params[k]].input = k;
    }
    for (const ir::Inst& i : f_.body) {
      Buffer& b = p_.values[i.result];
      def_[i.result] = &i;
      if (i.op == ir::Op::Param) {
        b.kind = Buffer::Param;
        b.param = std::get<std::string>(i.attrs.at("name"));
      } else if (i.op == ir::Op::Reshape || i.op == ir::Op::To) {
        b.kind = Buffer::Alias;
        b.of = i.operands[0];
      }
    }
  }

  // A value a step writes is a result's buffer when it is a result, or what
  // a result aliases (`reshape`, `to`), taking the first such result; else
  // its own place in the arena. So no result is copied from the arena, whose
  // places later steps reuse. Also: the last step that reads each value.
  Status kinds_of_written() {
    std::map<ir::ValueId, size_t> result_of;
    for (size_t k = 0; k < f_.results.size(); ++k) result_of.emplace(p_.root(f_.results[k]), k);
    for (size_t s = 0; s < steps_.size(); ++s) {
      for (ir::ValueId w : steps_[s].writes) {
        Buffer& b = p_.values[w];
        if (b.kind != Buffer::Unused)
          return internal("step " + std::to_string(s) + " writes " + name(w) + ", which is not its own memory");
        b.step = b.last = static_cast<int>(s);
        if (auto it = result_of.find(w); it != result_of.end()) {
          b.kind = Buffer::Result;
          b.result = it->second;
        } else {
          b.kind = Buffer::Owned;
        }
      }
      for (ir::ValueId r : steps_[s].reads) {
        ir::ValueId root = p_.root(r);
        if (p_.values[root].kind == Buffer::Unused)
          return internal("step " + std::to_string(s) + " reads " + name(root) + " before it is computed");
        p_.values[root].last = static_cast<int>(s);
      }
    }
    for (ir::ValueId r : f_.results) p_.values[p_.root(r)].last = Buffer::kLastStep;
    return {};
  }

  void writes_in_place() {
    p_.in_place.assign(f_.results.size(), false);
    std::set<std::string> taken;
    for (const auto& [j, param] : options_.in_place) {
      if (j >= f_.results.size() || taken.count(param)) continue;
      ir::ValueId v = f_.results[j];
      Buffer& b = p_.values[v];
      const ir::Inst* d = def_.count(v) ? def_[v] : nullptr;
      if (!d || !is_elementwise(d->op) || b.kind != Buffer::Result || b.result != j || b.step < 0) continue;
      if (std::count(f_.results.begin(), f_.results.end(), v) != 1) continue;
      if (param_bytes(m_, param) != b.bytes) continue;
      bool old_value_read_later = false;
      for (const ir::Inst& i : f_.body)
        if (i.op == ir::Op::Param && std::get<std::string>(i.attrs.at("name")) == param &&
            p_.values[p_.root(i.result)].last > b.step)
          old_value_read_later = true;
      if (old_value_read_later) continue;
      taken.insert(param);
      p_.in_place[j] = true;
      b.kind = Buffer::InPlace;
      b.param = param;
    }
  }

  Status copies() {
    for (size_t k = 0; k < f_.results.size(); ++k) {
      ir::ValueId r = p_.root(f_.results[k]);
      const Buffer& b = p_.values[r];
      if (b.kind == Buffer::Unused) return internal("result " + name(f_.results[k]) + " is never computed");
      bool written_there = (b.kind == Buffer::Result && b.result == k) || (b.kind == Buffer::InPlace && p_.in_place[k]);
      if (!written_there) p_.copies.push_back({k, r});
    }
    return {};
  }

  // A step's output is placed before the values it reads last are given
  // back, so that no step writes over its own operands.
  void place() {
    std::vector<std::vector<ir::ValueId>> dies_after(steps_.size());
    for (ir::ValueId v = 0; v < f_.values.size(); ++v)
      if (p_.values[v].kind == Buffer::Owned && p_.values[v].last != Buffer::kLastStep) dies_after[p_.values[v].last].push_back(v);
    ArenaPlanner arena(options_.alignment);
    for (const BufferStep& s : steps_) p_.scratch_bytes = std::max(p_.scratch_bytes, s.scratch_bytes);
    if (p_.scratch_bytes > 0) arena.take(p_.scratch_bytes);  // the first place: offset 0
    for (size_t s = 0; s < steps_.size(); ++s) {
      for (ir::ValueId v : steps_[s].writes) {
        Buffer& w = p_.values[v];
        if (w.kind == Buffer::Owned) w.offset = arena.take(w.bytes);
      }
      for (ir::ValueId v : dies_after[s]) arena.give_back(p_.values[v].offset, p_.values[v].bytes);
    }
    p_.arena_bytes = arena.size();
  }

  const ir::Module& m_;
  const ir::Function& f_;
  const std::vector<BufferStep>& steps_;
  const BufferOptions& options_;
  BufferPlan p_;
  std::map<ir::ValueId, const ir::Inst*> def_;
};

}  // namespace

Expected<BufferPlan> plan_buffers(const ir::Module& m, const ir::Function& f,
                                  const std::vector<std::vector<int64_t>>& shapes, const std::vector<BufferStep>& steps,
                                  const BufferOptions& options) {
  TimePass timing("buffer plan", f.name);
  return Planner(m, f, steps, options).run(shapes);
}

}  // namespace netc::codegen
