// Tie-breaks as data: each has its code (FIDE C.07 acronyms with the C/M modifiers of article
// 14, the Russian federation's coefficients, the variant's own points), a name and the rule it
// implements, printed as the legend under every table. `tiebreak_value` evaluates every listed
// tie-break except DE, which depends on the group of tied players and is evaluated while
// ranking (direct_encounter.hpp, standings.hpp).
#pragma once

#include "tiebreak_context.hpp"
#include "core/message.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::tournament {

struct TieBreakSpec {
    std::string code; // "BH-C1"
    std::string name; // "Buchholz Cut-1"
    std::string rule; // the rule text it follows, for the legend
};

// Every tie-break the host knows, in a sensible legend order.
const std::vector<TieBreakSpec> &tiebreak_catalogue();
const TieBreakSpec *find_tiebreak(const std::string &code);
// Parses "BH-C1,BH,SB" (case-insensitive); an unknown code is named in `error`, a message the
// front-end renders in the reader's language (the English one: `error.english()`).
std::optional<std::vector<std::string>> parse_tiebreak_list(const std::string &text, Message &error);
std::optional<std::vector<std::string>> parse_tiebreak_list(const std::string &text, std::string &error);

// "BH-C1,BH,SB": a list as parse_tiebreak_list reads it (`sep` ", " to show it).
std::string join_tiebreaks(const std::vector<std::string> &codes, const char *sep = ",");

// The value of tie-break `code` for records[i] (DE excluded: returns 0).
double tiebreak_value(const TieBreakContext &ctx, const std::string &code, size_t i);

// FIDE B.02 8.1.1 table: the rating difference dp for a fractional score of `percent` (0..100).
int fide_dp_percent(int percent);
// The same for a fractional score p (0..1), rounded to the nearest whole percent, .5 up.
int fide_dp(double p);

} // namespace damka::tournament
