#include "team_standings.hpp"

#include "system_rules.hpp"
#include "team_scoring.hpp"
#include "team_tiebreaks.hpp"
#include "tiebreaks.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

bool same(double a, double b) { return std::fabs(a - b) < 1e-9; }

// C.07 6 among `group` (team ids): when every two of them met, each one's match points against
// the others; else nothing (DE does not separate them).
std::map<int, double> direct_encounter(const std::vector<MatchScore> &matches, const std::vector<int> &group) {
    auto in = [&](int t) { return std::find(group.begin(), group.end(), t) != group.end(); };
    std::set<std::pair<int, int>> met;
    std::map<int, double> points;
    for (const MatchScore &m : matches) {
        if (!m.complete) continue;
        const int a = m.match.white_team, b = m.match.black_team;
        if (!in(a) || !in(b)) continue;
        met.insert({std::min(a, b), std::max(a, b)});
        points[a] += m.first_match_points;
        points[b] += m.second_match_points;
    }
    if (met.size() < group.size() * (group.size() - 1) / 2) return {};
    return points;
}

} // namespace

bool game_points_rank_first(System s) {
    return s == System::Scheveningen || s == System::DoubleScheveningen || s == System::TeamMatch;
}

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
    // nothing towards SB or BH, and not a match played).
    if (rules_of(e.info.system).team_bye_scores_draw)
        for (const TeamRound &r : e.team_rounds)
            if (r.free_team && r.number <= after_round) {
                by_team[r.free_team].mp += e.info.match_points.draw;
                by_team[r.free_team].gp += e.info.team_boards * e.info.scoring.draw;
            }
    const std::vector<std::string> codes = team_tiebreaks_of(e.info);
    for (auto &[id, s] : by_team) {
        for (const std::string &c : codes)
            if (c != "DE" && c != "MP" && c != "GP") s.values.emplace(c, 0.0); // MP, GP: value()
    }
    for (const MatchScore &m : matches) {
        if (!m.complete) continue;
        for (const int team : {m.match.white_team, m.match.black_team}) {
            const TeamStanding &opp = by_team[m.opponent_of(team)];
            std::map<std::string, double> &v = by_team[team].values;
            auto add = [&](const char *code, double x) {
                if (const auto it = v.find(code); it != v.end()) it->second += x;
            };
            add("SB", opp.mp * m.points_of(team));
            add("SB-MP", opp.mp * m.match_points_of(team));
            add("BH", opp.mp);
            add("BH-GP", opp.gp);
            add("WIN", m.match_points_of(team) > m.match_points_of(m.opponent_of(team)) ? 1.0 : 0.0);
        }
    }

    // Rank: the primary score, then each tie-break in order within each group still tied
    // (C.07 4.2); DE is worked out for the group it is asked to separate (C.07 6).
    std::vector<std::string> criteria{game_points_rank_first(e.info.system) ? "GP" : "MP"};
    criteria.insert(criteria.end(), codes.begin(), codes.end());
    std::vector<TeamStanding> rows;
    std::function<void(std::vector<TeamStanding>, size_t)> order = [&](std::vector<TeamStanding> group, size_t c) {
        if (group.size() == 1 || c == criteria.size()) {
            std::sort(group.begin(), group.end(), [](const auto &a, const auto &b) { return a.team < b.team; });
            const size_t first = rows.size() + 1, last = rows.size() + group.size();
            for (TeamStanding &t : group) {
                t.rank = group.size() > 1 ? std::to_string(first) + "-" + std::to_string(last) : std::to_string(first);
                rows.push_back(std::move(t));
            }
            return;
        }
        const std::string &code = criteria[c];
        if (code == "DE") {
            std::vector<int> ids;
            for (const TeamStanding &t : group) ids.push_back(t.team);
            const std::map<int, double> de = direct_encounter(matches, ids);
            for (TeamStanding &t : group) t.values["DE"] = de.count(t.team) ? de.at(t.team) : 0.0;
        }
        std::stable_sort(group.begin(), group.end(),
                         [&](const auto &a, const auto &b) { return a.value(code) > b.value(code) + 1e-9; });
        for (size_t i = 0; i < group.size();) {
            size_t j = i + 1;
            while (j < group.size() && same(group[j].value(code), group[i].value(code))) ++j;
            order({group.begin() + long(i), group.begin() + long(j)}, c + 1);
            i = j;
        }
    };
    std::vector<TeamStanding> all;
    for (auto &[id, s] : by_team) {
        s.values.emplace("DE", 0.0);
        all.push_back(std::move(s));
    }
    order(std::move(all), 0);
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
