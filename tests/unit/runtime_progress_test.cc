// Progress output of the training loop: the live bar on a terminal, plain
// lines elsewhere, --quiet, and the JSON-lines epoch log.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <thread>

#include "runtime/progress.h"

namespace netc::rt {
namespace {

StepInfo at(int64_t step, double elapsed, double loss = 0.5) {
  StepInfo s;
  s.epoch = 1;
  s.epochs = 2;
  s.step = step;
  s.steps = 5;
  s.loss = loss;
  s.run_elapsed_s = elapsed + 60;  // a minute of earlier epochs
  s.examples = step * 64;
  s.elapsed_s = elapsed;
  return s;
}

TEST(RuntimeProgress, Durations) {
  EXPECT_EQ(format_duration(0), "0s");
  EXPECT_EQ(format_duration(59.4), "59s");
  EXPECT_EQ(format_duration(65), "1m05s");
  EXPECT_EQ(format_duration(3725), "1h02m");
  EXPECT_EQ(format_duration(-1), "?");
  EXPECT_EQ(format_duration(NAN), "?");
}

// No pace (examples/s, ETA) before it is measured: over 2 steps and half a
// second since the epoch's first step.
TEST(RuntimeProgress, NoPaceUntilMeasured) {
  StepInfo s = at(1, 0.000004);  // the first step, 4 microseconds in
  EXPECT_EQ(format_step_line(s), "epoch 1/2 step 1/5 loss 0.5000, elapsed 1m00s");
  s.elapsed_s = 0.5;  // one step is no pace
  EXPECT_EQ(format_step_line(s), "epoch 1/2 step 1/5 loss 0.5000, elapsed 1m00s");
  s = at(2, 0.4);  // two steps, but not half a second
  EXPECT_EQ(format_step_line(s), "epoch 1/2 step 2/5 loss 0.5000, elapsed 1m00s");
  s = at(2, 1.0);
  EXPECT_EQ(format_step_line(s), "epoch 1/2 step 2/5 loss 0.5000 128 ex/s ETA 2s, run 4s, elapsed 1m01s");
}

// The pace is measured from the end of the epoch's first step, which warms
// up: a first step of 30 seconds does not make the others look slow.
TEST(RuntimeProgress, PaceAfterTheFirstStep) {
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = false, .every = 1});
  for (int64_t step = 1; step <= 5; ++step) p.step(at(step, 30.0 + 0.5 * static_cast<double>(step - 1)));
  EXPECT_EQ(out.str(),
            "epoch 1/2 step 1/5 loss 0.5000, elapsed 1m30s\n"
            "epoch 1/2 step 2/5 loss 0.5000, elapsed 1m31s\n"
            "epoch 1/2 step 3/5 loss 0.5000 128 ex/s ETA 1s, run 4s, elapsed 1m31s\n"
            "epoch 1/2 step 4/5 loss 0.5000 128 ex/s ETA 1s, run 3s, elapsed 1m32s\n"
            "epoch 1/2 step 5/5 loss 0.5000 128 ex/s ETA 0s, run 3s, elapsed 1m32s\n");
  // A resumed epoch is measured from the first step it runs.
  std::ostringstream resumed;
  Progress q(resumed, ProgressOptions{.is_tty = false, .every = 1});
  for (int64_t step = 3; step <= 5; ++step) q.step(at(step, 10.0 + static_cast<double>(step - 3)));
  EXPECT_EQ(resumed.str(),
            "epoch 1/2 step 3/5 loss 0.5000, elapsed 1m10s\n"
            "epoch 1/2 step 4/5 loss 0.5000, elapsed 1m11s\n"
            "epoch 1/2 step 5/5 loss 0.5000 64 ex/s ETA 0s, run 5s, elapsed 1m12s\n");
}

TEST(RuntimeProgress, PlainLinesEveryNStepsWhenNotATerminal) {
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = false, .every = 2});
  for (int64_t step = 1; step <= 5; ++step) p.step(at(step, static_cast<double>(step)));
  p.end_epoch(EpochSummary{1, 2, 0.25, {{"accuracy", 0.8125}, {"top5", 1.0}},
                           Evaluation{"test_set", 0.5, {{"accuracy", 0.875}, {"top5", 1.0}}}, 5, 0, std::nullopt});
  EXPECT_EQ(out.str(),
            "epoch 1/2 step 2/5 loss 0.5000, elapsed 1m02s\n"
            "epoch 1/2 step 4/5 loss 0.5000 64 ex/s ETA 1s, run 6s, elapsed 1m04s\n"
            "epoch 1/2 step 5/5 loss 0.5000 64 ex/s ETA 0s, run 5s, elapsed 1m05s\n"
            "epoch 1/2 done: train loss 0.2500 accuracy 0.8125 top5 1.0000, test_set loss 0.5000 accuracy 0.8750 top5 "
            "1.0000, time 5s\n");
  EXPECT_EQ(out.str().find('\r'), std::string::npos);
}

TEST(RuntimeProgress, LiveBarOnATerminal) {
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = true, .bar_width = 10});
  p.step(at(1, 1.0, 2.5));
  EXPECT_EQ(out.str(), "\repoch 1/2 [==>       ] 1/5 loss 2.5000, elapsed 1m01s");
  p.step(at(2, 1.05));  // within the redraw interval: not drawn
  EXPECT_EQ(out.str(), "\repoch 1/2 [==>       ] 1/5 loss 2.5000, elapsed 1m01s");
  p.step(at(3, 3.0));
  p.step(at(5, 5.0));  // the last step is always drawn
  p.end_epoch(EpochSummary{1, 2, 0.25, {}, std::nullopt, 5, 0, std::nullopt});
  std::string s = out.str();
  EXPECT_NE(s.find("\repoch 1/2 [======>   ] 3/5 loss 0.5000 64 ex/s ETA 2s, run 7s, elapsed 1m03s"), std::string::npos) << s;
  EXPECT_NE(s.find("\repoch 1/2 [==========] 5/5 loss 0.5000 64 ex/s ETA 0s, run 5s, elapsed 1m05s"), std::string::npos) << s;
  // The summary replaces the bar, padded over it, and ends the line.
  size_t summary = s.rfind('\r');
  std::string last = s.substr(summary + 1);
  EXPECT_EQ(last.rfind("epoch 1/2 done: train loss 0.2500, time 5s ", 0), 0u) << last;
  EXPECT_EQ(last.back(), '\n');
  EXPECT_EQ(last.size(), std::string("epoch 1/2 [==========] 5/5 loss 0.5000 64 ex/s ETA 0s, run 5s, elapsed 1m05s").size() + 1);
  EXPECT_EQ(std::count(s.begin(), s.end(), '\n'), 1);
}

// The bar fits the terminal's width, short of its last column: as it
// narrows, the run's elapsed time goes, then its ETA, then the bar shrinks
// to 10, then examples/s, the bar, the epoch's ETA and the loss go; then
// the line is cut.
TEST(RuntimeProgress, TheBarFitsTheTerminal) {
  int columns = 200;
  // The last line drawn on a terminal of `width` columns, as drawn (padded
  // over the one before) and without its padding.
  auto drawn = [&](int width) {
    columns = width;
    std::ostringstream out;
    Progress p(out, ProgressOptions{.is_tty = true, .columns = [&] { return columns; }});
    p.step(at(1, 30.0));
    p.step(at(3, 31.0));
    std::string s = out.str();
    return s.substr(s.rfind('\r') + 1);
  };
  auto draw = [&](int width) {
    std::string s = drawn(width);
    return s.substr(0, s.find_last_not_of(' ') + 1);
  };
  EXPECT_EQ(draw(200), "epoch 1/2 [==============>         ] 3/5 loss 0.5000 128 ex/s ETA 1s, run 4s, elapsed 1m31s");
  EXPECT_EQ(draw(90), "epoch 1/2 [==============>         ] 3/5 loss 0.5000 128 ex/s ETA 1s, run 4s");
  EXPECT_EQ(draw(70), "epoch 1/2 [==============>         ] 3/5 loss 0.5000 128 ex/s ETA 1s");
  EXPECT_EQ(draw(60), "epoch 1/2 [=========>     ] 3/5 loss 0.5000 128 ex/s ETA 1s");
  EXPECT_EQ(draw(50), "epoch 1/2 [======>   ] 3/5 loss 0.5000 ETA 1s");
  EXPECT_EQ(draw(40), "epoch 1/2 3/5 loss 0.5000 ETA 1s");
  EXPECT_EQ(draw(30), "epoch 1/2 3/5 loss 0.5000");
  EXPECT_EQ(draw(20), "epoch 1/2 3/5");
  EXPECT_EQ(draw(10), "epoch 1/2");
  for (int width = 2; width <= 120; ++width) EXPECT_LT(drawn(width).size(), static_cast<size_t>(width)) << width;
}

// A resized terminal is fitted at once, within the redraw interval too, and
// the spaces over the longer line drawn before stop short of its new width.
TEST(RuntimeProgress, AResizedTerminalIsRedrawnAtOnce) {
  int columns = 100;
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = true, .columns = [&] { return columns; }});
  p.step(at(1, 30.0));
  p.step(at(3, 31.0));
  size_t before = out.str().size();
  p.step(at(4, 31.01));  // within the interval, same width: not drawn
  EXPECT_EQ(out.str().size(), before);
  columns = 40;
  p.step(at(4, 31.02));
  std::string s = out.str().substr(before);
  EXPECT_EQ(s, "\repoch 1/2 4/5 loss 0.5000 ETA 0s" + std::string(39 - 32, ' '));
  columns = 30;
  p.end_epoch(EpochSummary{1, 2, 0.25, {}, std::nullopt, 5, 0, std::nullopt});
  s = out.str().substr(before + s.size());
  EXPECT_EQ(s, "\repoch 1/2 done: train loss 0.2500, time 5s\n");
}

// SIGWINCH in the middle of a step: the line drawn is drawn again at the new
// width, without waiting for the next step; at an unchanged width, or once the
// line is ended, nothing is drawn.
TEST(RuntimeProgress, ARedrawBetweenStepsFitsTheNewWidth) {
  int columns = 100;
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = true, .columns = [&] { return columns; }});
  p.step(at(1, 30.0));
  p.step(at(4, 31.0));
  size_t before = out.str().size();
  redraw_progress_line();  // the same width
  EXPECT_EQ(out.str().size(), before);
  columns = 40;
  redraw_progress_line();
  std::string s = out.str().substr(before);
  EXPECT_EQ(s.substr(0, 33), "\repoch 1/2 4/5 loss 0.5000 ETA 0s");
  EXPECT_EQ(s.size(), 1u + 39u);  // padded over the wider line, not into the last column
  p.interrupt();
  size_t ended = out.str().size();
  columns = 60;
  redraw_progress_line();  // no line pending
  EXPECT_EQ(out.str().size(), ended);
}

TEST(RuntimeProgress, ShorterRedrawIsPaddedOverTheLongerOne) {
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = true, .bar_width = 4});
  p.step(at(1, 1.0, 12345.0));
  size_t first = out.str().size() - 1;  // without the \r
  p.step(at(2, 2.0, 1.0));
  std::string second = out.str().substr(first + 1);
  EXPECT_EQ(second.front(), '\r');
  EXPECT_EQ(second.size() - 1, first);
  EXPECT_EQ(second.back(), ' ');
}

TEST(RuntimeProgress, AnInterruptedBarEndsItsLine) {
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = true, .bar_width = 4});
  p.interrupt();  // nothing drawn: nothing to end
  EXPECT_EQ(out.str(), "");
  p.step(at(2, 1.0));
  std::string bar = out.str();
  ASSERT_FALSE(bar.empty());
  EXPECT_NE(bar.back(), '\n');
  p.interrupt();
  EXPECT_EQ(out.str(), bar + "\n");
  p.interrupt();  // once
  EXPECT_EQ(out.str(), bar + "\n");
  // Plain lines end themselves.
  std::ostringstream plain;
  Progress q(plain, ProgressOptions{.is_tty = false, .every = 1});
  q.step(at(1, 1.0));
  std::string line = plain.str();
  q.interrupt();
  EXPECT_EQ(plain.str(), line);
}

// A message from another thread (the watchdog's) starts on a line of its
// own: the bar pending on the terminal is ended first, once, and is not
// redrawn while the message is written.
TEST(RuntimeProgress, AMessageFromAnotherThreadEndsThePendingBar) {
  std::ostringstream out;
  Progress p(out, ProgressOptions{.is_tty = true, .bar_width = 4});
  std::thread([] { (void)end_progress_line(); }).join();  // nothing drawn: nothing to end
  EXPECT_EQ(out.str(), "");
  p.step(at(2, 1.0));
  std::string bar = out.str();
  std::thread([&] {
    auto held = end_progress_line();
    EXPECT_TRUE(held.owns_lock());
    out << "message\n";
  }).join();
  EXPECT_EQ(out.str(), bar + "\nmessage\n");
  p.interrupt();  // already ended
  EXPECT_EQ(out.str(), bar + "\nmessage\n");
  // A bar ended by its epoch's line is not pending.
  p.step(at(3, 2.0));
  p.end_epoch(EpochSummary{});
  std::string ended = out.str();
  std::thread([] { (void)end_progress_line(); }).join();
  EXPECT_EQ(out.str(), ended);
}

TEST(RuntimeProgress, QuietPrintsNothing) {
  for (bool tty : {false, true}) {
    std::ostringstream out;
    Progress p(out, ProgressOptions{.is_tty = tty, .quiet = true, .every = 1});
    for (int64_t step = 1; step <= 5; ++step) p.step(at(step, static_cast<double>(step)));
    p.end_epoch(EpochSummary{});
    EXPECT_EQ(out.str(), "");
  }
}

TEST(RuntimeProgress, JsonLinePerEpoch) {
  std::ostringstream out;
  JsonLinesLogger log(out);
  log.log_epoch(EpochSummary{1, 10, 0.5, {}, Evaluation{"test_set", 0.25, {{"accuracy", 0.875}}}, 12.5, 0, std::nullopt});
  log.log_epoch(EpochSummary{2, 10, NAN, {}, std::nullopt, 3, 0, std::nullopt});
  log.log_epoch(EpochSummary{3, 10, 0.25, {{"accuracy", 0.75}, {"odd", NAN}}, std::nullopt, 3, 2, std::nullopt});
  EXPECT_EQ(out.str(),
            "{\"epoch\":1,\"loss\":0.5,\"evaluation\":{\"data_set\":\"test_set\",\"loss\":0.25,\"accuracy\":0.875},"
            "\"time_s\":12.5}\n"
            "{\"epoch\":2,\"loss\":null,\"time_s\":3.0}\n"
            "{\"train_block\":2,\"epoch\":3,\"loss\":0.25,\"train\":{\"accuracy\":0.75,\"odd\":null},\"time_s\":3.0}\n");
}

}  // namespace
}  // namespace netc::rt
