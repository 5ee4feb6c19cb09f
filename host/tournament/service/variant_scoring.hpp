// `--scoring variant`: an event counting the variant's own game points (Adiukh 17:7 of 24,
// Ashtarashki 1 or 2) must count its unplayed results on the same scale, or a forfeit win
// (1 point) would be worth less than a lost game.
#pragma once

#include "core/expected.hpp"
#include "tournament/model/model.hpp"
#include "core/variant.hpp"

namespace damka::tournament {

// The variant's scale asked of its plugin: a win is what a resignation at the start gives the
// winner (the variant's own rule for a game won without play: Adiukh 24:0, adiukh 5.2), a
// loss what it gives the loser, a draw what an agreed draw gives (Adiukh 12:12, 6.1.3); a
// variant without draws counts half a win. Forfeits and byes are scored with these values.
Expected<Scoring> variant_scoring(const Variant &variant);

} // namespace damka::tournament
