#include "knockout_correction.hpp"

#include "tournament/model/knockout_match.hpp"

#include <algorithm>

namespace damka::tournament {
namespace {

Message state_of(const EventData &e, const MatchOutcome &m) {
    if (m.winner) return DAMKA_TR("Round", "%1 wins the match").arg(e.label(m.winner));
    if (m.nobody) return DAMKA_TR("Round", "nobody goes through (double forfeit)");
    if (m.tied) return DAMKA_TR("Round", "the match is tied and needs a tie-break game");
    return DAMKA_TR("Round", "the match has a game without a result");
}

} // namespace

Expected<KnockoutFix> knockout_correction(const EventData &e, const RoundGame &corrected) {
    const int r = corrected.round;
    const auto round = std::find_if(e.rounds.begin(), e.rounds.end(), [&](const Round &x) { return x.number == r; });
    if (round == e.rounds.end()) return Error{DAMKA_TR("Round", "round %1 is not paired").arg(r)};
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
    const bool one_later = last == r + 1;
    if (was.winner == now.winner && !now.tied && !now.pending) {
        Message still = one_later ? DAMKA_TR("Round",
                                             "knockout: round %1 board %2 still goes to %3 (match score %4:%5); "
                                             "round %6 stands")
                                  : DAMKA_TR("Round",
                                             "knockout: round %1 board %2 still goes to %3 (match score %4:%5); "
                                             "rounds %6-%7 stand");
        still.arg(r)
            .arg(corrected.board)
            .arg(now.winner ? Message(e.label(now.winner)) : DAMKA_TR("Round", "nobody"))
            .arg(format_points(now.white_points))
            .arg(format_points(now.black_points));
        if (one_later)
            still.arg(last);
        else
            still.arg(r + 1).arg(last);
        fix.lines.push_back(std::move(still));
        return fix;
    }

    // The winner changes: the later rounds hold the old winner's bracket line.
    const Message undo = one_later
        ? DAMKA_TR("Round", "undo round %1 ('damka round undo --force'), correct the result, then pair again").arg(last)
        : DAMKA_TR("Round",
                   "undo rounds %1 down to %2 ('damka round undo --force', %3 times), correct the result, "
                   "then pair again")
              .arg(last)
              .arg(r + 1)
              .arg(last - r);
    if (!was.winner || !now.winner)
        return Error{(one_later ? DAMKA_TR("Round",
                                           "knockout: round %1 board %2: after this correction %3 (before, %4), but "
                                           "round %5 was paired from the old result; %6")
                                      .arg(r)
                                      .arg(corrected.board)
                                      .arg(state_of(e, now))
                                      .arg(state_of(e, was))
                                      .arg(last)
                                : DAMKA_TR("Round",
                                           "knockout: round %1 board %2: after this correction %3 (before, %4), but "
                                           "rounds %5-%6 were paired from the old result; %7")
                                      .arg(r)
                                      .arg(corrected.board)
                                      .arg(state_of(e, now))
                                      .arg(state_of(e, was))
                                      .arg(r + 1)
                                      .arg(last))
                         .arg(undo)};
    for (const Round &x : e.rounds) {
        if (x.number <= r) continue;
        // A semi-final's new winner was its loser, who may stand in the match for third place:
        // the two swap places there too.
        for (const RoundGame &g : x.games)
            if ((g.white == now.winner || g.black == now.winner) && !is_third_place_match(e, x, g.board))
                return Error{DAMKA_TR("Round",
                                      "knockout: round %1 board %2: %3 already plays in round %4 board %5; the "
                                      "bracket is inconsistent: %6")
                                 .arg(r)
                                 .arg(corrected.board)
                                 .arg(e.label(now.winner))
                                 .arg(x.number)
                                 .arg(g.board)
                                 .arg(undo)};
        for (const RoundGame &g : x.games) {
            const bool old_line = g.white == was.winner || g.black == was.winner;
            const bool new_line = g.white == now.winner || g.black == now.winner;
            if (!old_line && !new_line) continue;
            const int leaving = old_line ? was.winner : now.winner;
            if (g.result != BoardResult::Pending)
                return Error{DAMKA_TR("Round",
                                      "knockout: round %1 board %2: the correction makes %3 the winner instead of "
                                      "%4, but %5 already has a result in round %6 board %7; the later rounds "
                                      "depend on it: %8")
                                 .arg(r)
                                 .arg(corrected.board)
                                 .arg(e.label(now.winner))
                                 .arg(e.label(was.winner))
                                 .arg(e.label(leaving))
                                 .arg(x.number)
                                 .arg(g.board)
                                 .arg(undo)};
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
    fix.lines.push_back(DAMKA_TR("Round",
                                 "knockout: round %1 board %2 now goes to %3 instead of %4; the bracket line moves "
                                 "to %3 in the later rounds")
                            .arg(r)
                            .arg(corrected.board)
                            .arg(e.label(now.winner))
                            .arg(e.label(was.winner)));
    for (const RoundGame &g : fix.games)
        fix.lines.push_back(Message("  %1").arg(DAMKA_TR("Round", "round %1 board %2 game %3: %4 - %5")
                                                    .arg(g.round)
                                                    .arg(g.board)
                                                    .arg(g.game_no)
                                                    .arg(e.label(g.white))
                                                    .arg(e.label(g.black))));
    for (const Bye &b : fix.byes_added)
        fix.lines.push_back(Message("  %1").arg(DAMKA_TR("Round", "round %1: %2 through without a match (%3)")
                                                    .arg(b.round)
                                                    .arg(e.label(b.player))
                                                    .arg(to_string(b.kind))));
    return fix;
}

} // namespace damka::tournament
