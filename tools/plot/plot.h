// `netc plot RUN.jsonl [MORE.jsonl...] -o curves.svg`: the curves of one or
// more runs as an SVG picture, with no Python or plotting library. Reads
// what `netc run --log-steps` writes (step lines and epoch lines, each with
// the run's step) or `--log-json` (epoch lines alone), and draws one panel
// for the loss and one per metric (accuracy): the training values as solid
// lines, the evaluation's as dashed lines with a dot at each epoch's end,
// each run in its own colour. The x axis counts steps, with each epoch's
// end marked along the top, when every file has steps; else epochs. The
// train blocks of a program (pre-training, then fine-tuning) follow each
// other on it, each block's steps and epochs after those of the blocks
// before it.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "base/status.h"

namespace netc::plot {

struct PlotOptions {
  std::vector<std::string> runs;  // the JSON-lines files, one run each
  std::string out;                // -o: the SVG file
};

// The SVG of the runs' curves, or an error that names the file and line
// that cannot be read; `notes`, when given, gets what was left out (a last
// line cut short).
Expected<std::string> plot_svg(const std::vector<std::string>& runs, std::vector<std::string>* notes = nullptr);

// `netc plot`: writes the SVG to options.out. 0, 1 (the file cannot be
// written) or 2 (a run's file is missing or not a log of netc run).
int plot_runs(const PlotOptions& options, std::ostream& err);

}  // namespace netc::plot
