#include "knockout_correction.hpp"

#include "knockout_match.hpp"

#include <algorithm>

namespace damka::tournament {
namespace {

std::string state_of(const EventData &e, const MatchOutcome &m) {
    if (m.winner) return e.label(m.winner) + " wins the match";
    if (m.nobody) return "nobody goes through (double forfeit)";
    if (m.tied) return "the match is tied and needs a tie-break game";
    return "the match has a game without a result";
}

} // namespace

Expected<KnockoutFix> knockout_correction(const EventData &e, const RoundGame &corrected) {
    const int r = corrected.round;
    const auto round = std::find_if(e.rounds.begin(), e.rounds.end(), [&](const Round &x) { return x.number == r; });
    if (round == e.rounds.end()) return Error{"round " + std::to_string(r) + " is not paired"};
    int last = r;
    for (const Round &x : e.rounds) last = std::max(last, x.number);
    KnockoutFix fix;
    if (last == r) return fix; // nothing depends on it yet

    Round after = *round;
    for (RoundGame &g : after.games)
        if (g.board == corrected.board && g.game_no == corrected.game_no) g = corrected;
    const MatchOutcome was = match_outcome(*round, corrected.board), now = match_outcome(after, corrected.board);
    fix.old_winner = was.winner;
    fix.new_winner = now.winner;
    const std::string where = "round " + std::to_string(r) + " board " + std::to_string(corrected.board);
    const std::string later = last == r + 1 ? "round " + std::to_string(last)
                                            : "rounds " + std::to_string(r + 1) + "-" + std::to_string(last);
    if (was.winner == now.winner && !now.tied && !now.pending) {
        fix.lines.push_back("knockout: " + where + " still goes to " +
                            (now.winner ? e.label(now.winner) : std::string("nobody")) + " (match score " +
                            format_points(now.white_points) + ":" + format_points(now.black_points) + "); " + later +
                            " stand" + (last == r + 1 ? "s" : ""));
        return fix;
    }

    // The winner changes: the later rounds hold the old winner's bracket line.
    const std::string undo =
        (last == r + 1 ? "undo round " + std::to_string(last) + " ('damka round undo --force')"
                       : "undo rounds " + std::to_string(last) + " down to " + std::to_string(r + 1) +
                 " ('damka round undo --force', " + std::to_string(last - r) + " times)") +
        ", correct the result, then pair again";
    if (!was.winner || !now.winner)
        return Error{"knockout: " + where + ": after this correction " + state_of(e, now) + " (before, " +
                     state_of(e, was) + "), but " + later + (last == r + 1 ? " was" : " were") +
                     " paired from the old result; " + undo};
    for (const Round &x : e.rounds) {
        if (x.number <= r) continue;
        // A semi-final's new winner was its loser, who may stand in the match for third place:
        // the two swap places there too.
        for (const RoundGame &g : x.games)
            if ((g.white == now.winner || g.black == now.winner) && !is_third_place_match(e, x, g.board))
                return Error{"knockout: " + where + ": " + e.label(now.winner) + " already plays in round " +
                             std::to_string(x.number) + " board " + std::to_string(g.board) +
                             "; the bracket is inconsistent: " + undo};
        for (const RoundGame &g : x.games) {
            const bool old_line = g.white == was.winner || g.black == was.winner;
            const bool new_line = g.white == now.winner || g.black == now.winner;
            if (!old_line && !new_line) continue;
            const int leaving = old_line ? was.winner : now.winner;
            if (g.result != BoardResult::Pending)
                return Error{"knockout: " + where + ": the correction makes " + e.label(now.winner) +
                             " the winner instead of " + e.label(was.winner) + ", but " + e.label(leaving) +
                             " already has a result in round " + std::to_string(x.number) + " board " +
                             std::to_string(g.board) + "; the later rounds depend on it: " + undo};
            RoundGame moved = g;
            (moved.white == leaving ? moved.white : moved.black) = old_line ? now.winner : was.winner;
            fix.games.push_back(moved);
        }
        for (const Bye &b : x.byes)
            if (b.player == was.winner) {
                fix.byes_removed.push_back(b);
                fix.byes_added.push_back({b.round, now.winner, b.kind});
            }
    }
    fix.lines.push_back("knockout: " + where + " now goes to " + e.label(now.winner) + " instead of " +
                        e.label(was.winner) + "; the bracket line moves to " + e.label(now.winner) +
                        " in the later rounds");
    for (const RoundGame &g : fix.games)
        fix.lines.push_back("  round " + std::to_string(g.round) + " board " + std::to_string(g.board) + " game " +
                            std::to_string(g.game_no) + ": " + e.label(g.white) + " - " + e.label(g.black));
    for (const Bye &b : fix.byes_added)
        fix.lines.push_back("  round " + std::to_string(b.round) + ": " + e.label(b.player) +
                            " through without a match (" + to_string(b.kind) + ")");
    return fix;
}

} // namespace damka::tournament
