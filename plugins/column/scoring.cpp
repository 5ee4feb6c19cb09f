#include "scoring.hpp"

#include <string>

namespace damka::column {
namespace {

sdk::Status scored(int white, int black, std::string why) {
    sdk::Status s;
    s.outcome = white == black ? DAMKA_DRAW : DAMKA_WIN;
    s.winner = white == black ? -1 : white > black ? 0 : 1;
    s.points[0] = s.tiebreak[0] = white; // the 24-point score is also the tie-break (design)
    s.points[1] = s.tiebreak[1] = black;
    s.why = std::move(why);
    return s;
}

} // namespace

Score adiukh_score(const Rules &rules, const Board &board) {
    const Geometry geo{rules.size};
    Score score;
    for (int sq = 0; sq < geo.squares(); ++sq) {
        const Tower &t = board.squares[sq];
        if (t.empty()) continue;
        // adiukh 5.1: one point per checker, white or black, on the opponent's half.
        score.points[geo.on_opponent_half(sq, 0) ? 0 : 1] += t.height();
    }
    return score;
}

sdk::Status no_move_result(const Rules &rules, const Board &board, int side) {
    const std::string blocked = std::string(side_name(side)) + " has no legal move";
    if (!rules.score_24) return sdk::Status::win(1 - side, blocked); // seed 001: no move loses
    const Score s = adiukh_score(rules, board);
    // adiukh 5.1, 6.1.1: more checkers on the opponent's half wins (13+ of 24), 12:12 draws.
    return scored(s.points[0], s.points[1],
                  blocked + " (adiukh 5.1): White has " + std::to_string(s.points[0]) +
                      " checkers on Black's half, Black " + std::to_string(s.points[1]) + " on White's half");
}

sdk::Status adiukh_result_of(int32_t how, int32_t side, const sdk::Status &board_result) {
    const int full = 24;
    switch (how) {
    case DAMKA_END_RESIGNATION:
        return side == 0 ? scored(0, full, "White resigns (adiukh 5.2)")
                         : scored(full, 0, "Black resigns (adiukh 5.2)");
    case DAMKA_END_TIME_FORFEIT:
        if (board_result.outcome != DAMKA_ONGOING) { // adiukh 5.5: the final position stands
            sdk::Status s = board_result;
            s.why = "the final position was on the board when the flag fell (adiukh 5.5): " + s.why;
            return s;
        }
        return side == 0 ? scored(0, full, "White lost on time (adiukh 5.4)")
                         : scored(full, 0, "Black lost on time (adiukh 5.4)");
    case DAMKA_END_AGREED_DRAW: return scored(12, 12, "draw by agreement (adiukh 6.1.3)");
    case DAMKA_END_DOUBLE_FLAG: return scored(12, 12, "both flags fell, order unknown (adiukh 6.1.2)");
    case DAMKA_END_CLAIMED_DRAW:
        sdk::refused("adiukh knows no claimed draw: repetition and the 15-move rule do not apply "
                     "(seed 004, 'Сущность и цели игры'); a draw is 12:12 on the board or agreed (adiukh 6.1)");
    default: sdk::invalid("unknown way of ending a game: " + std::to_string(how));
    }
}

sdk::Status adiukh_check_entered(sdk::Status entered, bool with_tiebreak) {
    const int w = entered.points[0], b = entered.points[1];
    const std::string score = std::to_string(w) + ":" + std::to_string(b);
    if (w < 0 || b < 0 || w + b != 24)
        sdk::refused("the two scores add up to 24, the checkers on the opponents' halves (adiukh 5.1); " + score +
                     " does not");
    if (entered.outcome == DAMKA_DRAW && w != 12) sdk::refused("a draw is 12:12 (adiukh 6.1.1), not " + score);
    if (entered.outcome == DAMKA_WIN && entered.points[entered.winner] < 13)
        sdk::refused("a win takes 13 or more of the 24 points (adiukh 6.1.1); " + score + " is not a win for " +
                     (entered.winner == 0 ? "White" : "Black"));
    if (with_tiebreak && (entered.tiebreak[0] != w || entered.tiebreak[1] != b))
        sdk::refused("the 24-point score is also the tie-break: give the points once (" + score + ")");
    entered.tiebreak[0] = w;
    entered.tiebreak[1] = b;
    return entered;
}

} // namespace damka::column
