#include "engine/exec/gpu_plan_json.h"

#include <string>

namespace netc::engine {

namespace {

using cuda::Launch;
using GpuValue = cuda::GpuValue;

// Every field of a launch, whatever its kind (a new kind or field of
// cuda::Launch is added here and in read_launch; the round trip of every
// example's plans is tested in tests/unit/gpu_plan_test.cc).
nlohmann::json launch_json(const Launch& l) {
  const char* kind = "kernel";
  switch (l.kind) {
    case Launch::Kind::Kernel: kind = "kernel"; break;
    case Launch::Kind::Gemm: kind = "gemm"; break;
    case Launch::Kind::Loop: kind = "loop"; break;
    case Launch::Kind::ReplicaMean: kind = "replica_mean"; break;
  }
  return {{"kind", kind},
          {"kernel", l.kernel},
          {"buffers", l.buffers},
          {"writes", l.writes},
          {"offsets", l.offsets},
          {"continues", l.continues},
          {"seed_offset", l.seed_offset},
          {"step_strides", l.step_strides},
          {"count", l.count},
          {"backward", l.backward},
          {"steps", l.steps},
          {"body", l.body},
          {"reverse", l.reverse},
          {"threads", l.threads},
          {"block", l.block},
          {"finish_kernel", l.finish_kernel},
          {"finish_threads", l.finish_threads},
          {"scratch_bytes", l.scratch_bytes},
          {"trans_a", l.trans_a},
          {"trans_b", l.trans_b},
          {"m", l.m},
          {"n", l.n},
          {"k", l.k},
          {"batch", l.batch},
          {"stride_a", l.stride_a},
          {"stride_b", l.stride_b},
          {"stride_c", l.stride_c},
          {"scratch_at", l.scratch_at},
          {"beta", l.beta},
          {"operands", static_cast<int>(l.operands)}};
}

Launch read_launch(const nlohmann::json& j) {
  Launch l;
  const std::string kind = j.at("kind").get<std::string>();
  if (kind != "gemm" && kind != "kernel" && kind != "loop" && kind != "replica_mean")
    throw std::runtime_error("a launch of kind `" + kind + "`");
  l.kind = kind == "gemm"           ? Launch::Kind::Gemm
           : kind == "loop"         ? Launch::Kind::Loop
           : kind == "replica_mean" ? Launch::Kind::ReplicaMean
                                    : Launch::Kind::Kernel;
  j.at("kernel").get_to(l.kernel);
  j.at("buffers").get_to(l.buffers);
  j.at("writes").get_to(l.writes);
  j.at("offsets").get_to(l.offsets);
  j.at("continues").get_to(l.continues);
  j.at("seed_offset").get_to(l.seed_offset);
  j.at("step_strides").get_to(l.step_strides);
  j.at("count").get_to(l.count);
  j.at("backward").get_to(l.backward);
  j.at("steps").get_to(l.steps);
  j.at("body").get_to(l.body);
  j.at("reverse").get_to(l.reverse);
  j.at("threads").get_to(l.threads);
  j.at("block").get_to(l.block);
  j.at("finish_kernel").get_to(l.finish_kernel);
  j.at("finish_threads").get_to(l.finish_threads);
  j.at("scratch_bytes").get_to(l.scratch_bytes);
  j.at("trans_a").get_to(l.trans_a);
  j.at("trans_b").get_to(l.trans_b);
  j.at("m").get_to(l.m);
  j.at("n").get_to(l.n);
  j.at("k").get_to(l.k);
  j.at("batch").get_to(l.batch);
  j.at("stride_a").get_to(l.stride_a);
  j.at("stride_b").get_to(l.stride_b);
  j.at("stride_c").get_to(l.stride_c);
  for (size_t k = 0; k < 3; ++k) l.scratch_at[k] = j.at("scratch_at").at(k).get<int64_t>();
  j.at("beta").get_to(l.beta);
  int operands = j.at("operands").get<int>();
  if (operands < 0 || operands > static_cast<int>(ir::DType::Bool)) throw std::runtime_error("a GEMM's dtype");
  l.operands = static_cast<ir::DType>(operands);
  if (l.kind == Launch::Kind::Gemm && l.buffers.size() != 3) throw std::runtime_error("a GEMM without its three operands");
  if (l.kind == Launch::Kind::ReplicaMean && (l.buffers.size() != 2 || l.writes != 1 || l.count < 0 ||
                                              (l.backward && l.kernel.empty())))
    throw std::runtime_error("a `replica_mean` without its result, its operand and its count");
  return l;
}

const char* const kKinds[] = {"unused", "input", "param", "alias", "result", "in_place", "owned"};

}  // namespace

nlohmann::json gpu_plan_json(const cuda::GpuPlan& p) {
  nlohmann::json values = nlohmann::json::array();
  for (const GpuValue& v : p.values) {
    nlohmann::json j{{"kind", kKinds[v.kind]}, {"bytes", v.bytes}};
    switch (v.kind) {
      case GpuValue::Input: j["input"] = v.input; break;
      case GpuValue::Param: case GpuValue::InPlace: j["param"] = v.param; break;
      case GpuValue::Alias: j["of"] = v.of; break;
      case GpuValue::Result: j["result"] = v.result; break;
      case GpuValue::Owned: j["offset"] = v.offset; break;
      default: break;
    }
    values.push_back(std::move(j));
  }
  nlohmann::json copies = nlohmann::json::array();
  for (const cuda::GpuPlan::Copy& c : p.copies) copies.push_back({c.result, c.from});
  nlohmann::json launches = nlohmann::json::array();
  for (const Launch& l : p.code.launches) launches.push_back(launch_json(l));
  return {{"values", std::move(values)},   {"arena_bytes", p.arena_bytes}, {"scratch_bytes", p.scratch_bytes},
          {"copies", std::move(copies)},   {"launches", std::move(launches)}, {"inputs", p.input_bytes},
          {"results", p.result_sizes}};
}

Expected<cuda::GpuPlan> read_gpu_plan(const nlohmann::json& j) {
  cuda::GpuPlan p;
  try {
    for (const nlohmann::json& jv : j.at("values")) {
      GpuValue v;
      const std::string kind = jv.at("kind").get<std::string>();
      int k = 0;
      while (k < 7 && kind != kKinds[k]) ++k;
      if (k == 7) return Status::error("a value of kind `" + kind + "`");
      v.kind = static_cast<GpuValue::Kind>(k);
      jv.at("bytes").get_to(v.bytes);
      switch (v.kind) {
        case GpuValue::Input: jv.at("input").get_to(v.input); break;
        case GpuValue::Param: case GpuValue::InPlace: jv.at("param").get_to(v.param); break;
        case GpuValue::Alias: jv.at("of").get_to(v.of); break;
        case GpuValue::Result: jv.at("result").get_to(v.result); break;
        case GpuValue::Owned: jv.at("offset").get_to(v.offset); break;
        default: break;
      }
      p.values.push_back(std::move(v));
    }
    j.at("arena_bytes").get_to(p.arena_bytes);
    j.at("scratch_bytes").get_to(p.scratch_bytes);
    for (const nlohmann::json& c : j.at("copies")) p.copies.push_back({c.at(0).get<size_t>(), c.at(1).get<ir::ValueId>()});
    for (const nlohmann::json& l : j.at("launches")) p.code.launches.push_back(read_launch(l));
    j.at("inputs").get_to(p.input_bytes);
    j.at("results").get_to(p.result_sizes);
  } catch (const std::exception& e) {
    return Status::error(e.what());
  }
  // Every value named is one of the plan's, and following aliases ends, so
  // that running it reads no memory it should not.
  const size_t n = p.values.size();
  auto bad = [&](ir::ValueId v) { return v >= n; };
  for (size_t v = 0; v < n; ++v) {
    const GpuValue& g = p.values[v];
    size_t hops = 0;
    for (size_t a = v; p.values[a].kind == GpuValue::Alias; a = p.values[a].of)
      if (bad(p.values[a].of) || ++hops > n) return Status::error("value " + std::to_string(v) + " aliases no value");
    if (g.kind == GpuValue::Input && g.input >= p.input_bytes.size())
      return Status::error("value " + std::to_string(v) + " is an input that the function does not take");
    if (g.kind == GpuValue::Result && g.result >= p.result_sizes.size())
      return Status::error("value " + std::to_string(v) + " is a result that the function does not have");
  }
  for (const cuda::GpuPlan::Copy& c : p.copies)
    if (bad(c.from) || c.result >= p.result_sizes.size()) return Status::error("a copy of a value the plan does not have");
  for (size_t li = 0; li < p.code.launches.size(); ++li) {
    const Launch& l = p.code.launches[li];
    for (ir::ValueId b : l.buffers)
      if (b != cuda::kScratchOperand && bad(b)) return Status::error("a launch of a value the plan does not have");
    if (l.kind == Launch::Kind::Loop && (l.steps < 0 || l.body > p.code.launches.size() - li - 1))
      return Status::error("a loop whose body runs past the plan's launches");
  }
  return p;
}

}  // namespace netc::engine
