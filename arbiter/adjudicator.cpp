#include "adjudicator.hpp"

#include "corrections.hpp"
#include "game_replay.hpp"
#include "touch_move.hpp"

#include <algorithm>

namespace damka::arbiter {

namespace {

struct ClaimName {
    ClaimKind kind;
    const char *name;
    bool needs_side;
};
constexpr ClaimName kClaims[] = {
    {ClaimKind::TouchMove, "touch-move", true}, {ClaimKind::Correction, "correction", true},
    {ClaimKind::Flag, "flag", false},           {ClaimKind::DrawOffer, "draw-offer", false},
    {ClaimKind::Setup, "setup", true},          {ClaimKind::Displaced, "displaced", true},
    {ClaimKind::Result, "result", false},
};

std::vector<std::string> notations(const std::vector<MoveRecord> &moves) {
    std::vector<std::string> out;
    for (const MoveRecord &m : moves) out.push_back(m.notation);
    return out;
}

class Judge {
public:
    Judge(const Variant &v, const GameLog &log, const Replay &r, const Claim &c) : v_(v), log_(log), r_(r), c_(c) {
        d_.claim = claim_name(c.kind);
        d_.claimant = c.claimant;
        now_ = c.at ? *c.at : r.now;
    }

    Decision run() {
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

private:
    std::string name(int side) const { return r_.side_name(side); }

    void rule(Ruling ruling, std::string rule, std::string summary) {
        d_.ruling = ruling;
        d_.rule = std::move(rule);
        d_.summary = std::move(summary);
    }

    // The readings after switching the clocks back now (adiukh 8.4-8.6), when the clock is followed.
    void switch_back(int offender) {
        d_.switch_clocks_back = true;
        d_.offender = offender;
        if (!r_.clock || !r_.clock->started()) return;
        Clock copy = *r_.clock;
        if (Expected<ClockReading> res = copy.switch_back(now_); res) d_.clocks = res->remaining;
        const TimeControl &tc = copy.control();
        if (std::any_of(tc.stages.begin(), tc.stages.end(), [](const Stage &s) { return s.bonus != Stage::Bonus::None; }))
            d_.notes.push_back("adiukh 8.7: the time bonus of the irregular press is taken back; making impossible "
                               "moves to gain time is a gross violation");
    }

    // adiukh 8.8: after the game no claims are accepted.
    bool game_over_refusal() {
        if (!r_.game_over()) return false;
        rule(Ruling::Rejected, "adiukh 8.8", "the game is over; no claims are accepted and the result stands");
        return true;
    }

    bool pressed_after(int side, size_t event) const {
        for (size_t i = event + 1; i < log_.events.size(); ++i)
            if (log_.events[i].kind == EventKind::Press && log_.events[i].side == side) return true;
        return false;
    }

    bool replied_after(int side, size_t event) const {
        return std::any_of(r_.moves.begin(), r_.moves.end(),
                           [&](const ReplayedMove &m) { return m.side == side && m.event > event; });
    }

    void touch_move() {
        const int mover = 1 - c_.claimant;
        if (game_over_refusal()) return;
        if (r_.to_move != mover) {
            correction(); // the touched-then-moved case: adiukh 8.4, 8.5
            return;
        }
        d_.offender = mover;
        if (!r_.game) {
            rule(Ruling::ArbiterDecides, "adiukh 4.3", "the position on the board is not known to the engine after an irregular move");
            return;
        }
        std::optional<TouchObligation> ob = touch_obligation(*r_.game, mover, log_.events, r_.pending_touches, d_.notes);
        if (!ob) {
            rule(Ruling::Rejected, "adiukh 4.3-4.5",
                 r_.pending_touches.empty() ? name(mover) + " has touched no piece this turn"
                                            : name(mover) + "'s touches carry no obligation");
            return;
        }
        const Expected<BoardView> board = read_board(r_.game->board_json());
        d_.obliged_square = board ? board->name(ob->square) : std::to_string(ob->square);
        d_.obliged_moves = notations(ob->moves);
        rule(Ruling::Upheld, ob->rule,
             ob->own ? name(mover) + " touched his piece on " + d_.obliged_square + " first and must move it"
                     : name(mover) + " touched the piece on " + d_.obliged_square + " first and must take it");
    }

    void correction() {
        const int offender = 1 - c_.claimant;
        d_.offender = offender;
        if (game_over_refusal()) return;
        // The offender's latest act: a move, or a press without a move (adiukh 8.3).
        const auto last_move = std::find_if(r_.moves.rbegin(), r_.moves.rend(),
                                            [&](const ReplayedMove &m) { return m.side == offender; });
        const auto empty_press = std::find_if(r_.empty_presses.rbegin(), r_.empty_presses.rend(),
                                              [&](size_t e) { return log_.events[e].side == offender; });
        if (empty_press != r_.empty_presses.rend() && (last_move == r_.moves.rend() || *empty_press > last_move->event)) {
            if (replied_after(c_.claimant, *empty_press)) {
                rule(Ruling::Rejected, "adiukh 8.3", name(c_.claimant) + " has made a move since; the right to a correction is lost");
                return;
            }
            d_.offence = "clock-pressed-without-move";
            switch_back(offender);
            rule(Ruling::Upheld, "adiukh 8.6",
                 name(offender) + " pressed the clock without making a move; the clocks go back and " + name(offender) +
                     " must move");
            return;
        }
        if (last_move == r_.moves.rend()) {
            rule(Ruling::Rejected, "adiukh 8.3", name(offender) + " has made no move to correct");
            return;
        }
        const ReplayedMove &m = *last_move;
        const int index = int(r_.moves.rend() - last_move) - 1;
        if (replied_after(c_.claimant, m.event)) {
            if (m.played) {
                rule(Ruling::Rejected, "adiukh 8.3", name(c_.claimant) + " has replied to " + name(offender) +
                                                         "'s last move; the right to a correction is lost");
            } else {
                rule(Ruling::Rejected, "adiukh 8.8",
                     name(offender) + "'s irregular move (" + classify_irregular_move(r_, m).text + ") was answered by " +
                         name(c_.claimant) + "'s move; it was not noticed in time and stands");
                d_.notes.push_back("adiukh 8.3: the right to a correction is lost after the reply move");
            }
            return;
        }
        if (!m.before) {
            rule(Ruling::ArbiterDecides, "adiukh 8.6", "the position before the disputed move is not known to the engine");
            return;
        }
        if (m.played) {
            legal_move_touch_check(m, index);
            return;
        }
        const Offence off = classify_irregular_move(r_, m);
        d_.offence = off.id;
        d_.restore_move = index;
        d_.restore_position = m.before->position();
        if (off.id == "two-moves-in-a-row") {
            d_.offender = offender;
            rule(Ruling::Upheld, "adiukh 8.6", off.text + "; the second move is taken back and it is " +
                                                   name(c_.claimant) + "'s turn");
            return;
        }
        if (pressed_after(offender, m.event)) switch_back(offender);
        else d_.offender = offender;
        // What the offender must now play: the touch obligation of his turn, counting the
        // piece he lifted (adiukh 4.3); after an incomplete capture the same capture goes on,
        // since landings made stand (adiukh 4.2).
        std::vector<MoveRecord> obliged;
        if (off.id == "capture-incomplete" && m.change) {
            for (const MoveRecord &x : m.before->legal_moves())
                if (starts_capture(*m.change, x)) obliged.push_back(x);
            d_.notes.push_back("adiukh 4.2: the landings already made stand; the capture is completed");
        } else if (std::optional<TouchObligation> ob = touch_obligation_with(
                       *m.before, offender, log_.events, m.touches, m.change ? m.change->from : -1, d_.notes)) {
            obliged = ob->moves;
            if (const Expected<BoardView> b = read_board(m.before->board_json()); b) d_.obliged_square = b->name(ob->square);
            d_.notes.push_back(ob->rule + ": the touched piece must be played");
        } else {
            obliged = m.before->legal_moves();
        }
        d_.obliged_moves = notations(obliged);
        rule(Ruling::Upheld, "adiukh 8.6", off.text + " (adiukh 8.3); the position is restored and " + name(offender) +
                                               " must correct the move at his own expense of time");
    }

    // A legal move can still break touch-move: adiukh 8.4 (own piece), 8.5 (enemy piece).
    void legal_move_touch_check(const ReplayedMove &m, int index) {
        std::optional<TouchObligation> ob = touch_obligation(*m.before, m.side, log_.events, m.touches, d_.notes);
        const bool kept = !ob || std::any_of(ob->moves.begin(), ob->moves.end(), [&](const MoveRecord &x) {
            return x.notation == m.played->notation;
        });
        if (kept) {
            rule(Ruling::Rejected, "adiukh 8.3", name(m.side) + "'s move " + m.played->notation + " was legal" +
                                                     (ob ? " and kept the touch-move obligation" : ""));
            return;
        }
        const Expected<BoardView> b = read_board(m.before->board_json());
        d_.obliged_square = b ? b->name(ob->square) : std::to_string(ob->square);
        d_.offence = ob->own ? "touched-one-moved-another" : "touched-one-took-another";
        d_.restore_move = index;
        d_.restore_position = m.before->position();
        d_.obliged_moves = notations(ob->moves);
        switch_back(m.side);
        rule(Ruling::Upheld, ob->own ? "adiukh 8.4" : "adiukh 8.5",
             ob->own ? name(m.side) + " touched the piece on " + d_.obliged_square + " first but moved another; the move "
                           "is taken back and the touched piece must move"
                     : name(m.side) + " touched the piece on " + d_.obliged_square + " first but took another; the move "
                           "is taken back and the touched piece must be taken");
    }

    std::optional<Millis> flag_time(int side) const {
        return r_.clock ? r_.clock->flag_time(now_, side) : std::nullopt;
    }

    // The event index of a flag's observation, for ordering against the final position.
    std::optional<size_t> flag_seen(int side) const {
        if (r_.flag_event[size_t(side)]) return r_.flag_event[size_t(side)];
        return r_.both_flags_event;
    }

    void set_result(Expected<GameResult> res) {
        if (res) d_.result = *res;
    }

    // adiukh 5.2, 5.5: a resignation or agreed draw stands even if a flag is found later.
    bool settled_result() {
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

    void flag() {
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

    void draw_offer() {
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

    void setup() {
        // adiukh 8.1: corrected only before both players have made a move.
        if (r_.moves_made(0) > 0 && r_.moves_made(1) > 0) {
            rule(Ruling::Rejected, "adiukh 8.1",
                 "both players have made a move; the game goes on and its result stands");
            return;
        }
        if (Expected<Game> start = v_.new_game(log_.setup)) d_.restore_position = start->position();
        rule(Ruling::Upheld, "adiukh 8.1", "the pieces are set up again (colours as in the pairing) and the game starts again");
    }

    void displaced() {
        const int offender = 1 - c_.claimant;
        d_.offender = offender;
        if (game_over_refusal()) return;
        if (r_.game) d_.restore_position = r_.game->position();
        rule(Ruling::Upheld, "adiukh 8.2",
             name(offender) + " restores the position with one hand on his own time; if that is impossible, " +
                 name(offender) + " loses the game");
    }

    void result() {
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

    const Variant &v_;
    const GameLog &log_;
    const Replay &r_;
    const Claim &c_;
    Decision d_;
    Millis now_{0};
};

} // namespace

const char *claim_name(ClaimKind k) {
    for (const ClaimName &c : kClaims)
        if (c.kind == k) return c.name;
    return "?";
}

Expected<Claim> parse_claim(const std::vector<std::string> &words, const std::array<std::string, 2> &side_names) {
    std::string list;
    for (const ClaimName &c : kClaims) list += (list.empty() ? "" : ", ") + std::string(c.name);
    if (words.empty()) return Error{"no claim given: one of " + list};
    const auto it = std::find_if(std::begin(kClaims), std::end(kClaims), [&](const ClaimName &c) { return words[0] == c.name; });
    if (it == std::end(kClaims)) return Error{"unknown claim '" + words[0] + "': one of " + list};
    Claim c;
    c.kind = it->kind;
    if (words.size() > 2) return Error{"the claim '" + words[0] + "' takes at most a side, but got '" + words[2] + "'"};
    if (words.size() == 2) {
        Expected<int> side = parse_side(words[1], side_names);
        if (!side) return Error{side.error()};
        c.claimant = *side;
    } else if (it->needs_side) {
        return Error{"the claim '" + words[0] + "' needs the side that makes it (" + side_names[0] + " or " + side_names[1] + ")"};
    }
    return c;
}

Expected<Decision> decide(const Variant &variant, const GameLog &log, const Claim &claim) {
    if (log.variant != variant.id())
        return Error{"the log is a " + log.variant + " game, not " + variant.id()};
    Expected<Replay> r = replay(variant, log);
    if (!r) return Error{r.error()};
    Decision d = Judge(variant, log, *r, claim).run();
    for (const std::string &p : r->clock_problems) d.notes.push_back("clock: " + p);
    return d;
}

Expected<Decision> decide_and_record(const Variant &variant, GameLog &log, const Claim &claim) {
    Expected<Decision> d = decide(variant, log, claim);
    if (!d) return d;
    Event c;
    c.kind = EventKind::Claim;
    c.side = claim.claimant;
    c.claim = claim_name(claim.kind);
    c.at = claim.at;
    log.events.push_back(c);
    Event e;
    e.kind = EventKind::Decision;
    e.at = claim.at;
    e.rule = d->rule;
    e.text = d->summary;
    e.decision = to_json(*d);
    log.events.push_back(e);
    return d;
}

} // namespace damka::arbiter
