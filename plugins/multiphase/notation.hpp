// Multiphase notation (README "Notation"): `a2-a7` a slide, `c3:h9` a transfer from one zone
// to another (a separator PDN's move grammar knows; nothing is ever captured, so ':' is free).
// Squares a1..k11, Blue's first rank 1.
#pragma once

#include "move_generator.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::multiphase {

std::string move_notation(const MpMove &m);

// The legal move `text` names, or throws sdk::Error (INVALID: does not parse; ILLEGAL: names
// no legal move now). Any separator (`-`, `:`, `x`, `*`) is accepted for either kind: origin and destination alone tell a slide from a transfer (a slide
// never leaves its zone).
const MpMove &find_move(const std::vector<MpMove> &legal, std::string_view text);

} // namespace damka::multiphase
