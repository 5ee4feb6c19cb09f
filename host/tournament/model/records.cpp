#include "records.hpp"

#include "system_rules.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace damka::tournament {

// C.07 7.1: "with or without playing, as many points as awarded for a win" - a game won, a
// forfeit win, and a bye only when it is worth a win (a PAB of a draw's value is not). In a
// micro-match a bye worth both games' wins stands for two won games.
int RoundEntry::wins_counted(const Scoring &s, int games_per_pairing) const {
    const int pairing_games = std::max(1, games_per_pairing);
    const bool bye =
        kind == EntryKind::PAB || kind == EntryKind::FPB || kind == EntryKind::HPB || kind == EntryKind::ZPB;
    if (bye) return points > s.loss + 1e-9 && std::fabs(points - s.win * pairing_games) < 1e-9 ? pairing_games : 0;
    return games_won + games_won_by_forfeit;
}

double bye_points(const ByeRules &rules, ByeKind kind) {
    switch (kind) {
    case ByeKind::PAB: return rules.pab;
    case ByeKind::HPB: return rules.hpb;
    case ByeKind::FPB: return rules.fpb;
    case ByeKind::ZPB: return rules.zpb;
    }
    return 0;
}

namespace {

EntryKind bye_entry(ByeKind k) {
    switch (k) {
    case ByeKind::PAB: return EntryKind::PAB;
    case ByeKind::HPB: return EntryKind::HPB;
    case ByeKind::FPB: return EntryKind::FPB;
    case ByeKind::ZPB: return EntryKind::ZPB;
    }
    return EntryKind::ZPB;
}

// One side of a game. `side` 0 = white.
RoundEntry game_entry(const RoundGame &g, int side, const Scoring &s) {
    RoundEntry e;
    e.games = 1;
    e.opponent = side == 0 ? g.black : g.white;
    e.colour = side == 0 ? 'w' : 'b';
    e.board = g.board;
    const bool white = side == 0;
    switch (g.result) {
    case BoardResult::Pending: e.kind = EntryKind::Pending; break;
    case BoardResult::Draw: e.kind = EntryKind::Draw; break;
    case BoardResult::WhiteWin: e.kind = white ? EntryKind::Win : EntryKind::Loss; break;
    case BoardResult::BlackWin: e.kind = white ? EntryKind::Loss : EntryKind::Win; break;
    case BoardResult::WhiteForfeit: e.kind = white ? EntryKind::ForfeitWin : EntryKind::ForfeitLoss; break;
    case BoardResult::BlackForfeit: e.kind = white ? EntryKind::ForfeitLoss : EntryKind::ForfeitWin; break;
    case BoardResult::DoubleForfeit: e.kind = EntryKind::ForfeitLoss; break;
    }
    const bool black = side == 1;
    e.games_won = e.kind == EntryKind::Win;
    e.games_drawn = e.kind == EntryKind::Draw;
    e.games_played = e.played();
    e.games_won_by_forfeit = e.kind == EntryKind::ForfeitWin;
    e.black_played = black && e.played();
    e.black_won = black && e.kind == EntryKind::Win;
    e.black_won_by_forfeit = black && e.kind == EntryKind::ForfeitWin;
    e.games_forfeited = e.kind == EntryKind::ForfeitLoss;
    e.games_forfeited_by_opponent = e.kind == EntryKind::ForfeitWin || g.result == BoardResult::DoubleForfeit;
    switch (e.kind) {
    case EntryKind::Win:
    case EntryKind::ForfeitWin: e.points = s.win; break;
    case EntryKind::Draw: e.points = s.draw; break;
    default: e.points = s.loss; break;
    }
    const std::optional<int> &own = white ? g.white_points : g.black_points;
    const std::optional<int> &their = white ? g.black_points : g.white_points;
    if (s.variant_points && e.played() && own) e.points = *own; // the variant's own game points
    e.opponent_points = e.kind == EntryKind::Pending                  ? 0.0
        : e.kind == EntryKind::Win || e.kind == EntryKind::ForfeitWin ? s.loss
        : e.kind == EntryKind::Draw                                   ? s.draw
        : g.result == BoardResult::DoubleForfeit                      ? s.loss
                                                                      : s.win;
    if (s.variant_points && e.played() && their) e.opponent_points = *their;
    const std::optional<int> &tb = white ? g.white_tiebreak : g.black_tiebreak;
    const std::optional<int> &otb = white ? g.black_tiebreak : g.white_tiebreak;
    if (e.played() && tb && otb) {
        e.has_variant_tiebreak = true;
        e.variant_tiebreak = *tb;
        e.opponent_variant_tiebreak = *otb;
    }
    return e;
}

// The second game of a micro-match joins the first: the encounter scores the sum of the game
// points, and its outcome is the match result (more game points wins the match). It is a
// forfeit when no game was played; in a Double-Swiss (`whole_match_forfeits`) only when a
// player forfeited both games (C.04.5 Preface): otherwise the match counts as played, a single
// forfeited game included, for pairing, tie-breaks and standings.
void add_game(RoundEntry &e, const RoundEntry &g, bool whole_match_forfeits) {
    if (e.games == 0) {
        e = g;
        return;
    }
    const bool pending = e.kind == EntryKind::Pending || g.kind == EntryKind::Pending;
    const int games = e.games + g.games;
    const bool forfeits = whole_match_forfeits ? e.games_forfeited + g.games_forfeited == games ||
            e.games_forfeited_by_opponent + g.games_forfeited_by_opponent == games
                                               : !e.played() && !g.played();
    e.games_forfeited += g.games_forfeited;
    e.games_forfeited_by_opponent += g.games_forfeited_by_opponent;
    e.games += g.games;
    e.games_won += g.games_won;
    e.games_drawn += g.games_drawn;
    e.games_played += g.games_played;
    e.games_won_by_forfeit += g.games_won_by_forfeit;
    e.black_played += g.black_played;
    e.black_won += g.black_won;
    e.black_won_by_forfeit += g.black_won_by_forfeit;
    e.points += g.points;
    e.opponent_points += g.opponent_points;
    e.has_variant_tiebreak = e.has_variant_tiebreak || g.has_variant_tiebreak;
    e.variant_tiebreak += g.variant_tiebreak;
    e.opponent_variant_tiebreak += g.opponent_variant_tiebreak;
    const bool ahead = e.points > e.opponent_points + 1e-9, behind = e.points + 1e-9 < e.opponent_points;
    if (pending)
        e.kind = EntryKind::Pending;
    else if (forfeits)
        e.kind = ahead ? EntryKind::ForfeitWin : EntryKind::ForfeitLoss;
    else
        e.kind = ahead ? EntryKind::Win : behind ? EntryKind::Loss : EntryKind::Draw;
}

} // namespace

std::vector<PlayerRecord> build_records(const EventData &event, int after_round) {
    std::map<int, size_t> index;
    std::vector<PlayerRecord> out;
    for (const Player &p : event.players) {
        index[p.id] = out.size();
        out.push_back({p.id, std::vector<RoundEntry>(size_t(after_round)), 0});
    }
    for (const Round &r : event.rounds) {
        if (r.number < 1 || r.number > after_round) continue;
        const size_t ri = size_t(r.number - 1);
        const bool whole_match_forfeits = rules_of(event.info.system).two_game_matches(); // C.04.5 Preface
        for (const RoundGame &g : r.games) {
            if (index.count(g.white))
                add_game(out[index[g.white]].rounds[ri], game_entry(g, 0, event.info.scoring), whole_match_forfeits);
            if (index.count(g.black))
                add_game(out[index[g.black]].rounds[ri], game_entry(g, 1, event.info.scoring), whole_match_forfeits);
        }
        for (const Bye &b : r.byes) {
            if (!index.count(b.player)) continue;
            RoundEntry &e = out[index[b.player]].rounds[ri];
            if (e.opponent) continue; // a game was scheduled: the game counts
            e.kind = bye_entry(b.kind);
            e.points = bye_points(event.info.byes, b.kind);
        }
    }
    for (PlayerRecord &rec : out)
        for (const RoundEntry &e : rec.rounds) rec.score += e.points;
    return out;
}

} // namespace damka::tournament
