#include "team.hpp"

#include <algorithm>
#include <set>

namespace damka::tournament {
namespace {

const Lineup *stored_lineup(const EventData &e, int team, int round) {
    for (const Lineup &l : e.lineups)
        if (l.team == team && l.round == round) return &l;
    return nullptr;
}

} // namespace

std::variant<int, MatchBoardError> round_board(const TournamentInfo &info, int match, int board) {
    const int boards = info.team_boards;
    if (boards == 0) return MatchBoardError{MatchBoardError::Match, DAMKA_TR("Teams", "this is not a team event")};
    if (board == 0) return 0;
    if (board > boards)
        return MatchBoardError{MatchBoardError::Board,
                               DAMKA_TR("Teams", "a match has boards 1..%1, not %2").arg(boards).arg(board)};
    return (match - 1) * boards + board;
}

const Team *team_of(const EventData &e, int player) {
    for (const Team &t : e.teams)
        if (std::find(t.board_order.begin(), t.board_order.end(), player) != t.board_order.end()) return &t;
    return nullptr;
}

Message check_team(const EventData &e, const Team &t) {
    if (t.name.empty()) return DAMKA_TR("Teams", "name: is empty");
    for (const Team &other : e.teams)
        if (other.id != t.id && other.name == t.name)
            return DAMKA_TR("Teams", "name: team %1 is already called %2").arg(other.id).arg(t.name);
    std::set<int> seen;
    for (const int id : t.board_order) {
        if (!e.player(id)) return DAMKA_TR("Teams", "players: no player with start number %1").arg(id);
        if (!seen.insert(id).second)
            return DAMKA_TR("Teams", "players: %1 is in the board order twice").arg(e.label(id));
        if (const Team *other = team_of(e, id); other && other->id != t.id)
            return DAMKA_TR("Teams", "players: %1 already plays for %2").arg(e.label(id)).arg(other->name);
    }
    const int boards = e.info.team_boards;
    if (int(t.board_order.size()) < boards)
        return DAMKA_TR("Teams", "players: %1 players cannot fill %2 boards")
            .arg(int(t.board_order.size()))
            .arg(boards);
    if (t.captain != 0 && !seen.count(t.captain))
        return DAMKA_TR("Teams", "captain: %1 is not one of the team's players").arg(e.label(t.captain));
    return {};
}

Message check_lineup(const EventData &e, const Team &t, const std::vector<int> &players, int round) {
    const int boards = e.info.team_boards;
    if (int(players.size()) != boards)
        return DAMKA_TR("Teams", "line-up: %1 players for %2 boards").arg(int(players.size())).arg(boards);
    long previous = -1;
    for (size_t b = 0; b < players.size(); ++b) {
        const int id = players[b];
        const auto at = std::find(t.board_order.begin(), t.board_order.end(), id);
        if (at == t.board_order.end())
            return DAMKA_TR("Teams", "line-up: %1 is not a player of %2").arg(e.label(id)).arg(t.name);
        const long position = at - t.board_order.begin();
        if (position <= previous)
            return DAMKA_TR("Teams",
                            "line-up: %1 on board %2 is above %3 in the board order; players keep their order "
                            "(only a reserve moves up into a gap)")
                .arg(e.label(id))
                .arg(int(b) + 1)
                .arg(e.label(players[b - 1]));
        previous = position;
        if (!e.player(id)->active_in(round))
            return DAMKA_TR("Teams", "line-up: %1 is not in the event in round %2").arg(e.label(id)).arg(round);
    }
    return {};
}

std::vector<int> default_lineup(const EventData &e, const Team &t, int round) {
    std::vector<int> out;
    for (const int id : t.board_order) {
        if (int(out.size()) == e.info.team_boards) break;
        if (const Player *p = e.player(id); p && p->active_in(round)) out.push_back(id);
    }
    return out;
}

std::vector<int> lineup_for(const EventData &e, const Team &t, int round) {
    if (const Lineup *l = stored_lineup(e, t.id, round)) return l->players;
    return default_lineup(e, t, round);
}

bool captain_gave_lineup(const EventData &e, int team, int round) { return stored_lineup(e, team, round) != nullptr; }

bool first_team_white(const EventData &e, const TeamMatch &m, const RoundGame &g) {
    const Team *t = team_of(e, g.white);
    return t && t->id == m.white_team;
}

} // namespace damka::tournament
