#include "team_standings.hpp"

#include "system_rules.hpp"
#include "team_scoring.hpp"
#include "tiebreaks.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

bool same(double a, double b) { return std::fabs(a - b) < 1e-9; }

// C.07 6 among `group`: when every two of them met, each one's match points against the others.
void direct_encounter(const std::vector<MatchScore> &matches, std::vector<TeamStanding *> group) {
    std::set<std::pair<int, int>> met;
    std::map<int, double> points;
    for (const MatchScore &m : matches) {
        if (!m.complete) continue;
        const int a = m.match.white_team, b = m.match.black_team;
        const bool both = std::any_of(group.begin(), group.end(), [&](auto *t) { return t->team == a; }) &&
            std::any_of(group.begin(), group.end(), [&](auto *t) { return t->team == b; });
        if (!both) continue;
        met.insert({std::min(a, b), std::max(a, b)});
        points[a] += m.first_match_points;
        points[b] += m.second_match_points;
    }
    const size_t pairs = group.size() * (group.size() - 1) / 2;
    if (met.size() < pairs) return; // not all met: DE does not separate them
    for (TeamStanding *t : group) t->de = points[t->team];
}

// The scores in the order they rank: a Scheveningen match is won on game points (every
// player of one team meets every player of the other, and the team with more points wins);
// any other team event on match points (C.07 5.1).
std::vector<std::pair<double, double>> scores(const TeamStanding &a, const TeamStanding &b, bool game_points_first) {
    if (game_points_first) return {{a.gp, b.gp}, {a.mp, b.mp}, {a.sb, b.sb}, {a.de, b.de}};
    return {{a.mp, b.mp}, {a.gp, b.gp}, {a.sb, b.sb}, {a.de, b.de}};
}

bool ahead(const TeamStanding &a, const TeamStanding &b, bool game_points_first, size_t criteria = 4) {
    const auto pairs = scores(a, b, game_points_first);
    for (size_t i = 0; i < criteria; ++i)
        if (!same(pairs[i].first, pairs[i].second)) return pairs[i].first > pairs[i].second;
    return false;
}

} // namespace

bool game_points_rank_first(System s) { return s == System::Scheveningen || s == System::DoubleScheveningen; }

std::vector<TeamStanding> team_standings(const EventData &e, int after_round) {
    const std::vector<MatchScore> matches = match_scores(e, after_round);
    std::map<int, TeamStanding> by_team;
    for (const Team &t : e.teams) by_team[t.id].team = t.id;
    for (const MatchScore &m : matches) {
        if (!m.complete) continue;
        for (const int team : {m.match.white_team, m.match.black_team}) {
            TeamStanding &s = by_team[team];
            s.mp += m.match_points_of(team);
            s.gp += m.points_of(team);
            ++s.matches;
        }
    }
    // C.04.6 1.4: a team Swiss's pairing-allocated bye scores a drawn match (no opponent, so
    // nothing towards SB, and not a match played).
    if (rules_of(e.info.system).team_bye_scores_draw)
        for (const TeamRound &r : e.team_rounds)
            if (r.free_team && r.number <= after_round) {
                by_team[r.free_team].mp += e.info.match_points.draw;
                by_team[r.free_team].gp += e.info.team_boards * e.info.scoring.draw;
            }
    for (const MatchScore &m : matches) {
        if (!m.complete) continue;
        for (const int team : {m.match.white_team, m.match.black_team})
            by_team[team].sb += by_team[m.opponent_of(team)].mp * m.points_of(team);
    }
    std::vector<TeamStanding> rows;
    for (auto &[id, s] : by_team) rows.push_back(s);
    const bool gp_first = game_points_rank_first(e.info.system);
    std::stable_sort(rows.begin(), rows.end(),
                     [&](const TeamStanding &a, const TeamStanding &b) { return ahead(a, b, gp_first, 3); });
    // DE within each group tied on MP, GP and SB, then the final order.
    for (size_t i = 0; i < rows.size();) {
        size_t j = i + 1;
        while (j < rows.size() && !ahead(rows[i], rows[j], gp_first, 3)) ++j;
        if (j - i > 1) {
            std::vector<TeamStanding *> group;
            for (size_t k = i; k < j; ++k) group.push_back(&rows[k]);
            direct_encounter(matches, group);
        }
        i = j;
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [&](const TeamStanding &a, const TeamStanding &b) { return ahead(a, b, gp_first); });
    for (size_t i = 0; i < rows.size();) {
        size_t j = i + 1;
        while (j < rows.size() && !ahead(rows[i], rows[j], gp_first)) ++j;
        const std::string rank = j - i > 1 ? std::to_string(i + 1) + "-" + std::to_string(j) : std::to_string(i + 1);
        for (size_t k = i; k < j; ++k) rows[k].rank = rank;
        i = j;
    }
    return rows;
}

std::vector<BoardStanding> board_standings(const EventData &e, int after_round, int board, int min_games) {
    std::map<int, BoardStanding> by_player;
    std::map<int, std::vector<int>> opponents_rating; // rated opponents met over the board
    // The boards counted: one, or all of them (board 0).
    auto boards = [&](const MatchScore &m) {
        std::vector<const TeamBoard *> out;
        for (const TeamBoard &b : m.boards)
            if (board == 0 || b.board == board) out.push_back(&b);
        return out;
    };
    const std::vector<MatchScore> matches = match_scores(e, after_round);
    for (const MatchScore &m : matches)
        for (const TeamBoard *tb : boards(m)) {
            const TeamBoard &b = *tb;
            if (!b.game || b.game->result == BoardResult::Pending) continue;
            for (const bool first : {true, false}) {
                const bool white = first == b.first_team_white;
                const int id = white ? b.game->white : b.game->black, opponent = white ? b.game->black : b.game->white;
                BoardStanding &s = by_player[id];
                s.player = id;
                s.team = first ? m.match.white_team : m.match.black_team;
                s.board = board;
                s.points += first ? b.first_points : b.second_points;
                ++s.games;
                if (b.played) {
                    ++s.played;
                    if (const Player *o = e.player(opponent); o && o->rating > 0)
                        opponents_rating[id].push_back(o->rating);
                }
            }
        }
    std::vector<BoardStanding> rows;
    for (auto &[id, s] : by_player) {
        s.qualified = s.games >= min_games;
        const std::vector<int> &r = opponents_rating[id];
        if (!r.empty()) {
            // C.07 10.1 / 10.2 over the games played against rated opponents: the points of
            // those games over their number.
            double sum = 0, scored = 0;
            for (const int x : r) sum += x;
            s.aro = int(std::floor(sum / double(r.size()) + 0.5));
            for (const MatchScore &m : matches)
                for (const TeamBoard *tb : boards(m)) {
                    const TeamBoard &b = *tb;
                    if (!b.game || !b.played) continue;
                    const bool first_is = (b.first_team_white ? b.game->white : b.game->black) == id;
                    const bool second_is = (b.first_team_white ? b.game->black : b.game->white) == id;
                    const int opponent = b.game->white == id ? b.game->black : b.game->white;
                    const Player *o = e.player(opponent);
                    if ((first_is || second_is) && o && o->rating > 0)
                        scored += (first_is ? b.first_points : b.second_points) / e.info.scoring.win;
                }
            s.performance = s.aro + fide_dp(scored / double(r.size()));
        }
        rows.push_back(s);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const BoardStanding &a, const BoardStanding &b) {
        if (a.qualified != b.qualified) return a.qualified;
        if (a.performance != b.performance) return a.performance > b.performance;
        return a.points > b.points;
    });
    return rows;
}

} // namespace damka::tournament
