// The team event's tables: standings with their legend, the crosstable of the teams, and the
// board standings.
#include "reports.hpp"

#include "tournament/model/team_scoring.hpp"
#include "tournament/model/team_standings.hpp"
#include "tournament/model/team_tiebreaks.hpp"

#include <cctype>
#include <map>

namespace damka::reports {

using namespace damka::tournament;

namespace {

std::string team_name(const EventData &e, int id) { return e.team(id) ? e.team(id)->name : "#" + std::to_string(id); }

} // namespace

Table team_standings_table(const EventData &e, int after_round, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - team standings after round %2").arg(e.info.name).arg(after_round);
    t.subtitle = event_lines(e, lang);
    // MP and GP always; then the event's tie-breaks in their order.
    const std::vector<std::string> codes = team_tiebreaks_of(e.info);
    std::vector<std::string> columns;
    for (const std::string &c : codes)
        if (c != "MP" && c != "GP") columns.push_back(c);
    t.header = {tr.translate("Reports", "Rk"),      tr.translate("Reports", "No"), tr.translate("Reports", "Team"),
                tr.translate("Reports", "Matches"), tiebreak_head("MP", lang),     tiebreak_head("GP", lang)};
    for (const std::string &c : columns) t.header.push_back(tiebreak_head(c, lang));
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
    t.notes = {tr.translate("Reports",
                            "%1  match points (%2 for a won, drawn, lost match; FIDE C.07 5.1: the primary "
                            "score of a team event)")
                   .arg(tiebreak_head("MP", lang))
                   .arg(scoring_name(e.info.match_points)),
               tr.translate("Reports", "%1  game points: the points of the team's boards (%2)")
                   .arg(tiebreak_head("GP", lang))
                   .arg(scoring_name(e.info.scoring))};
    for (const std::string &c : columns) {
        const TeamTieBreakSpec *spec = find_team_tiebreak(c);
        if (!spec) continue;
        const std::string name = Tr::lower_first(tr.data("TieBreak", spec->name));
        const std::string rule = tr.data("TieBreak", spec->rule);
        const size_t colon = rule.find(": ");
        t.notes.push_back(tiebreak_head(c, lang) + "  " + name + " (" + rule.substr(0, colon) +
                          "): " + rule.substr(colon == std::string::npos ? rule.size() : colon + 2));
    }
    const bool gp_first = game_points_rank_first(e.info.system);
    const bool scheveningen =
        e.info.system == tournament::System::Scheveningen || e.info.system == tournament::System::DoubleScheveningen;
    std::string then;
    for (size_t i = 0; i < codes.size(); ++i) then += (i ? ", " : "") + tiebreak_head(codes[i], lang);
    if (!then.empty()) then = tr.translate("Reports", ", then %1").arg(then);
    const Text order = !gp_first ? tr.translate("Reports", "ranked by MP%1; teams tied on all of them share the place")
        : scheveningen           ? tr.translate("Reports",
                                                "ranked by GP (a Scheveningen match is won on game points)%1; "
                                                          "teams tied on all of them share the place")
                                 : tr.translate("Reports",
                                                "ranked by GP (a match of two teams is won on game points)%1; "
                                                          "teams tied on all of them share the place");
    t.notes.push_back(Text(order).arg(then));
    return t;
}

Table team_crosstable(const EventData &e, int after_round, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - team crosstable after round %2").arg(e.info.name).arg(after_round);
    t.subtitle = event_lines(e, lang);
    const std::vector<TeamStanding> order = team_standings(e, after_round);
    // Cells: the row team's game points against the column team.
    std::map<std::pair<int, int>, double> gp;
    for (const MatchScore &m : match_scores(e, after_round)) {
        if (!m.complete) continue;
        gp[{m.match.white_team, m.match.black_team}] = m.first_points;
        gp[{m.match.black_team, m.match.white_team}] = m.second_points;
    }
    t.header = {tr.translate("Reports", "Rk"), tr.translate("Reports", "No"), tr.translate("Reports", "Team")};
    t.numeric = {true, true, false};
    for (const TeamStanding &s : order) {
        t.header.push_back(std::to_string(s.team));
        t.numeric.push_back(true);
    }
    for (const char *h : {"MP", "GP"}) {
        t.header.push_back(tiebreak_head(h, lang));
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
    t.notes = {tr.translate("Reports",
                            "a cell: the row team's game points in its match against the column team "
                            "(columns by team number, in the order of the standings)")};
    return t;
}

std::vector<Table> board_standings_tables(const EventData &e, int after_round, int min_games, Language lang) {
    const Tr tr(lang);
    std::vector<Table> out;
    // In a Scheveningen match a player of the second team moves from board to board as the
    // table says: one table of every player's games instead of one a board.
    const bool every_board =
        e.info.system == tournament::System::Scheveningen || e.info.system == tournament::System::DoubleScheveningen;
    for (int board = every_board ? 0 : 1; board <= (every_board ? 0 : e.info.team_boards); ++board) {
        Table t;
        t.title = board
            ? tr.translate("Reports", "%1 - board %2 after round %3").arg(e.info.name).arg(board).arg(after_round)
            : tr.translate("Reports", "%1 - players after round %2").arg(e.info.name).arg(after_round);
        t.header = {tr.translate("Reports", "Rk"),    tr.translate("Reports", "SNo"),
                    tr.translate("Reports", "Name"),  tr.translate("Reports", "Rtg"),
                    tr.translate("Reports", "Team"),  tr.translate("Reports", "Pts"),
                    tr.translate("Reports", "Games"), tr.translate("Reports", "Played"),
                    tiebreak_head("ARO", lang),       tiebreak_head("TPR", lang)};
        t.numeric = {true, true, false, true, false, true, true, true, true, true};
        int rank = 0;
        for (const BoardStanding &s : board_standings(e, after_round, board, min_games)) {
            const Player *p = e.player(s.player);
            t.rows.push_back({s.qualified ? std::to_string(++rank) : "", std::to_string(s.player), p ? p->name : "",
                              p ? std::to_string(p->rating) : "", team_name(e, s.team), format_points(s.points),
                              std::to_string(s.games), std::to_string(s.played), s.aro ? std::to_string(s.aro) : "",
                              s.performance ? std::to_string(s.performance) : ""});
        }
        t.notes = {
            (board ? tr.translate("Reports",
                                  "ranked by TPR, then points, from %n games on the board (forfeits "
                                  "count as games, not in ARO and TPR); unranked: fewer games",
                                  nullptr, min_games)
                   : tr.translate("Reports",
                                  "ranked by TPR, then points, from %n games (forfeits count as "
                                  "games, not in ARO and TPR); unranked: fewer games",
                                  nullptr, min_games))
                .str(),
            tr.translate("Reports", "ARO, TPR: FIDE C.07 10.1 and 10.2 over the games played against rated opponents")};
        out.push_back(t);
    }
    return out;
}

std::vector<Table> event_standings(const EventData &e, const Standings &st, int min_games, Language lang) {
    if (e.info.team_boards == 0) return {standings_table(e, st, lang)};
    std::vector<Table> tables{team_standings_table(e, st.after_round, lang)};
    // Board prizes: ranked from half the rounds (rounded up) unless the caller says.
    for (Table &t :
         board_standings_tables(e, st.after_round, min_games < 0 ? (st.after_round + 1) / 2 : min_games, lang))
        tables.push_back(std::move(t));
    return tables;
}

Table event_crosstable(const EventData &e, const Standings &st, Language lang, const GameLink &link) {
    return e.info.team_boards > 0 ? team_crosstable(e, st.after_round, lang) : crosstable(e, st, lang, link);
}

} // namespace damka::reports
