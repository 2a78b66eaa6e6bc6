// `netc plot` (plot.h): JSON lines in, one SVG out.
#include "tools/plot/plot.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "base/output_file.h"

namespace netc::plot {
namespace {

using json = nlohmann::json;

// One run's file, read.
struct Point {
  double x = 0, y = 0;
};
struct Run {
  std::string label;
  std::string note;  // a last line cut short, left out
  bool has_steps = false;   // step lines
  bool epochs_have_steps = true;
  // By panel name ("loss", "accuracy"): the training values at steps, and
  // the epoch lines' values at (step, epoch).
  std::map<std::string, std::vector<Point>> step_values;
  struct Epoch {
    int64_t epoch = 0;
    std::optional<int64_t> step;
    std::map<std::string, double> train, evaluation;
  };
  std::vector<Epoch> epochs;
  std::string eval_data_set;
};

// A line's number, or nullopt for null (a value that was not finite) or absent.
std::optional<double> number(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number()) return std::nullopt;
  return it->get<double>();
}

// The first value the plot draws (the loss, a metric, the epoch, the step)
// that is neither a number nor null (what netc writes for a value that is
// not finite): "`loss` is \"abc\"", or "".
std::string not_a_number(const json& j, const std::string& prefix = "") {
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "data_set") continue;
    if (it->is_object() && prefix.empty() && (it.key() == "train" || it.key() == "evaluation")) {
      if (std::string inner = not_a_number(*it, it.key() + "."); !inner.empty()) return inner;
    } else if (!it->is_number() && !it->is_null()) {
      return "`" + prefix + it.key() + "` is " + it->dump();
    }
  }
  return "";
}

void add_metrics(const json& j, const char* key, std::map<std::string, double>* into) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_object()) return;
  for (auto m = it->begin(); m != it->end(); ++m)
    if (m.value().is_number() && m.key() != "loss" && m.key() != "data_set") (*into)[m.key()] = m.value().get<double>();
}

Expected<Run> read_run(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Status::error(path + ": cannot open: " + std::strerror(errno));
  Run run;
  std::string line;
  int64_t number_of_line = 0;
  const std::string what = " (netc plot draws the files of `netc run --log-steps FILE` or `--log-json FILE`)";
  // A program's train blocks each count steps and epochs from 1: each
  // block's are drawn after the blocks before it, as one run.
  int64_t block = 1;
  double step_base = 0, epoch_base = 0, last_step = 0, last_epoch = 0;
  while (std::getline(in, line)) {
    ++number_of_line;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = path + ":" + std::to_string(number_of_line) + ": ";
    json j = json::parse(line, nullptr, /*allow_exceptions=*/false);
    // A last line without its newline that does not parse: the run was
    // stopped while writing it. The lines before it are drawn.
    if ((j.is_discarded() || !j.is_object()) && in.eof() && number_of_line > 1) {
      run.note = where + "the last line is cut short (the run was stopped while writing it): drawn without it";
      break;
    }
    if (j.is_discarded() || !j.is_object()) return Status::error(where + "not a JSON object" + what);
    if (std::string bad = not_a_number(j); !bad.empty()) return Status::error(where + bad + ", not a number" + what);
    auto epoch = number(j, "epoch");
    if (!epoch) return Status::error(where + "a line without an `epoch`" + what);
    const int64_t line_block = static_cast<int64_t>(number(j, "train_block").value_or(1.0));
    if (line_block < block)
      return Status::error(where + "train block " + std::to_string(line_block) + " after train block " +
                           std::to_string(block) + ": the lines of one run are in the order netc wrote them" + what);
    if (line_block > block) {
      block = line_block;
      step_base += last_step;
      epoch_base += last_epoch;
      last_step = last_epoch = 0;
    }
    last_epoch = std::max(last_epoch, *epoch);
    *epoch += epoch_base;
    auto step = number(j, "step");
    if (step) {
      last_step = std::max(last_step, *step);
      *step += step_base;
    }
    if (j.contains("epoch_step")) {  // a step line
      if (!step) return Status::error(where + "a step line without a `step`" + what);
      run.has_steps = true;
      if (auto loss = number(j, "loss")) run.step_values["loss"].push_back({*step, *loss});
      std::map<std::string, double> metrics;
      add_metrics(j, "train", &metrics);
      for (const auto& [name, v] : metrics) run.step_values[name].push_back({*step, v});
      continue;
    }
    Run::Epoch e;
    e.epoch = static_cast<int64_t>(*epoch);
    if (step) e.step = static_cast<int64_t>(*step);
    else run.epochs_have_steps = false;
    if (auto loss = number(j, "loss")) e.train["loss"] = *loss;
    add_metrics(j, "train", &e.train);
    if (auto ev = j.find("evaluation"); ev != j.end() && ev->is_object()) {
      if (auto loss = number(*ev, "loss")) e.evaluation["loss"] = *loss;
      add_metrics(j, "evaluation", &e.evaluation);
      if (auto ds = ev->find("data_set"); ds != ev->end() && ds->is_string()) run.eval_data_set = ds->get<std::string>();
    }
    run.epochs.push_back(std::move(e));
  }
  if (!run.has_steps && run.epochs.empty()) return Status::error(path + ": no lines to draw" + what);
  return run;
}

std::string fmt(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

// About `count` round values (1, 2 or 5 times a power of ten) from lo to
// hi, at least `min_step` apart (steps and epochs are whole numbers).
std::vector<double> ticks(double lo, double hi, int count, double min_step = 0) {
  double raw = std::max((hi - lo) / count, min_step);
  double power = std::pow(10.0, std::floor(std::log10(raw)));
  double step = power;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * power >= raw) {
      step = m * power;
      break;
    }
  std::vector<double> out;
  for (double v = std::ceil(lo / step - 1e-9) * step; v <= hi + step * 1e-9; v += step)
    out.push_back(std::abs(v) < step * 1e-9 ? 0.0 : v);
  return out;
}

// A tick's label: the round value, not its binary neighbour.
std::string tick_label(double v) { return fmt("%.6g", std::round(v * 1e9) / 1e9); }

const char* const kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"};

struct Line {
  size_t run;
  bool evaluation;
  std::vector<Point> points;
};

}  // namespace

Expected<std::string> plot_svg(const std::vector<std::string>& paths, std::vector<std::string>* notes) {
  std::vector<Run> runs;
  for (const std::string& p : paths) {
    auto r = read_run(p);
    if (r.ok() && !r->note.empty() && notes) notes->push_back(r->note);
    if (!r.ok()) return r.status();
    r->label = std::filesystem::path(p).filename().string();
    runs.push_back(std::move(*r));
  }
  // Labels: the file names, or the paths where two are alike.
  for (size_t i = 0; i < runs.size(); ++i)
    for (size_t k = 0; k < runs.size(); ++k)
      if (i != k && runs[i].label == runs[k].label) runs[i].label = paths[i];
  bool by_step = std::all_of(runs.begin(), runs.end(), [](const Run& r) { return r.epochs_have_steps; });

  // The panels: the loss, then each metric as it first appears.
  std::vector<std::string> panels = {"loss"};
  auto add_panel = [&](const std::string& name) {
    if (std::find(panels.begin(), panels.end(), name) == panels.end()) panels.push_back(name);
  };
  for (const Run& r : runs) {
    for (const auto& [name, v] : r.step_values) add_panel(name);
    for (const Run::Epoch& e : r.epochs) {
      for (const auto& [name, v] : e.train) add_panel(name);
      for (const auto& [name, v] : e.evaluation) add_panel(name);
    }
  }
  std::map<std::string, std::vector<Line>> lines;
  for (size_t i = 0; i < runs.size(); ++i) {
    const Run& r = runs[i];
    for (const std::string& panel : panels) {
      Line train{i, false, {}}, eval{i, true, {}};
      if (by_step && r.has_steps) {
        if (auto it = r.step_values.find(panel); it != r.step_values.end()) train.points = it->second;
      }
      for (const Run::Epoch& e : r.epochs) {
        double x = by_step ? static_cast<double>(*e.step) : static_cast<double>(e.epoch);
        if (!(by_step && r.has_steps))
          if (auto it = e.train.find(panel); it != e.train.end()) train.points.push_back({x, it->second});
        if (auto it = e.evaluation.find(panel); it != e.evaluation.end()) eval.points.push_back({x, it->second});
      }
      if (!train.points.empty()) lines[panel].push_back(std::move(train));
      if (!eval.points.empty()) lines[panel].push_back(std::move(eval));
    }
  }
  // The x range, shared by the panels.
  double x_lo = by_step ? 0 : 1, x_hi = x_lo;
  for (const auto& [panel, ls] : lines)
    for (const Line& l : ls)
      for (const Point& p : l.points) x_hi = std::max(x_hi, p.x);
  if (x_hi <= x_lo) x_hi = x_lo + 1;

  constexpr double kWidth = 760, kLeft = 70, kRight = 20, kLegend = 56, kPanel = 260, kTop = 34, kBottom = 40;
  const double plot_w = kWidth - kLeft - kRight;
  const double height = kLegend + kPanel * static_cast<double>(panels.size());
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << kWidth << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << kWidth << " " << height << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  svg << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  // The legend: each run's colour, then what the line styles mean.
  double lx = kLeft;
  for (size_t i = 0; i < runs.size(); ++i) {
    const char* colour = kColours[i % std::size(kColours)];
    svg << "<line x1=\"" << lx << "\" y1=\"18\" x2=\"" << lx + 24 << "\" y2=\"18\" stroke=\"" << colour
        << "\" stroke-width=\"3\"/><text x=\"" << lx + 30 << "\" y=\"22\">" << escape(runs[i].label) << "</text>\n";
    lx += 40 + 7.0 * static_cast<double>(runs[i].label.size());
  }
  std::string eval_name = "evaluation";
  for (const Run& r : runs)
    if (!r.eval_data_set.empty()) {
      eval_name += " (" + r.eval_data_set + ")";
      break;
    }
  svg << "<line x1=\"" << kLeft << "\" y1=\"40\" x2=\"" << kLeft + 24
      << "\" y2=\"40\" stroke=\"#444\" stroke-width=\"1.5\"/><text x=\"" << kLeft + 30 << "\" y=\"44\">train</text>\n";
  svg << "<line x1=\"" << kLeft + 90 << "\" y1=\"40\" x2=\"" << kLeft + 114
      << "\" y2=\"40\" stroke=\"#444\" stroke-width=\"1.5\" stroke-dasharray=\"5,3\"/><text x=\"" << kLeft + 120
      << "\" y=\"44\">" << escape(eval_name) << "</text>\n";

  // The epochs' ends along the top of each panel, on a step axis: the first run's.
  std::vector<std::pair<double, int64_t>> epoch_marks;
  if (by_step)
    for (const Run& r : runs)
      if (!r.epochs.empty()) {
        for (const Run::Epoch& e : r.epochs) epoch_marks.push_back({static_cast<double>(*e.step), e.epoch});
        break;
      }
  size_t label_every = std::max<size_t>(1, (epoch_marks.size() + 9) / 10);

  for (size_t pi = 0; pi < panels.size(); ++pi) {
    const std::string& panel = panels[pi];
    const double top = kLegend + kPanel * static_cast<double>(pi) + kTop, bottom = top + kPanel - kTop - kBottom;
    // Values are drawn within +-1e300, so that the axis' span (1e308 - -1e308) stays a number.
    constexpr double kLargest = 1e300;
    auto within = [&](double y) { return std::clamp(y, -kLargest, kLargest); };
    double y_lo = INFINITY, y_hi = -INFINITY;
    for (const Line& l : lines[panel])
      for (const Point& p : l.points) y_lo = std::min(y_lo, within(p.y)), y_hi = std::max(y_hi, within(p.y));
    if (!std::isfinite(y_lo)) y_lo = 0, y_hi = 1;
    if (y_hi - y_lo < 1e-12) y_lo -= 0.5, y_hi += 0.5;
    double pad = (y_hi - y_lo) * 0.05;
    y_lo -= pad, y_hi += pad;
    auto X = [&](double x) { return kLeft + (x - x_lo) / (x_hi - x_lo) * plot_w; };
    auto Y = [&](double y) { return bottom - (within(y) - y_lo) / (y_hi - y_lo) * (bottom - top); };
    svg << "<g data-panel=\"" << escape(panel) << "\">\n";
    svg << "<text x=\"" << kLeft << "\" y=\"" << top - 14 << "\" font-weight=\"bold\">" << escape(panel) << "</text>\n";
    for (double t : ticks(y_lo, y_hi, 5))
      svg << "<line x1=\"" << kLeft << "\" y1=\"" << fmt("%.2f", Y(t)) << "\" x2=\"" << kLeft + plot_w << "\" y2=\""
          << fmt("%.2f", Y(t)) << "\" stroke=\"#e5e5e5\"/><text x=\"" << kLeft - 6 << "\" y=\"" << fmt("%.2f", Y(t) + 4)
          << "\" text-anchor=\"end\">" << tick_label(t) << "</text>\n";
    for (double t : ticks(x_lo, x_hi, 8, 1))
      svg << "<line x1=\"" << fmt("%.2f", X(t)) << "\" y1=\"" << bottom << "\" x2=\"" << fmt("%.2f", X(t)) << "\" y2=\""
          << bottom + 4 << "\" stroke=\"#444\"/><text x=\"" << fmt("%.2f", X(t)) << "\" y=\"" << bottom + 16
          << "\" text-anchor=\"middle\">" << tick_label(t) << "</text>\n";
    for (size_t k = 0; k < epoch_marks.size(); ++k) {
      const auto& [x, epoch] = epoch_marks[k];
      svg << "<line x1=\"" << fmt("%.2f", X(x)) << "\" y1=\"" << top << "\" x2=\"" << fmt("%.2f", X(x)) << "\" y2=\""
          << bottom << "\" stroke=\"#bbb\" stroke-dasharray=\"2,3\"/>";
      if ((k + 1) % label_every == 0 || k + 1 == epoch_marks.size())
        svg << "<text x=\"" << fmt("%.2f", X(x)) << "\" y=\"" << top - 3 << "\" text-anchor=\"end\" fill=\"#888\">epoch "
            << epoch << "</text>";
      svg << "\n";
    }
    svg << "<rect x=\"" << kLeft << "\" y=\"" << top << "\" width=\"" << plot_w << "\" height=\"" << bottom - top
        << "\" fill=\"none\" stroke=\"#444\"/>\n";
    svg << "<text x=\"" << kLeft + plot_w / 2 << "\" y=\"" << bottom + 32 << "\" text-anchor=\"middle\">"
        << (by_step ? "step" : "epoch") << "</text>\n";
    for (const Line& l : lines[panel]) {
      const char* colour = kColours[l.run % std::size(kColours)];
      svg << "<polyline data-run=\"" << escape(runs[l.run].label) << "\" data-series=\""
          << (l.evaluation ? "evaluation" : "train") << "\" fill=\"none\" stroke=\"" << colour << "\" stroke-width=\""
          << (l.evaluation ? "2" : "1.5") << "\"" << (l.evaluation ? " stroke-dasharray=\"5,3\"" : "") << " points=\"";
      for (size_t k = 0; k < l.points.size(); ++k)
        svg << (k ? " " : "") << fmt("%.2f", X(l.points[k].x)) << "," << fmt("%.2f", Y(l.points[k].y));
      svg << "\"/>\n";
      if (l.evaluation)
        for (const Point& p : l.points)
          svg << "<circle cx=\"" << fmt("%.2f", X(p.x)) << "\" cy=\"" << fmt("%.2f", Y(p.y)) << "\" r=\"3\" fill=\""
              << colour << "\"/>\n";
    }
    svg << "</g>\n";
  }
  svg << "</svg>\n";
  return svg.str();
}

int plot_runs(const PlotOptions& options, std::ostream& err) {
  std::vector<std::string> notes;
  auto svg = plot_svg(options.runs, &notes);
  for (const std::string& n : notes) err << "netc plot: note: " << n << "\n";
  if (!svg.ok()) {
    err << "netc plot: " << svg.message() << "\n";
    return 2;
  }
  std::vector<NamedFile> runs;
  for (const std::string& run : options.runs) runs.push_back({run, "a run it draws"});
  if (std::string why = cannot_write({options.out, "the picture"}, runs, Writes::AsStream); !why.empty()) {
    err << "netc plot: " << why << " with -o\n";
    return 2;
  }
  errno = 0;
  std::ofstream file(options.out, std::ios::binary | std::ios::trunc);
  if (file) file << *svg;
  if (!file || !file.flush()) {
    err << "netc plot: cannot write `" << options.out << "`" << (errno ? std::string(": ") + std::strerror(errno) : "")
        << "\n";
    return 1;
  }
  return 0;
}

}  // namespace netc::plot
