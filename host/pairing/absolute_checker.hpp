// Internal to the checkers of the absolute criteria (dubov_checker.cpp, burstein_checker.cpp,
// lim_checker.cpp, double_swiss_checker.cpp): what they all check the same way, recomputed from
// the raw input apart from every engine, so that an arbiter can catch an engine's mistakes.
#pragma once

#include "pairing.hpp"

#include <functional>
#include <string>
#include <vector>

namespace damka::pairing::detail {

// C.04.1 Art. 2: only games played over the board count as a meeting (a Double-Swiss match
// regularly played is `Played`, C.04.5 Preface). Either history suffices.
bool met_over_the_board(const Player &a, const Player &b);
// C.04.1 Art. 4: no PAB to a player who had one or scored a win's points in a round without
// playing (a forfeit win, a full-point bye; in a Double-Swiss a match won by forfeit).
bool had_a_win_without_playing(const Player &p);

// The words and the extra pair rules of one system.
struct RoundRules {
    std::string rematch; // the message for a rematch, e.g. "rematch (C.04.4.1 C1)"
    std::string bye_refused; // follows "bye to N, who ...", naming the article
    std::string unpaired; // follows "player N is not paired", e.g. " (C.04.4.1 C4)"
    // A system's rules on one pair (the colours), adding their messages; may be empty.
    std::function<void(const Player &white, const Player &black, const std::string &name,
                       std::vector<std::string> &errors)>
        pair_rules;
};

// Every paired player known, available and paired once, nobody meets himself or a player met
// before, no prohibited pair (C.04.1), `pair_rules` on each pair, a bye exactly when the number
// of players to pair is odd and only to a player who may have it, everybody available paired.
std::vector<std::string> check_round(const std::vector<Player> &players, const Settings &settings,
                                     const Pairing &pairing, const RoundRules &rules);

struct Articles {
    std::string system; // "C.04.4.1"
    std::string preference; // the article defining an absolute colour preference ("1.6.1")
};

// The absolute criteria the Dubov (C.04.4.1) and Burstein (C.04.4.2) systems share word for
// word: [C1] no rematch, [C2] the PAB rule of C.04.1 Art. 4, [C3] no two players with the same
// absolute colour preference, no topscorer exception, [C4] everybody paired once.
std::vector<std::string> check_no_rematch_no_same_absolute(const std::vector<Player> &players, const Settings &settings,
                                                           const Pairing &pairing, const Articles &art);

} // namespace damka::pairing::detail
