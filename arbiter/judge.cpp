#include "judge.hpp"

#include <algorithm>

namespace damka::arbiter {

Judge::Judge(const Variant &v, const GameLog &log, const Replay &r, const Claim &c)
    : v_(v), log_(log), r_(r), c_(c), book_(Rulebook::of(v)) {
    d_.claim = claim_name(c.kind);
    d_.claimant = c.claimant;
    now_ = c.at ? *c.at : r.now;
}

Decision Judge::run() {
    switch (c_.kind) {
    case ClaimKind::TouchMove: touch_move(); break;
    case ClaimKind::Correction: correction(); break;
    case ClaimKind::Flag: flag(); break;
    case ClaimKind::DrawOffer: draw_offer(); break;
    case ClaimKind::Setup: setup(); break;
    case ClaimKind::Displaced: displaced(); break;
    case ClaimKind::Result: result(); break;
    }
    return d_;
}

void Judge::rule(Ruling ruling, Rule rule, std::string summary) {
    d_.ruling = ruling;
    d_.cite(book_.cite(rule));
    d_.summary = std::move(summary);
}

void Judge::switch_back(int offender, bool impossible_move) {
    d_.offender = offender;
    // The clock runs for the offender: his press is not the last one, nothing to switch back.
    if (r_.clock && r_.clock->started() && r_.clock->turn() == offender) return;
    d_.switch_clocks_back = true;
    if (!r_.clock || !r_.clock->started()) return;
    Clock copy = *r_.clock;
    if (Expected<ClockReading> res = copy.switch_back(now_); res) d_.clocks = res->remaining;
    const TimeControl &tc = copy.control();
    // adiukh 8.7 "Выполнение невозможных ходов с последующим пуском часов соперника с целью
    // накопления дополнительного времени ... является грубым нарушением": only an impossible
    // move followed by a press, under a control that adds time per move.
    if (impossible_move && std::any_of(tc.stages.begin(), tc.stages.end(), [](const Stage &s) {
            return s.bonus == Stage::Bonus::Increment;
        }))
        d_.notes.push_back(cite(Rule::GainingTime) +
                           ": the time bonus of the irregular press is taken back; making "
                           "impossible moves to gain time is a gross violation");
}

// adiukh 8.8: after the game no claims are accepted.
bool Judge::game_over_refusal() {
    if (!r_.game_over()) return false;
    rule(Ruling::Rejected, Rule::UnnoticedStands, "the game is over; no claims are accepted and the result stands");
    return true;
}

bool Judge::pressed_after(int side, size_t event) const {
    for (size_t i = event + 1; i < log_.events.size(); ++i)
        if (log_.events[i].kind == EventKind::Press && log_.events[i].side == side) return true;
    return false;
}

bool Judge::replied_after(int side, size_t event) const {
    return std::any_of(r_.moves.begin(), r_.moves.end(),
                       [&](const ReplayedMove &m) { return m.side == side && m.event > event; });
}
} // namespace damka::arbiter
