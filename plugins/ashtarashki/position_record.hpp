// The Ashtarashki position record (seed 6.7, 6.10, 6.11), used as the plugin's position string:
//   White: M1 - b2, c1, e1, h2; M2 - a3, d2, f2, g3; M3 - a1, c3, e3, g1. Black: M1 - a7, ...
//   Black: ... White to move.
// White's stones in the order M1, M2, M3, V1, V2, V3, W (then F), then Black's in the same
// order; the squares of a group sorted by file a-h, then rank 1-8 (6.10); a group of one
// stone is written without the dash (M1h8). We write ASCII '-' where the seed has a short
// dash, and read '-', '–' and '—'; groups may be separated by ';' or ','. We also read the
// seed's own wording (Белые: ..., Черные: ..., Ход белых / Ход черных). The side to move
// ("White to move.") may be left out: White.
#pragma once

#include "ashtarashki_rules.hpp"

#include <string>
#include <string_view>

namespace damka::ashtarashki {

std::string format_position(const Position &p);
// Throws damka::sdk::Error (invalid) naming what is wrong and where.
Position parse_position(std::string_view text);

} // namespace damka::ashtarashki
