// Classifies Fashion-MNIST test images with the MLP of examples/fashion_mlp.net,
// compiled ahead of time by `netc build` (through CMake's netc_add_network)
// and loaded from a checkpoint that `netc run examples/fashion_mlp.net` wrote.
//
//   classify CHECKPOINT IMAGES.idx[.gz] [COUNT]
//
// Prints one line per image: `image <i>: <class> <name>`.
#include <zlib.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "fashion_mlp.h"

namespace {

const char* kClasses[10] = {"T-shirt/top", "Trouser", "Pullover", "Dress", "Coat",
                            "Sandal",      "Shirt",   "Sneaker",  "Bag",   "Ankle boot"};

// The first `count` images of an IDX3 file of unsigned bytes (gzip or not:
// gzread reads both), as the program's input: flattened and scaled to [0, 1],
// as the train block does (`flatten(batch.images) / 255.0`).
bool read_images(const char* path, int64_t count, std::vector<float>* out, std::string* error) {
  gzFile f = gzopen(path, "rb");
  if (!f) {
    *error = std::string("cannot open ") + path;
    return false;
  }
  unsigned char header[16];
  bool ok = gzread(f, header, 16) == 16 && header[0] == 0 && header[1] == 0 && header[2] == 0x08 && header[3] == 3;
  auto be32 = [&](int at) {
    return (uint32_t{header[at]} << 24) | (uint32_t{header[at + 1]} << 16) | (uint32_t{header[at + 2]} << 8) | header[at + 3];
  };
  if (!ok || be32(8) != 28 || be32(12) != 28 || be32(4) < count) {
    gzclose(f);
    *error = std::string(path) + " is not an IDX file of at least " + std::to_string(count) + " 28x28 images";
    return false;
  }
  std::vector<unsigned char> bytes(static_cast<size_t>(count) * 784);
  ok = gzread(f, bytes.data(), static_cast<unsigned>(bytes.size())) == static_cast<int>(bytes.size());
  gzclose(f);
  if (!ok) {
    *error = std::string(path) + " ends early";
    return false;
  }
  out->resize(bytes.size());
  for (size_t i = 0; i < bytes.size(); ++i) (*out)[i] = static_cast<float>(bytes[i]) / 255.0f;
  return true;
}

int fail(const char* what) {
  std::fprintf(stderr, "classify: %s: %s\n", what, fashion_mlp_status_message());
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4) {
    std::fprintf(stderr, "usage: classify CHECKPOINT IMAGES.idx[.gz] [COUNT]\n");
    return 2;
  }
  int64_t count = argc == 4 ? std::atoll(argv[3]) : 8;
  if (count < 1) {
    std::fprintf(stderr, "classify: COUNT must be positive\n");
    return 2;
  }
  std::vector<float> images;
  std::string error;
  if (!read_images(argv[2], count, &images, &error)) {
    std::fprintf(stderr, "classify: %s\n", error.c_str());
    return 1;
  }

  fashion_mlp_t* net = nullptr;
  if (fashion_mlp_create(&net, 0) != FASHION_MLP_OK) return fail("create");
  std::printf("running on %s\n", fashion_mlp_device(net));
  if (fashion_mlp_load(net, argv[1]) != FASHION_MLP_OK) {
    int status = fail("load");
    fashion_mlp_destroy(net);
    return status;
  }
  // The library runs FASHION_MLP_BATCH examples per call (fewer are padded:
  // this forward function treats examples independently).
  std::vector<float> logits(static_cast<size_t>(count) * FASHION_MLP_NET_FORWARD_OUT_SIZE);
  for (int64_t start = 0; start < count; start += FASHION_MLP_BATCH) {
    int64_t n = count - start < FASHION_MLP_BATCH ? count - start : FASHION_MLP_BATCH;
    if (fashion_mlp_net_forward(net, n, images.data() + start * FASHION_MLP_NET_FORWARD_X_SIZE,
                                logits.data() + start * FASHION_MLP_NET_FORWARD_OUT_SIZE) != FASHION_MLP_OK) {
      int status = fail("forward");
      fashion_mlp_destroy(net);
      return status;
    }
  }
  for (int64_t i = 0; i < count; ++i) {
    const float* row = logits.data() + i * FASHION_MLP_NET_FORWARD_OUT_SIZE;
    int best = 0;
    for (int c = 1; c < FASHION_MLP_NET_FORWARD_OUT_SIZE; ++c)
      if (row[c] > row[best]) best = c;
    std::printf("image %lld: %d %s\n", static_cast<long long>(i), best, kClasses[best]);
  }
  fashion_mlp_destroy(net);
  return 0;
}
