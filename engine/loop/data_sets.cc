#include "engine/loop/data_sets.h"

#include <cstring>
#include <map>

#include "engine/exec/step_functions.h"
#include "ir/hash.h"
#include "ir/infer.h"
#include "ir/printer.h"

namespace netc::engine {

namespace fs = std::filesystem;

namespace {

Expected<rt::Field> load_field(const ir::DatasetField& f, const fs::path& base, std::optional<int64_t> limit) {
  const fs::path path = data_file(f, base);
  rt::FieldDecl decl{f.name, to_rt(f.example.dtype), const_shape(f.example)};
  Expected<rt::Field> field = Status::error("");
  if (f.source.loader == ir::DataSource::Loader::Idx) {
    field = rt::load_idx(path.string(), decl);
  } else {
    rt::CsvOptions o;
    o.columns = f.source.columns;
    o.skip_header = f.source.skip_header;
    field = rt::load_csv(path.string(), decl, o);
  }
  if (!field.ok() || !limit || field->count() <= *limit) return field;
  // --limit: keep the first examples.
  std::vector<int64_t> shape = field->data.shape();
  shape[0] = *limit;
  auto t = rt::Tensor::create(field->data.dtype(), shape);
  if (!t.ok()) return t.status();
  std::memcpy(t->data(), field->data.data(), t->nbytes());
  field->data = std::move(*t);
  return field;
}

// A step input whose values index a table: through `to`, `cast`, `reshape`
// and `transpose` (each keeps every value), the labels of a `gather`
// (cross-entropy's: its class count) and the indices of a `take` (an
// embedding's rows), a `take_along_axis` or a `scatter_add` (the size of
// its axis), each with the smallest size it indexes.
struct IndexUse {
  int64_t bound = 0;
  const ir::Inst* inst = nullptr;
};
std::map<size_t, IndexUse> index_inputs(const ir::Function& step) {
  std::map<ir::ValueId, size_t> input_of;
  for (size_t i = 0; i < step.params.size(); ++i) input_of[step.params[i]] = i;
  std::map<ir::ValueId, ir::ValueId> source;
  for (const ir::Inst& inst : step.body)
    if (inst.op == ir::Op::To || inst.op == ir::Op::Cast || inst.op == ir::Op::Reshape || inst.op == ir::Op::Transpose)
      source[inst.result] = inst.operands[0];
  std::map<size_t, IndexUse> out;
  for (const ir::Inst& inst : step.body) {
    if (ir::op_kind(inst.op) != ir::OpKind::Indexing) continue;
    const ir::TensorType& x = step.type_of(inst.operands[0]);
    std::optional<size_t> axis = ir::indexed_axis(inst, x.rank());
    if (!axis) continue;
    const ir::Dim& size = x.shape[*axis];
    ir::ValueId v = inst.operands[1];
    while (source.count(v)) v = source[v];
    if (!input_of.count(v) || !size.is_constant()) continue;
    IndexUse& use = out[input_of[v]];
    if (!use.inst || size.value() < use.bound) use = {size.value(), &inst};
  }
  return out;
}

}  // namespace

fs::path data_file(const ir::DatasetField& f, const fs::path& base) {
  fs::path path = f.source.path;
  return path.is_relative() ? base / path : path;
}

std::string data_summary(const rt::Dataset& d) {
  uint64_t h = kFnv1aOffset;
  for (const rt::Field& f : d.fields())
    h = fnv1a64({static_cast<const char*>(f.data.data()), f.data.nbytes()}, h);
  return std::to_string(d.count()) + " examples (hash " + hex64(h) + ")";
}

Expected<LoadedDataset> load_dataset(const ir::Module& m, const std::string& name, const fs::path& base,
                                     std::optional<int64_t> limit) {
  const ir::Dataset* d = m.find_dataset(name);
  if (!d) return Status::error("the program has no data set `" + name + "`");
  std::vector<rt::Field> fields;
  for (const ir::DatasetField& f : d->fields) {
    auto field = load_field(f, base, limit);
    if (!field.ok()) return Status::error("data set `" + name + "`: " + field.message());
    fields.push_back(std::move(*field));
  }
  auto ds = rt::Dataset::make(std::move(fields));
  if (!ds.ok()) return Status::error("data set `" + name + "`: " + ds.message());
  return LoadedDataset{d, std::move(*ds)};
}

Status check_indices(const ir::Module& m, const ir::Function& step, const LoadedDataset& d) {
  for (const auto& [input, use] : index_inputs(step)) {
    const rt::Field& field = *d.data.find(d.decl->fields.at(input).name);
    if (use.inst->op == ir::Op::Gather) {
      if (auto st = rt::check_label_range(field, use.bound); !st.ok()) return st;
      continue;
    }
    std::string at = ir::source_place(m, use.inst->loc);
    std::string what = "`" + std::string(ir::op_name(use.inst->op)) + "`" +
                       (use.inst->scope.empty() ? "" : " in `" + use.inst->scope + "`") + (at.empty() ? "" : " (" + at + ")");
    const std::string n = std::to_string(use.bound);
    if (use.inst->op == ir::Op::Take) what += " reads a table of " + n + (use.bound == 1 ? " row" : " rows");
    else what += (use.inst->op == ir::Op::ScatterAdd ? " adds along an axis of size " : " reads along an axis of size ") + n;
    if (auto st = rt::check_index_range(field, use.bound, what); !st.ok()) return st;
  }
  return {};
}

}  // namespace netc::engine
