// The Buchholz variants of FIDE C.07 article 8 beyond BH itself (8.1, unplayed_rounds.hpp):
// 8.2 Average of Opponents' Buchholz (AOB) and 8.3 Fore Buchholz (FB).
#pragma once

#include "tiebreak_context.hpp"

namespace damka::tournament {

// C.07 8.3 FB: the Buchholz as if every game paired in the last round counted had ended in a
// draw (byes keep their value), so it is known before the last round is played; the 16.3
// adjustments and the 16.4 dummy apply to those scores as to BH.
double fore_buchholz(const TieBreakContext &ctx, size_t i);

// C.07 8.2 AOB: the average of the Buchholz (8.1) of the opponents met over the board; 0
// when there is none. Not rounded: the printed value has two decimals.
double average_of_opponents_buchholz(const TieBreakContext &ctx, size_t i);

} // namespace damka::tournament
