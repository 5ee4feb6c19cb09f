// The position actually on the board after a move the rules do not allow: the stated board
// change applied to the plugin's board description, and a game set up from those pieces
// through the plugin ("damka.board-setup/1"). adiukh 8.8: an unnoticed impossible move
// "не может быть изменен впоследствии" — the game goes on from the board as it is. The arbiter
// applies no rule of a variant here (no crowning, no capture into a tower): what is unknown
// is left to a position event.
#pragma once

#include "board_change.hpp"

namespace damka::arbiter {

// The game after `change` was physically made on `before` by the side to move, or an error
// saying why the engine cannot know it (taken pieces not stated, no such piece, the plugin
// cannot be set up from pieces, the plugin's moves do not agree on whose turn follows).
Expected<Game> board_after(const Variant &variant, const Game &before, const BoardChange &change);

} // namespace damka::arbiter
