// The Tavreli position string (README "Position strings"): parse and print, and the start
// position.
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>

namespace damka::tavreli {

// igGameCenter rules; ZoG Tavreli.zrf: Ратоборцы a1/h1, Всадники b1/g1, Лучники c1/f1, Князь
// d1, Волхв e1, Ратники on rank 2, each showing on its back the таврель behind it (the one in
// front of the Волхв: Желги); Black the same on ranks 8 and 7.
Position start_position();

// `towers: a1 R, e2 PZ, d4 PQ* pb; white to move[; en passant: e3][; volkhv: strict]`
std::string format_position(const Position &p);
// Throws sdk::Error(INVALID) naming the offending token.
Position parse_position(std::string_view text);

} // namespace damka::tavreli
