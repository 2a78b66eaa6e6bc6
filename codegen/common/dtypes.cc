#include "codegen/common/dtypes.h"

#include <tuple>

#include "base/pass_stats.h"
#include "codegen/common/plan.h"
#include "ir/printer.h"

namespace netc::codegen {

bool computed_dtype(ir::DType d) { return d != ir::DType::F16 && d != ir::DType::BF16; }

bool computes(const ir::Inst& i, ir::DType d) {
  if (computed_dtype(d)) return true;
  return ir::is_half(d) && (is_elementwise(i.op) || i.op == ir::Op::Constant || i.op == ir::Op::Zeros ||
                            i.op == ir::Op::Ones || i.op == ir::Op::Transpose || i.op == ir::Op::Reshape ||
                            i.op == ir::Op::To || i.op == ir::Op::TakeAlongAxis);
}

namespace {

// The earliest place in the source that makes a value of a dtype the
// backends do not compute, so that the message points where the program
// first asks for one (a parameter's declaration, a cast).
class FirstUncomputed {
 public:
  explicit FirstUncomputed(const ir::Module& m) : m_(m) {}

  void function(const ir::Function& f) {
    for (ir::ValueId v : f.params)  // a bf16 or f16 argument (a batch's field) is read as elementwise ops read it
      if (!ir::is_half(f.values[v].type.dtype)) consider(f.loc, f.values[v].type.dtype, "an argument of `" + f.name + "`");
    for (const ir::Inst& i : f.body) {
      if (auto name = i.attrs.find("name"); i.op == ir::Op::Param && name != i.attrs.end())
        if (const auto* s = std::get_if<std::string>(&name->second))
          if (const ir::GlobalParam* p = m_.find_param(*s)) parameter(*p);
      if (!computes(i, f.values[i.result].type.dtype))
        consider(i.loc, f.values[i.result].type.dtype, "this `" + std::string(ir::op_name(i.op)) + "`");
      if (i.body) function(*i.body);  // a loop's body
    }
  }
  void parameter(const ir::GlobalParam& p) { consider(p.loc, p.type.dtype, "the parameter `" + p.name + "`"); }

  Status status() const {
    if (!first_) return {};
    std::string where = ir::source_place(m_, first_->loc);
    if (!where.empty()) where += ": ";
    std::string name = ir::dtype_name(first_->dtype);
    return Status::error(where + "`" + name +
                         "` values cannot be computed yet (netc's CPU and GPU backends compute f32, i32, i64 "
                         "and bool; bf16 and f16 in elementwise ops and matrix products): " + first_->what +
                         " makes one; use f32");
  }

 private:
  struct Found {
    ir::Loc loc;
    ir::DType dtype;
    std::string what;
  };
  void consider(const ir::Loc& loc, ir::DType d, const std::string& what) {
    if (computed_dtype(d)) return;
    // The program's own files first: the standard library's (std/...) only
    // when nothing of the program's makes such a value.
    auto key = [this](const ir::Loc& l) {
      bool std_file = l.file < m_.files.size() && m_.files[l.file].rfind("std/", 0) == 0;
      return std::make_tuple(l.line == 0, std_file, l.file, l.line, l.col);
    };
    if (!first_ || key(loc) < key(first_->loc)) first_ = Found{loc, d, what};
  }

  const ir::Module& m_;
  std::optional<Found> first_;
};

}  // namespace

Status check_dtypes_computed(const ir::Module& m, const std::vector<const ir::Function*>& prepared) {
  TimePass timing("dtype check (module)");
  FirstUncomputed first(m);
  for (const ir::GlobalParam& p : m.params) first.parameter(p);
  for (const ir::Function& f : m.functions) first.function(f);
  if (auto st = first.status(); !st.ok()) return st;
  FirstUncomputed made(m);
  for (const ir::Function* f : prepared) made.function(*f);
  return made.status();
}

Status check_dtypes_computed(const ir::Module& m, const ir::Function& f) {
  TimePass timing("dtype check (function)", f.name);
  FirstUncomputed first(m);
  first.function(f);
  return first.status();
}

}  // namespace netc::codegen
