#include "engine/exec/embedded_kernels.h"

#include <cstdlib>

#include "ir/hash.h"
#include "runtime/devices.h"

namespace netc::engine {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

}  // namespace

std::string kernel_source_hash(const std::string& source) { return hex64(fnv1a64(source)); }

Expected<const KernelImage*> choose_image(const std::vector<KernelImage>& images, const std::string& hash,
                                              const std::string& arch, const std::string& what) {
  int device = rt::arch_number(arch, "sm_");
  const KernelImage* ptx = nullptr;
  int ptx_number = -1;
  std::string have;
  for (const KernelImage& k : images) {
    if (k.hash != hash) continue;
    if (k.arch == arch) return &k;
    have += (have.empty() ? "" : ", ") + k.arch;
    int n = rt::arch_number(k.arch, "compute_");
    if (n >= 0 && n <= device && n > ptx_number) ptx = &k, ptx_number = n;
  }
  if (ptx) return ptx;
  if (have.empty())
    return Status::error("internal error: the library has no kernels for @" + what +
                             " (the library and its runtime come from different netc versions?)");
  return Status::error("the library's kernels for @" + what + " are for " + have + ", and none of them runs on this GPU (" +
                           arch + "): rebuild the library with `netc build --cuda-arch " + arch + "` (or with the PTX of an older "
                           "architecture, e.g. compute_75, which newer GPUs run)");
}

KernelCompiler embedded_kernels(const std::vector<KernelImage>* images) {
  return [images](const std::string& source, const std::string& arch, const std::string& what) -> Expected<std::string> {
    auto k = choose_image(*images, kernel_source_hash(source), arch, what);
    if (!k.ok()) return k.status();
    return (*k)->image;
  };
}

std::string base64_encode(const std::string& bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    uint32_t v = static_cast<uint32_t>(static_cast<unsigned char>(bytes[i])) << 16;
    if (i + 1 < bytes.size()) v |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8;
    if (i + 2 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 2]);
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    out += i + 1 < bytes.size() ? kAlphabet[(v >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? kAlphabet[v & 63] : '=';
  }
  return out;
}

Expected<std::string> base64_decode(const std::string& text) {
  if (text.size() % 4 != 0) return Status::error("base64 text of " + std::to_string(text.size()) + " characters");
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::string out;
  out.reserve(text.size() / 4 * 3);
  for (size_t i = 0; i < text.size(); i += 4) {
    int pad = (text[i + 3] == '=') + (text[i + 2] == '=' && text[i + 3] == '=');
    if (pad > 0 && i + 4 != text.size()) return Status::error("base64 padding before the end");
    uint32_t v = 0;
    for (int k = 0; k < 4 - pad; ++k) {
      int d = value(text[i + static_cast<size_t>(k)]);
      if (d < 0) return Status::error("a character that is not base64");
      v |= static_cast<uint32_t>(d) << (18 - 6 * k);
    }
    out += static_cast<char>((v >> 16) & 255);
    if (pad < 2) out += static_cast<char>((v >> 8) & 255);
    if (pad < 1) out += static_cast<char>(v & 255);
  }
  return out;
}

}  // namespace netc::engine
