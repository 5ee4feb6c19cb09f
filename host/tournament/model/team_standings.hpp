// Team standings (FIDE C.07 for teams): ranked by the primary score (match points; game points
// in a Scheveningen match), then the event's team tie-breaks in order (team_tiebreaks.hpp);
// and the board standings (each board's players by performance, from a minimum of games).
#pragma once

#include "model.hpp"

#include <map>
#include <string>
#include <vector>

namespace damka::tournament {

struct TeamStanding {
    int team = 0;
    std::string rank; // "1", or "3-4" for teams tied on every criterion
    double mp = 0, gp = 0; // match points, game points
    // Every tie-break of the event's list by code but MP and GP, and DE (0 unless it was asked
    // to separate a group of tied teams that all met).
    std::map<std::string, double> values;
    int matches = 0; // complete matches played (a round without a match is not one)
    // Any code of team_tiebreaks.hpp, MP and GP included.
    double value(const std::string &code) const {
        if (code == "MP") return mp;
        if (code == "GP") return gp;
        const auto it = values.find(code);
        return it == values.end() ? 0.0 : it->second;
    }
};

// Whether game points rank before match points: a Scheveningen match, or a match of two teams
// over several rounds, is won by the team with more game points over all its rounds.
bool game_points_rank_first(System system);

// The teams after `after_round` rounds, best first: by the primary score, then each tie-break
// of team_tiebreaks_of(info) in order within the groups still tied (C.07 4.2); DE is worked
// out for the group it is asked to separate (C.07 6). Teams tied on everything share a place.
std::vector<TeamStanding> team_standings(const EventData &e, int after_round);

struct BoardStanding {
    int player = 0, team = 0, board = 0; // board: the board of the match most often played on
    double points = 0;
    int games = 0; // games with a result, forfeits included
    int played = 0; // over the board (forfeits excluded)
    int aro = 0, performance = 0; // C.07 10.1 ARO and 10.2 TPR over the played games (0: none rated)
    bool qualified = false; // at least the minimum of games
};

// Board `board`'s players (1..team_boards; 0: every board, each player's games wherever he
// sat): the qualified ones by performance, then points, then the others; `min_games` is the
// minimum number of games to be ranked.
std::vector<BoardStanding> board_standings(const EventData &e, int after_round, int board, int min_games);

} // namespace damka::tournament
