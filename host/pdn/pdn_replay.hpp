// Replays a PDN game, main line and variations, through a variant plugin (the host knows no
// rules): the FEN tag or a set-up becomes the plugin's position, every move goes to
// Game::play (short-form captures are the plugin's to resolve), and the main line's final
// position is compared with the recorded result.
#pragma once

#include "pdn_game.hpp"

#include "core/variant.hpp"

#include <QString>

#include <optional>
#include <vector>

namespace damka::pdn {

struct ReplayProblem {
    enum Kind {
        BadSetup, // the FEN tag or a /set-up/ was malformed or refused
        IllegalMove, // the plugin refused a move
        ResultMismatch // the recorded result contradicts the board or the Result tag
    };
    Kind kind = BadSetup;
    QString message; // the plugin's reason, or what disagrees
    Location where; // of the tag, set-up, move or result concerned
    int ply = 0; // IllegalMove: 1-based ply from the start (along the variation, if in one)
    QString move; // IllegalMove: the move as written
    bool in_variation = false; // IllegalMove: in a variation, not the main line
};

struct Replay {
    int plies = 0; // main-line plies replayed before a problem (all when none)
    std::optional<ReplayProblem> problem;
    std::vector<Warning> warnings; // moves accepted though written with the wrong separator
    std::vector<MoveRecord> moves; // the main line's moves as the plugin played them
    std::optional<damka::Game> final; // the main line's position reached (absent after a bad FEN)
    GameResult final_status; // the plugin's status of that position

    bool ok() const { return !problem; }
};

Replay replay(const GameRecord &game, const Variant &variant);
// The main line up to `plies` plies only (a diagram of the position after ply K): no result is
// checked, since the recorded result is that of the whole game.
Replay replay_until(const GameRecord &game, const Variant &variant, int plies);

} // namespace damka::pdn
