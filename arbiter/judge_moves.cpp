// Claims about moves: touch-move (adiukh 4.2-4.5) and corrections (adiukh 8.3-8.8).
#include "corrections.hpp"
#include "judge.hpp"
#include "touch_move.hpp"

#include <algorithm>

namespace damka::arbiter {

namespace {
std::vector<std::string> notations(const std::vector<MoveRecord> &moves) {
    std::vector<std::string> out;
    for (const MoveRecord &m : moves) out.push_back(m.notation);
    return out;
}
} // namespace

void Judge::touch_move() {
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

void Judge::correction() {
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
void Judge::legal_move_touch_check(const ReplayedMove &m, int index) {
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
    // Only a press hands the move over: before it, the offender's own clock still runs and
    // nothing is switched (switching undid the opponent's last press instead, charging the
    // offender's time to him). adiukh 8.4: the correction is at the offender's expense of time.
    if (pressed_after(m.side, m.event)) switch_back(m.side);
    else d_.offender = m.side;
    rule(Ruling::Upheld, ob->own ? "adiukh 8.4" : "adiukh 8.5",
         ob->own ? name(m.side) + " touched the piece on " + d_.obliged_square + " first but moved another; the move "
                       "is taken back and the touched piece must move"
                 : name(m.side) + " touched the piece on " + d_.obliged_square + " first but took another; the move "
                       "is taken back and the touched piece must be taken");
}
} // namespace damka::arbiter
