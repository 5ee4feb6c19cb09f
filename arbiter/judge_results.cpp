// Claims about the end of the game — flags (adiukh 5.4, 5.5, 6.1.2), draw offers (6.1.3), the
// result (5.1, 5.2) — and about the board: set-up (8.1), displaced pieces (8.2). Every ruling
// cites the rulebook of the game on the board (rulebook.hpp).
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

// adiukh 5.5, second sentence: "Сдача партии или соглашение на ничью остаются в силе, если
// позднее обнаружится просрочка времени" — a resignation or agreed draw stands over a flag
// found later.
bool Judge::settled_result() {
    if (r_.resign_event) {
        const int side = log_.events[*r_.resign_event].side;
        set_result(r_.game ? r_.game->result_of(DAMKA_END_RESIGNATION, side)
                           : Expected<GameResult>(Error{"position unknown"}));
        rule(Ruling::Upheld, Rule::Resignation, name(side) + " resigned; the result stands");
        d_.notes.push_back(cite(Rule::SettledStands) + ": a resignation stands even if a flag is found down later");
        return true;
    }
    if (r_.agreed_draw_event) {
        set_result(r_.game ? r_.game->result_of(DAMKA_END_AGREED_DRAW, -1)
                           : Expected<GameResult>(Error{"position unknown"}));
        rule(Ruling::Upheld, Rule::DrawAgreed, "the draw was agreed; the result stands");
        d_.notes.push_back(cite(Rule::SettledStands) + ": an agreed draw stands even if a flag is found down later");
        return true;
    }
    return false;
}

// adiukh 5.4: a flag is down when the time is used up. A flag the log reports but the clock it
// replays does not show down is refused; without a clock to check, the arbiter must look.
bool Judge::flag_unsupported(const std::array<bool, 2> &down) {
    if (timed()) {
        if (down[0] || down[1]) return false;
        const ClockReading now = r_.clock->reading(now_);
        std::string reported;
        for (const FlagFinding &f : r_.flag_findings)
            for (int s = 0; s < 2; ++s)
                if (f.reported[size_t(s)] && reported.find(name(s)) == std::string::npos)
                    reported += (reported.empty() ? "" : " and ") + name(s);
        rule(Ruling::Rejected, Rule::FlagLoses,
             (reported.empty() ? std::string("no flag is down") : "the log reports " + reported + "'s flag down, but") +
                 " the clock the log replays shows " + name(0) + " " + format_clock(now.remaining[0]) + ", " + name(1) +
                 " " + format_clock(now.remaining[1]) + " at " + format_clock(now_) + "; no time has run out");
        return true;
    }
    // Without a clock to replay, the arbiter's own reading of the clock stands.
    if (r_.first_flag_event || r_.flag_checked) return false;
    if (!r_.flag_event[0] && !r_.flag_event[1] && !r_.both_flags_event) {
        rule(Ruling::Rejected, Rule::FlagLoses, "no flag is down");
        return true;
    }
    rule(Ruling::ArbiterDecides, Rule::FlagLoses,
         "the log has no clock to check the flag against (no time control, or no event times); the arbiter "
         "looks at the clock and decides");
    d_.notes.push_back("when the arbiter has read the flag on the clock, record \"flag SIDE checked\" (or \"flag both "
                       "checked\", \"flag SIDE first\") and ask again");
    return true;
}

// adiukh 5.5, first sentence: "Если после совершения на доске очередного хода на часах игрока
// истекло время, а на доске уже возникла конечная позиция, то просрочка времени не
// фиксируется" — only when the final position was on the board before the flag fell.
bool Judge::final_position_first(const std::array<bool, 2> &down) {
    if (!r_.board_result_event || (!down[0] && !down[1])) return false;
    const size_t final_move = *r_.board_result_event;
    const std::optional<Millis> made = log_.events[final_move].at;
    for (int s = 0; s < 2; ++s) {
        if (!down[size_t(s)]) continue;
        const std::optional<Millis> t = flag_time(s);
        if (t && made) {
            if (*t < *made) return false; // the clock shows the flag fell before the final move
        } else if (const std::optional<size_t> seen = flag_seen(s)) {
            if (*seen < final_move) return false; // seen down before the final move
        } else {
            return false;
        }
    }
    d_.result = *r_.board_result;
    rule(Ruling::Rejected, Rule::FinalPositionFirst,
         "the final position was already on the board when the flag fell; the flag does not count (" +
             r_.board_result->why + ")");
    return true;
}

// The position when the flag fell: before the final move when that move came after the flag
// (its final position does not count, 5.5), else the position on the board.
const Game *Judge::position_at_flag() const {
    if (r_.board_result_event)
        for (const ReplayedMove &m : r_.moves)
            if (m.event == *r_.board_result_event) return m.before.get();
    return r_.game.get();
}

void Judge::flag() {
    if (settled_result()) return;
    std::array<bool, 2> down{};
    for (int s = 0; s < 2; ++s) down[size_t(s)] = timed() ? flag_time(s).has_value() : flag_seen(s).has_value();
    if (r_.first_flag_event && !timed()) down[size_t(log_.events[*r_.first_flag_event].side)] = true;
    // 5.5 first: a flag after the final position does not count, whether or not it is down.
    if (final_position_first(down)) return;
    if (flag_unsupported(down)) return;
    const Game *at_flag = position_at_flag();
    if (!at_flag) {
        rule(Ruling::ArbiterDecides, Rule::FlagLoses, "the position on the board is not known to the engine");
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
            Expected<GameResult> res = at_flag->result_of(DAMKA_END_DOUBLE_FLAG, -1);
            if (!res) {
                rule(Ruling::ArbiterDecides, Rule::DoubleFlag,
                     "both flags are down and the order is unknown, but this game has no draw: " + res.error() +
                         "; the arbiter must decide the result");
                d_.notes.push_back("when the arbiter establishes whose flag fell first, record it as the event "
                                   "\"flag SIDE first\" and ask again");
                return;
            }
            d_.result = *res;
            rule(Ruling::Upheld, Rule::DoubleFlag, "both flags are down and it cannot be known which fell first");
            return;
        }
    } else {
        loser = down[0] ? 0 : 1;
    }
    d_.offender = loser;
    // One decision, one result: the loser on time must be the loser of the result entered.
    Expected<GameResult> res = at_flag->result_of(DAMKA_END_TIME_FORFEIT, loser);
    if (!res || res->outcome != DAMKA_WIN || res->winner != 1 - loser) {
        rule(Ruling::ArbiterDecides, Rule::FlagLoses,
             name(loser) + "'s time has run out, but the game's rules give no loss on time here" +
                 (res ? " (" + res->why + ")" : ": " + res.error()) + "; the arbiter must decide the result");
        return;
    }
    d_.result = *res;
    if (at_flag != r_.game.get() && r_.board_result_event) d_.ended_before = *r_.board_result_event;
    rule(Ruling::Upheld, Rule::FlagLoses, name(loser) + "'s time has run out; " + name(loser) + " loses");
    if (r_.clock && r_.clock->control().stages.size() > 1)
        d_.notes.push_back(cite(Rule::FlagLoses) +
                           ": time running out before or during the control move, or while "
                           "pressing the clock after it, loses; the next stage's time is not "
                           "added to a fallen flag");
}

void Judge::draw_offer() {
    if (r_.offers.empty()) {
        rule(Ruling::Rejected, Rule::DrawAgreed, "no draw has been offered");
        return;
    }
    const DrawOfferState &o = r_.offers.back();
    d_.offender = o.side;
    if (o.accepted && r_.game) {
        set_result(r_.game->result_of(DAMKA_END_AGREED_DRAW, -1));
        rule(Ruling::Upheld, Rule::DrawAgreed, name(o.side) + "'s draw offer was accepted; the game is drawn");
        if (!o.valid)
            d_.notes.push_back(cite(o.rule) + ": the offer was irregular (" + o.why + "), but " + name(1 - o.side) +
                               " accepted it, and an offer accepted is a draw agreed");
        return;
    }
    if (!o.valid) {
        rule(Ruling::Rejected, o.rule, name(o.side) + "'s draw offer is void: " + o.why);
        return;
    }
    rule(Ruling::Upheld, Rule::DrawOfferWhen,
         name(o.side) + "'s draw offer is valid" +
             (o.answered ? "; it was declined" : "; " + name(1 - o.side) + " may accept or decline it"));
}

void Judge::setup() {
    // adiukh 8.1: corrected only before both players have made a move.
    if (r_.moves_made(0) > 0 && r_.moves_made(1) > 0) {
        rule(Ruling::Rejected, Rule::Setup, "both players have made a move; the game goes on and its result stands");
        return;
    }
    if (Expected<Game> start = v_.new_game(log_.setup)) d_.restore_position = start->position();
    rule(Ruling::Upheld, Rule::Setup,
         "the pieces are set up again (colours as in the pairing) and the game starts again");
}

void Judge::displaced() {
    const int offender = 1 - c_.claimant;
    d_.offender = offender;
    if (game_over_refusal()) return;
    if (r_.game) d_.restore_position = r_.game->position();
    rule(Ruling::Upheld, Rule::Displaced,
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
        rule(Ruling::Upheld, Rule::BoardEnd, "the game ended on the board: " + r_.board_result->why);
        return;
    }
    if (!r_.game) {
        rule(Ruling::ArbiterDecides, Rule::UnnoticedStands,
             "the game goes on from the position on the board after an irregular move, which the engine does not "
             "know; record it with \"position ...\"");
        return;
    }
    rule(Ruling::Rejected, Rule::BoardEnd, "the game goes on");
}
} // namespace damka::arbiter
