#include "trf_team_section.hpp"

#include "tournament/model/system_rules.hpp"
#include "tournament/model/team.hpp"
#include "tournament/service/team_pairing.hpp"
#include "tournament/model/team_scoring.hpp"
#include "tournament/model/team_standings.hpp"
#include "trf_extension.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace damka::tournament {
namespace {

std::string right(long v, size_t width, char fill = ' ') {
    std::string s = std::to_string(v);
    return s.size() >= width ? s : std::string(width - s.size(), fill) + s;
}

std::string left(const std::string &s, size_t width) {
    std::string out = s.substr(0, width);
    for (char &c : out)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    return out + std::string(width - out.size(), ' ');
}

// TRF-26 "1111.5": points with one decimal, right-aligned in `width` columns.
std::string decimal(double v, size_t width) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", v);
    const std::string s = text;
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string list(const std::vector<int> &ids) {
    std::string out;
    for (int id : ids) out += (out.empty() ? "" : ",") + std::to_string(id);
    return out;
}

// TRF-26 310 "Strength Factor": the mean rating of the players on the team's regular boards.
long strength(const EventData &e, const Team &t) {
    long sum = 0, n = 0;
    for (size_t i = 0; i < t.board_order.size() && int(i) < e.info.team_boards; ++i)
        if (const Player *p = e.player(t.board_order[i]); p && p->rating > 0) sum += p->rating, ++n;
    return n ? std::lround(double(sum) / double(n)) : 0;
}

} // namespace

std::vector<std::string> team_records(const EventData &e, int after) {
    std::vector<std::string> out;
    out.push_back("082 " + std::to_string(e.teams.size()));
    // 352: a Scheveningen match's colours follow its table, not one sequence for every round.
    if (e.info.system != System::Scheveningen && e.info.system != System::DoubleScheveningen) {
        std::string colours;
        for (int b = 1; b <= e.info.team_boards; ++b) colours += first_team_white_on(b) ? 'W' : 'B';
        out.push_back("352 " + colours);
    }
    // 362 as 162: a code ending at column 6, its points in 7-10, again every 9 columns.
    const Scoring &mp = e.info.match_points;
    if (mp.win != 2.0 || mp.draw != 1.0 || mp.loss != 0.0)
        out.push_back("362 TW" + decimal(mp.win, 4) + "   TD" + decimal(mp.draw, 4) + "   TL" + decimal(mp.loss, 4));

    const std::vector<TeamStanding> standings = team_standings(e, after);
    for (const Team &t : e.teams) {
        const auto row =
            std::find_if(standings.begin(), standings.end(), [&](const TeamStanding &s) { return s.team == t.id; });
        const int rank = row == standings.end() ? 0 : std::atoi(row->rank.c_str()); // "3-4": 3
        const long strong = strength(e, t);
        std::string line = "310 " + right(t.id, 3) + " " + left(t.name, 32) + " " + std::string(5, ' ') + " " +
            (strong ? right(strong, 6) : std::string(6, ' ')) + " " + decimal(row == standings.end() ? 0 : row->mp, 6) +
            " " + decimal(row == standings.end() ? 0 : row->gp, 6) + " " +
            (rank ? right(rank, 3) : std::string(3, ' ')) + " ";
        for (size_t i = 0; i < t.board_order.size() && i < 14; ++i) line += " " + right(t.board_order[i], 4);
        out.push_back(line);
    }

    for (const Round &r : e.rounds) {
        if (r.number > after) continue;
        const TeamRound *tr = find_team_round(e, r.number);
        if (!tr) continue;
        for (const TeamMatch &m : tr->matches)
            for (const auto &[team, opponent] : {std::pair{m.white_team, m.black_team}, {m.black_team, m.white_team}}) {
                const Team *t = e.team(team);
                const std::vector<int> players = lineup_for(e, *t, r.number);
                const std::vector<int> regular(t->board_order.begin(),
                                               t->board_order.begin() +
                                                   std::min<long>(long(t->board_order.size()), e.info.team_boards));
                if (players == regular) continue;
                std::string line =
                    "300 " + right(r.number, 3, '0') + " " + right(team, 3, '0') + " " + right(opponent, 3, '0');
                for (int p : players) line += " " + right(p, 4, p ? ' ' : '0');
                out.push_back(line);
            }
    }
    // 320: the pairing-allocated byes of a team Swiss, round by round (000: none that round),
    // with what the bye scores (system_rules.hpp team_bye_scores_draw: a drawn match).
    if (rules_of(e.info.system).team_bye_scores_draw && after > 0) {
        std::string line =
            "320 " + decimal(e.info.match_points.draw, 4) + " " + decimal(e.info.team_boards * e.info.scoring.draw, 4);
        for (int r = 1; r <= after; ++r) {
            const TeamRound *tr = find_team_round(e, r);
            line += " " + right(tr ? tr->free_team : 0, 3, '0');
        }
        out.push_back(line);
    }
    for (const MatchScore &s : match_scores(e, after)) {
        if (!s.forfeited || !s.complete) continue;
        const char *type = s.first_points > s.second_points ? "+-" : s.second_points > s.first_points ? "-+" : "--";
        out.push_back("330 " + std::string(type) + " " + right(s.round, 3, '0') + " " +
                      right(s.match.white_team, 3, '0') + " " + right(s.match.black_team, 3, '0'));
    }
    return out;
}

bool is_team_record(const std::string &line) {
    for (const char *tag : {"082", "300", "310", "320", "330", "352", "362"})
        if (line.rfind(tag, 0) == 0 && (line.size() == 3 || line[3] == ' ')) return true;
    return false;
}

std::vector<std::string> team_extension_lines(const EventData &e, int after) {
    std::vector<std::string> out;
    for (const Team &t : e.teams) {
        std::vector<std::pair<std::string, std::string>> opt{{"name", t.name}};
        if (!t.federation.empty()) opt.emplace_back("federation", t.federation);
        if (!t.club.empty()) opt.emplace_back("club", t.club);
        if (t.captain) opt.emplace_back("captain", std::to_string(t.captain));
        opt.emplace_back("players", list(t.board_order));
        out.push_back(trfx::format("team", {std::to_string(t.id)}, opt));
    }
    for (const TeamRound &tr : e.team_rounds) {
        if (tr.number > after) continue;
        for (const TeamMatch &m : tr.matches)
            out.push_back(trfx::format("match",
                                       {std::to_string(tr.number), std::to_string(m.number),
                                        std::to_string(m.white_team), std::to_string(m.black_team)}));
        if (tr.free_team)
            out.push_back(trfx::format("free-team", {std::to_string(tr.number), std::to_string(tr.free_team)}));
    }
    for (const Lineup &l : e.lineups) {
        std::vector<std::string> args{std::to_string(l.round), std::to_string(l.team)};
        for (int p : l.players) args.push_back(std::to_string(p));
        out.push_back(trfx::format("lineup", args));
    }
    return out;
}

} // namespace damka::tournament
