#include "team_scoring.hpp"

#include "team.hpp"

namespace damka::tournament {

std::pair<double, double> board_points(BoardResult r, const Scoring &s) {
    switch (r) {
    case BoardResult::WhiteWin:
    case BoardResult::WhiteForfeit: return {s.win, s.loss};
    case BoardResult::BlackWin:
    case BoardResult::BlackForfeit: return {s.loss, s.win};
    case BoardResult::Draw: return {s.draw, s.draw};
    case BoardResult::DoubleForfeit:
    case BoardResult::Pending: return {s.loss, s.loss};
    }
    return {0, 0};
}

std::pair<double, double> board_points(const RoundGame &g, const Scoring &s) {
    const bool played =
        g.result == BoardResult::WhiteWin || g.result == BoardResult::BlackWin || g.result == BoardResult::Draw;
    if (s.variant_points && played && g.white_points && g.black_points)
        return {double(*g.white_points), double(*g.black_points)};
    return board_points(g.result, s);
}

MatchScore score_match(const EventData &e, const Round &r, const TeamMatch &m) {
    MatchScore out;
    out.round = r.number;
    out.match = m;
    const int n = e.info.team_boards;
    out.complete = true;
    bool any_played = false;
    for (int b = 1; b <= n; ++b) {
        const int event_board = (m.number - 1) * n + b;
        TeamBoard tb;
        tb.board = b;
        for (const RoundGame &g : r.games)
            if (g.board == event_board) tb.game = &g;
        tb.first_team_white = tb.game ? first_team_white(e, m, *tb.game) : b % 2 == 1;
        if (!tb.game || tb.game->result == BoardResult::Pending) out.complete = false;
        if (tb.game) {
            const auto [w, bl] = board_points(*tb.game, e.info.scoring);
            tb.first_points = tb.first_team_white ? w : bl;
            tb.second_points = tb.first_team_white ? bl : w;
            const BoardResult res = tb.game->result;
            tb.played = res == BoardResult::WhiteWin || res == BoardResult::BlackWin || res == BoardResult::Draw;
        }
        any_played = any_played || tb.played;
        out.first_points += tb.first_points;
        out.second_points += tb.second_points;
        out.boards.push_back(tb);
    }
    out.forfeited = out.complete && !any_played;
    if (!out.complete) return out;
    const Scoring &mp = e.info.match_points;
    // C.07 team section: the team with more game points wins the match; equal game points
    // draw it, except when no board was played and neither team scored (both forfeited).
    if (out.first_points > out.second_points) {
        out.first_match_points = mp.win;
        out.second_match_points = mp.loss;
    } else if (out.first_points < out.second_points) {
        out.first_match_points = mp.loss;
        out.second_match_points = mp.win;
    } else if (out.forfeited) {
        out.first_match_points = out.second_match_points = mp.loss;
    } else {
        out.first_match_points = out.second_match_points = mp.draw;
    }
    return out;
}

std::vector<MatchScore> match_scores(const EventData &e, int after_round) {
    std::vector<MatchScore> out;
    for (const Round &r : e.rounds)
        if (const TeamRound *tr = find_team_round(e, r.number); tr && r.number <= after_round)
            for (const TeamMatch &m : tr->matches) out.push_back(score_match(e, r, m));
    return out;
}

} // namespace damka::tournament
