#include "game_end.hpp"

namespace damka::focus {
namespace {
const char *const kName[2] = {"White", "Black"};
}

sdk::Status board_status(const Position &p) {
    // The player to move is checked first: a move never leaves its maker without a tower (the
    // moved part ends on top), so only a set-up can take the other side's last tower.
    for (int side : {p.side_to_move, 1 - p.side_to_move}) {
        if (p.has_tower(side)) continue;
        if (p.end == EndRule::Seed) // seed 4 "у одного из игроков на поле не осталось ни одной башни"
            return sdk::Status::win(1 - side,
                                    std::string(kName[side]) + " has no tower left on the board (focus seed 4)");
        if (p.reserve[size_t(side)] == 0) // Sackson: "controls no piles and has no reserves"
            return sdk::Status::win(
                1 - side, std::string(kName[side]) + " controls no stack and has no reserve piece (Sackson's rule)");
    }
    return {};
}

} // namespace damka::focus
