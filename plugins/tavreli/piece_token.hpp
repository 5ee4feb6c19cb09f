// One таврель as the position string writes it (README "Pieces", "Position strings"): a letter
// (upper case White, lower case Black), a Ратник's back letter, `+` turned over, `*` has moved.
#pragma once

#include "board.hpp"

#include <string>

namespace damka::tavreli {

// `K`, `PZ*`, `+pr`.
std::string piece_token(const Piece &piece);

// Throws sdk::Error(INVALID) naming the token.
Piece parse_piece(const std::string &token);

} // namespace damka::tavreli
