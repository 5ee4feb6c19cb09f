// A team Swiss round: the event's matches so far turned into the teams' state before the round
// (host/pairing/team_swiss.hpp), paired by FIDE C.04.6, and seated board by board.
#include "team_pairing.hpp"

#include "pairing/team_swiss.hpp"
#include "tournament/model/team_scoring.hpp"

#include <map>

namespace damka::tournament {

namespace pg = damka::pairing;

namespace {

// The teams before `round`. TPN (C.04.6 1.1) = the team's place in the registration order.
std::vector<pg::SwissTeam> teams_before(const EventData &e, int round) {
    std::map<int, size_t> index_of; // team id -> index
    std::vector<pg::SwissTeam> out(e.teams.size());
    std::vector<double> mp(e.teams.size(), 0.0), gp(e.teams.size(), 0.0);
    for (size_t i = 0; i < e.teams.size(); ++i) {
        index_of[e.teams[i].id] = i;
        out[i].tpn = int(i) + 1;
    }
    for (int r = 1; r < round; ++r) {
        const Round *played = find_round(e, r);
        const TeamRound *tr = find_team_round(e, r);
        if (!played || !tr) continue;
        const std::vector<double> mp_before = mp; // C.04.6 1.5: floats compare the scores before the round
        const bool previous = r == round - 1;
        for (const TeamMatch &m : tr->matches) {
            const MatchScore s = score_match(e, *played, m);
            for (const int team : {m.white_team, m.black_team}) {
                const size_t i = index_of.at(team), o = index_of.at(s.opponent_of(team));
                mp[i] += s.match_points_of(team);
                gp[i] += s.points_of(team);
                if (s.forfeited) {
                    // [C2]: a match won by forfeit bars the bye; an unplayed match may be paired
                    // again and gives no colour (C.04.2 3.4, 3.5; C.04.6 1.6.1).
                    if (s.points_of(team) > s.points_of(s.opponent_of(team))) out[i].bye_barred = true;
                    continue;
                }
                out[i].met.push_back(out[o].tpn);
                out[i].colours.push_back(team == m.white_team ? pg::Colour::White : pg::Colour::Black);
                if (previous && mp_before[i] != mp_before[o]) out[i].floated_last_round = true;
            }
        }
        if (tr->free_team) { // C.04.6 1.4: the pairing-allocated bye scores a drawn match; [C2]
            const size_t i = index_of.at(tr->free_team);
            mp[i] += e.info.match_points.draw;
            gp[i] += e.info.team_boards * e.info.scoring.draw;
            out[i].bye_barred = true;
        }
    }
    for (size_t i = 0; i < out.size(); ++i) {
        out[i].score = pg::points(mp[i]); // C.04.6 1.2.2: match points are the primary score ...
        out[i].secondary = pg::points(gp[i]); // ... and game points the secondary one (4.2.2)
    }
    return out;
}

} // namespace

Expected<ProposedRound> team_swiss(const EventData &event, int round) {
    const std::vector<Team> &teams = event.teams;
    if (teams.size() < 2) return Error{DAMKA_TR("Round", "a team Swiss needs at least two teams ('damka team add')")};
    pg::TeamSwissSettings settings;
    settings.round = round;
    settings.total_rounds = event.info.rounds;
    // C.04.6 1.7: Type A colour preferences; 4.1: the initial-colour is White (TPN 1 has White
    // on board 1 in round 1), the lot drawn once for every team Swiss.
    const pg::TeamSwissPairing paired = pg::pair_team_swiss(teams_before(event, round), settings);
    if (!paired.ok()) return Error{DAMKA_TR("Round", "pairing: %1").arg(paired.message)};
    ProposedRound out;
    for (const pg::Pair &p : paired.pairs)
        if (const Message bad = seat_match(event, round, teams[size_t(p.white - 1)], teams[size_t(p.black - 1)], out);
            !bad.empty())
            return Error{bad};
    if (paired.bye) out.free_team = teams[size_t(paired.bye - 1)].id;
    std::vector<Message> parts{
        DAMKA_TR("Round", "Swiss Team Pairing System (FIDE C.04.6), round %1, TPN = team number").arg(round)};
    parts.insert(parts.end(), paired.notes.begin(), paired.notes.end());
    out.explanation = pg::join_all(parts, "; ");
    return out;
}

} // namespace damka::tournament
