#include "pdn_replay.hpp"

#include "pdn_tags.hpp"

namespace damka::pdn {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

ReplayProblem problem(ReplayProblem::Kind kind, QString message, Location where) {
    ReplayProblem p;
    p.kind = kind;
    p.message = std::move(message);
    p.where = where;
    return p;
}

// A new game from a PDN FEN (checked against the PDN 3.0 FEN grammar first, so a malformed
// value gets a precise message), or the start position when `fen` is null.
Expected<damka::Game> start_from(const Variant &variant, const QString *fen) {
    if (!fen) return variant.new_game();
    if (Expected<Fen> parsed = parse_fen(*fen); !parsed) return Error{"malformed FEN: " + parsed.error()};
    Expected<damka::Game> g = variant.new_game(plugin_fen(*fen).toStdString());
    if (!g) return Error{"the " + variant.id() + " plugin refused the FEN: " + g.error()};
    return g;
}

// What the board says against what the file says. Empty when they agree.
QString result_disagreement(const Variant &variant, const GameResult &board, Result::Outcome recorded,
                            const QString &recorded_text) {
    if (recorded == Result::Draw && !variant.has_draws())
        return QStringLiteral("the recorded result %1 is a draw, but %2 has no draws")
            .arg(recorded_text, qs(variant.id()));
    if (!board.finished() || recorded == Result::Unknown || recorded == Result::BothLose) return {};
    const bool agrees = (recorded == Result::Draw && board.outcome == DAMKA_DRAW) ||
                        (recorded == Result::FirstWins && board.outcome == DAMKA_WIN && board.winner == 0) ||
                        (recorded == Result::SecondWins && board.outcome == DAMKA_WIN && board.winner == 1);
    if (agrees) return {};
    const QString board_text = board.outcome == DAMKA_DRAW ? QStringLiteral("a draw")
                                                           : qs(variant.side_name(board.winner)) + QStringLiteral(" wins");
    return QStringLiteral("the recorded result %1 disagrees with the final position: %2 (%3)")
        .arg(recorded_text, board_text, board.why.empty() ? QStringLiteral("game over") : qs(board.why));
}

} // namespace

Replay replay(const Game &game, const Variant &variant) {
    Replay r;
    const Tag *fen_tag = game.find_tag(u"FEN");
    Expected<damka::Game> current = start_from(variant, fen_tag ? &fen_tag->value : nullptr);
    if (!current) {
        r.problem = problem(ReplayProblem::BadSetup, qs(current.error()), fen_tag ? fen_tag->where : game.where);
        return r;
    }
    for (const Element &e : game.moves) {
        if (e.kind == Element::Kind::Setup) { // PDN 3.0 SETUP: the game goes on from this position
            current = start_from(variant, &e.text);
            if (!current) {
                r.problem = problem(ReplayProblem::BadSetup, qs(current.error()), e.where);
                return r;
            }
            continue;
        }
        if (e.kind != Element::Kind::Move) continue; // comments, NAGs, variations
        Expected<MoveRecord> played = current->play(e.text.toStdString());
        if (!played) {
            r.problem = problem(ReplayProblem::IllegalMove, qs(played.error()), e.where);
            r.problem->ply = r.plies + 1;
            r.problem->move = e.text;
            r.final_status = current->status();
            r.final.emplace(std::move(*current));
            return r;
        }
        ++r.plies;
    }
    r.final_status = current->status();
    r.final.emplace(std::move(*current));

    // PDN 1.0: the terminator must be the same as the Result tag.
    const QString tag_result = game.tag(u"Result").trimmed();
    if (!tag_result.isEmpty() && !game.result.isEmpty() && Result::is_result(tag_result) &&
        Result::outcome(tag_result) != Result::outcome(game.result) && tag_result != QStringLiteral("*") &&
        game.result != QStringLiteral("*")) {
        r.problem = problem(ReplayProblem::ResultMismatch,
                                  QStringLiteral("the Result tag says %1 but the move text ends with %2").arg(tag_result, game.result),
                                  game.result_where);
        return r;
    }
    const QString recorded = game.recorded_result();
    if (!recorded.isEmpty() && !Result::is_result(recorded)) {
        r.problem = problem(ReplayProblem::ResultMismatch,
                                  QStringLiteral("the Result tag \"%1\" is not a PDN result (%2)")
                                      .arg(recorded, QStringLiteral("1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0 *")),
                                  game.find_tag(u"Result") ? game.find_tag(u"Result")->where : game.where);
        return r;
    }
    const QString why = result_disagreement(variant, r.final_status, Result::outcome(recorded), recorded);
    if (!why.isEmpty())
        r.problem = problem(ReplayProblem::ResultMismatch, why,
                                  game.result_where.line ? game.result_where : game.where);
    return r;
}

} // namespace damka::pdn
