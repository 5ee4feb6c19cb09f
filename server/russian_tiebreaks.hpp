// The tie-breaks of host/tournament/tiebreaks.cpp in Russian for the /ru/ pages: a short column
// head, the name in the words of Russian regulations and arbiters («личная встреча»,
// «коэффициент Бухгольца», «коэффициент Бергера», «коэффициент Солкофа», «коэффициент
// Шмульяна» of the Правила вида спорта «шашки»), the rule, and the legend built from them.
#pragma once

#include "tournament/model.hpp"

#include <string>
#include <vector>

namespace damka::server {

struct RussianTieBreak {
    const char *code; // the catalogue's code: "BH-C1"
    const char *head; // the column head: "Бх-1"
    const char *name; // "Усечённый коэффициент Бухгольца (−1)"
    const char *rule; // the rule text, as the English legend gives it
};

// nullptr for a code the Russian list does not know (its English words then stay).
const RussianTieBreak *russian_tiebreak(const std::string &code);
// reports::tiebreak_legend in Russian, line for line: the edition of FIDE C.07, then
// "Бх (BH): Коэффициент Бухгольца — ФИДЕ C.07 8.1: ..." for each code.
std::vector<std::string> russian_tiebreak_legend(const tournament::TournamentInfo &info,
                                                 const std::vector<std::string> &codes);

} // namespace damka::server
