// netc_parallel_for: the thread pool behind generated kernels that are large
// enough to split (see lower.cc, `split_extent`).
//
// Decisions:
// - One process-wide pool, started on first use, with one worker per core
//   the process may run on (sched_getaffinity) minus the calling thread;
//   NETC_NUM_THREADS overrides the count (1 turns splitting off).
// - A job is [0, n) cut into a few chunks per thread. Chunks are claimed one
//   at a time, by the caller as well as the workers, so a worker that is
//   slow to wake (a sleeping vCPU can take tens of microseconds) costs
//   nothing: the caller runs the chunks nobody has taken, and waits only for
//   the chunks a worker has actually started.
// - The claim counter holds the job's generation next to the chunk index, and
//   a claim is a compare-and-swap on both: a worker that wakes after its job
//   is over cannot take a chunk of the next one by mistake. The caller first
//   moves the counter to the next generation in a "being written" state, then
//   writes the job, then publishes chunk 0: else a worker that read the new
//   job's chunk count could still claim past the old job's last chunk and
//   run a chunk of the new one twice, counting it in the new job's `done`
//   (so that its caller returned before a chunk was over).
// - Workers spin briefly for the next job (a step issues kernels back to
//   back), then yield, then sleep on a condition variable, so an idle pool
//   costs nothing and does not starve OpenBLAS's threads on a small machine.
// - Calls are serialised by a mutex: generated code is single-threaded, but
//   two compiled programs in one process may run at the same time.
// - A call from inside a job (a kernel that splits its work, called by a
//   chunk of another) runs on its calling thread: jobs do not nest.
// - A chunk runs with the caller's floating-point control state (on x86, the
//   MXCSR: generated code flushes denormals, see lower.cc), so that a split
//   kernel computes exactly what it computes on one thread.
// - Tasks (netc_async_start) are whole kernels that a worker runs while the
//   caller goes on: a ring of slots, each a task's function, context,
//   floating-point state and its state (queued, running, done). Workers
//   take a queued task when no job has a chunk left, the caller takes its
//   own back when it waits for one nobody has started, so a task never
//   waits for a worker that is asleep or busy, and runs the others queued
//   while it waits for one that a worker runs. A ticket is the task's
//   number; its slot is the number modulo the ring's size, and a ring that
//   is full runs the next task at once.
#include <sched.h>
#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

#include "runtime/cpu/kernels.h"

namespace {

using Body = void (*)(void*, int64_t, int64_t);

// Per thread: whether it is running a chunk of a job, and its index in the
// pool (0 for the caller of a job and for threads outside the pool).
thread_local bool t_in_job = false;
thread_local int t_index = 0;

int configured_threads() {
  if (const char* env = std::getenv("NETC_NUM_THREADS")) {
    int n = std::atoi(env);
    if (n >= 1) return std::min(n, 256);
  }
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0) return std::max(1, CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

class Pool {
 public:
  explicit Pool(int threads) : threads_(threads) {
    for (int t = 1; t < threads_; ++t)
      workers_.emplace_back([this, t] {
        t_index = t;
        work();
      });
  }
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(sleep_mutex_);
      stop_.store(true);
    }
    wake_.notify_all();
    for (std::thread& w : workers_) w.join();
  }

  int threads() const { return threads_; }

  // ---- tasks ---------------------------------------------------------------

  int64_t start(void (*fn)(void*), void* ctx) {
    int64_t ticket = kDoneTicket;
    {
      std::lock_guard<std::mutex> lock(task_mutex_);
      Task& t = tasks_[static_cast<size_t>(next_ticket_ % kTasks)];
      if (t.state.load(std::memory_order_acquire) == kFree) {
        ticket = next_ticket_++;
        t.fn = fn;
        t.ctx = ctx;
        t.ticket.store(ticket, std::memory_order_relaxed);
        t.fp = fp_state();
        t.state.store(kQueued, std::memory_order_release);
        queued_.fetch_add(1);
      }
    }
    if (ticket == kDoneTicket) {  // the ring is full: at once, here
      fn(ctx);
      return kDoneTicket;
    }
    wake_sleepers();
    return ticket;
  }

  void wait(int64_t ticket) {
    if (ticket == kDoneTicket) return;
    Task& t = tasks_[static_cast<size_t>(ticket % kTasks)];
    if (take(t)) run_task(t);  // nobody started it: here
    // While another thread runs it, this one runs the tasks still queued
    // (the caller waits for its tasks in the order it started them, and a
    // worker takes them in that order too: else it would run them all).
    for (int spin = 0; t.state.load(std::memory_order_acquire) != kDone; ++spin) {
      if (run_one_queued_task()) spin = 0;
      else back_off(spin);
    }
    t.state.store(kFree, std::memory_order_release);
  }

  static constexpr int64_t kDoneTicket = -1;

  void run(Body body, void* ctx, int64_t n) {
    std::lock_guard<std::mutex> call(call_mutex_);
    int64_t chunks = std::min<int64_t>(n, int64_t{kChunksPerThread} * threads_);
    generation_ = generation_ == 0xffffffffu ? 1 : generation_ + 1;  // 32 bits, never 0
    // No claim of the last job succeeds from here on; the job's fields are
    // stored with release, so that a worker that reads one of them (with
    // acquire) also sees this and fails a claim of the last job.
    claim_.store(generation_ << 32 | kWriting, std::memory_order_seq_cst);
    body_.store(body, std::memory_order_release);
    ctx_.store(ctx, std::memory_order_release);
    n_.store(n, std::memory_order_release);
    chunks_.store(chunks, std::memory_order_release);
    done_.store(0, std::memory_order_release);
    fp_state_.store(fp_state(), std::memory_order_release);
    claim_.store(generation_ << 32, std::memory_order_release);  // chunk 0 of the new job
    wake_sleepers();
    while (claim_and_run(generation_)) {
    }
    for (int spin = 0; done_.load(std::memory_order_acquire) < chunks; ++spin) back_off(spin);
  }

 private:
  static constexpr int kChunksPerThread = 4;
  // The chunk index while the caller writes a job (more chunks than a job has).
  static constexpr uint64_t kWriting = 0xffffffffu;
  // A pause is a few tens of nanoseconds and a yield about a microsecond:
  // a worker waits some 100 us for the next job before it sleeps.
  static constexpr int kSpins = 100, kYields = 200;

  // A task's slot: kFree -> kQueued (start) -> kRunning (taken) -> kDone
  // (run) -> kFree (its wait returned).
  enum : int { kFree, kQueued, kRunning, kDone };
  struct Task {
    void (*fn)(void*) = nullptr;
    void* ctx = nullptr;
    std::atomic<int64_t> ticket{0};  // atomic: read by threads choosing a task to take
    uint32_t fp = 0;
    std::atomic<int> state{kFree};
  };
  static constexpr int64_t kTasks = 64;

  // Takes a queued task for the calling thread; false when it was taken.
  bool take(Task& t) {
    int queued = kQueued;
    if (!t.state.compare_exchange_strong(queued, kRunning, std::memory_order_acq_rel)) return false;
    queued_.fetch_sub(1, std::memory_order_acq_rel);
    return true;
  }
  void run_task(Task& t) {
    const uint32_t fp = fp_state();
    const bool in_job = t_in_job;
    set_fp_state(t.fp);
    t_in_job = true;  // what it calls in parallel runs on this thread
    t.fn(t.ctx);
    t_in_job = in_job;
    set_fp_state(fp);
    t.state.store(kDone, std::memory_order_release);
  }
  // Runs one queued task, the oldest; false when it ran none.
  bool run_one_queued_task() {
    if (queued_.load(std::memory_order_acquire) == 0) return false;
    Task* oldest = nullptr;
    for (Task& t : tasks_)
      if (t.state.load(std::memory_order_acquire) == kQueued &&
          (!oldest || t.ticket.load(std::memory_order_relaxed) < oldest->ticket.load(std::memory_order_relaxed)))
        oldest = &t;
    if (!oldest || !take(*oldest)) return false;  // taken meanwhile
    run_task(*oldest);
    return true;
  }
  // A worker's turn at the tasks: runs the queued ones, oldest first.
  void run_queued_tasks() {
    while (run_one_queued_task()) {
    }
  }

  // Wakes the workers asleep on the condition variable (a new job or task).
  void wake_sleepers() {
    if (sleepers_.load() == 0) return;  // seq_cst, as the sleepers' count
    std::lock_guard<std::mutex> lock(sleep_mutex_);
    wake_.notify_all();
  }

  static void relax() {
#if defined(__x86_64__)
    __builtin_ia32_pause();
#endif
  }
  // Step `spin` of a wait: a pause for the first kSpins, then a yield.
  static void back_off(int spin) {
    if (spin < kSpins) relax();
    else sched_yield();
  }

  static uint32_t fp_state() {
#if defined(__x86_64__)
    return _mm_getcsr();
#else
    return 0;
#endif
  }
  static void set_fp_state(uint32_t s) {
#if defined(__x86_64__)
    if (_mm_getcsr() != s) _mm_setcsr(s);
#else
    (void)s;
#endif
  }

  // Claims the next chunk of job `gen` and runs it; false when the job has
  // no chunk left (or is over).
  bool claim_and_run(uint64_t gen) {
    uint64_t c = claim_.load(std::memory_order_acquire);
    for (int spin = 0;; ++spin) {
      if ((c >> 32) != gen) return false;
      if ((c & 0xffffffffu) == kWriting) {  // job `gen` is being written: a few stores,
        back_off(spin);                     // unless its caller lost its core meanwhile
        c = claim_.load(std::memory_order_acquire);
        continue;
      }
      // Read the job before claiming: a successful claim proves the job was
      // still `gen` (had a job been written since, the counter would have
      // moved on), so what was read is its.
      Body body = body_.load(std::memory_order_acquire);
      void* ctx = ctx_.load(std::memory_order_acquire);
      int64_t n = n_.load(std::memory_order_acquire), chunks = chunks_.load(std::memory_order_acquire);
      uint32_t fp = fp_state_.load(std::memory_order_acquire);
      int64_t k = static_cast<int64_t>(c & 0xffffffffu);
      if (k >= chunks) return false;
      if (claim_.compare_exchange_weak(c, c + 1, std::memory_order_acq_rel, std::memory_order_acquire)) {
        set_fp_state(fp);
        t_in_job = true;
        body(ctx, n * k / chunks, n * (k + 1) / chunks);
        t_in_job = false;
        done_.fetch_add(1, std::memory_order_acq_rel);
        return true;
      }
    }
  }

  void work() {
    uint64_t seen = 0;  // the last generation this worker took part in
    for (;;) {
      auto current = [&] { return claim_.load(std::memory_order_acquire) >> 32; };
      uint64_t g = current();
      auto idle = [&] { return g == seen && queued_.load(std::memory_order_acquire) == 0; };
      for (int spin = 0; idle() && spin < kSpins + kYields; ++spin) {
        back_off(spin);
        g = current();
      }
      if (idle()) {
        std::unique_lock<std::mutex> lock(sleep_mutex_);
        sleepers_.fetch_add(1);  // seq_cst, as wake_sleepers()'s load of it: no lost wake-up
        wake_.wait(lock, [&] { return stop_.load() || current() != seen || queued_.load() > 0; });
        sleepers_.fetch_sub(1, std::memory_order_acq_rel);
        g = current();
      }
      if (stop_.load()) return;
      if (g != seen) {
        seen = g;
        while (claim_and_run(g)) {
        }
      }
      run_queued_tasks();
    }
  }

  int threads_;
  std::vector<std::thread> workers_;
  std::mutex call_mutex_, sleep_mutex_;
  std::condition_variable wake_;
  std::atomic<bool> stop_{false};
  std::atomic<int> sleepers_{0};
  uint64_t generation_ = 0;           // 1 to 2^32 - 1; written by the caller only
  std::atomic<uint64_t> claim_{0};    // generation << 32 | next chunk
  std::atomic<int64_t> done_{0};      // chunks finished in the current job
  std::atomic<uint32_t> fp_state_{0}; // the caller's MXCSR, for the job's chunks
  // The current job, written before claim_ publishes its generation.
  std::atomic<Body> body_{nullptr};
  std::atomic<void*> ctx_{nullptr};
  std::atomic<int64_t> n_{0}, chunks_{0};
  // Tasks.
  std::mutex task_mutex_;  // start's: the next ticket and its slot
  int64_t next_ticket_ = 0;
  std::atomic<int> queued_{0};
  Task tasks_[kTasks];
};

Pool& pool() {
  static Pool p(configured_threads());
  return p;
}

}  // namespace

extern "C" void netc_parallel_for(void (*body)(void*, int64_t, int64_t), void* ctx, int64_t n) {
  if (n <= 0) return;
  if (t_in_job) {
    body(ctx, 0, n);
    return;
  }
  Pool& p = pool();
  if (p.threads() == 1 || n == 1) {
    body(ctx, 0, n);
    return;
  }
  p.run(body, ctx, n);
}

extern "C" int netc_parallel_threads() { return pool().threads(); }

extern "C" int64_t netc_async_start(void (*fn)(void*), void* ctx) {
  if (t_in_job || pool().threads() == 1) {
    fn(ctx);
    return Pool::kDoneTicket;
  }
  return pool().start(fn, ctx);
}

extern "C" void netc_async_wait(int64_t ticket) { pool().wait(ticket); }

extern "C" int netc_parallel_thread_index() { return t_in_job ? t_index : 0; }
