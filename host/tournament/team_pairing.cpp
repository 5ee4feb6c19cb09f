#include "team_pairing.hpp"

#include "pairing/pairing.hpp"
#include "team.hpp"

namespace damka::tournament {

namespace pg = damka::pairing;

// FIDE C.04.6 (Swiss Team Pairing System) 1.6.1 and the Olympiad practice it follows: the team
// with White has White on board 1 and the colours alternate down the boards, so each team of
// an even number of boards has as many Whites as Blacks in every match.
bool first_team_white_on(int board) { return board % 2 == 1; }

std::string seat_match(const EventData &event, int round, const Team &first, const Team &second, ProposedRound &out) {
    const std::vector<int> a = lineup_for(event, first, round), b = lineup_for(event, second, round);
    for (const auto *t : {&first, &second}) {
        const std::vector<int> &l = t == &first ? a : b;
        if (int(l.size()) < event.info.team_boards)
            return "pairing: " + t->name + " has " + std::to_string(l.size()) + " players in the event in round " +
                std::to_string(round) + " for " + std::to_string(event.info.team_boards) +
                " boards; add a player to its board order before round 1, or give a line-up";
    }
    out.matches.push_back({int(out.matches.size()) + 1, first.id, second.id});
    for (int board = 1; board <= event.info.team_boards; ++board) {
        const int x = a[size_t(board - 1)], y = b[size_t(board - 1)];
        out.boards.push_back(first_team_white_on(board) ? std::pair{x, y} : std::pair{y, x});
    }
    return "";
}

Expected<ProposedRound> team_round_robin(const EventData &event, int round) {
    // C.05 Annex 1: the pairing numbers are the team numbers.
    const std::vector<Team> &teams = event.teams;
    if (teams.size() < 2) return Error{"a team round robin needs at least two teams ('damka team add')"};
    const auto table = pg::berger_table(int(teams.size()), 1);
    if (round > int(table.size()))
        return Error{"round " + std::to_string(round) + " is beyond the Berger table (" + std::to_string(table.size()) +
                     " rounds for " + std::to_string(teams.size()) + " teams)"};
    const pg::RoundRobinRound &row = table[size_t(round - 1)];
    ProposedRound out;
    for (const pg::Pair &p : row.pairs)
        if (const std::string bad =
                seat_match(event, round, teams[size_t(p.white - 1)], teams[size_t(p.black - 1)], out);
            !bad.empty())
            return Error{bad};
    if (row.bye) out.free_team = teams[size_t(row.bye - 1)].id;
    out.explanation = "Berger table of the teams (FIDE C.05 Annex 1), round " + std::to_string(round) +
        (out.free_team ? ", " + teams[size_t(row.bye - 1)].name + " has no match" : "") +
        "; colours alternate from board 1 (FIDE C.04.6 1.6.1)";
    return out;
}

} // namespace damka::tournament
