// The phase bookkeeping of multiphase Фазы: who moves which colour, who has finished, the
// second player's compulsory extra move, phase results, the next phase and the game's winner.
#pragma once

#include "board.hpp"

#include <array>

namespace damka::multiphase {

struct PhaseState {
    int number = 1; // 1, 2, 3, ...: odd phases separate, even phases connect
    int first = 0; // the player who made the first move of this phase
    int to_move = 0; // the player to move
    std::array<int, 2> wins{}; // phases won by each player
    int drawn = 0; // phases drawn so far
    bool extra = false; // the first player has finished: the second's extra move is due
    int plies = 0; // plies played in this phase (decision: phase limit)
    int game_plies = 0; // plies played in the game (decision: draw claim)
    bool operator==(const PhaseState &) const = default;

    // multiphase Фазы "Партия делится на нечётные «фазы» («фазы разделения») и чётные".
    bool separation() const { return number % 2 == 1; }
    // multiphase Фазы: in a connection phase "игроки делают ходы шашками противника".
    int colour_moved_by(int player) const { return separation() ? player : 1 - player; }
    // The game's winner (two phases won), or -1.
    int winner() const;
};

// Has `player` reached the goal of the current phase on `p`? Separation: his own pieces
// touch nowhere; connection: the opponent's pieces are one group.
bool goal_reached(const Placement &p, const PhaseState &s, int player);

// Bookkeeping after the player to move has moved, `after` being the new placement: his goal
// finishes the phase or gives the second player his extra move; else the turn passes (or the
// phase limit draws the phase).
void after_move(PhaseState &s, const Placement &after, const Options &options);

// Decision (README "No legal move"): the player to move, having no legal move, loses the
// phase (in the extra move: he has not finished, so the first player wins it).
void lose_phase(PhaseState &s);

} // namespace damka::multiphase
