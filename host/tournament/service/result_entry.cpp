// Event::set_result: a result entered or corrected, from finding the game to the audit entry,
// one job a function.
#include "event.hpp"
#include "core/qt_text.hpp"

#include "storage/audit_log.hpp"
#include "event_internal.hpp"
#include "event_store.hpp"
#include "game_check.hpp"
#include "knockout_correction.hpp"
#include "tournament/model/knockout_match.hpp"
#include "tournament/model/swiss_correction.hpp"
#include "tournament/model/system_rules.hpp"

#include <QJsonArray>

#include <algorithm>

namespace damka::tournament {
namespace {

using namespace detail;

// "1-0", "1-0 (17:7)", "1-0 (17:7, tie-break 9:6)"
Message points_text(const RoundGame &g) {
    if (!g.white_points || !g.black_points) return Message(to_string(g.result));
    if (g.white_tiebreak && g.black_tiebreak && (*g.white_tiebreak || *g.black_tiebreak))
        return DAMKA_TR("Results", "%1 (%2:%3, tie-break %4:%5)")
            .arg(to_string(g.result))
            .arg(*g.white_points)
            .arg(*g.black_points)
            .arg(*g.white_tiebreak)
            .arg(*g.black_tiebreak);
    return Message("%1 (%2:%3)").arg(to_string(g.result)).arg(*g.white_points).arg(*g.black_points);
}

// A drawn knockout match is decided by the arbiter's tie-break game: the next game number of
// the board, colours alternating game by game (pairing::match_game_colours). Stored here and
// returned; refused when no tie-break game is due.
RoundGame knockout_tiebreak_game(storage::Database &db, const Round &r, const ResultEntry &in) {
    const MatchOutcome m = match_outcome(r, in.board);
    const auto [a, b] = match_players(r, in.board);
    if (!a) throw Refusal(DAMKA_TR("Results", "board: round %1 has no board %2").arg(in.round).arg(in.board));
    if (!m.tied)
        throw Refusal((m.pending ? DAMKA_TR("Results",
                                            "game: round %1 board %2 has %3 games and a game without a result; "
                                            "no tie-break game is due")
                                 : DAMKA_TR("Results",
                                            "game: round %1 board %2 has %3 games and a winner; no tie-break game "
                                            "is due"))
                          .arg(in.round)
                          .arg(in.board)
                          .arg(m.games));
    if (in.game_no != m.games + 1)
        throw Refusal(DAMKA_TR("Results", "game: the tie-break game of round %1 board %2 is game %3")
                          .arg(in.round)
                          .arg(in.board)
                          .arg(m.games + 1));
    RoundGame t;
    t.round = in.round;
    t.board = in.board;
    t.game_no = in.game_no;
    t.white = in.game_no % 2 ? a : b;
    t.black = in.game_no % 2 ? b : a;
    store::insert_game(db, t);
    return t;
}

// The stored game the entry is for (a knockout's tie-break game is created): the round must
// be published and have the board.
RoundGame game_of_entry(storage::Database &db, const EventData &e, const ResultEntry &in) {
    const Round *r = find_round(e, in.round);
    if (!r) throw Refusal(DAMKA_TR("Results", "round: %1 is not paired").arg(in.round));
    if (r->state != RoundState::Published)
        throw Refusal(DAMKA_TR("Results", "round %1 is a draft: publish it first").arg(in.round));
    const auto it = std::find_if(r->games.begin(), r->games.end(),
                                 [&](const RoundGame &g) { return g.board == in.board && g.game_no == in.game_no; });
    if (it != r->games.end()) return *it;
    const bool has_board =
        std::any_of(r->games.begin(), r->games.end(), [&](const RoundGame &g) { return g.board == in.board; });
    if (rules_of(e.info.system).matches && has_board) return knockout_tiebreak_game(db, *r, in);
    if (in.game_no > 1)
        throw Refusal(
            DAMKA_TR("Results", "board: round %1 has no board %2 game %3").arg(in.round).arg(in.board).arg(in.game_no));
    throw Refusal(DAMKA_TR("Results", "board: round %1 has no board %2").arg(in.round).arg(in.board));
}

// The game with the entry's result, points and PDN, reconciled with the variant plugin.
// Re-entering the same result without points keeps the points entered before (they were
// dropped silently); a different result drops them, and `notes` says so.
RoundGame scored_game(const EventData &e, const RoundGame &old, const ResultEntry &in, const Variant *variant,
                      std::vector<Message> &notes) {
    if (in.result == BoardResult::Pending)
        throw Refusal(DAMKA_TR("Results", "result: give 1-0, 0-1, 1/2, +-, -+ or --"));
    if (variant && !variant->answers_to(e.info.variant))
        throw Refusal(
            DAMKA_TR("Results", "variant: the event plays %1, not %2").arg(e.info.variant).arg(variant->id()));
    if (!in.pdn.empty() && !variant)
        throw Refusal(DAMKA_TR("Results", "pdn: the variant plugin '%1' is not loaded").arg(e.info.variant));
    RoundGame g = old;
    g.result = in.result;
    g.pdn = in.pdn;
    const bool keep = !in.white_points && !in.white_tiebreak && in.pdn.empty() && old.result == in.result;
    if (!keep) {
        if (old.white_points && !in.white_points && old.result != in.result)
            notes.push_back(Message("  %1").arg(
                DAMKA_TR("Results",
                         "the variant points %1:%2 entered with %3 were removed; give --points for the new result")
                    .arg(*old.white_points)
                    .arg(*old.black_points)
                    .arg(to_string(old.result))));
        g.white_points = in.white_points;
        g.black_points = in.black_points;
        g.white_tiebreak = in.white_tiebreak;
        g.black_tiebreak = in.black_tiebreak;
    }
    auto checked = reconcile_result(variant, g);
    if (!checked) throw Refusal(checked.error_message());
    // The score of a played game is its points under --scoring variant: without them the
    // game would count the placeholder 1 / ½ / 0 among scores of 24.
    const bool played =
        g.result == BoardResult::WhiteWin || g.result == BoardResult::BlackWin || g.result == BoardResult::Draw;
    if (e.info.scoring.variant_points && played && !checked->white_points)
        throw Refusal(DAMKA_TR("Results",
                               "points: the event counts the variant's own points (scoring %1); give them with "
                               "--points W:B or attach the game with --pdn")
                          .arg(scoring_name(e.info.scoring)));
    return *checked;
}

bool same_entry(const RoundGame &a, const RoundGame &b) {
    return a.result == b.result && a.white_points == b.white_points && a.black_points == b.black_points &&
        a.white_tiebreak == b.white_tiebreak && a.black_tiebreak == b.black_tiebreak && a.pdn == b.pdn;
}

// A knockout correction's moves of later bracket lines, stored; returns the entries before
// and after for the audit.
std::pair<QJsonArray, QJsonArray> store_knockout_fix(storage::Database &db, const EventData &e,
                                                     const KnockoutFix &fix) {
    QJsonArray before, after;
    for (const RoundGame &later : fix.games) {
        for (const Round &x : e.rounds)
            for (const RoundGame &y : x.games)
                if (y.round == later.round && y.board == later.board && y.game_no == later.game_no)
                    before.append(store::to_json(y));
        store::update_game_players(db, later);
        after.append(store::to_json(later));
    }
    for (const Bye &b : fix.byes_removed) {
        store::delete_bye(db, b.round, b.player);
        before.append(store::to_json(b));
    }
    for (const Bye &b : fix.byes_added) {
        store::put_bye(db, b);
        after.append(store::to_json(b));
    }
    return {before, after};
}

// Standings and tie-breaks of every later round are recomputed from the stored results:
// who moved.
std::vector<Message> standings_moves(const Standings &before, const EventData &now) {
    std::vector<Message> out;
    const Standings after = compute_standings(now, completed_rounds(now));
    for (const StandingRow &row : after.rows) {
        const StandingRow *was = before.row(row.player);
        if (was && (was->rank != row.rank || was->score != row.score))
            out.push_back(Message("  %1").arg(DAMKA_TR("Results", "standings: %1 rank %2 -> %3, points %4 -> %5")
                                                  .arg(now.label(row.player))
                                                  .arg(was->rank)
                                                  .arg(row.rank)
                                                  .arg(format_points(was->score))
                                                  .arg(format_points(row.score))));
    }
    return out;
}

Message board_line(const EventData &e, const RoundGame &g) {
    if (e.info.games_per_pairing > 1 || g.game_no > 1)
        return DAMKA_TR("Results", "round %1 board %2 game %3: %4 - %5  %6")
            .arg(g.round)
            .arg(g.board)
            .arg(g.game_no)
            .arg(e.label(g.white))
            .arg(e.label(g.black))
            .arg(points_text(g));
    return DAMKA_TR("Results", "round %1 board %2: %3 - %4  %5")
        .arg(g.round)
        .arg(g.board)
        .arg(e.label(g.white))
        .arg(e.label(g.black))
        .arg(points_text(g));
}

} // namespace

Expected<Change> Event::set_result(const ResultEntry &entry, const Variant *variant) {
    return command([&] {
        const EventData e = data();
        ResultEntry in = entry;
        if (in.round == 0) in.round = current_round(e); // never a draft while a published round exists
        const RoundGame old = game_of_entry(db_, e, in);
        std::vector<Message> notes;
        const RoundGame g = scored_game(e, old, in, variant, notes);
        Change c;
        // The same result again is not a correction: nothing is written or logged.
        if (old.result != BoardResult::Pending && same_entry(old, g)) {
            c.lines.push_back(DAMKA_TR("Results", "%1  (unchanged: already entered)").arg(board_line(e, g)));
            return c;
        }
        const bool correction = old.result != BoardResult::Pending;
        // FIDE C.04.2 (the older text's F.7): a result corrected after the next round was paired
        // "will only affect pairings yet to be made" — the arbiter confirms, the pairings stand.
        const bool score_changes = old.result != g.result ||
            (e.info.scoring.variant_points &&
             (old.white_points != g.white_points || old.black_points != g.black_points));
        const std::vector<int> later = correction && score_changes ? rounds_paired_on(e, in.round) : std::vector<int>{};
        if (!later.empty() && !in.confirm_later_rounds)
            throw Refusal(unconfirmed_correction(e, old, g, later), ErrorKind::Unconfirmed);
        // What a correction moves in the standings (standings_moves); a first entry moves nothing.
        const std::optional<Standings> before =
            correction ? std::optional(compute_standings(e, completed_rounds(e))) : std::nullopt;
        // A knockout correction after later rounds were paired: refused when the later rounds
        // depend on the old winner's results, else the bracket line moves with the winner.
        KnockoutFix fix;
        if (correction && rules_of(e.info.system).matches) {
            auto k = knockout_correction(e, g);
            if (!k) throw Refusal(k.error_message());
            fix = std::move(k).value();
        }
        store::update_game_result(db_, g);
        const auto [moved_before, moved_after] = store_knockout_fix(db_, e, fix);
        c.lines.push_back(
            correction ? DAMKA_TR("Results", "%1  (corrected; was %2)").arg(board_line(e, g)).arg(points_text(old))
                       : board_line(e, g));
        c.lines.insert(c.lines.end(), notes.begin(), notes.end());
        if (!later.empty()) c.lines.push_back(Message("  %1").arg(confirmed_correction(later)));
        if (correction)
            for (const Message &l : standings_moves(*before, data())) c.lines.push_back(l);
        c.lines.insert(c.lines.end(), fix.lines.begin(), fix.lines.end());
        QJsonObject after = store::to_json(g);
        if (!later.empty()) {
            QJsonArray kept;
            for (int r : later) kept.append(r);
            after[QStringLiteral("later_rounds_stand")] = kept; // confirmed: paired on the old result
        }
        // The audit line: the result, what it moved in a knockout bracket, the C.04.2 warning.
        std::vector<Message> summary{c.lines.front()};
        if (!fix.lines.empty()) summary.push_back(fix.lines.front());
        if (!later.empty()) summary.push_back(confirmed_correction(later));
        append_audit(db_, actor_, correction ? QStringLiteral("result.correct") : QStringLiteral("result.set"),
                     Message::joined(summary, "; "), correction ? store::to_json(old) : QJsonObject(), after);
        if (!moved_after.isEmpty())
            append_audit(db_, actor_, QStringLiteral("knockout.rederive"), fix.lines.front(),
                         {{QStringLiteral("entries"), moved_before}}, {{QStringLiteral("entries"), moved_after}});
        return c;
    });
}

} // namespace damka::tournament
