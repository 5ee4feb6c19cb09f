// Teams of a team event: the checks of a team's board order and of a captain's line-up, and
// the line-up a team fields when its captain gives none. Plain C++ on model.hpp.
#pragma once

#include "core/message.hpp"
#include "model.hpp"

#include <string>
#include <variant>
#include <vector>

namespace damka::tournament {

// Empty when `t` is a valid team of `e`, else "<field>: what is wrong": a name, known players
// each in one team only (`t.id` is the team itself), at least `e.info.team_boards` of them
// so every board can be filled, a captain who is one of the players or 0.
Message check_team(const EventData &e, const Team &t);

// Empty when `players` is a line-up `t` may field in `round`, else what is wrong. The board
// order is fixed for the event: a line-up is the board order with some players left out, so
// a reserve moves up to fill a gap but two players never swap (players are listed board 1
// first, each later in the board order than the one before). Every board is filled and every
// player is in the event in that round.
Message check_lineup(const EventData &e, const Team &t, const std::vector<int> &players, int round);

// The line-up when the captain gave none: the first players of the board order who are in
// the event in `round`, as many as there are boards (fewer when the team has not enough:
// the empty boards are lost by forfeit).
std::vector<int> default_lineup(const EventData &e, const Team &t, int round);

// The line-up `t` fields in `round`: the captain's, else the default one.
std::vector<int> lineup_for(const EventData &e, const Team &t, int round);
// Whether the captain gave the line-up of `t` for `round`.
bool captain_gave_lineup(const EventData &e, int team, int round);

// Why a board of a team match was refused: the field at fault (each front-end names it its own
// way: the CLI's --match and BOARD) and what is wrong.
struct MatchBoardError {
    enum Field { Match, Board } field;
    Message message;
};

// Board `board` of team match `match` (both from 1) as its round's board number: match M's
// boards are the round's (M - 1) * N + 1 .. M * N, N = `info.team_boards` (model.hpp
// TeamMatch). Board 0 stands for the whole match (a match forfeited): only whether the event
// has matches is asked, and 0 comes back. Refused when the event is not a team event, or the
// board is not 1..N.
std::variant<int, MatchBoardError> round_board(const TournamentInfo &info, int match, int board);

// The team of a player, or nullptr.
const Team *team_of(const EventData &e, int player);

// Whether the first-named team of match `m` has White in game `g` of it: its player is the
// one with White (the boards' colours are the system's: alternating down the boards in a
// team round robin, by the table in a Scheveningen match).
bool first_team_white(const EventData &e, const TeamMatch &m, const RoundGame &g);

} // namespace damka::tournament
