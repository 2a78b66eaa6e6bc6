#include "runtime/cuda/graph.h"

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

Expected<std::unique_ptr<Graph>> Graph::capture(DeviceContext& ctx, const std::function<Status()>& enqueue) {
  if (Status s = ctx.activate(); !s.ok()) return s;
  // Thread-local: another thread's unrelated CUDA calls do not break the
  // capture, and this thread's own unsafe calls (cudaMalloc) fail at once.
  if (Status s = check(cudart().cudaStreamBeginCapture(ctx.stream(), cudaStreamCaptureModeThreadLocal), ctx.index(),
                       "starting to capture a CUDA graph");
      !s.ok())
    return s;
  Status enqueued = enqueue();
  cudaGraph_t graph = nullptr;
  cudaError_t ended = cudart().cudaStreamEndCapture(ctx.stream(), &graph);  // always: leaves capture mode
  if (!enqueued.ok() || ended != cudaSuccess) {
    if (graph) cudart().cudaGraphDestroy(graph);
    (void)cudart().cudaGetLastError();  // a failed capture's error is not the next call's
    return enqueued.ok() ? check(ended, ctx.index(), "capturing a CUDA graph") : enqueued;
  }
  std::unique_ptr<Graph> g(new Graph());
  cudaError_t made = cudart().cudaGraphInstantiate(&g->exec_, graph, 0);
  cudart().cudaGraphDestroy(graph);
  if (Status s = check(made, ctx.index(), "instantiating a CUDA graph"); !s.ok()) return s;
  return g;
}

Graph::~Graph() {
  if (exec_) cudart().cudaGraphExecDestroy(exec_);
}

Status Graph::replay(DeviceContext& ctx) {
  if (Status s = ctx.activate(); !s.ok()) return s;
  return check(cudart().cudaGraphLaunch(exec_, ctx.stream()), ctx.index(), "launching a CUDA graph");
}

}  // namespace netc::rt::cuda
