// A CUDA graph: the work that a function enqueues on a device context's
// stream, captured once and then replayed with one launch. For a small
// network a training step is dozens of short kernels; launched one by one,
// the host's launch overhead (several microseconds each) and not the GPU
// bounds the step. Replayed as a graph, the whole step is one launch.
//
// A graph keeps the addresses and the argument values it was captured with:
// what changes from step to step (the batch, lr, the step number) must be
// read from memory that the captured work reads at replay time (pinned host
// buffers for copies, device memory for kernels), never passed by value.
#pragma once

#include <cuda_runtime_api.h>

#include <functional>
#include <memory>

#include "runtime/cuda/context.h"
#include "base/status.h"

namespace netc::rt::cuda {

class Graph {
 public:
  // Captures what `enqueue` puts on ctx's stream (nothing runs yet). Fails
  // with the reason when enqueue fails or its work cannot be captured; the
  // stream is then out of capture mode again and usable.
  static Expected<std::unique_ptr<Graph>> capture(DeviceContext& ctx, const std::function<Status()>& enqueue);
  ~Graph();
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;

  // Enqueues one run of the captured work on ctx's stream.
  Status replay(DeviceContext& ctx);

 private:
  Graph() = default;
  cudaGraphExec_t exec_ = nullptr;
};

}  // namespace netc::rt::cuda
