#include "game_check.hpp"

#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"

#include <QString>

#include <sstream>

namespace damka::tournament {
namespace {

std::string describe(const Variant &v, const damka::GameResult &r) {
    std::ostringstream o;
    if (r.outcome == DAMKA_DRAW)
        o << "draw";
    else
        o << v.side_name(r.winner) << " wins";
    o << " " << r.points[0] << ":" << r.points[1];
    if (r.tiebreak[0] || r.tiebreak[1]) o << " (tie-break " << r.tiebreak[0] << ":" << r.tiebreak[1] << ")";
    if (!r.why.empty()) o << " - " << r.why;
    return o.str();
}

BoardResult board_result(const damka::GameResult &r) {
    if (r.outcome == DAMKA_DRAW) return BoardResult::Draw;
    return r.winner == 0 ? BoardResult::WhiteWin : BoardResult::BlackWin;
}

void take_points(RoundGame &g, const damka::GameResult &r) {
    g.white_points = r.points[0];
    g.black_points = r.points[1];
    g.white_tiebreak = r.tiebreak[0];
    g.black_tiebreak = r.tiebreak[1];
}

// Points entered by hand (no game record) as the plugin judges them (damka.entered_result/1):
// refused when no game of the variant scores so, completed with the tie-break points the
// variant derives (Adiukh: the 24-point score is both, so --points alone fills VTB).
Expected<RoundGame> checked_by_rules(const Variant &variant, RoundGame g) {
    if (!g.white_points || !g.black_points) return g; // nothing to check: the tie-break alone is free
    auto game = variant.new_game();
    if (!game) return Error{"variant " + variant.id() + ": " + game.error()};
    damka::GameResult entered;
    entered.outcome = g.result == BoardResult::Draw ? DAMKA_DRAW : DAMKA_WIN;
    entered.winner = g.result == BoardResult::WhiteWin ? 0 : g.result == BoardResult::BlackWin ? 1 : -1;
    entered.points[0] = *g.white_points;
    entered.points[1] = *g.black_points;
    const bool with_tiebreak = g.white_tiebreak && g.black_tiebreak;
    if (with_tiebreak) {
        entered.tiebreak[0] = *g.white_tiebreak;
        entered.tiebreak[1] = *g.black_tiebreak;
    }
    const auto verdict = game->check_entered(entered, with_tiebreak);
    if (!verdict) return g; // a plugin without the check: the points stand as entered
    if (!*verdict)
        return Error{"points: " + variant.id() + " refuses " + std::to_string(*g.white_points) + ":" +
                     std::to_string(*g.black_points) + ": " + verdict->error()};
    const damka::GameResult &r = verdict->value();
    if (with_tiebreak || r.tiebreak[0] || r.tiebreak[1]) {
        g.white_tiebreak = r.tiebreak[0];
        g.black_tiebreak = r.tiebreak[1];
    }
    return g;
}

} // namespace

Expected<ReplayedGame> replay(const Variant &variant, const std::string &pdn) {
    const pdn::PdnFile file = pdn::read_pdn_text(QString::fromStdString(pdn), QStringLiteral("the attached game"));
    if (file.games.size() != 1)
        return Error{"the attached PDN holds " + std::to_string(file.games.size()) + " games; attach exactly one"};
    if (file.has_errors()) return Error{pdn::format_error(file.path, *file.games.front().error).toStdString()};
    pdn::Replay r = pdn::replay(file.games.front().game, variant);
    // A recorded result that contradicts the board is judged below against the result the
    // arbiter enters; a bad set-up or an illegal move stops here.
    if (r.problem && r.problem->kind != pdn::ReplayProblem::ResultMismatch) {
        std::string where = r.problem->kind == pdn::ReplayProblem::IllegalMove
            ? "move " + std::to_string((r.problem->ply + 1) / 2) + (r.problem->ply % 2 ? ". " : "... ") +
                r.problem->move.toStdString() + " is illegal: "
            : "the set-up is refused: ";
        return Error{where + r.problem->message.toStdString()};
    }
    if (!r.final) return Error{"the attached game has no position to replay"};
    return ReplayedGame{std::move(*r.final), r.final_status, r.plies};
}

Expected<RoundGame> reconcile_result(const Variant *variant, RoundGame g) {
    const bool forfeit = g.result == BoardResult::WhiteForfeit || g.result == BoardResult::BlackForfeit ||
        g.result == BoardResult::DoubleForfeit;
    if (g.result == BoardResult::Pending) return g;
    if (forfeit && !g.pdn.empty())
        return Error{"a forfeit (" + to_string(g.result) + ") cannot carry a played game record"};
    if (forfeit && (g.white_points || g.white_tiebreak))
        return Error{"a forfeit (" + to_string(g.result) + ") has no variant points; drop --points/--tiebreak"};
    if (forfeit) return g;

    // Entered points must say the same as the result.
    if (g.white_points && g.black_points) {
        const int w = *g.white_points, b = *g.black_points;
        const BoardResult implied = w > b ? BoardResult::WhiteWin : w < b ? BoardResult::BlackWin : BoardResult::Draw;
        if (implied != g.result)
            return Error{"the points " + std::to_string(w) + ":" + std::to_string(b) + " say " +
                         (implied == BoardResult::Draw           ? std::string("draw")
                              : implied == BoardResult::WhiteWin ? "White won"
                                                                 : "Black won") +
                         " but the result entered is " + to_string(g.result)};
    }
    if (!variant) return g;
    if (g.pdn.empty()) return checked_by_rules(*variant, g);

    const damka::GameResult *verdict = nullptr;
    damka::GameResult from_rules;
    std::string how;
    if (!g.pdn.empty()) {
        auto r = replay(*variant, g.pdn);
        if (!r) return Error{"the attached game does not replay: " + r.error()};
        if (r->status.finished()) {
            if (board_result(r->status) != g.result)
                return Error{"the result entered (" + to_string(g.result) +
                             ") disagrees with the final position: " + describe(*variant, r->status)};
            from_rules = r->status;
            verdict = &from_rules;
            how = "final position";
        } else {
            const damka::Game &game = r->final;
            const int loser = g.result == BoardResult::WhiteWin ? 1 : 0;
            auto ended = g.result == BoardResult::Draw ? game.result_of(DAMKA_END_AGREED_DRAW, 0)
                                                       : game.result_of(DAMKA_END_RESIGNATION, loser);
            if (!ended)
                return Error{"the game is not over on the board and " + variant->id() +
                             " refuses that result: " + ended.error()};
            from_rules = *ended;
            verdict = &from_rules;
            how = g.result == BoardResult::Draw ? "agreed draw" : "resignation";
        }
    }
    if (!verdict) return g;
    if (g.white_points && (*g.white_points != verdict->points[0] || *g.black_points != verdict->points[1]))
        return Error{"the points entered (" + std::to_string(*g.white_points) + ":" + std::to_string(*g.black_points) +
                     ") disagree with the " + how + ": " + describe(*variant, *verdict)};
    if (g.white_tiebreak && (*g.white_tiebreak != verdict->tiebreak[0] || *g.black_tiebreak != verdict->tiebreak[1]))
        return Error{"the tie-break points entered (" + std::to_string(*g.white_tiebreak) + ":" +
                     std::to_string(*g.black_tiebreak) + ") disagree with the " + how + ": " +
                     describe(*variant, *verdict)};
    take_points(g, *verdict);
    return g;
}

} // namespace damka::tournament
