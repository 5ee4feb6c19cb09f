// The team event's tables: standings with their legend, the crosstable of the teams, and the
// board standings.
#include "reports.hpp"

#include "tournament/team_scoring.hpp"
#include "tournament/team_standings.hpp"
#include "tournament/team_tiebreaks.hpp"

#include <cctype>
#include <map>

namespace damka::reports {

using namespace damka::tournament;

namespace {

std::string team_name(const EventData &e, int id) { return e.team(id) ? e.team(id)->name : "#" + std::to_string(id); }

} // namespace

Table team_standings_table(const EventData &e, int after_round) {
    Table t;
    t.title = e.info.name + " - team standings after round " + std::to_string(after_round);
    t.subtitle = event_lines(e);
    // MP and GP always; then the event's tie-breaks in their order.
    const std::vector<std::string> codes = team_tiebreaks_of(e.info);
    std::vector<std::string> columns;
    for (const std::string &c : codes)
        if (c != "MP" && c != "GP") columns.push_back(c);
    t.header = {"Rk", "No", "Team", "Matches", "MP", "GP"};
    t.header.insert(t.header.end(), columns.begin(), columns.end());
    t.numeric.assign(t.header.size(), true);
    t.numeric[2] = false;
    for (const TeamStanding &s : team_standings(e, after_round)) {
        std::vector<std::string> row{s.rank,
                                     std::to_string(s.team),
                                     team_name(e, s.team),
                                     std::to_string(s.matches),
                                     format_points(s.mp),
                                     format_points(s.gp)};
        for (const std::string &c : columns) row.push_back(format_points(s.value(c)));
        t.rows.push_back(std::move(row));
    }
    t.notes = {"MP  match points (" + scoring_name(e.info.match_points) +
                   " for a won, drawn, lost match; FIDE C.07 5.1: the primary score of a team event)",
               "GP  game points: the points of the team's boards (" + scoring_name(e.info.scoring) + ")"};
    for (const std::string &c : columns) {
        const TeamTieBreakSpec *spec = find_team_tiebreak(c);
        if (!spec) continue;
        std::string name = spec->name;
        name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
        const size_t colon = spec->rule.find(": ");
        t.notes.push_back(c + "  " + name + " (" + spec->rule.substr(0, colon) + "): " + spec->rule.substr(colon + 2));
    }
    const bool gp_first = game_points_rank_first(e.info.system);
    const bool scheveningen =
        e.info.system == tournament::System::Scheveningen || e.info.system == tournament::System::DoubleScheveningen;
    std::string order = !gp_first ? "ranked by MP"
        : scheveningen            ? "ranked by GP (a Scheveningen match is won on game points)"
                                  : "ranked by GP (a match of two teams is won on game points)";
    for (size_t i = 0; i < codes.size(); ++i) order += (i ? ", " : ", then ") + codes[i];
    t.notes.push_back(order + "; teams tied on all of them share the place");
    return t;
}

Table team_crosstable(const EventData &e, int after_round) {
    Table t;
    t.title = e.info.name + " - team crosstable after round " + std::to_string(after_round);
    t.subtitle = event_lines(e);
    const std::vector<TeamStanding> order = team_standings(e, after_round);
    // Cells: the row team's game points against the column team.
    std::map<std::pair<int, int>, double> gp;
    for (const MatchScore &m : match_scores(e, after_round)) {
        if (!m.complete) continue;
        gp[{m.match.white_team, m.match.black_team}] = m.first_points;
        gp[{m.match.black_team, m.match.white_team}] = m.second_points;
    }
    t.header = {"Rk", "No", "Team"};
    t.numeric = {true, true, false};
    for (const TeamStanding &s : order) {
        t.header.push_back(std::to_string(s.team));
        t.numeric.push_back(true);
    }
    for (const char *h : {"MP", "GP"}) {
        t.header.push_back(h);
        t.numeric.push_back(true);
    }
    for (const TeamStanding &row : order) {
        std::vector<std::string> cells{row.rank, std::to_string(row.team), team_name(e, row.team)};
        for (const TeamStanding &col : order) {
            const auto it = gp.find({row.team, col.team});
            cells.push_back(row.team == col.team ? "*" : it == gp.end() ? "" : format_points(it->second));
        }
        cells.push_back(format_points(row.mp));
        cells.push_back(format_points(row.gp));
        t.rows.push_back(cells);
    }
    t.notes = {"a cell: the row team's game points in its match against the column team (columns by team number, "
               "in the order of the standings)"};
    return t;
}

std::vector<Table> board_standings_tables(const EventData &e, int after_round, int min_games) {
    std::vector<Table> out;
    // In a Scheveningen match a player of the second team moves from board to board as the
    // table says: one table of every player's games instead of one a board.
    const bool every_board =
        e.info.system == tournament::System::Scheveningen || e.info.system == tournament::System::DoubleScheveningen;
    for (int board = every_board ? 0 : 1; board <= (every_board ? 0 : e.info.team_boards); ++board) {
        Table t;
        t.title = e.info.name + (board ? " - board " + std::to_string(board) : std::string(" - players")) +
            " after round " + std::to_string(after_round);
        t.header = {"Rk", "SNo", "Name", "Rtg", "Team", "Pts", "Games", "Played", "ARO", "TPR"};
        t.numeric = {true, true, false, true, false, true, true, true, true, true};
        int rank = 0;
        for (const BoardStanding &s : board_standings(e, after_round, board, min_games)) {
            const Player *p = e.player(s.player);
            t.rows.push_back({s.qualified ? std::to_string(++rank) : "", std::to_string(s.player), p ? p->name : "",
                              p ? std::to_string(p->rating) : "", team_name(e, s.team), format_points(s.points),
                              std::to_string(s.games), std::to_string(s.played), s.aro ? std::to_string(s.aro) : "",
                              s.performance ? std::to_string(s.performance) : ""});
        }
        t.notes = {"ranked by TPR, then points, from " + std::to_string(min_games) +
                       (board ? " games on the board" : " games") +
                       " (forfeits count "
                       "as games, not in ARO and TPR); unranked: fewer games",
                   "ARO, TPR: FIDE C.07 10.1 and 10.2 over the games played against rated opponents"};
        out.push_back(t);
    }
    return out;
}

std::vector<Table> event_standings(const EventData &e, const Standings &st, int min_games) {
    if (e.info.team_boards == 0) return {standings_table(e, st)};
    std::vector<Table> tables{team_standings_table(e, st.after_round)};
    // Board prizes: ranked from half the rounds (rounded up) unless the caller says.
    for (Table &t : board_standings_tables(e, st.after_round, min_games < 0 ? (st.after_round + 1) / 2 : min_games))
        tables.push_back(std::move(t));
    return tables;
}

Table event_crosstable(const EventData &e, const Standings &st) {
    return e.info.team_boards > 0 ? team_crosstable(e, st.after_round) : crosstable(e, st);
}

} // namespace damka::reports
