#include "variant_scoring.hpp"

namespace damka::tournament {

Expected<Scoring> variant_scoring(const Variant &variant) {
    auto game = variant.new_game();
    if (!game) return Error{"variant " + variant.id() + ": " + game.error()};
    const auto resigned = game->result_of(DAMKA_END_RESIGNATION, 1); // Black resigns: White wins
    if (!resigned) return Error{"variant " + variant.id() + " has no result for a resignation: " + resigned.error()};
    Scoring s;
    s.variant_points = true;
    s.win = resigned->points[0];
    s.loss = resigned->points[1];
    const auto agreed = game->result_of(DAMKA_END_AGREED_DRAW, 0);
    s.draw = agreed ? agreed->points[0] : (s.win + s.loss) / 2;
    return s;
}

} // namespace damka::tournament
