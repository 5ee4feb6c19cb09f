// The position a diagram shows, with the move that led to it: after a set-up and moves, or at
// a ply of a game in a PDN file. What `damka rules VARIANT diagram` draws (and printouts).
#pragma once

#include "core/expected.hpp"
#include "core/plugin_registry.hpp"
#include "core/variant.hpp"

#include <QString>

#include <string>
#include <vector>

namespace damka::diagram {

struct Position {
    std::string board_json; // the plugin's board description
    std::vector<int> last_move; // the path of the move that led here (empty at the start)
    std::string last_notation; // that move in the variant's notation
    int plies = 0; // moves played from the start (or the PDN's set-up)
};

// After `setup` ("" = the start position) and `moves` in any notation the plugin accepts.
Expected<Position> position_after(const Variant &variant, const std::string &setup,
                                  const std::vector<std::string> &moves);

// Game `game` (1-based) of the PDN file at `path`, after `ply` plies of its main line (-1: its
// last position), replayed by `variant`.
Expected<Position> position_in_pdn(const Variant &variant, const QString &path, int game, int ply);
// The same for PDN text (a game record stored with a result): its first game.
Expected<Position> position_in_pdn_text(const Variant &variant, const std::string &pdn, int ply);

// The drawing's title: "Russian draughts: White to move" (the plugin's phase words when it has
// them), in English; the server writes its own in the page's language.
std::string position_title(const Variant &variant, const Position &position);

} // namespace damka::diagram
