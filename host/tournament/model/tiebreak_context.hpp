// What every tie-break formula shares: the players' records, the edition of FIDE C.07 the event
// follows, and each participant's score as his opponents' tie-breaks see it (C.07 16.3).
#pragma once

#include "records.hpp"

#include <map>
#include <string>
#include <vector>

namespace damka::tournament {

// The edition of FIDE C.07 (Play-Off and Tie-Break Regulations) an event follows: the text in
// force from 1 August 2024 to 28 February 2026, or the text approved by the FIDE Council on
// 2 February 2026 and in force from 1 March 2026 (it adds the dummy caps of 16.4.1/16.4.2).
enum class TieBreakEdition { Fide2024, Fide2026 };

// The edition for an event starting on `start_date` (YYYY-MM-DD): before 2026-03-01 the 2024
// text, otherwise (and when the date is empty or not ISO) the text in force now.
TieBreakEdition tiebreak_edition(const std::string &start_date);
// The event's edition: the one the arbiter set (TournamentInfo::tiebreak_edition), else by
// its start date.
TieBreakEdition tiebreak_edition(const TournamentInfo &info);
// For legends, `event info` and TRF export: "FIDE C.07 2024 text (in force 1 Aug 2024 - 28 Feb
// 2026), set by the arbiter" or "..., by the start date".
std::string edition_text(const TournamentInfo &info);
// Its two parts, each marked for translation (core/translatable.hpp): the edition, then who chose it.
const char *edition_name(const TournamentInfo &info);
const char *edition_choice(const TournamentInfo &info);

struct TieBreakContext {
    const EventData &event;
    int rounds; // rounds counted (after_round)
    bool round_robin; // pre-determined pairings: C.07 15.2, else 15.3/16
    TieBreakEdition edition;
    const std::vector<PlayerRecord> &records;
    std::map<int, size_t> index; // start number -> records index
    std::vector<double> adjusted; // C.07 16.3 scores, by records index
    std::vector<int> rating; // by records index (0: unrated)

    TieBreakContext(const EventData &e, int after_round, const std::vector<PlayerRecord> &r);
    const PlayerRecord &of(int player) const { return records[index.at(player)]; }
    double adjusted_of(int player) const { return adjusted[index.at(player)]; }
    // The points of a whole round ending in a draw / a win (a micro-match round is 2 games).
    double draw_round() const;
    double win_round() const;
};

// C.07 16.3 for every record: a Swiss participant's rounds of category 16.2.5 (requested byes
// and absences followed only by voluntarily unplayed rounds, or in the last round) count as
// draws; every other round counts the points awarded (16.3.1). In a round robin there are no
// such rounds (15.2) and the score is used as it is.
std::vector<double> adjusted_scores(const std::vector<PlayerRecord> &records, double draw_round, bool round_robin);

} // namespace damka::tournament
