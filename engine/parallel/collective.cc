#include "engine/parallel/collective.h"

#include <string>

namespace netc::engine {

Status LocalCollective::all_reduce(int rank, const std::vector<ReduceBuffer>& buffers, double weight) {
  if (rank < 0 || rank >= size_) return Status::error("internal error: replica " + std::to_string(rank) + " of " + std::to_string(size_));
  std::unique_lock<std::mutex> lock(mu_);
  // A round whose sums are still being copied out is finished first.
  cv_.wait(lock, [&] { return left_ == 0 || !aborted_.empty(); });
  if (!aborted_.empty()) return Status::error(aborted_);
  unsigned round = round_;
  arrived_[static_cast<size_t>(rank)] = {&buffers, weight};
  if (++count_ == size_) {
    // The last to arrive sums, in replica order, in double.
    error_.clear();
    sum_.resize(buffers.size());  // kept from round to round: no allocation per step
    for (size_t b = 0; b < buffers.size(); ++b) {
      std::vector<double>& acc = sum_[b];
      acc.assign(buffers[b].count, 0.0);
      for (const Arrival& a : arrived_) {
        if (a.buffers->size() != buffers.size() || (*a.buffers)[b].count != buffers[b].count) {
          error_ = "internal error: the replicas combine different buffers";
          break;
        }
        if (a.weight == 0) continue;  // a replica without examples: its buffers hold nothing
        const float* x = (*a.buffers)[b].data;
        double w = buffers[b].summed ? 1.0 : a.weight;
        for (size_t i = 0; i < acc.size(); ++i) acc[i] += w * static_cast<double>(x[i]);
      }
    }
    ++sent_.rounds;
    for (const ReduceBuffer& b : buffers) sent_.floats += b.count;
    count_ = 0;
    left_ = size_;
    ++round_;
    cv_.notify_all();
  } else {
    cv_.wait(lock, [&] { return round_ != round || !aborted_.empty(); });
    if (round_ == round) return Status::error(aborted_);
  }
  Status st = error_.empty() ? Status() : Status::error(error_);
  if (st.ok())
    for (size_t b = 0; b < buffers.size(); ++b)
      for (size_t i = 0; i < sum_[b].size(); ++i) buffers[b].data[i] = static_cast<float>(sum_[b][i]);
  if (--left_ == 0) cv_.notify_all();
  return st;
}

void LocalCollective::abort(int rank, const std::string& why) {
  std::lock_guard<std::mutex> lock(mu_);
  if (aborted_.empty()) aborted_ = "replica " + std::to_string(rank) + " failed: " + why;
  cv_.notify_all();
}

}  // namespace netc::engine
