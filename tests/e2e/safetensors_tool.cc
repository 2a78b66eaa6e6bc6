// A small driver of libnetrt's checkpoint code for the interop test
// (tests/e2e/safetensors_interop.py), which compares it with the Python
// safetensors package. Tensors are exchanged as JSON with raw bytes in hex:
//   {"tensors": {"name": {"dtype": "F32", "shape": [2], "hex": "0000803f..."}},
//    "metadata": {"k": "v"}}
//
//   netc_safetensors_tool write SPEC.json OUT.safetensors
//   netc_safetensors_tool dump IN.safetensors        (the JSON on stdout)
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "runtime/checkpoint.h"

using namespace netc::rt;
using netc::Expected;
using netc::Status;

namespace {

std::string to_hex(const void* data, size_t n) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  const auto* p = static_cast<const uint8_t*>(data);
  for (size_t i = 0; i < n; ++i) {
    s += digits[p[i] >> 4];
    s += digits[p[i] & 15];
  }
  return s;
}

bool from_hex(const std::string& s, std::vector<uint8_t>& out) {
  if (s.size() % 2) return false;
  auto val = [](char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1; };
  for (size_t i = 0; i < s.size(); i += 2) {
    int hi = val(s[i]), lo = val(s[i + 1]);
    if (hi < 0 || lo < 0) return false;
    out.push_back(static_cast<uint8_t>(hi * 16 + lo));
  }
  return true;
}

int write_cmd(const std::string& spec_path, const std::string& out_path) {
  std::ifstream in(spec_path);
  nlohmann::json spec = nlohmann::json::parse(in, nullptr, false);
  if (spec.is_discarded()) {
    std::cerr << spec_path << ": not valid JSON\n";
    return 1;
  }
  std::vector<std::vector<uint8_t>> storage;
  std::vector<NamedTensor> named;
  storage.reserve(spec["tensors"].size());
  for (auto& [name, t] : spec["tensors"].items()) {
    std::optional<DType> d = parse_safetensors_dtype(t["dtype"].get<std::string>());
    if (!d) {
      std::cerr << name << ": unknown dtype\n";
      return 1;
    }
    storage.emplace_back();
    if (!from_hex(t["hex"].get<std::string>(), storage.back())) {
      std::cerr << name << ": bad hex\n";
      return 1;
    }
    named.push_back(NamedTensor{name, TensorView{*d, t["shape"].get<std::vector<int64_t>>(), storage.back().data(),
                                                 storage.back().size()}});
  }
  Metadata meta;
  if (spec.contains("metadata")) meta = spec["metadata"].get<Metadata>();
  Status s = write_checkpoint(out_path, named, meta);
  if (!s.ok()) {
    std::cerr << s.message() << "\n";
    return 1;
  }
  return 0;
}

int dump_cmd(const std::string& path) {
  Expected<Checkpoint> ck = read_checkpoint(path);
  if (!ck.ok()) {
    std::cerr << ck.message() << "\n";
    return 1;
  }
  nlohmann::json out;
  out["tensors"] = nlohmann::json::object();
  for (const auto& [name, t] : ck->tensors)
    out["tensors"][name] = {{"dtype", safetensors_dtype(t.dtype())}, {"shape", t.shape()},
                            {"hex", to_hex(t.data(), t.nbytes())}};
  out["metadata"] = ck->metadata;
  std::cout << out.dump() << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 4 && std::string(argv[1]) == "write") return write_cmd(argv[2], argv[3]);
    if (argc == 3 && std::string(argv[1]) == "dump") return dump_cmd(argv[2]);
  } catch (const std::exception& e) {  // a malformed spec from the test script
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  std::cerr << "usage: netc_safetensors_tool write SPEC.json OUT | dump IN\n";
  return 2;
}
