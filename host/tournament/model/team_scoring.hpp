// Scoring of team matches: the game points of each board under the event's scoring, their sum
// for each team (its game points, FIDE C.07 team section "game points"), and the match points
// that follow from comparing them (2-1-0 or 1-0.5-0, TournamentInfo::match_points). Under
// `--scoring variant` the game points are the variant's own (Adiukh 24-point scores).
#pragma once

#include "model.hpp"

#include <vector>

namespace damka::tournament {

// One board of a team match from the teams' side.
struct TeamBoard {
    int board = 0; // 1..team_boards within the match
    const RoundGame *game = nullptr; // the round's game on it
    bool first_team_white = true;
    double first_points = 0, second_points = 0; // game points of each team's player
    bool played = false; // over the board (not a forfeit)
};

struct MatchScore {
    int round = 0;
    TeamMatch match;
    std::vector<TeamBoard> boards;
    double first_points = 0, second_points = 0; // game points of each team
    double first_match_points = 0, second_match_points = 0;
    bool complete = false; // every board has a result
    // Not one board was played: a match forfeited by one team, or by both (then both lose:
    // neither won a board, and a match no one played is nobody's draw).
    bool forfeited = false;
    bool played_by(int team) const { return match.white_team == team || match.black_team == team; }
    double points_of(int team) const { return team == match.white_team ? first_points : second_points; }
    double match_points_of(int team) const {
        return team == match.white_team ? first_match_points : second_match_points;
    }
    int opponent_of(int team) const { return team == match.white_team ? match.black_team : match.white_team; }
};

// The game points of one board's result for White and Black under `s`: a forfeit win counts
// as a win, a forfeit loss and a double forfeit as a loss.
std::pair<double, double> board_points(BoardResult r, const Scoring &s);
// The game points of a board: under `--scoring variant` a played game scores the variant's own
// points entered with it (Adiukh 17:7 of 24, Ashtarashki 2:0), summed per match like any other
// game points; a forfeit scores the variant's scale (variant_scoring.hpp).
std::pair<double, double> board_points(const RoundGame &g, const Scoring &s);

// The scores of match `m` of round `r`.
MatchScore score_match(const EventData &e, const Round &r, const TeamMatch &m);
// Every match of rounds 1..after_round, round by round.
std::vector<MatchScore> match_scores(const EventData &e, int after_round);

} // namespace damka::tournament
