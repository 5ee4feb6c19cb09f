// Ashtarashki: when the game is over, who won, the points and the balls (sections 4 and 5).
#pragma once

#include "ashtarashki_rules.hpp"

#include <array>
#include <string>

namespace damka::ashtarashki {

// Which rule ended the game.
enum class Ending {
    None,
    AllTaken, // 4.1.3, 4.3, 4.4.3c/d: a side has no stone left at all
    FourFinished, // 4.1.1, 4.4.3a: 4 stones on the finish row, both sides with 4 or more
    AllHomeFirst, // 4.4.1, 4.4.3a/d: equal counts below 4, one side finished all its stones
    MoreStones, // 4.4.2: unequal counts below 4, the larger side wins
    LargerBlocked, // 4.4.2 proviso and 4.1.2: the larger side is blocked, the finisher wins
    Blocked // 4.1.2, 4.4.3b: the side to move has no move forward or back
};

struct Outcome {
    Ending ending = Ending::None;
    int winner = -1;
    int points = 0; // 4.2, 4.3, 4.6: 1 simple, 2 clean; the loser has 0
    std::array<int, 2> balls{}; // 5.2, 5.4: 3/2/1 per M/V/W on the finish row
    std::array<int, 2> stones{}; // stones on the board, finished ones included

    bool over() const { return ending != Ending::None; }
};

// 5.2, 5.4: the balls of both sides for the stones on their finish rows now (also used at
// resignation).
std::array<int, 2> balls(const Position &p);
// The state of the game in `p` under sections 4 and 5.
Outcome evaluate(const Position &p);
// "White brought a 4th stone to the finish row (ashtarashki 4.1.1, 4.4.3a)".
std::string explain(const Outcome &o);

} // namespace damka::ashtarashki
