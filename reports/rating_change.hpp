// The rating change of each rated player after the event, game by game:
//   We = sum over rated opponents of 1 / (1 + 10^((Ropp - Rown) / 400)),  dR = K * (W - We).
// FMJD's rating regulations (Annex 9 "FMJD rating system and its application rules", revised
// after the 2009 General Assembly; copy read at https://docsbay.net/annex-9-fmjd-rating-system-s1)
// compute ratings from results in approved competitions with a development factor (its
// art. 3.2.3, halved for time controls under the official one, art. 1.2.2.2). The articles
// with the expected-result formula and the factor's values could not be read from here: this
// uses Elo's logistic expected score (the form FIDE's B.02 tables tabulate) and takes the
// development factor K from the arbiter. See reports/README.md.
#pragma once

#include "tournament/model/model.hpp"
#include "i18n.hpp"
#include "table.hpp"

namespace damka::reports {

struct RatingChange {
    int player = 0;
    int rating = 0; // before the event
    int games = 0; // games over the board against rated opponents
    double score = 0; // W: 1 a win, 0.5 a draw
    double expected = 0; // We
    double change = 0; // K * (W - We)
};

// Rated players (rating > 0) by start number; forfeits, byes and games against unrated
// players do not count. Every game of a micro-match or a knockout tie-break counts.
std::vector<RatingChange> rating_changes(const tournament::EventData &event, double k);
// "SNo | Name | FED | Ro | Games | W | We | dR | Rn" with the formula and K under it.
// In `lang` (the heads, title, event lines and notes; the formula's symbols stay).
Table rating_change_table(const tournament::EventData &event, double k, Language lang = Language::English);

} // namespace damka::reports
