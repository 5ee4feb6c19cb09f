#include "team_tiebreaks.hpp"

#include "team_standings.hpp"

#include "core/translatable.hpp"

#include <algorithm>
#include <cctype>

namespace damka::tournament {

const std::vector<TeamTieBreakSpec> &team_tiebreak_catalogue() {
    static const std::vector<TeamTieBreakSpec> catalogue = {
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "MP"), DAMKA_TRANSLATE_NOOP("TieBreak", "Match points"),
         DAMKA_TRANSLATE_NOOP(
             "TieBreak",
             "FIDE C.07 5.1: 2-1-0 or 1-0.5-0 for a won, drawn, lost match (the primary score of a team event)")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "GP"), DAMKA_TRANSLATE_NOOP("TieBreak", "Game points"),
         DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 5.1: the points of the team's boards, summed over its matches")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "DE"), DAMKA_TRANSLATE_NOOP("TieBreak", "Direct encounter"),
         DAMKA_TRANSLATE_NOOP(
             "TieBreak",
             "FIDE C.07 6: match points in the matches among the tied teams, when each has met all the others")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "WIN"), DAMKA_TRANSLATE_NOOP("TieBreak", "Matches won"),
         DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 7.1 for teams: matches won, over the board or by forfeit")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BH"), DAMKA_TRANSLATE_NOOP("TieBreak", "Team Buchholz"),
         DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 8.1 for teams: the sum of the opponents' match points")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BH-GP"),
         DAMKA_TRANSLATE_NOOP("TieBreak", "Team Buchholz of game points"),
         DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 8.1 for teams: the sum of the opponents' game points")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SB"), DAMKA_TRANSLATE_NOOP("TieBreak", "Team Sonneborn-Berger"),
         DAMKA_TRANSLATE_NOOP(
             "TieBreak",
             "FIDE C.07 9.1, Olympiad form: the opponents' match points times the game points scored against them")},
        {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SB-MP"),
         DAMKA_TRANSLATE_NOOP("TieBreak", "Team Sonneborn-Berger of match points"),
         DAMKA_TRANSLATE_NOOP(
             "TieBreak",
             "FIDE C.07 9.1 for teams: the opponents' match points times the match points scored against them")},
    };
    return catalogue;
}

const TeamTieBreakSpec *find_team_tiebreak(const std::string &code) {
    std::string upper = code;
    for (char &c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
    for (const TeamTieBreakSpec &t : team_tiebreak_catalogue())
        if (t.code == upper) return &t;
    return nullptr;
}

std::vector<std::string> default_team_tiebreaks(System system) {
    if (game_points_rank_first(system)) return {"MP", "SB", "DE"};
    return {"GP", "SB", "DE"};
}

std::vector<std::string> team_tiebreaks_of(const TournamentInfo &info) {
    return info.tiebreaks.empty() ? default_team_tiebreaks(info.system) : info.tiebreaks;
}

} // namespace damka::tournament
