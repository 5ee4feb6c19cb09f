// Team standings (FIDE C.07 for teams): ranked by match points, then game points, the team
// Sonneborn-Berger and the direct encounter; and the board standings (each board's players by
// performance, from a minimum of games).
#pragma once

#include "model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

struct TeamStanding {
    int team = 0;
    std::string rank; // "1", or "3-4" for teams tied on every criterion
    double mp = 0, gp = 0; // match points, game points
    double sb = 0; // team Sonneborn-Berger
    double de = 0; // direct encounter (0 unless it separates the tied teams)
    int matches = 0; // complete matches played (a round without a match is not one)
};

// Whether game points rank before match points: a Scheveningen match is won by the team with
// more game points over all its rounds.
bool game_points_rank_first(System system);

// The teams after `after_round` rounds, best first. Each criterion breaks the ties the ones
// before it left:
// - MP: match points (C.07 5.1: in a team event the match points are the primary score);
// - GP: game points, the sum of the team's board points;
// - SB: C.07 9.1 with the team scores of the Olympiad form: the sum over the team's matches of
//   the opponent's match points times the game points scored against it;
// - DE: C.07 6: the match points scored in the matches among the tied teams, when each of them
//   has met all the others.
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
