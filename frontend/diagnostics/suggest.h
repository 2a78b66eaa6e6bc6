// "Did you mean" suggestions: the closest of some names to a misspelt one.
// Used by the checker (unknown names, devices, arguments) and by the CLI
// (unknown subcommands), so both suggest alike.
//
// Bounded as clang bounds its typo correction: a distance is computed only
// up to the best one found so far (names whose lengths differ by more are not
// compared, a row past it stops), and a compilation searches for at most
// kMaxSuggestionSearches names, so that a file of unknown names costs time
// linear in its size, not quadratic.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace netc {

inline constexpr int kMaxSuggestionSearches = 50;

// Levenshtein distance, or `bound + 1` as soon as it is known to exceed
// `bound`.
size_t edit_distance(const std::string& a, const std::string& b, size_t bound = SIZE_MAX - 1);

// The candidate closest to `name` within `max_distance` edits, or "".
std::string closest(const std::string& name, const std::vector<std::string>& candidates, size_t max_distance);

}  // namespace netc
