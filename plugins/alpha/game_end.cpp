#include "game_end.hpp"

#include "move_generator.hpp"

namespace damka::alpha {
namespace {
const char *const kName[2] = {"White", "Black"};
}

sdk::Status material_status(const Position &p) {
    // The reserve piece does not count: its use is optional ("Игрок не обязан использовать
    // запасную шашку"), so a player whose board pieces are all off has reached the goal.
    for (int side : {1 - p.side_to_move, p.side_to_move})
        if (p.on_board(side) == 0)
            return sdk::Status::win(
                side, std::string(kName[side]) + " has taken all its pieces off the board (alpha seed 5)");
    return {};
}

sdk::Status board_status(const Position &p) {
    if (sdk::Status s = material_status(p); s.outcome != DAMKA_ONGOING) return s;
    // Decision: passing is for one blocked player ("ход передается другому игроку"); when
    // both are blocked no move can ever be made again, so the game is drawn.
    if (generate_moves(p).empty()) return sdk::Status::draw("neither side can move (Alpha decision: a draw)");
    return {};
}

} // namespace damka::alpha
