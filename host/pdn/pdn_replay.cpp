#include "pdn_replay.hpp"
#include "core/qt_text.hpp"

#include "pdn_tags.hpp"

#include <algorithm>

namespace damka::pdn {

namespace {

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
    const QString board_text = board.outcome == DAMKA_DRAW
        ? QStringLiteral("a draw")
        : qs(variant.side_name(board.winner)) + QStringLiteral(" wins");
    return QStringLiteral("the recorded result %1 disagrees with the final position: %2 (%3)")
        .arg(recorded_text, board_text, board.why.empty() ? QStringLiteral("game over") : qs(board.why));
}

// The recorded result against the game terminator and the final position; nullopt when they
// agree.
std::optional<ReplayProblem> result_problem(const GameRecord &game, const Variant &variant, const GameResult &board) {
    const Tag *tag = game.result_tag();
    const QString tag_result = tag ? tag->value.trimmed() : QString();
    // PDN 1.0: the terminator must be the same as the Result tag ("*" says nothing).
    if (Result::is_result(tag_result) && Result::is_result(game.result) && tag_result != u"*" && game.result != u"*" &&
        Result::outcome(tag_result) != Result::outcome(game.result))
        return problem(
            ReplayProblem::ResultMismatch,
            QStringLiteral("the %1 tag says %2 but the move text ends with %3").arg(tag->name, tag_result, game.result),
            game.result_where);
    const QString recorded = game.recorded_result();
    if (!recorded.isEmpty() && !Result::is_result(recorded))
        return problem(ReplayProblem::ResultMismatch,
                       QStringLiteral("the %1 tag \"%2\" is not a PDN result (1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0 *)")
                           .arg(tag ? tag->name : QStringLiteral("Result"), recorded),
                       tag ? tag->where : game.where);
    const QString why = result_disagreement(variant, board, Result::outcome(recorded), recorded);
    if (why.isEmpty()) return std::nullopt;
    return problem(ReplayProblem::ResultMismatch, why, game.result_where.line ? game.result_where : game.where);
}

// The move with the other kind of separator, or "" when it mixes both. PDN 3.0 tokens:
// MOVESEPARATOR "-" for a NormalMove, CAPTURESEPARATOR "x" for a CaptureMove (':' in
// algebraic Russian files).
QString other_separator(const QString &move) {
    const bool quiet = move.contains(u'-');
    const bool capture = move.contains(u'x') || move.contains(u'X') || move.contains(u':');
    if (quiet == capture) return {};
    QString other = move;
    if (quiet) {
        const bool algebraic = std::any_of(move.begin(), move.end(), [](QChar c) { return c >= u'a' && c <= u'h'; });
        other.replace(u'-', algebraic ? u':' : u'x');
    } else {
        for (QChar &c : other)
            if (c == u'x' || c == u'X' || c == u':') c = u'-';
    }
    return other;
}

// Plays `line` on `board` from 0-based ply `ply`. A variation is played on a copy of the
// position before the move it follows (PDN: alternatives to that move); only main-line moves
// count in `r.plies`. Returns false after recording the first problem.
bool play_line(const Variant &variant, const std::vector<Element> &line, damka::Game &board, int ply, bool main_line,
               Replay &r, int stop_after = -1) {
    std::optional<damka::Game> before_last; // the position before the last move of this line
    for (const Element &e : line) {
        if (main_line && stop_after >= 0 && r.plies >= stop_after) return true;
        switch (e.kind) {
        case Element::Kind::Setup: { // PDN 3.0 SETUP: the line goes on from this position
            Expected<damka::Game> fresh = start_from(variant, &e.text);
            if (!fresh) {
                r.problem = problem(ReplayProblem::BadSetup, qs(fresh.error()), e.where);
                return false;
            }
            board = std::move(*fresh);
            before_last.reset();
            break;
        }
        case Element::Kind::Move: {
            damka::Game before = board.clone();
            Expected<MoveRecord> played = board.play(e.text.toStdString());
            if (!played) {
                // Real files write a capture with '-' ("30-39") or a quiet move with 'x':
                // accepted with a warning when the other separator makes the move legal.
                // When the other separator is no move either, the reason given is the one for
                // the move as written (an ambiguous "3x26" lists its paths, not "3-26"'s).
                if (const QString other = other_separator(e.text); !other.isEmpty()) {
                    if (Expected<MoveRecord> retried = board.play(other.toStdString())) {
                        played = std::move(retried);
                        r.warnings.push_back(
                            {e.where,
                             QStringLiteral("'%1' is written as a %2 but is a %3: read as %4")
                                 .arg(e.text,
                                      other.contains(u'-') ? QStringLiteral("capture") : QStringLiteral("quiet move"),
                                      other.contains(u'-') ? QStringLiteral("quiet move") : QStringLiteral("capture"),
                                      other)});
                    }
                }
            }
            if (!played) {
                r.problem = problem(ReplayProblem::IllegalMove, qs(played.error()), e.where);
                r.problem->ply = ply + 1;
                r.problem->move = e.text;
                r.problem->in_variation = !main_line;
                return false;
            }
            before_last = std::move(before);
            ++ply;
            if (main_line) {
                ++r.plies;
                r.moves.push_back(std::move(played).value());
            }
            break;
        }
        case Element::Kind::Variation: {
            if (!before_last) {
                r.problem = problem(ReplayProblem::BadSetup,
                                    QStringLiteral("a variation right after a set-up has no move to replace"), e.where);
                return false;
            }
            damka::Game alternative = before_last->clone();
            if (!play_line(variant, e.line, alternative, ply - 1, false, r)) return false;
            break;
        }
        case Element::Kind::Comment:
        case Element::Kind::Nag: break;
        }
    }
    return true;
}

} // namespace

namespace {

Replay replay_main_line(const GameRecord &game, const Variant &variant, int stop_after) {
    Replay r;
    const Tag *fen_tag = game.find_tag(u"FEN");
    Expected<damka::Game> start = start_from(variant, fen_tag ? &fen_tag->value : nullptr);
    if (!start) {
        r.problem = problem(ReplayProblem::BadSetup, qs(start.error()), fen_tag ? fen_tag->where : game.where);
        return r;
    }
    damka::Game board = std::move(*start);
    play_line(variant, game.moves, board, 0, true, r, stop_after);
    r.final_status = board.status();
    r.final.emplace(std::move(board));
    return r;
}

} // namespace

Replay replay_until(const GameRecord &game, const Variant &variant, int plies) {
    return replay_main_line(game, variant, std::max(plies, 0));
}

Replay replay(const GameRecord &game, const Variant &variant) {
    Replay r = replay_main_line(game, variant, -1);
    if (r.problem || !r.final) return r;

    if (std::optional<ReplayProblem> p = result_problem(game, variant, r.final_status)) r.problem = std::move(p);
    return r;
}

} // namespace damka::pdn
