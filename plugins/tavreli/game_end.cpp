#include "game_end.hpp"

namespace damka::tavreli {
namespace {
const char *const kName[2] = {"White", "Black"};
}

int captured_volkhv(const Position &p) {
    for (int side : {p.side_to_move, 1 - p.side_to_move})
        if (volkhv_square(p, side) < 0) return side;
    return -1;
}

sdk::Status board_status(const Position &p, const std::vector<TavreliMove> &legal) {
    // tavreli seed 2 "Игра заканчивается захватом волхва противника, захватом считается
    // ситуация, когда какая-либо таврель игрока встала на волхва противника".
    if (const int lost = captured_volkhv(p); lost >= 0)
        return sdk::Status::win(1 - lost,
                                std::string("a таврель of ") + kName[1 - lost] + " stands on " + kName[lost] +
                                    "'s Волхв (tavreli seed 2)");
    if (!legal.empty()) return {};
    // Decision (README "Decisions", no legal move): the seed does not say. With the Волхв attacked its capture
    // cannot be avoided: the player has lost (igGameCenter: mate); otherwise a draw
    // (igGameCenter: stalemate, "as in standard Chess").
    const int side = p.side_to_move;
    if (attacked(p, volkhv_square(p, side), 1 - side))
        return sdk::Status::win(1 - side,
                                std::string(kName[side]) +
                                    " has no legal move and the Волхв is attacked (tavreli decision: mate)");
    return sdk::Status::draw(std::string(kName[side]) +
                             " has no legal move and the Волхв is not attacked (tavreli decision: stalemate)");
}

} // namespace damka::tavreli
