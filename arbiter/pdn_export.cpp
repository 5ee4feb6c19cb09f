#include "pdn_export.hpp"
#include "core/qt_text.hpp"

#include "adjudicator.hpp"
#include "game_replay.hpp"

#include <map>

namespace damka::arbiter {

namespace {

// Consecutive notes at one place of the move text become one comment.
void add_note(std::vector<pdn::Element> &line, const std::string &text) {
    if (!line.empty() && line.back().kind == pdn::Element::Kind::Comment) {
        line.back().text += QStringLiteral("; ") + qs(text);
        return;
    }
    line.push_back(pdn::Element::comment(qs(text)));
}

std::string result_code(const GameResult &r) {
    if (r.outcome == DAMKA_DRAW) return "1/2-1/2";
    return r.winner == 0 ? "1-0" : "0-1";
}

} // namespace

Expected<pdn::GameRecord> to_pdn(const Variant &variant, const GameLog &log) {
    Expected<Replay> r = replay(variant, log);
    if (!r) return Error{r.error()};
    const std::array<std::string, 2> sides{variant.side_name(0), variant.side_name(1)};
    std::map<size_t, size_t> move_of_event; // event index -> index into r->moves
    for (size_t k = 0; k < r->moves.size(); ++k) move_of_event[r->moves[k].event] = k;

    pdn::GameRecord game;
    if (variant.pdn_gametype()) game.set_tag(QStringLiteral("GameType"), QString::number(variant.pdn_gametype()));
    game.set_tag(QStringLiteral("White"), qs(log.players[0].empty() ? "?" : log.players[0]));
    game.set_tag(QStringLiteral("Black"), qs(log.players[1].empty() ? "?" : log.players[1]));
    // The move text starts from the log's set-up, or from the position the arbiter stated
    // before the first move (a set-up corrected before play, adiukh 8.1).
    std::string start = log.setup;
    for (const Event &e : log.events) {
        if (e.kind == EventKind::Move) break;
        if (e.kind == EventKind::Position) start = e.text;
    }
    if (!start.empty()) game.set_tag(QStringLiteral("FEN"), qs(start));
    if (r->control)
        if (Expected<std::string> tc = format_pdn_time_control(*r->control))
            game.set_tag(QStringLiteral("TimeControl"), qs(*tc));

    std::vector<pdn::Element> &line = game.moves;
    std::map<size_t, size_t> element_of_move; // index into r->moves -> index into line
    for (size_t i = 0; i < log.events.size(); ++i) {
        const Event &e = log.events[i];
        switch (e.kind) {
        case EventKind::Move: {
            const size_t k = move_of_event.at(i);
            const ReplayedMove &m = r->moves[k];
            if (m.played) {
                element_of_move[k] = line.size();
                line.push_back(pdn::Element::move(qs(m.played->notation)));
            } else {
                add_note(line, describe(e, sides) + " (not legal: " + m.refusal + ")");
            }
            break;
        }
        case EventKind::Press:
            // PGN's clock command: the reading of the side that just moved.
            add_note(line,
                     e.readings ? "[%clk " + format_clock((*e.readings)[size_t(e.side)]) + "]" : describe(e, sides));
            break;
        case EventKind::DrawOffer: add_note(line, "= " + describe(e, sides)); break; // adiukh 6.1.3.2
        case EventKind::Decision: {
            const QJsonValue restore = e.decision.value(QStringLiteral("restore_move"));
            if (restore.isDouble() &&
                e.decision.value(QStringLiteral("ruling")).toString() == QStringLiteral("upheld")) {
                // The moves taken back leave the move text and stay as a comment.
                for (auto it = element_of_move.lower_bound(size_t(restore.toInt())); it != element_of_move.end();) {
                    pdn::Element &el = line[it->second];
                    el = pdn::Element::comment(QStringLiteral("taken back: ") + el.text);
                    it = element_of_move.erase(it);
                }
            }
            add_note(line, "arbiter (" + e.rule + "): " + e.text);
            break;
        }
        default: add_note(line, describe(e, sides)); break;
        }
    }
    // Numbered by who made each move, not by alternation: a side may move twice in a row
    // (multiphase, gamma); the moves taken back are comments now.
    std::vector<int> movers;
    for (const auto &[k, element] : element_of_move) movers.push_back(r->moves[k].side);
    pdn::number_moves_by_side(line, movers);

    Expected<Decision> result = decide(variant, log, Claim{ClaimKind::Result, -1, std::nullopt});
    game.result = result && result->result ? qs(result_code(*result->result)) : QStringLiteral("*");
    game.set_tag(QStringLiteral("Result"), game.result);
    return game;
}

} // namespace damka::arbiter
