// What a player physically did, as a board change — "from e3 to g5 took f4", "from c5 to a3
// via ... stack 1" — and its comparison with the plugin's legal move records. This is how
// the arbiter judges a disputed move without knowing the variant's rules.
#pragma once

#include "board_view.hpp"
#include "core/variant.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

struct BoardChange {
    int from = -1;
    int to = -1;
    std::vector<int> via; // intermediate landing squares, when stated
    std::optional<std::vector<int>> taken; // squares whose pieces were taken; unknown for a notation
    std::optional<int> stack; // how many checkers were lifted, when stated

    // from, via..., to
    std::vector<int> path() const;
};

// Parses "from SQ to SQ [via SQ...] [took|removed SQ...] [stack N]" (nullopt when `text` does
// not start with "from"), naming the bad word when the description is malformed.
Expected<std::optional<BoardChange>> parse_board_change(const std::string &text, const BoardView &board);
// The squares named in a notation the plugin refused ("c3:e5:c7" -> c3 e5 c7) as a path with
// the taken pieces unknown; nullopt when fewer than two squares are recognised.
std::optional<BoardChange> change_from_notation(const std::string &text, const BoardView &board);

// Does the legal move `m` produce this board change?
bool matches(const BoardChange &c, const MoveRecord &m, const BoardView &board);

std::string describe(const BoardChange &c, const BoardView &board);
// The change's squares as a scoresheet writes a move, in no language: "a3-b4", "c3-e5-c7".
std::string path_text(const BoardChange &c, const BoardView &board);

} // namespace damka::arbiter
