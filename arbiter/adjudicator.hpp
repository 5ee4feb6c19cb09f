// The adjudication engine: a claim about a game plus its event log in, a decision out that
// names its rule. It asks the variant plugin every rule question (legal moves, board, status,
// result_of) and knows no rule of any variant itself.
#pragma once

#include "decision.hpp"
#include "event_log.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

enum class ClaimKind {
    TouchMove, // the opponent touched a piece and must move / take it (adiukh 4.3-4.5, 8.4, 8.5)
    Correction, // the opponent's last move or clock press was irregular (adiukh 8.3-8.8)
    Flag, // a flag is down (adiukh 5.4, 5.5, 6.1.2)
    DrawOffer, // is the latest draw offer valid, and was it accepted (adiukh 6.1.3)
    Setup, // wrong set-up or colours (adiukh 8.1)
    Displaced, // the opponent displaced pieces (adiukh 8.2)
    Result // what is the game's result now
};

struct Claim {
    ClaimKind kind = ClaimKind::Result;
    int claimant = -1; // the side making the claim (-1: the arbiter)
    std::optional<Millis> at; // when it is made, for the clock
};

const char *claim_name(ClaimKind k);
// "touch-move SIDE", "correction SIDE", "flag [SIDE]", "draw-offer [SIDE]", "setup SIDE",
// "displaced SIDE", "result".
Expected<Claim> parse_claim(const std::vector<std::string> &words, const std::array<std::string, 2> &side_names);

Expected<Decision> decide(const Variant &variant, const GameLog &log, const Claim &claim);
// Decides and appends the claim and the decision to the log (the decision is then in force:
// a later replay restores the position and switches the clocks back).
Expected<Decision> decide_and_record(const Variant &variant, GameLog &log, const Claim &claim);

} // namespace damka::arbiter
