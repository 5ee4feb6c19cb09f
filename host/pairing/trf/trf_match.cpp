// Double-Swiss (C.04.5) in TRF: a match is two round columns, game 1 then game 2 (the Preface:
// two games with alternating colours). Both columns name the same opponent with reversed
// colours; a bye fills both columns with the same code. The match is ended by forfeit only
// when a player forfeited both games (Preface); a single forfeited game leaves it a match
// regularly played. 142/XXR counts columns. The PAB's value (1.4) is the 162/XXS `P` points,
// counted once for the match (its second `U` column scores nothing).
#include "trf.hpp"

#include <algorithm>
#include <map>

namespace damka::pairing::trf {
namespace {

const Cell *column(const PlayerRecord &p, int r) {
    return r >= 1 && r <= static_cast<int>(p.rounds.size()) ? &p.rounds[static_cast<std::size_t>(r - 1)] : nullptr;
}

bool forfeited(char result) { return result == '-'; }
bool forfeit_won(char result) { return result == '+'; }

std::string where(int start, int match) {
    return "player " + std::to_string(start) + ", match " + std::to_string(match) + " (rounds " +
        std::to_string(2 * match - 1) + "-" + std::to_string(2 * match) + ")";
}

} // namespace

bool is_double_swiss(const Document &doc) { return tournament_type(doc).rfind("FIDE_DOUBLESWISS", 0) == 0; }

int matches_played(const Document &doc) { return (doc.rounds_played() + 1) / 2; }

Points column_points(const Document &doc, const PlayerRecord &p, int r) {
    const Cell *c = column(p, r);
    if (!c) return doc.scoring.of('Z');
    if (is_double_swiss(doc) && r % 2 == 0 && c->result == 'U') {
        const Cell *first = column(p, r - 1);
        if (first && first->result == 'U') return 0; // the PAB counted once, in game 1's column
    }
    return doc.scoring.of(c->result);
}

Expected<PastRound> match_round(const Document &doc, const PlayerRecord &rec, int match) {
    const Cell none{};
    const Cell *g1 = column(rec, 2 * match - 1), *g2 = column(rec, 2 * match);
    const Cell &a = g1 ? *g1 : none, &b = g2 ? *g2 : none;
    PastRound pr;
    if (a.opponent != b.opponent)
        return Error{where(rec.start, match) + ": game 1 is against " + std::to_string(a.opponent) +
                     ", game 2 against " + std::to_string(b.opponent) + " (a match is two games, same opponent)"};
    pr.opponent = a.opponent;
    if (!a.opponent) { // a bye or an absence covers the whole match
        if (a.result != b.result)
            return Error{where(rec.start, match) + ": game 1 has '" + std::string(1, a.result) + "', game 2 '" +
                         std::string(1, b.result) + "' without an opponent (a bye fills both columns)"};
        switch (a.result) {
        case 'U': pr.kind = RoundKind::PairingBye; break;
        case 'F':
        case '+': pr.kind = RoundKind::FullPointBye; break;
        case 'H': pr.kind = RoundKind::HalfPointBye; break;
        default: pr.kind = RoundKind::ZeroPointBye; break;
        }
        return pr;
    }
    const bool coloured_a = a.colour == 'w' || a.colour == 'b', coloured_b = b.colour == 'w' || b.colour == 'b';
    if (coloured_a && coloured_b && a.colour == b.colour)
        return Error{where(rec.start, match) + ": colour " + std::string(1, a.colour) +
                     " in both games (the colours alternate)"};
    const auto *opp = doc.player(a.opponent);
    if (!opp)
        return Error{where(rec.start, match) + ": opponent " + std::to_string(a.opponent) + " is not in the file"};
    const Cell *o1 = column(*opp, 2 * match - 1), *o2 = column(*opp, 2 * match);
    if (!o1 || !o2 || o1->opponent != rec.start || o2->opponent != rec.start)
        return Error{where(rec.start, match) + ": opponent " + std::to_string(a.opponent) + " does not list " +
                     std::to_string(rec.start) + " in both games"};
    // Preface: ended by forfeit when a player forfeited both games (both cards: either side).
    const bool i_forfeited = forfeited(a.result) && forfeited(b.result);
    const bool they_forfeited = forfeited(o1->result) && forfeited(o2->result);
    if (i_forfeited || they_forfeited) {
        pr.kind = i_forfeited ? RoundKind::ForfeitLoss : RoundKind::ForfeitWin; // both did: both lose
        return pr;
    }
    pr.kind = RoundKind::Played;
    // 1.6: the game-1 colour, when at least one game was played (each side forfeiting one game
    // leaves the match a meeting without a colour).
    const bool played_a = !forfeited(a.result) && !forfeit_won(a.result);
    const bool played_b = !forfeited(b.result) && !forfeit_won(b.result);
    if (played_a || played_b) {
        const char c1 = coloured_a ? a.colour : coloured_b ? (b.colour == 'w' ? 'b' : 'w') : '-';
        if (c1 == '-') return Error{where(rec.start, match) + ": a game was played but no colour is given"};
        pr.colour = c1 == 'w' ? Colour::White : Colour::Black;
    }
    return pr;
}

Expected<RoundInput> match_input(const Document &doc, int match) {
    if (match < 1) return Error{"the match to pair must be 1 or more"};
    if (doc.players.empty()) return Error{"the file has no player (001) record"};
    RoundInput in;
    std::vector<std::vector<Points>> score_before;
    for (const PlayerRecord &rec : doc.players) {
        Player p;
        p.start = rec.start;
        p.rating = rec.rating;
        std::vector<Points> before;
        for (int m = 1; m < match; ++m) {
            before.push_back(p.score);
            auto pr = match_round(doc, rec, m);
            if (!pr) return Error{pr.error()};
            p.rounds.push_back(*pr);
            p.score += column_points(doc, rec, 2 * m - 1) + column_points(doc, rec, 2 * m);
        }
        score_before.push_back(std::move(before));
        const int r1 = 2 * match - 1;
        if (const Cell *c = column(rec, r1); c && !c->opponent && c->result != 'U') p.available = false;
        for (const Bye &b : doc.byes)
            if ((b.round == r1 || b.round == r1 + 1) &&
                std::find(b.players.begin(), b.players.end(), rec.start) != b.players.end())
                p.available = false;
        for (const Acceleration &a : doc.accelerations)
            if (a.first_round <= r1 && r1 <= a.last_round && a.first_player <= rec.start && rec.start <= a.last_player)
                p.acceleration += a.points;
        in.players.push_back(std::move(p));
    }
    derive_floats(in.players, score_before);
    // The opponents' cards must agree on the kind of the match (a forfeit on one card only).
    std::map<int, const Player *> by_start;
    for (const Player &p : in.players) by_start[p.start] = &p;
    for (const Player &p : in.players)
        for (std::size_t m = 0; m < p.rounds.size(); ++m) {
            const PastRound &r = p.rounds[m];
            if (!r.opponent) continue;
            const auto it = by_start.find(r.opponent);
            const PastRound &o = it->second->rounds[m];
            if ((r.kind == RoundKind::Played) != (o.kind == RoundKind::Played))
                return Error{where(p.start, int(m) + 1) + ": played on one card, a forfeit on the opponent's"};
            if (r.kind == RoundKind::Played && r.colour != Colour::None && r.colour == o.colour)
                return Error{where(p.start, int(m) + 1) + ": both players have the same colour in game 1"};
        }
    Settings &s = in.settings;
    s.round = match;
    const int total = doc.total_rounds > 0 ? (doc.total_rounds + 1) / 2 : 0;
    s.total_rounds = total > 0 ? std::max({total, match, matches_played(doc)}) : 0;
    s.pab_points = doc.scoring.pab;
    s.win_points = doc.scoring.win;
    s.first_colour = doc.initial_colour != Colour::None ? doc.initial_colour : inferred_initial_colour(doc);
    for (const Prohibited &p : doc.prohibited)
        if (p.first_round <= 2 * match - 1 && 2 * match - 1 <= p.last_round)
            for (const auto &pair : p.pairs()) s.forbidden.push_back(pair);
    return in;
}

} // namespace damka::pairing::trf
