#include "game_check.hpp"

#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"

#include <QString>

namespace damka::tournament {
namespace {

// "White wins 2:0 (tie-break 1:0) - the plugin's reason": the side's name and the reason are
// the plugin's words.
Message describe(const Variant &v, const damka::GameResult &r) {
    Message m = r.outcome == DAMKA_DRAW
        ? DAMKA_TR("Results", "draw %1:%2").arg(r.points[0]).arg(r.points[1])
        : DAMKA_TR("Results", "%1 wins %2:%3").arg(v.side_name(r.winner)).arg(r.points[0]).arg(r.points[1]);
    if (r.tiebreak[0] || r.tiebreak[1])
        m = DAMKA_TR("Results", "%1 (tie-break %2:%3)").arg(m).arg(r.tiebreak[0]).arg(r.tiebreak[1]);
    if (!r.why.empty()) m = Message("%1 - %2").arg(m).arg(r.why);
    return m;
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
    if (!game) return Error{DAMKA_TR("Results", "variant %1: %2").arg(variant.id()).arg(game.error_message())};
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
        return Error{DAMKA_TR("Results", "points: %1 refuses %2:%3: %4")
                         .arg(variant.id())
                         .arg(*g.white_points)
                         .arg(*g.black_points)
                         .arg(verdict->error_message())};
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
        return Error{DAMKA_TR("Results", "the attached PDN holds %1 games; attach exactly one").arg(file.games.size())};
    // The PDN reader's own words, as it reports them.
    if (file.has_errors()) return Error{Message(pdn::format_error(file.path, *file.games.front().error).toStdString())};
    pdn::Replay r = pdn::replay(file.games.front().game, variant);
    // A recorded result that contradicts the board is judged below against the result the
    // arbiter enters; a bad set-up or an illegal move stops here.
    if (r.problem && r.problem->kind != pdn::ReplayProblem::ResultMismatch) {
        const std::string why = r.problem->message.toStdString();
        if (r.problem->kind != pdn::ReplayProblem::IllegalMove)
            return Error{DAMKA_TR("Results", "the set-up is refused: %1").arg(why)};
        return Error{(r.problem->ply % 2 ? DAMKA_TR("Results", "move %1. %2 is illegal: %3")
                                         : DAMKA_TR("Results", "move %1... %2 is illegal: %3"))
                         .arg((r.problem->ply + 1) / 2)
                         .arg(r.problem->move.toStdString())
                         .arg(why)};
    }
    if (!r.final) return Error{DAMKA_TR("Results", "the attached game has no position to replay")};
    return ReplayedGame{std::move(*r.final), r.final_status, r.plies};
}

Expected<RoundGame> reconcile_result(const Variant *variant, RoundGame g) {
    const bool forfeit = g.result == BoardResult::WhiteForfeit || g.result == BoardResult::BlackForfeit ||
        g.result == BoardResult::DoubleForfeit;
    if (g.result == BoardResult::Pending) return g;
    if (forfeit && !g.pdn.empty())
        return Error{DAMKA_TR("Results", "a forfeit (%1) cannot carry a played game record").arg(to_string(g.result))};
    if (forfeit && (g.white_points || g.white_tiebreak))
        return Error{DAMKA_TR("Results", "a forfeit (%1) has no variant points; drop --points/--tiebreak")
                         .arg(to_string(g.result))};
    if (forfeit) return g;

    // Entered points must say the same as the result.
    if (g.white_points && g.black_points) {
        const int w = *g.white_points, b = *g.black_points;
        const BoardResult implied = w > b ? BoardResult::WhiteWin : w < b ? BoardResult::BlackWin : BoardResult::Draw;
        if (implied != g.result)
            return Error{(implied == BoardResult::Draw
                              ? DAMKA_TR("Results", "the points %1:%2 say draw but the result entered is %3")
                              : implied == BoardResult::WhiteWin
                              ? DAMKA_TR("Results", "the points %1:%2 say White won but the result entered is %3")
                              : DAMKA_TR("Results", "the points %1:%2 say Black won but the result entered is %3"))
                             .arg(w)
                             .arg(b)
                             .arg(to_string(g.result))};
    }
    if (!variant) return g;
    if (g.pdn.empty()) return checked_by_rules(*variant, g);

    const damka::GameResult *verdict = nullptr;
    damka::GameResult from_rules;
    Message how;
    if (!g.pdn.empty()) {
        auto r = replay(*variant, g.pdn);
        if (!r) return Error{DAMKA_TR("Results", "the attached game does not replay: %1").arg(r.error_message())};
        if (r->status.finished()) {
            if (board_result(r->status) != g.result)
                return Error{DAMKA_TR("Results", "the result entered (%1) disagrees with the final position: %2")
                                 .arg(to_string(g.result))
                                 .arg(describe(*variant, r->status))};
            from_rules = r->status;
            verdict = &from_rules;
            how = DAMKA_TR("Results", "final position");
        } else {
            const damka::Game &game = r->final;
            const int loser = g.result == BoardResult::WhiteWin ? 1 : 0;
            auto ended = g.result == BoardResult::Draw ? game.result_of(DAMKA_END_AGREED_DRAW, 0)
                                                       : game.result_of(DAMKA_END_RESIGNATION, loser);
            if (!ended)
                return Error{DAMKA_TR("Results", "the game is not over on the board and %1 refuses that result: %2")
                                 .arg(variant->id())
                                 .arg(ended.error_message())};
            from_rules = *ended;
            verdict = &from_rules;
            how =
                g.result == BoardResult::Draw ? DAMKA_TR("Results", "agreed draw") : DAMKA_TR("Results", "resignation");
        }
    }
    if (!verdict) return g;
    if (g.white_points && (*g.white_points != verdict->points[0] || *g.black_points != verdict->points[1]))
        return Error{DAMKA_TR("Results", "the points entered (%1:%2) disagree with the %3: %4")
                         .arg(*g.white_points)
                         .arg(*g.black_points)
                         .arg(how)
                         .arg(describe(*variant, *verdict))};
    if (g.white_tiebreak && (*g.white_tiebreak != verdict->tiebreak[0] || *g.black_tiebreak != verdict->tiebreak[1]))
        return Error{DAMKA_TR("Results", "the tie-break points entered (%1:%2) disagree with the %3: %4")
                         .arg(*g.white_tiebreak)
                         .arg(*g.black_tiebreak)
                         .arg(how)
                         .arg(describe(*variant, *verdict))};
    take_points(g, *verdict);
    return g;
}

} // namespace damka::tournament
