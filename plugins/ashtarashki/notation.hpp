// Ashtarashki move notation (seed section 6), read and written.
//   long:  M1a3-b4   M2c5:b6:c7   M1c5-b4V   V1b4-a3W   Wa3-b2Z
//   short: M1b4      M2:b6:c7     M1b4V      V1a3W      Wb2Z
// The seed writes a long dash (M1a3—b4); we write an ASCII hyphen and read both dashes.
#pragma once

#include "movegen.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace damka::ashtarashki {

// The long form (6.1-6.6) of a generated move in position `p` (before the move).
std::string long_form(const Position &p, const RawMove &m);
// The short form (6.1-6.6) of a generated move in position `p` (before the move).
std::string short_form(const Position &p, const RawMove &m);

// A move as written, before it is matched against the legal moves.
struct MoveText {
    Stone kind; // state and group as written (side unset)
    std::optional<int> from; // long form only
    bool capture = false;
    std::vector<int> squares; // capture: every landing square; otherwise the target square
    std::optional<char> mark; // retreat suffix: 'V', 'W' or 'Z'
};

// Parses either form; throws damka::sdk::Error (invalid) naming what is wrong and where.
MoveText parse_move(std::string_view text);
// Does the written move describe the generated move `m` in position `p`?
bool describes(const MoveText &t, const Position &p, const RawMove &m);

// Replaces the long and short dashes (— –) by '-' and the Cyrillic М by M, so that moves
// and positions copied from the seed read as they look.
std::string normalise(std::string_view text);

} // namespace damka::ashtarashki
