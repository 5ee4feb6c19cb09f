// An arbiter's decision on a claim: the ruling, the rule it rests on, the words to read out
// to the players, and the remedy — the position to restore, the move now obliged, the clock
// correction, or the game's result. Written to the game's event log and the audit log.
#pragma once

#include "clock.hpp"
#include "rulebook.hpp"
#include "core/message.hpp"
#include "core/variant.hpp"

#include <QJsonObject>

#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

enum class Ruling {
    Upheld, // the claim is right; the remedy applies
    Rejected, // the claim fails; `summary` says why
    ArbiterDecides // the rules leave it to the arbiter (e.g. double flag without draws)
};

struct Decision {
    std::string claim; // the claim's kind ("correction", "flag", ...)
    int claimant = -1;
    Ruling ruling = Ruling::Rejected;
    std::string rule; // the citation in words: "adiukh 8.6", "fsr: general principle (...)"
    std::string rulebook; // the rulebook of the game on the board ("adiukh", "fsr"; "" none named)
    std::string article; // its article; "" when a general principle is applied
    bool general_principle = false; // no article of the rulebook itself: a general principle
    std::string principle; // then the Adiukh article that states it ("8.6")
    std::string offence; // for corrections: the adiukh 8.3 item ("capture-incomplete")
    std::string summary; // what the arbiter says to the players
    int offender = -1;
    std::optional<int> restore_move; // index of the move taken back (into Replay::moves)
    std::string restore_position; // position string to set up again
    std::string obliged_square; // the piece that must move or be taken
    std::vector<std::string> obliged_moves; // the moves allowed now (canonical notation)
    bool switch_clocks_back = false;
    std::optional<std::array<Millis, 2>> clocks; // the clock readings to set, when known
    std::optional<Millis> charge; // time moved from the claimant's clock to the offender's (8.6)
    std::optional<GameResult> result; // when the decision ends the game
    std::optional<size_t> ended_before; // the game ended before this log event (a flag that fell
        // before the final move, adiukh 5.4): later moves are not scored
    std::vector<std::string> notes; // further rules that bear on it

    bool upheld() const { return ruling == Ruling::Upheld; }
    void cite(const Citation &c);
};

const char *ruling_name(Ruling r);
QJsonObject to_json(const Decision &d);
// A result in words on one scale: the variant's own points ("17:7"), or, for a variant without
// its own scale (points 1:0, 1:1, 0:1), the usual 1-0, ½-½, 0-1.
std::string result_words(const GameResult &r, const Variant &variant);
// The decision in words an arbiter can read out, one sentence per line.
std::string to_text(const Decision &d, const Variant &variant);

// A rulebook as its reader calls it: "adiukh" is «Адиюх», "fsr" (the Russian draughts
// federation) «ФШР» in Russian; one this host has no name for keeps its plugin's code.
Message rulebook_message(const std::string &code);
// The citation in the reader's words: "adiukh 8.6", or a rulebook's general principle with the
// Adiukh article stating it.
Message citation_message(const Decision &d);
// The ruling and its citation for the audit log, read in the reader's language ("the claim is
// upheld (adiukh 8.6)"); the arbiter's full words stay in the entry's decision (to_json).
Message decision_message(const Decision &d);

} // namespace damka::arbiter
