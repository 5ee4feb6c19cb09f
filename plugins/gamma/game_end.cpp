#include "game_end.hpp"

namespace damka::gamma {
namespace {
const char *const kName[2] = {"White", "Black"};
}

sdk::Status board_status(const Position &p) {
    // gamma seed 6 "Цель игры – уничтожение всех шашек противника": pieces under an enemy piece
    // are still in the game until they are taken off.
    for (int side : {p.side_to_move, 1 - p.side_to_move})
        if (p.pieces(side) == 0)
            return sdk::Status::win(1 - side, std::string(kName[side]) + " has no piece left (gamma seed 6)");
    // gamma seed 6 "если противник следующим своим ходом не сможет парировать удар, поставив на поле жизни
    // свою шашку или столбик, то игра завершается": the player to move still on top of a life
    // square of the other has held it through the other's move.
    const int mover = p.side_to_move;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Stack &s = p.squares[size_t(sq)];
        if (!s.empty() && is_life_square(sq, 1 - mover) && s.back().side == mover)
            return sdk::Status::win(mover,
                                    std::string(kName[mover]) + " holds " + kName[1 - mover] + "'s life square " +
                                        square_name(sq) + ": the capture was not parried (gamma seed 6)");
    }
    return {};
}

} // namespace damka::gamma
