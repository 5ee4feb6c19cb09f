// An arbiter's decision on a claim: the ruling, the rule it rests on, the words to read out
// to the players, and the remedy — the position to restore, the move now obliged, the clock
// correction, or the game's result. Written to the game's event log and the audit log.
#pragma once

#include "clock.hpp"
#include "variant.hpp"

#include <QJsonObject>

#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

enum class Ruling {
    Upheld,        // the claim is right; the remedy applies
    Rejected,      // the claim fails; `summary` says why
    ArbiterDecides // the rules leave it to the arbiter (e.g. double flag without draws)
};

struct Decision {
    std::string claim;              // the claim's kind ("correction", "flag", ...)
    int claimant = -1;
    Ruling ruling = Ruling::Rejected;
    std::string rule;               // "adiukh 8.6"
    std::string offence;            // for corrections: the adiukh 8.3 item ("capture-incomplete")
    std::string summary;            // what the arbiter says to the players
    int offender = -1;
    std::optional<int> restore_move; // index of the move taken back (into Replay::moves)
    std::string restore_position;   // position string to set up again
    std::string obliged_square;     // the piece that must move or be taken
    std::vector<std::string> obliged_moves; // the moves allowed now (canonical notation)
    bool switch_clocks_back = false;
    std::optional<std::array<Millis, 2>> clocks; // the clock readings to set, when known
    std::optional<GameResult> result; // when the decision ends the game
    std::vector<std::string> notes;   // further rules that bear on it

    bool upheld() const { return ruling == Ruling::Upheld; }
};

const char *ruling_name(Ruling r);
QJsonObject to_json(const Decision &d);
// The decision in words an arbiter can read out, one sentence per line.
std::string to_text(const Decision &d, const Variant &variant);

} // namespace damka::arbiter
