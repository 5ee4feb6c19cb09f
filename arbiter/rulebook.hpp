// The competition rulebook a decision cites: each rule the arbiter applies is a `Rule`, and
// each rulebook says which of its articles states it. The plugin names the rulebook of its
// variant ("damka.rulebook/1", Variant::rulebook()); where that rulebook has no article for a
// rule (or its article is not known here) the citation says plainly that a general principle
// is applied, and names the Adiukh article that states it (seed 004, the one competition text
// we hold in full).
#pragma once

#include "core/variant.hpp"

#include <string>

namespace damka::arbiter {

enum class Rule {
    PlacedStands, // a piece placed as a move or part of a capture stays (adiukh 4.2)
    TouchOwn, // touched own piece with a move must move (4.3)
    TouchEnemy, // touched enemy piece that can be taken must be taken (4.4)
    TouchRange, // touch-move as a whole (4.3-4.5)
    Adjusting, // "adjusting" announced first (4.5)
    BoardEnd, // the game ends on the board (5.1)
    Resignation, // a resignation loses (5.2)
    FlagLoses, // a fallen flag loses, also during the control move (5.4)
    FinalPositionFirst, // a final position on the board before the flag decides (5.5, first sentence)
    SettledStands, // a resignation or agreed draw stands over a later flag (5.5, second sentence)
    DoubleFlag, // both flags down, order unknown (6.1.2)
    DrawAgreed, // one offers, the other accepts (6.1.3)
    DrawOfferWhen, // offered right after one's own move, before pressing (6.1.3.1)
    DrawOfferAgain, // a refused offer is repeated only after the other has offered (6.1.3.2)
    NoDraws, // the game knows no draw (ashtarashki 4.5)
    Setup, // wrong set-up or colours (8.1)
    Displaced, // displaced pieces (8.2)
    Offences, // the offences, and the right lost by replying (8.3)
    TouchedMovedAnother, // 8.4
    TouchedTookAnother, // 8.5
    Correction, // corrected at the offender's expense of time (8.6)
    GainingTime, // impossible moves to gain increment time (8.7)
    UnnoticedStands // an unnoticed impossible move stands; no claims after the game (8.8)
};

struct Citation {
    std::string rulebook; // "adiukh", "ashtarashki", "fsr"; empty when the plugin names none
    std::string article; // "8.6"; empty when a general principle is applied
    std::string principle; // the Adiukh article stating the general principle, when applied
    std::string why; // why there is no article of the rulebook itself

    bool general() const { return article.empty(); }
    // "adiukh 8.6", or "fsr: general principle (as adiukh 8.6; <why>)".
    std::string text() const;
};

class Rulebook {
public:
    explicit Rulebook(std::string id) : id_(std::move(id)) {}
    static Rulebook of(const Variant &v) { return Rulebook(v.rulebook()); }

    const std::string &id() const { return id_; }
    Citation cite(Rule r) const;
    std::string operator()(Rule r) const { return cite(r).text(); }

private:
    std::string id_;
};

} // namespace damka::arbiter
