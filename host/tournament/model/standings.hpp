// Standings after a round: score, the event's tie-breaks in order, and the rank. Players
// still equal after every tie-break share a rank (C.07 2.1: the regulations decide).
#pragma once

#include "records.hpp"
#include "tiebreaks.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

struct StandingRow {
    int player = 0;
    int rank = 0;
    double score = 0;
    std::vector<double> tiebreaks; // same order as Standings::codes
};

struct Standings {
    int after_round = 0;
    std::vector<std::string> codes;
    std::vector<StandingRow> rows; // in rank order
    std::vector<PlayerRecord> records; // every player's rounds (for crosstables)
    const PlayerRecord *record(int player) const;
    const StandingRow *row(int player) const;
};

// The rounds whose every board has a result (the default for standings).
int completed_rounds(const EventData &event);

Standings compute_standings(const EventData &event, int after_round);

} // namespace damka::tournament
