#include "knockout_match.hpp"

#include "core/translatable.hpp"

namespace damka::tournament {

std::pair<int, int> match_players(const Round &round, int board) {
    for (const RoundGame &g : round.games)
        if (g.board == board && g.game_no == 1) return {g.white, g.black};
    return {0, 0};
}

MatchOutcome match_outcome(const Round &round, int board) {
    MatchOutcome m;
    const auto [a, b] = match_players(round, board);
    bool both_absent = false;
    for (const RoundGame &g : round.games) {
        if (g.board != board) continue;
        ++m.games;
        // Game points of the game's White and Black, then credited to the match's a / b.
        double w = 0, bl = 0;
        switch (g.result) {
        case BoardResult::Pending: m.pending = true; break;
        case BoardResult::WhiteWin:
        case BoardResult::WhiteForfeit: w = 1; break;
        case BoardResult::BlackWin:
        case BoardResult::BlackForfeit: bl = 1; break;
        case BoardResult::Draw: w = bl = 0.5; break;
        case BoardResult::DoubleForfeit: both_absent = true; break;
        }
        m.white_points += g.white == a ? w : bl;
        m.black_points += g.white == a ? bl : w;
    }
    if (m.pending || m.games == 0) return m;
    if (both_absent && m.white_points == m.black_points) {
        m.nobody = true;
        return m;
    }
    if (m.white_points > m.black_points)
        m.winner = a;
    else if (m.black_points > m.white_points)
        m.winner = b;
    else
        m.tied = true;
    return m;
}

namespace {

// Whether `player` lost a decided match in `round` (not: went through, or no match there).
bool lost_match_in(const Round &round, int player) {
    for (const RoundGame &g : round.games)
        if (g.game_no == 1 && (g.white == player || g.black == player)) {
            const int winner = match_outcome(round, g.board).winner;
            return winner != 0 && winner != player;
        }
    return false;
}

const Round *round_before(const EventData &event, const Round &round) {
    for (const Round &r : event.rounds)
        if (r.number == round.number - 1) return &r;
    return nullptr;
}

} // namespace

bool is_third_place_match(const EventData &event, const Round &round, int board) {
    if (!event.info.third_place_match || round.number != event.info.rounds) return false;
    const Round *semi_finals = round_before(event, round);
    const auto [a, b] = match_players(round, board);
    return semi_finals && a && b && lost_match_in(*semi_finals, a) && lost_match_in(*semi_finals, b);
}

std::map<int, double> knockout_rank_keys(const EventData &event, int after_round) {
    std::map<int, double> key;
    for (const Round &r : event.rounds) {
        if (r.number > after_round) break;
        // The match for third place, looked for once a round (only the last one can have it).
        int third_place_board = 0;
        for (const RoundGame &g : r.games)
            if (!third_place_board && g.game_no == 1 && is_third_place_match(event, r, g.board))
                third_place_board = g.board;
        for (const Bye &b : r.byes)
            if (b.kind == ByeKind::PAB) key[b.player] = r.number + 1; // advanced without a match
        for (const RoundGame &g : r.games) {
            if (g.game_no != 1) continue;
            const int winner = match_outcome(r, g.board).winner;
            for (const int p : {g.white, g.black}) {
                if (g.board == third_place_board)
                    key[p] += winner == p ? 0.5 : 0; // on top of the semi-final reached
                else
                    key[p] = r.number + (winner == p ? 1 : 0);
            }
        }
    }
    return key;
}

std::string knockout_ranking_note(const TournamentInfo &info) {
    return info.third_place_match ? DAMKA_TRANSLATE_NOOP("Knockout",
                                                         "Knockout: ranked by the round reached, third and "
                                                         "fourth place by the match for third place; "
                                                         "players out in the same round share a rank.")
                                  : DAMKA_TRANSLATE_NOOP("Knockout",
                                                         "Knockout: ranked by the round reached; players "
                                                         "out in the same round share a rank.");
}

} // namespace damka::tournament
