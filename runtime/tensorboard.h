// TensorBoard's event files (`netc run --tensorboard DIR`): the training
// curves where PyTorch users look at them, `tensorboard --logdir DIR`,
// without TensorFlow or protobuf. A file is TFRecord framing (a record's
// length, its masked CRC-32C, the bytes, their masked CRC-32C) around
// `Event` messages encoded by hand: the first one's file_version
// "brain.Event:2", then one per value, its Summary holding one
// simple_value scalar under a tag ("train/loss" at a step).
#pragma once

#include <cstdint>
#include <fstream>
#include <string>

#include "base/status.h"

namespace netc::rt {

// CRC-32C (Castagnoli), as TFRecord frames use it, before masking.
uint32_t crc32c(const void* data, size_t n);

class TensorBoardWriter {
 public:
  // Creates DIR (and its parents) and a new events file in it,
  // events.out.tfevents.<seconds>.<host>.<pid>, with its first event.
  static Expected<TensorBoardWriter> open(const std::string& dir, double wall_time);
  const std::string& path() const { return path_; }
  // One scalar event; false when it could not be written (errno says why).
  bool scalar(const std::string& tag, int64_t step, double value, double wall_time);

 private:
  bool record(const std::string& event);
  std::string path_;
  std::ofstream out_;
};

}  // namespace netc::rt
