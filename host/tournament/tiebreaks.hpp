// Tie-breaks as data: each has its code (FIDE C.07 (2024) acronyms with the C/M modifiers, the
// Russian federation's coefficients, the variant's own points), a name and the rule it
// implements. `compute_values` evaluates every listed tie-break except DE, which depends on
// the group of tied players and is evaluated while ranking (standings.hpp).
#pragma once

#include "records.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace damka::tournament {

struct TieBreakSpec {
    std::string code;        // "BH-C1"
    std::string name;        // "Buchholz Cut-1"
    std::string rule;        // the rule text it follows, for the legend
};

// Every tie-break the host knows, in a sensible legend order.
const std::vector<TieBreakSpec> &tiebreak_catalogue();
const TieBreakSpec *find_tiebreak(const std::string &code);
// Parses "BH-C1,BH,SB" (case-insensitive); an unknown code is named in `error`.
std::optional<std::vector<std::string>> parse_tiebreak_list(const std::string &text, std::string &error);

// Shared inputs of the tie-break formulas.
struct TieBreakContext {
    const EventData &event;
    int rounds;                              // rounds counted (after_round)
    bool round_robin;
    const std::vector<PlayerRecord> &records;
    std::map<int, size_t> index;             // start number -> records index
    std::vector<double> adjusted;            // opponents' scores adjusted per C.07 16.3.2
    std::vector<int> rating;                 // by records index

    TieBreakContext(const EventData &e, int after_round, const std::vector<PlayerRecord> &r);
    const PlayerRecord &of(int player) const { return records[index.at(player)]; }
};

// The value of tie-break `code` for records[i] (DE excluded: returns 0).
double tiebreak_value(const TieBreakContext &ctx, const std::string &code, size_t i);

// FIDE B.02 8.1.2 table: rating difference dp for a fractional score p (0..1), rounded to
// whole percent.
int fide_dp(double p);

} // namespace damka::tournament
