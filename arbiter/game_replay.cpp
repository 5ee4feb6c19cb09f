#include "game_replay.hpp"

#include "board_after.hpp"
#include "clock_log.hpp"

#include <QJsonArray>

#include <algorithm>

namespace damka::arbiter {

namespace {

std::string at_event(size_t i) { return "event " + std::to_string(i + 1) + ": "; }

// A capture the plugin writes like a quiet move, with no ':' or 'x': Thai draughts (PDN 3.0
// GameType 31) writes "18-11" for a man taking 15.
bool capture_written_as_quiet(const MoveRecord &m) {
    return m.is_capture() && m.notation.find_first_of(":x") == std::string::npos;
}

// The legal move a Move event describes, or the reason there is none. `dash_captures`: a
// capture written like a quiet move has been played earlier in the game.
void judge_move(ReplayedMove &rm, const std::string &text, bool dash_captures) {
    const Game &before = *rm.before;
    Expected<BoardView> board = read_board(before.board_json());
    if (!board) {
        rm.refusal = board.error();
        return;
    }
    Expected<std::optional<BoardChange>> stated = parse_board_change(text, *board);
    if (!stated) {
        rm.refusal = stated.error();
        return;
    }
    if (*stated) {
        rm.change = **stated;
        for (const MoveRecord &m : before.legal_moves())
            if (matches(*rm.change, m, *board)) {
                rm.played = m;
                return;
            }
        rm.refusal = "no legal move makes the change " + describe(*rm.change, *board);
        return;
    }
    Game probe = before.clone();
    Expected<MoveRecord> m = probe.play(text);
    if (m) {
        rm.played = *m;
        return;
    }
    rm.refusal = m.error();
    rm.change = change_from_notation(text, *board);
    // A quiet-move notation ("a1-b2", "32-28") says that nothing was taken, unless the variant
    // writes captures the same way, as the plugin's capture records show (those legal here or
    // played before): then the pieces taken are unknown, and "29-8" for a Thai king that took
    // 15 is not called a quiet move, nor is 15 left on the board after it (adiukh 8.3, 8.8).
    if (rm.change && !rm.change->taken && text.find_first_of(":x") == std::string::npos) {
        const std::vector<MoveRecord> legal = before.legal_moves();
        if (!dash_captures && std::none_of(legal.begin(), legal.end(), capture_written_as_quiet))
            rm.change->taken = std::vector<int>{};
    }
}

struct Replayer {
    const GameLog &log;
    Replay r;

    Expected<bool> clock_step(size_t i, const Event &e) {
        if (!r.clock) return true;
        if (!e.at) return true; // an untimed entry: the clock is not followed for it
        if (*e.at < r.now) return Error{at_event(i) + "its time is earlier than the event before"};
        r.now = *e.at;
        // The log records what happened; a clock action the clock refuses is kept as a note.
        if (auto res = apply_clock_event(*r.clock, r.now, e); res && !*res)
            r.clock_problems.push_back(at_event(i) + res->error());
        return true;
    }

    void on_move(size_t i, const Event &e) {
        ReplayedMove rm;
        rm.event = i;
        rm.side = e.side;
        rm.in_turn = r.to_move < 0 || e.side == r.to_move; // an unknown turn is nobody's offence
        rm.two_hands = e.two_hands;
        if (rm.in_turn)
            for (size_t t : r.pending_touches)
                if (log.events[t].side == e.side) rm.touches.push_back(t);
        if (r.game) rm.before = std::make_shared<const Game>(r.game->clone());
        if (rm.before && rm.in_turn) {
            judge_move(rm, e.move, dash_captures);
        } else if (!rm.in_turn) {
            rm.refusal = "it was " + r.side_name(r.to_move) + "'s turn";
        } else {
            // adiukh 8.8: an irregular move that was answered stands; the engine cannot know the
            // position it left, so the arbiter states it (a position event) and play goes on from it.
            rm.refusal =
                "the position on the board is unknown after an irregular move; record it with a position event";
        }
        if (rm.played && capture_written_as_quiet(*rm.played)) dash_captures = true;
        if (rm.played && r.game) {
            (void)r.game->play(rm.played->notation);
            if (!r.board_result_event) {
                GameResult st = r.game->status();
                if (st.finished()) {
                    r.board_result = st;
                    r.board_result_event = i;
                }
            }
        } else {
            // An irregular move stands on the board until corrected (adiukh 8.6, 8.8): follow the
            // position actually on the board when the engine can know it, else it is unknown
            // until a position event.
            r.game.reset();
            if (rm.before && rm.change)
                if (Expected<Game> after = board_after(*r.variant, *rm.before, *rm.change); after)
                    r.game = std::make_shared<Game>(std::move(after).value());
        }
        // Whose turn follows is the plugin's to say, not alternation: a side may move again
        // (multiphase Фазы: the extra move, then the next phase's first move; gamma seed 6:
        // a removal "не является ходом"). Unknown with the position, until a position event.
        r.to_move = r.game ? r.game->side_to_move() : -1;
        r.pending_touches.clear();
        r.moves.push_back(std::move(rm));
        moved_since_press[size_t(e.side)] = true;
        // adiukh 6.1.3.1: an offer may be declined by a reply move.
        for (DrawOfferState &o : r.offers)
            if (!o.answered && o.side != e.side) o.answered = true;
    }

    void on_offer(size_t i, const Event &e) {
        DrawOfferState o;
        o.event = i;
        o.side = e.side;
        o.possible = r.variant->has_draws() && (!r.game || r.game->result_of(DAMKA_END_AGREED_DRAW, e.side));
        if (!o.possible) {
            std::string reason = "the variant has no draws";
            if (r.game)
                if (Expected<GameResult> res = r.game->result_of(DAMKA_END_AGREED_DRAW, e.side); !res)
                    reason = res.error();
            o.why = "a draw cannot be offered: " + reason;
            o.rule = Rule::NoDraws;
        } else if (r.moves.empty() || r.moves.back().side != e.side) {
            o.why = "a draw may be offered only right after one's own move";
            o.rule = Rule::DrawOfferWhen;
        } else if (!moved_since_press[size_t(e.side)]) {
            // adiukh 6.1.3.1: "предложив ничью, он пускает часы соперника" — the offer comes
            // between the move and the clock press, not after the press.
            o.why = "a draw is offered after the move and before pressing the clock";
            o.rule = Rule::DrawOfferWhen;
        } else {
            // adiukh 6.1.3.2: after a refused offer the same player offers again only once the
            // other player has used his right to offer.
            const auto mine = std::find_if(r.offers.rbegin(), r.offers.rend(),
                                           [&](const DrawOfferState &x) { return x.side == e.side && x.valid; });
            const bool other_offered_since =
                mine != r.offers.rend() && std::any_of(r.offers.begin(), r.offers.end(), [&](const DrawOfferState &x) {
                    return x.side != e.side && x.valid && x.event > mine->event;
                });
            if (mine != r.offers.rend() && !other_offered_since) {
                o.why = "after a refused offer " + r.side_name(e.side) + " may offer again only after " +
                    r.side_name(1 - e.side) + " has offered";
                o.rule = Rule::DrawOfferAgain;
            } else {
                o.valid = true;
            }
        }
        r.offers.push_back(o);
    }

    void on_answer(size_t, const Event &e) {
        for (auto it = r.offers.rbegin(); it != r.offers.rend(); ++it) {
            if (it->side == e.side || it->answered) continue;
            it->answered = true;
            // adiukh 6.1.3: "если один из игроков предлагает ничью, а другой принимает это
            // предложение" — an accepted offer is an agreement even when it was made at the
            // wrong moment (6.1.3.1 regulates the offer, it does not void the agreement); in a
            // game without draws (ashtarashki 4.5) there is nothing to agree.
            it->accepted = e.accepted && it->possible;
            if (it->accepted) r.agreed_draw_event = it->event;
            return;
        }
    }

    // adiukh 5.4: a flag is down when the control time is used up; the finding is checked
    // against the replayed clock at the moment the flag was reported.
    void on_flag(size_t i, const Event &e) {
        FlagFinding f;
        f.event = i;
        if (e.both)
            f.reported = {true, true};
        else if (e.side == 0 || e.side == 1)
            f.reported[size_t(e.side)] = true;
        f.timed = r.clock && r.clock->started() && e.at;
        if (f.timed)
            for (int s = 0; s < 2; ++s) {
                f.clock_down[size_t(s)] = r.clock->flag_time(*e.at, s).has_value();
                f.remaining[size_t(s)] = std::max(Millis{0}, r.clock->remaining(*e.at, s));
            }
        r.flag_findings.push_back(f);
    }

    Expected<bool> on_decision(size_t i, const Event &e) {
        const QJsonObject &d = e.decision;
        if (d.value(QStringLiteral("ruling")).toString() != QStringLiteral("upheld")) return true;
        if (d.contains(QStringLiteral("restore_move"))) {
            const int k = d.value(QStringLiteral("restore_move")).toInt(-1);
            if (k < 0 || size_t(k) >= r.moves.size()) return Error{at_event(i) + "restore_move is out of range"};
            const ReplayedMove &m = r.moves[size_t(k)];
            if (m.before) {
                r.game = std::make_shared<Game>(m.before->clone());
                r.to_move = r.game->side_to_move();
            } else {
                r.to_move = m.side;
            }
            if (r.board_result_event && *r.board_result_event >= m.event) {
                r.board_result.reset();
                r.board_result_event.reset();
            }
            // The touches of the taken-back turn still bind (adiukh 4.3, 8.4).
            r.pending_touches = m.touches;
        }
        if (d.value(QStringLiteral("switch_clocks_back")).toBool()) {
            const int offender = d.value(QStringLiteral("offender")).toInt(-1);
            if (offender == 0 || offender == 1) {
                r.to_move = offender;
                moved_since_press[size_t(offender)] = false;
            }
        }
        // The clocks switched back and the time charged, as the web clock replays them.
        if (r.clock && e.at)
            for (const std::string &p : apply_decision_clock(*r.clock, *e.at, d))
                r.clock_problems.push_back(at_event(i) + p);
        return true;
    }

    Expected<bool> on_position(size_t i, const Event &e) {
        Expected<Game> g = r.variant->new_game(e.text);
        if (!g) return Error{at_event(i) + "the position was refused: " + g.error()};
        r.game = std::make_shared<Game>(std::move(g).value());
        r.to_move = r.game->side_to_move();
        r.pending_touches.clear();
        return true;
    }

    Expected<bool> run() {
        for (size_t i = 0; i < log.events.size(); ++i) {
            const Event &e = log.events[i];
            if (Expected<bool> ok = clock_step(i, e); !ok) return ok;
            if (e.at && *e.at > r.now) r.now = *e.at;
            switch (e.kind) {
            case EventKind::Touch:
                // adiukh 4.3: the player to move (either player while the turn is unknown)
                if (r.to_move < 0 || e.side == r.to_move) r.pending_touches.push_back(i);
                break;
            case EventKind::Move: on_move(i, e); break;
            case EventKind::Press:
                if (!moved_since_press[size_t(e.side)]) r.empty_presses.push_back(i);
                moved_since_press[size_t(e.side)] = false;
                break;
            case EventKind::Flag:
                on_flag(i, e);
                r.flag_checked = r.flag_checked || e.checked;
                if (e.first) r.first_flag_event = i;
                if (e.both)
                    r.both_flags_event = i;
                else if (!r.flag_event[size_t(e.side)])
                    r.flag_event[size_t(e.side)] = i;
                break;
            case EventKind::DrawOffer: on_offer(i, e); break;
            case EventKind::DrawAnswer: on_answer(i, e); break;
            case EventKind::Resign:
                if (!r.resign_event) r.resign_event = i;
                break;
            case EventKind::Position:
                if (Expected<bool> ok = on_position(i, e); !ok) return ok;
                break;
            case EventKind::Decision:
                if (Expected<bool> ok = on_decision(i, e); !ok) return ok;
                break;
            default: break;
            }
        }
        return true;
    }

    std::array<bool, 2> moved_since_press{false, false}; // since the side's last press
    bool dash_captures = false; // a capture written like a quiet move was played (judge_move)
};

} // namespace

int Replay::moves_made(int side) const {
    return int(std::count_if(moves.begin(), moves.end(), [&](const ReplayedMove &m) { return m.side == side; }));
}

Expected<Replay> replay(const Variant &variant, const GameLog &log) {
    Replayer rp{log, {}};
    Replay &r = rp.r;
    r.variant = &variant;
    r.sides = {variant.side_name(0), variant.side_name(1)};
    Expected<Game> g = variant.new_game(log.setup);
    if (!g) return Error{"the game's set-up was refused: " + g.error()};
    r.game = std::make_shared<Game>(std::move(g).value());
    r.to_move = r.game->side_to_move();
    if (!log.time_control.empty()) {
        Expected<TimeControl> tc = parse_time_control(log.time_control);
        if (!tc) return Error{tc.error()};
        r.control = *tc;
        if (!tc->untimed()) r.clock.emplace(*tc);
    }
    if (Expected<bool> ok = rp.run(); !ok) return Error{ok.error()};
    return std::move(rp.r);
}

} // namespace damka::arbiter
