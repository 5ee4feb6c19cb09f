// From a TRF document to the pairing input of one round (the ITDX use of TRF-26 and TRFx).
#include "trf.hpp"

#include <algorithm>
#include <cstdint>
#include <map>

namespace damka::pairing::trf {
namespace {

RoundKind kind_of(const Cell &c) {
    switch (c.result) {
    case '1':
    case '=':
    case '0':
    case 'W':
    case 'D':
    case 'L': return RoundKind::Played;
    case '+': return c.opponent ? RoundKind::ForfeitWin : RoundKind::FullPointBye;
    case '-': return c.opponent ? RoundKind::ForfeitLoss : RoundKind::ZeroPointBye;
    case 'U': return RoundKind::PairingBye;
    case 'F': return RoundKind::FullPointBye;
    case 'H': return RoundKind::HalfPointBye;
    default: return RoundKind::ZeroPointBye;
    }
}

std::string where(int start, int round) {
    return "player " + std::to_string(start) + ", round " + std::to_string(round);
}

} // namespace

Expected<RoundInput> round_input(const Document &doc, int round) {
    if (round < 1) return Error{"the round to pair must be 1 or more"};
    if (doc.players.empty()) return Error{"the file has no player (001) record"};
    std::map<int, const PlayerRecord *> by_start;
    for (const PlayerRecord &p : doc.players) by_start[p.start] = &p;
    auto cell = [&](const PlayerRecord &p, int r) -> const Cell * {
        return r <= static_cast<int>(p.rounds.size()) ? &p.rounds[static_cast<std::size_t>(r - 1)] : nullptr;
    };

    RoundInput in;
    std::vector<std::vector<Points>> score_before;
    for (const PlayerRecord &rec : doc.players) {
        Player p;
        p.start = rec.start;
        p.rating = rec.rating;
        std::vector<Points> before;
        for (int r = 1; r < round; ++r) {
            before.push_back(p.score);
            const Cell *c = cell(rec, r);
            PastRound pr;
            if (c) {
                pr.kind = kind_of(*c);
                pr.opponent = c->opponent;
                if (c->opponent) {
                    // Both cards must tell the same story (TRF: one cell a player and round).
                    const PlayerRecord &opp = *by_start.at(c->opponent);
                    const Cell *oc = cell(opp, r);
                    if (!oc || oc->opponent != rec.start)
                        return Error{where(rec.start, r) + ": opponent " + std::to_string(c->opponent) +
                                     " does not list " + std::to_string(rec.start) + " in that round"};
                    if (oc->colour == c->colour)
                        return Error{where(rec.start, r) + ": both players have colour " + std::string(1, c->colour)};
                }
                if (pr.kind == RoundKind::Played) pr.colour = c->colour == 'w' ? Colour::White : Colour::Black;
                pr.points = doc.scoring.of(c->result);
                p.score += pr.points;
            }
            p.rounds.push_back(pr);
        }
        score_before.push_back(std::move(before));
        // Not available: a bye or absence already entered for this round (a cell without an
        // opponent, TRFx convention) or a TRF-26 240 record.
        if (const Cell *c = cell(rec, round); c && !c->opponent && c->result != 'U') p.available = false;
        for (const Bye &b : doc.byes)
            if (b.round == round && std::find(b.players.begin(), b.players.end(), rec.start) != b.players.end())
                p.available = false;
        for (const Acceleration &a : doc.accelerations)
            if (a.first_round <= round && round <= a.last_round && a.first_player <= rec.start &&
                rec.start <= a.last_player)
                p.acceleration += a.points;
        in.players.push_back(std::move(p));
    }
    derive_floats(in.players, score_before);

    Settings &s = in.settings;
    s.round = round;
    // Without XXR / 142 the number of rounds is unknown: no round is taken for the last one,
    // so nobody is a topscorer (C.04.3 1.8) and the colour criteria [C3] hold in full.
    s.total_rounds = doc.total_rounds > 0 ? std::max({doc.total_rounds, round, doc.rounds_played()}) : 0;
    s.pab_points = doc.scoring.pab;
    s.maxi_tournament = lim_maxi_tournament(doc); // C.04.4.3 3.2.3 (Damka's TRF line, see trf.hpp)
    s.win_points = doc.scoring.win; // topscorers (1.8) and float score differences in a win's points
    s.draw_points = doc.scoring.draw; // C.04.4.2 1.7.2
    s.first_colour = doc.initial_colour != Colour::None ? doc.initial_colour : inferred_initial_colour(doc);
    for (const Prohibited &p : doc.prohibited)
        if (p.first_round <= round && round <= p.last_round)
            for (const auto &pair : p.pairs()) s.forbidden.push_back(pair);
    return in;
}

Colour inferred_initial_colour(const Document &doc) {
    auto in_pairing = [](const Cell &c) { return c.opponent != 0 || c.result == 'U'; };
    std::size_t first = SIZE_MAX; // the first round in which somebody was given a colour
    for (const PlayerRecord &p : doc.players)
        for (std::size_t r = 0; r < p.rounds.size() && r < first; ++r)
            if (p.rounds[r].opponent && (p.rounds[r].colour == 'w' || p.rounds[r].colour == 'b')) first = r;
    if (first == SIZE_MAX) return Colour::White;
    std::vector<const PlayerRecord *> by_start;
    for (const PlayerRecord &p : doc.players) by_start.push_back(&p);
    std::sort(by_start.begin(), by_start.end(), [](auto *a, auto *b) { return a->start < b->start; });
    int number = 0; // pairing number among the players paired up to that round
    for (const PlayerRecord *p : by_start) {
        const auto upto = p->rounds.begin() + static_cast<std::ptrdiff_t>(std::min(first + 1, p->rounds.size()));
        if (std::none_of(p->rounds.begin(), upto, in_pairing)) continue;
        ++number;
        const char colour = p->rounds.size() > first ? p->rounds[first].colour : '-';
        if (colour != 'w' && colour != 'b') continue; // the PAB, or absent that round: no colour
        const bool white = colour == 'w';
        return (number % 2 != 0) == white ? Colour::White : Colour::Black;
    }
    return Colour::White;
}

std::string points_contradiction(const Document &doc) {
    const int played = doc.rounds_played();
    for (const PlayerRecord &p : doc.players) {
        Points results = 0, next = 0, acceleration = 0;
        for (int r = 1; r <= played; ++r) results += column_points(doc, p, r);
        if (static_cast<int>(p.rounds.size()) > played) next = column_points(doc, p, played + 1);
        for (const Acceleration &a : doc.accelerations)
            if (a.first_round <= played + 1 && played + 1 <= a.last_round && a.first_player <= p.start &&
                p.start <= a.last_player)
                acceleration += a.points;
        const Points field = p.points;
        if (field == results || field == results + next || field == results + acceleration ||
            field == results + next + acceleration)
            continue;
        auto show = [](Points v) {
            return (v < 0 ? "-" : "") + std::to_string(std::abs(v) / 10) + "." + std::to_string(std::abs(v) % 10);
        };
        return (p.line ? "line " + std::to_string(p.line) + ": " : std::string()) + "player " +
            std::to_string(p.start) + " has " + show(field) +
            " points (001 columns 81-84), but the results of rounds 1-" + std::to_string(played) + " score " +
            show(results) + " (win " + show(doc.scoring.win) + ", draw " + show(doc.scoring.draw) + ": 162/XXS)";
    }
    return {};
}

} // namespace damka::pairing::trf
