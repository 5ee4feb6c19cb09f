#include "judge.hpp"

#include <algorithm>

namespace damka::arbiter {

Judge::Judge(const Variant &v, const GameLog &log, const Replay &r, const Claim &c) : v_(v), log_(log), r_(r), c_(c) {
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

void Judge::rule(Ruling ruling, std::string rule, std::string summary) {
    d_.ruling = ruling;
    d_.rule = std::move(rule);
    d_.summary = std::move(summary);
}

void Judge::switch_back(int offender) {
    d_.offender = offender;
    // The clock runs for the offender: his press is not the last one, nothing to switch back.
    if (r_.clock && r_.clock->started() && r_.clock->turn() == offender) return;
    d_.switch_clocks_back = true;
    if (!r_.clock || !r_.clock->started()) return;
    Clock copy = *r_.clock;
    if (Expected<ClockReading> res = copy.switch_back(now_); res) d_.clocks = res->remaining;
    const TimeControl &tc = copy.control();
    if (std::any_of(tc.stages.begin(), tc.stages.end(), [](const Stage &s) { return s.bonus != Stage::Bonus::None; }))
        d_.notes.push_back("adiukh 8.7: the time bonus of the irregular press is taken back; making impossible "
                           "moves to gain time is a gross violation");
}

// adiukh 8.8: after the game no claims are accepted.
bool Judge::game_over_refusal() {
    if (!r_.game_over()) return false;
    rule(Ruling::Rejected, "adiukh 8.8", "the game is over; no claims are accepted and the result stands");
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
