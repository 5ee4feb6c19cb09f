// Byes and results in the words the reader's arbiter writes (issue 44 §4). In English they are
// the FIDE codes (C.04.1: PAB, HPB, FPB, ZPB) and the results as entered (1-0, 1/2, +-); in
// Russian «пропуск тура» in a list, «пр»/«пз» in a crosstable cell and «+/−» for a forfeit, the
// FIDE code only in the legend that `bye_legend` writes under the table.
#pragma once

#include "i18n.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::reports {

// A bye in a pairing list or a check-in list: "PAB"; «пропуск тура».
std::string bye_words(tournament::ByeKind kind, Language lang);
// A bye in a crosstable or wall chart cell, before its points: "PAB" (PAB1); «пр» (пр1).
std::string bye_cell(tournament::ByeKind kind, Language lang);
// A result in a pairing list: "1-0", "1/2", "+-"; «1-0», «½-½», «+/−».
std::string result_words(tournament::BoardResult result, Language lang);
// "FIDE codes: пропуск тура PAB; …" for the byes `kinds` shown in other words than their code
// (none in English).
std::vector<std::string> bye_legend(const std::vector<tournament::ByeKind> &kinds, Language lang);

} // namespace damka::reports
