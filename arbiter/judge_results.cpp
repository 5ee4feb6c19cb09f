// Claims about the end of the game — flags (adiukh 5.4, 5.5, 6.1.2), draw offers (6.1.3), the
// result (5.1, 5.2) — and about the board: set-up (8.1), displaced pieces (8.2).
#include "judge.hpp"

#include <algorithm>

namespace damka::arbiter {

std::optional<Millis> Judge::flag_time(int side) const {
    return r_.clock ? r_.clock->flag_time(now_, side) : std::nullopt;
}

// The event index of a flag's observation, for ordering against the final position.
std::optional<size_t> Judge::flag_seen(int side) const {
    if (r_.flag_event[size_t(side)]) return r_.flag_event[size_t(side)];
    return r_.both_flags_event;
}

void Judge::set_result(Expected<GameResult> res) {
    if (res) d_.result = *res;
}

// adiukh 5.2, 5.5: a resignation or agreed draw stands even if a flag is found later.
bool Judge::settled_result() {
    if (r_.resign_event) {
        const int side = log_.events[*r_.resign_event].side;
        set_result(r_.game ? r_.game->result_of(DAMKA_END_RESIGNATION, side) : Expected<GameResult>(Error{"position unknown"}));
        rule(Ruling::Upheld, "adiukh 5.2", name(side) + " resigned; the result stands (adiukh 5.5)");
        return true;
    }
    if (r_.agreed_draw_event) {
        set_result(r_.game ? r_.game->result_of(DAMKA_END_AGREED_DRAW, -1) : Expected<GameResult>(Error{"position unknown"}));
        rule(Ruling::Upheld, "adiukh 6.1.3", "the draw was agreed; the result stands (adiukh 5.5)");
        return true;
    }
    return false;
}

void Judge::flag() {
    if (settled_result()) return;
    std::array<bool, 2> down{};
    for (int s = 0; s < 2; ++s) down[size_t(s)] = flag_seen(s) || flag_time(s);
    if (!down[0] && !down[1]) {
        rule(Ruling::Rejected, "adiukh 5.4", "no flag is down");
        return;
    }
    // adiukh 5.5: a final position already on the board before the flag fell decides.
    if (r_.board_result_event) {
        const size_t final_move = *r_.board_result_event;
        bool before_flags = true;
        for (int s = 0; s < 2; ++s) {
            if (!down[size_t(s)]) continue;
            const std::optional<Millis> t = flag_time(s);
            if (const std::optional<size_t> seen = flag_seen(s))
                before_flags = before_flags && *seen > final_move;
            else
                before_flags = before_flags && log_.events[final_move].at && t && *t >= *log_.events[final_move].at;
        }
        if (before_flags) {
            d_.result = *r_.board_result;
            rule(Ruling::Rejected, "adiukh 5.5",
                 "the final position was already on the board when the flag fell; the flag does not count (" +
                     r_.board_result->why + ")");
            return;
        }
    }
    if (!r_.game) {
        rule(Ruling::ArbiterDecides, "adiukh 5.4", "the position on the board is not known to the engine");
        return;
    }
    int loser = -1;
    if (r_.first_flag_event) {
        // adiukh 5.4: the order is known after all — the arbiter established it.
        loser = log_.events[*r_.first_flag_event].side;
        d_.notes.push_back("the arbiter established that " + name(loser) + "'s flag fell first");
    } else if (down[0] && down[1]) {
        const std::optional<Millis> t0 = flag_time(0), t1 = flag_time(1);
        if (!r_.both_flags_event && t0 && t1 && *t0 != *t1) loser = *t0 < *t1 ? 0 : 1; // the clock knows the order
        if (loser < 0) {
            Expected<GameResult> res = r_.game->result_of(DAMKA_END_DOUBLE_FLAG, -1);
            if (!res) {
                rule(Ruling::ArbiterDecides, "adiukh 6.1.2",
                     "both flags are down and the order is unknown, but this variant has no draw: " + res.error() +
                         "; the arbiter must decide the result");
                d_.notes.push_back("when the arbiter establishes whose flag fell first, record it as the event "
                                   "\"flag SIDE first\" and ask again");
                return;
            }
            d_.result = *res;
            rule(Ruling::Upheld, "adiukh 6.1.2", "both flags are down and it cannot be known which fell first");
            return;
        }
    } else {
        loser = down[0] ? 0 : 1;
    }
    d_.offender = loser;
    set_result(r_.game->result_of(DAMKA_END_TIME_FORFEIT, loser));
    rule(Ruling::Upheld, "adiukh 5.4", name(loser) + "'s time has run out; " + name(loser) + " loses");
}

void Judge::draw_offer() {
    if (r_.offers.empty()) {
        rule(Ruling::Rejected, "adiukh 6.1.3", "no draw has been offered");
        return;
    }
    const DrawOfferState &o = r_.offers.back();
    d_.offender = o.side;
    if (!o.valid) {
        const std::string cited = o.why.rfind("adiukh", 0) == 0 ? o.why.substr(0, o.why.find(':')) : "adiukh 6.1.3";
        rule(Ruling::Rejected, cited, name(o.side) + "'s draw offer is void: " + o.why);
        return;
    }
    if (o.accepted && r_.game) {
        set_result(r_.game->result_of(DAMKA_END_AGREED_DRAW, -1));
        rule(Ruling::Upheld, "adiukh 6.1.3", name(o.side) + "'s draw offer was accepted; the game is drawn");
        return;
    }
    rule(Ruling::Upheld, "adiukh 6.1.3.1",
         name(o.side) + "'s draw offer is valid" +
             (o.answered ? "; it was declined" : "; " + name(1 - o.side) + " may accept or decline it"));
}

void Judge::setup() {
    // adiukh 8.1: corrected only before both players have made a move.
    if (r_.moves_made(0) > 0 && r_.moves_made(1) > 0) {
        rule(Ruling::Rejected, "adiukh 8.1",
             "both players have made a move; the game goes on and its result stands");
        return;
    }
    if (Expected<Game> start = v_.new_game(log_.setup)) d_.restore_position = start->position();
    rule(Ruling::Upheld, "adiukh 8.1", "the pieces are set up again (colours as in the pairing) and the game starts again");
}

void Judge::displaced() {
    const int offender = 1 - c_.claimant;
    d_.offender = offender;
    if (game_over_refusal()) return;
    if (r_.game) d_.restore_position = r_.game->position();
    rule(Ruling::Upheld, "adiukh 8.2",
         name(offender) + " restores the position with one hand on his own time; if that is impossible, " +
             name(offender) + " loses the game");
}

void Judge::result() {
    if (settled_result()) return;
    if (r_.flag_event[0] || r_.flag_event[1] || r_.both_flags_event || flag_time(0) || flag_time(1)) {
        flag();
        return;
    }
    if (r_.board_result) {
        d_.result = *r_.board_result;
        rule(Ruling::Upheld, "adiukh 5.1", "the game ended on the board: " + r_.board_result->why);
        return;
    }
    rule(Ruling::Rejected, "adiukh 5.1", "the game goes on");
}
} // namespace damka::arbiter
