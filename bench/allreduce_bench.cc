// Benchmark (not a test): the all-reduce netc's ranks use (engine/parallel/cluster.h:
// a deterministic reduce-scatter in rank order, then an all-gather) against
// Open MPI's own MPI_Allreduce (sum, not promised to give every rank the
// same bits) on the same buffers, from 4 KB to 64 MB.
//   mpirun -np 2 build/bench/netc_allreduce_bench
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "engine/parallel/cluster.h"

int main() {
  auto cluster = netc::engine::Cluster::join();
  if (!cluster.ok()) {
    std::fprintf(stderr, "%s\n", cluster.message().c_str());
    return 2;
  }
  netc::engine::Cluster& c = **cluster;
  if (c.size() < 2) {
    std::fprintf(stderr, "run under mpirun with 2 or more processes: mpirun -np 2 %s\n", "netc_allreduce_bench");
    return 2;
  }
  if (c.root())
    std::printf("%d ranks; per all-reduce, median of the repetitions: netc (deterministic) vs MPI_Allreduce\n"
                "%12s %8s %12s %12s %10s %10s\n", c.size(), "bytes", "reps", "netc us", "MPI us", "netc GB/s",
                "ratio");
  for (size_t n = 1024; n <= (size_t{16} << 20); n *= 4) {
    std::vector<float> a(n, 1.0f + static_cast<float>(c.rank())), b(n), out(n);
    std::vector<netc::engine::ReduceBuffer> bufs{{a.data(), n, false}};
    int reps = static_cast<int>(std::max<size_t>(5, (size_t{64} << 20) / (n * 4) / 4));
    if (reps > 200) reps = 200;
    auto time = [&](auto&& f) {
      std::vector<double> t;
      for (int r = 0; r < reps; ++r) {
        MPI_Barrier(MPI_COMM_WORLD);
        auto t0 = std::chrono::steady_clock::now();
        f();
        t.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
      }
      std::sort(t.begin(), t.end());
      return t[t.size() / 2];
    };
    double ours = time([&] {
      if (auto st = c.collective().all_reduce(c.rank(), bufs, 0.5); !st.ok()) std::fprintf(stderr, "%s\n", st.message().c_str());
    });
    double theirs = time([&] { MPI_Allreduce(b.data(), out.data(), static_cast<int>(n), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD); });
    if (c.root())
      std::printf("%12zu %8d %12.1f %12.1f %10.2f %10.2f\n", n * 4, reps, ours, theirs, n * 4 / ours / 1e3,
                  ours / theirs);
  }
  return 0;
}
