#include "team_pairing.hpp"

#include "pairing/pairing.hpp"
#include "pairing/scheveningen.hpp"
#include "tournament/model/team.hpp"

namespace damka::tournament {

namespace pg = damka::pairing;

// FIDE C.04.6 (Swiss Team Pairing System) 1.6.1 and the Olympiad practice it follows: the team
// with White has White on board 1 and the colours alternate down the boards, so each team of
// an even number of boards has as many Whites as Blacks in every match.
bool first_team_white_on(int board) { return board % 2 == 1; }

namespace {

// The line-up of `t` for `round`, refused when it cannot fill every board.
Expected<std::vector<int>> full_lineup(const EventData &event, const Team &t, int round) {
    std::vector<int> l = lineup_for(event, t, round);
    if (int(l.size()) < event.info.team_boards)
        return Error{DAMKA_TR("Round",
                              "pairing: %1 has %2 players in the event in round %3 for %4 boards; add a player to "
                              "its board order before round 1, or give a line-up")
                         .arg(t.name)
                         .arg(l.size())
                         .arg(round)
                         .arg(event.info.team_boards)};
    return l;
}

} // namespace

Message seat_match(const EventData &event, int round, const Team &first, const Team &second, ProposedRound &out) {
    const auto a = full_lineup(event, first, round);
    if (!a) return a.error_message();
    const auto b = full_lineup(event, second, round);
    if (!b) return b.error_message();
    out.matches.push_back({int(out.matches.size()) + 1, first.id, second.id});
    for (int board = 1; board <= event.info.team_boards; ++board) {
        const int x = (*a)[size_t(board - 1)], y = (*b)[size_t(board - 1)];
        out.boards.push_back(first_team_white_on(board) ? std::pair{x, y} : std::pair{y, x});
    }
    return {};
}

Expected<ProposedRound> team_round_robin(const EventData &event, int round) {
    // C.05 Annex 1: the pairing numbers are the team numbers.
    const std::vector<Team> &teams = event.teams;
    if (teams.size() < 2)
        return Error{DAMKA_TR("Round", "a team round robin needs at least two teams ('damka team add')")};
    const auto table = pg::berger_table(int(teams.size()), 1);
    if (round > int(table.size()))
        return Error{DAMKA_TR("Round", "round %1 is beyond the Berger table (%2 rounds for %3 teams)")
                         .arg(round)
                         .arg(table.size())
                         .arg(teams.size())};
    const pg::RoundRobinRound &row = table[size_t(round - 1)];
    ProposedRound out;
    for (const pg::Pair &p : row.pairs)
        if (const Message bad = seat_match(event, round, teams[size_t(p.white - 1)], teams[size_t(p.black - 1)], out);
            !bad.empty())
            return Error{bad};
    if (row.bye) out.free_team = teams[size_t(row.bye - 1)].id;
    out.explanation = out.free_team
        ? DAMKA_TR("Round",
                   "Berger table of the teams (FIDE C.05 Annex 1), round %1, %2 has no match; colours alternate "
                   "from board 1 (FIDE C.04.6 1.6.1)")
              .arg(round)
              .arg(teams[size_t(row.bye - 1)].name)
        : DAMKA_TR("Round",
                   "Berger table of the teams (FIDE C.05 Annex 1), round %1; colours alternate from board 1 "
                   "(FIDE C.04.6 1.6.1)")
              .arg(round);
    return out;
}

Expected<ProposedRound> scheveningen_round(const EventData &event, int round) {
    if (event.teams.size() != 2)
        return Error{
            DAMKA_TR("Round", "a Scheveningen match is between two teams; this event has %1").arg(event.teams.size())};
    const Team &a = event.teams[0], &b = event.teams[1];
    const int boards = event.info.team_boards;
    const auto games = pg::scheveningen_table_round(boards, round);
    if (games.empty())
        return Error{DAMKA_TR("Round",
                              "round %1 is beyond the Scheveningen table of %2 boards (tables are published for "
                              "1..%3 boards)")
                         .arg(round)
                         .arg(boards)
                         .arg(pg::kScheveningenMaxBoards)};
    const auto la = full_lineup(event, a, round);
    if (!la) return Error{la.error_message()};
    const auto lb = full_lineup(event, b, round);
    if (!lb) return Error{lb.error_message()};
    ProposedRound out;
    out.matches.push_back({1, a.id, b.id});
    // The k-th player of a line-up keeps the k-th place of the table: a reserve who moves up
    // plays the games of the place he fills.
    for (const pg::ScheveningenGame &g : games) {
        const int x = (*la)[size_t(g.a - 1)], y = (*lb)[size_t(g.b - 1)];
        out.boards.push_back(g.a_white ? std::pair{x, y} : std::pair{y, x});
    }
    out.explanation = round > boards
        ? DAMKA_TR("Round", "Scheveningen table of %1 boards, round %2 with the colours reversed")
              .arg(boards)
              .arg((round - 1) % boards + 1)
        : DAMKA_TR("Round", "Scheveningen table of %1 boards, round %2").arg(boards).arg((round - 1) % boards + 1);
    return out;
}

Expected<ProposedRound> team_match_round(const EventData &event, int round) {
    if (event.teams.size() != 2)
        return Error{
            DAMKA_TR("Round", "a match of two teams needs two teams; this event has %1").arg(event.teams.size())};
    // Decision: the teams change colours every round; with boards alternating in each round
    // (C.04.6 1.6.1), every player then has White and Black in turn.
    const bool swap = round % 2 == 0;
    const Team &first = event.teams[swap ? 1 : 0], &second = event.teams[swap ? 0 : 1];
    ProposedRound out;
    if (const Message bad = seat_match(event, round, first, second, out); !bad.empty()) return Error{bad};
    out.explanation =
        DAMKA_TR("Round", "match of two teams, round %1: %2 White on board 1 (the teams change colours every round)")
            .arg(round)
            .arg(first.name);
    return out;
}

} // namespace damka::tournament
