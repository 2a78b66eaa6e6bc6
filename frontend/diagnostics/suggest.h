// "Did you mean" suggestions: the closest of some names to a misspelt one.
// Used by the checker (unknown names, devices, arguments) and by the CLI
// (unknown subcommands), so both suggest alike.
#pragma once

#include <string>
#include <vector>

namespace netc {

// Levenshtein distance.
size_t edit_distance(const std::string& a, const std::string& b);

// The candidate closest to `name` within `max_distance` edits, or "".
std::string closest(const std::string& name, const std::vector<std::string>& candidates, size_t max_distance);

}  // namespace netc
