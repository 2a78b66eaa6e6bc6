#include "engine/loop/data_sets.h"

#include <cstring>
#include <map>

#include "engine/exec/step_functions.h"
#include "ir/hash.h"

namespace netc::engine {

namespace fs = std::filesystem;

namespace {

Expected<rt::Field> load_field(const ir::DatasetField& f, const fs::path& base, std::optional<int64_t> limit) {
  fs::path path = f.source.path;
  if (path.is_relative()) path = base / path;
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

// Labels feeding `gather` (cross-entropy) must be class indices: find, for
// each input of the step, the class count of a gather it indexes.
std::map<size_t, int64_t> label_inputs(const ir::Function& step) {
  std::map<ir::ValueId, size_t> input_of;
  for (size_t i = 0; i < step.params.size(); ++i) input_of[step.params[i]] = i;
  std::map<ir::ValueId, ir::ValueId> source;  // through `to` and `cast`
  for (const ir::Inst& inst : step.body)
    if (inst.op == ir::Op::To || inst.op == ir::Op::Cast) source[inst.result] = inst.operands[0];
  std::map<size_t, int64_t> out;
  for (const ir::Inst& inst : step.body) {
    if (inst.op != ir::Op::Gather) continue;
    ir::ValueId v = inst.operands[1];
    while (source.count(v)) v = source[v];
    const ir::TensorType& x = step.type_of(inst.operands[0]);
    if (input_of.count(v) && !x.shape.empty() && x.shape.back().is_constant())
      out[input_of[v]] = x.shape.back().value();
  }
  return out;
}

}  // namespace

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

Status check_labels(const ir::Function& step, const LoadedDataset& d) {
  for (auto [input, classes] : label_inputs(step)) {
    const ir::DatasetField& fd = d.decl->fields.at(input);
    if (auto st = rt::check_label_range(*d.data.find(fd.name), classes); !st.ok()) return st;
  }
  return {};
}

}  // namespace netc::engine
