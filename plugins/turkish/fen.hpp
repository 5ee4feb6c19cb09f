// Position strings: PDN FEN with algebraic squares (README "Position strings"):
// "W:Wa2,b2,Kd4:Bh7" — the side to move, then each colour's pieces, K before a king.
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>

namespace damka::turkish {

// Reads a FEN. Accepts spaces, a trailing dot, a missing side letter (White moves first) and the PDN extension fields H<n>/F<n>. Refuses a square given twice, a man on its own
// promotion row, more than 16 pieces of one colour. Throws sdk::invalid naming the bad token.
Position parse_fen(std::string_view text);

// The FEN, pieces rank by rank from a1.
std::string format_fen(const Position &p);

// Refuses (sdk::invalid) what parse_fen() refuses in a position made otherwise (a board given
// piece by piece): a man on its own promotion row, more than 16 pieces of one colour.
void check_position(const Position &p);

} // namespace damka::turkish
