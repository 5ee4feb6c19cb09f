// Claims about moves: touch-move (adiukh 4.2-4.5) and corrections (adiukh 8.3-8.8), each
// citing the rulebook of the game on the board (rulebook.hpp).
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

bool keeps(const TouchObligation &ob, const MoveRecord &played) {
    return std::any_of(ob.moves.begin(), ob.moves.end(),
                       [&](const MoveRecord &x) { return x.notation == played.notation; });
}
} // namespace

void Judge::touch_move() {
    const int mover = 1 - c_.claimant;
    if (game_over_refusal()) return;
    if (r_.to_move >= 0 && r_.to_move != mover) {
        correction(); // the touched-then-moved case: adiukh 8.4, 8.5
        return;
    }
    d_.offender = mover;
    if (!r_.game) {
        rule(Ruling::ArbiterDecides, Rule::TouchOwn,
             "the position on the board is not known to the engine after an irregular move");
        return;
    }
    std::optional<TouchObligation> ob =
        touch_obligation(*r_.game, mover, log_.events, r_.pending_touches, book_, d_.notes);
    if (!ob) {
        if (touch_right_lost(mover)) return;
        rule(Ruling::Rejected, Rule::TouchRange,
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

// adiukh 8.3 "Если же соперник сделал ответный ход, то он теряет право требовать
// исправления": the mover's previous move broke a touch obligation (8.4, 8.5), but the
// claimant has replied to it since.
bool Judge::touch_right_lost(int mover) {
    const auto last =
        std::find_if(r_.moves.rbegin(), r_.moves.rend(), [&](const ReplayedMove &m) { return m.side == mover; });
    if (last == r_.moves.rend() || !last->before || !last->played || !replied_after(c_.claimant, last->event))
        return false;
    std::vector<std::string> ignored;
    const std::optional<TouchObligation> ob =
        touch_obligation(*last->before, mover, log_.events, last->touches, book_, ignored);
    if (!ob || keeps(*ob, *last->played)) return false;
    const Expected<BoardView> b = read_board(last->before->board_json());
    rule(Ruling::Rejected, Rule::Offences,
         name(mover) + " touched the piece on " + (b ? b->name(ob->square) : std::to_string(ob->square)) +
             " first and then played " + last->played->notation + ", but " + name(c_.claimant) +
             " has replied since; the right to a correction is lost");
    return true;
}

void Judge::correction() {
    const int offender = 1 - c_.claimant;
    d_.offender = offender;
    if (game_over_refusal()) return;
    // The offender's latest act: a move, or a press without a move (adiukh 8.3).
    const auto last_move =
        std::find_if(r_.moves.rbegin(), r_.moves.rend(), [&](const ReplayedMove &m) { return m.side == offender; });
    const auto empty_press = std::find_if(r_.empty_presses.rbegin(), r_.empty_presses.rend(),
                                          [&](size_t e) { return log_.events[e].side == offender; });
    if (empty_press != r_.empty_presses.rend() && (last_move == r_.moves.rend() || *empty_press > last_move->event)) {
        if (replied_after(c_.claimant, *empty_press)) {
            rule(Ruling::Rejected, Rule::Offences,
                 name(c_.claimant) + " has made a move since; the right to a correction is lost");
            return;
        }
        d_.offence = "clock-pressed-without-move";
        switch_back(offender, false);
        rule(Ruling::Upheld, Rule::Correction,
             name(offender) + " pressed the clock without making a move; the clocks go back and " + name(offender) +
                 " must move");
        return;
    }
    if (last_move == r_.moves.rend()) {
        rule(Ruling::Rejected, Rule::Offences, name(offender) + " has made no move to correct");
        return;
    }
    const ReplayedMove &m = *last_move;
    const int index = int(r_.moves.rend() - last_move) - 1;
    if (replied_after(c_.claimant, m.event)) {
        if (m.played && !m.two_hands) {
            rule(Ruling::Rejected, Rule::Offences,
                 name(c_.claimant) + " has replied to " + name(offender) +
                     "'s last move; the right to a correction is lost");
        } else {
            rule(Ruling::Rejected, Rule::UnnoticedStands,
                 name(offender) + "'s irregular move (" +
                     (m.played ? "made with two hands" : classify_irregular_move(r_, m).text) + ") was answered by " +
                     name(c_.claimant) + "'s move; it was not noticed in time and stands");
            d_.notes.push_back(cite(Rule::Offences) + ": the right to a correction is lost after the reply move");
        }
        return;
    }
    if (!m.before) {
        // adiukh 8.8: an earlier irregular move stands; the game goes on from the position
        // actually on the board, which the arbiter records (a position event).
        rule(Ruling::ArbiterDecides, Rule::UnnoticedStands,
             "an earlier irregular move stands, and the position it left is not known to the engine; record the "
             "position on the board (\"position ...\") and claim again");
        return;
    }
    if (m.played && m.two_hands) {
        two_hands(m, index);
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
        two_moves_in_a_row(m, index);
        return;
    }
    if (pressed_after(offender, m.event))
        switch_back(offender, true);
    else
        d_.offender = offender;
    // What the offender must now play: the touch obligation of his turn, counting the
    // piece he lifted (adiukh 4.3); after an incomplete capture the same capture goes on,
    // since landings made stand (adiukh 4.2).
    std::vector<MoveRecord> obliged;
    if (off.id == "capture-incomplete" && m.change) {
        for (const MoveRecord &x : m.before->legal_moves())
            if (starts_capture(*m.change, x)) obliged.push_back(x);
        d_.notes.push_back(cite(Rule::PlacedStands) + ": the landings already made stand; the capture is completed");
    } else if (std::optional<TouchObligation> ob = touch_obligation_with(
                   *m.before, offender, log_.events, m.touches, m.change ? m.change->from : -1, book_, d_.notes)) {
        obliged = ob->moves;
        if (const Expected<BoardView> b = read_board(m.before->board_json()); b)
            d_.obliged_square = b->name(ob->square);
        d_.notes.push_back(cite(ob->rule) + ": the touched piece must be played");
    } else {
        obliged = m.before->legal_moves();
    }
    d_.obliged_moves = notations(obliged);
    rule(Ruling::Upheld, Rule::Correction,
         off.text + " (" + cite(Rule::Offences) + "); the position is restored and " + name(offender) +
             " must correct the move at his own expense of time");
}

// adiukh 8.3 "сделал два хода подряд", 8.6 "за счет его времени": the second move is taken
// back; the time the claimant's clock ran from the offender's press to the end of the second
// move is charged to the offender.
void Judge::two_moves_in_a_row(const ReplayedMove &m, int) {
    const int offender = m.side;
    d_.offender = offender;
    if (timed()) {
        std::optional<Millis> started, ended;
        for (size_t i = 0; i < log_.events.size(); ++i) {
            const Event &e = log_.events[i];
            if (e.kind != EventKind::Press || e.side != offender || !e.at) continue;
            if (i < m.event)
                started = e.at; // the press that started the claimant's clock
            else if (!ended)
                ended = e.at; // the press after the second move
        }
        if (!ended) ended = log_.events[m.event].at ? log_.events[m.event].at : std::optional<Millis>(now_);
        if (started && *ended > *started) {
            d_.charge = *ended - *started;
            ClockReading now = r_.clock->reading(now_);
            now.remaining[size_t(1 - offender)] += *d_.charge;
            now.remaining[size_t(offender)] -= *d_.charge;
            d_.clocks = now.remaining;
        }
    }
    rule(Ruling::Upheld, Rule::Correction,
         name(offender) + " moved twice in a row (" + cite(Rule::Offences) +
             "); the second move is taken back and it is " + name(c_.claimant) +
             "'s turn, the time it took charged to " + name(offender));
}

// adiukh 4.1 "Каждый ход должен выполняться ... только одной рукой", 8.3 "сделал ход двумя
// руками": the move is taken back and made again with one hand; the piece moved was
// touched, so it is the piece that must move (4.3).
void Judge::two_hands(const ReplayedMove &m, int index) {
    d_.offence = "two-hands";
    d_.restore_move = index;
    d_.restore_position = m.before->position();
    if (pressed_after(m.side, m.event))
        switch_back(m.side, false);
    else
        d_.offender = m.side;
    std::vector<std::string> ignored;
    if (std::optional<TouchObligation> ob =
            touch_obligation_with(*m.before, m.side, log_.events, m.touches, m.played->from, book_, ignored)) {
        d_.obliged_moves = notations(ob->moves);
        if (const Expected<BoardView> b = read_board(m.before->board_json()); b)
            d_.obliged_square = b->name(ob->square);
        d_.notes.push_back(cite(ob->rule) + ": the touched piece must be played");
    }
    rule(Ruling::Upheld, Rule::Correction,
         name(m.side) + " made the move " + m.played->notation + " with two hands (" + cite(Rule::Offences) +
             "); the move is taken back and made again with one hand at " + name(m.side) + "'s expense of time");
}

// A legal move can still break touch-move: adiukh 8.4 (own piece), 8.5 (enemy piece).
void Judge::legal_move_touch_check(const ReplayedMove &m, int index) {
    std::optional<TouchObligation> ob = touch_obligation(*m.before, m.side, log_.events, m.touches, book_, d_.notes);
    if (!ob || keeps(*ob, *m.played)) {
        rule(Ruling::Rejected, Rule::Offences,
             name(m.side) + "'s move " + m.played->notation + " was legal" +
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
    // offender's time to him). adiukh 8.4, 8.5 "может переключить часы обратно": only when
    // they were pressed; the correction is at the offender's expense of time.
    if (pressed_after(m.side, m.event))
        switch_back(m.side, false);
    else
        d_.offender = m.side;
    rule(Ruling::Upheld, ob->own ? Rule::TouchedMovedAnother : Rule::TouchedTookAnother,
         ob->own ? name(m.side) + " touched the piece on " + d_.obliged_square +
                 " first but moved another; the move "
                 "is taken back and the touched piece must move"
                 : name(m.side) + " touched the piece on " + d_.obliged_square +
                 " first but took another; the move "
                 "is taken back and the touched piece must be taken");
}
} // namespace damka::arbiter
