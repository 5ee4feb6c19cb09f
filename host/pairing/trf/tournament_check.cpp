#include "tournament_check.hpp"

#include <set>

namespace damka::pairing {

Pairing played_pairing(const trf::Document &doc, int round) {
    Pairing p;
    for (const trf::PlayerRecord &rec : doc.players) {
        if (static_cast<int>(rec.rounds.size()) < round) continue;
        const trf::Cell &c = rec.rounds[static_cast<std::size_t>(round - 1)];
        if (c.opponent && c.colour == 'w') p.pairs.push_back({rec.start, c.opponent});
        if (!c.opponent && c.result == 'U') p.bye = rec.start;
    }
    return p;
}

int TournamentCheck::differing() const {
    int n = 0;
    for (const RoundCheck &r : rounds) n += r.differs();
    return n;
}

Expected<TournamentCheck> check_tournament(trf::Document doc, SwissSystem system) {
    // Double-Swiss: each match (two columns) is one round of the pairing.
    const bool matches = info(system).two_game_matches;
    const int rounds = matches ? trf::matches_played(doc) : doc.rounds_played();
    if (doc.total_rounds == 0) doc.total_rounds = matches ? 2 * rounds : rounds;
    if (rounds == 0)
        return Error{doc.players.empty() ? "the file has no player (001) record: nothing to check"
                                         : "no round of the file has been paired: nothing to check"};
    auto key = [](const Pairing &p) {
        std::set<std::pair<int, int>> s;
        for (const Pair &x : p.pairs) s.insert({x.white, x.black});
        s.insert({p.bye, 0});
        return s;
    };
    TournamentCheck out;
    for (int r = 1; r <= rounds; ++r) {
        auto in = matches ? trf::match_input(doc, r) : trf::round_input(doc, r);
        if (!in) return Error{(matches ? "match " : "round ") + std::to_string(r) + ": " + in.error()};
        RoundCheck round;
        round.round = r;
        const Pairing actual = played_pairing(doc, matches ? 2 * r - 1 : r); // a match: game 1's column
        round.broken = check_absolute(system, in->players, in->settings, actual);
        const Pairing engine = pair_swiss(system, in->players, in->settings);
        if (!engine.ok()) {
            round.engine_failure = engine.message.english();
        } else {
            const auto a = key(actual), e = key(engine);
            for (const auto &p : a)
                if (!e.count(p)) round.only_file.push_back(p);
            for (const auto &p : e)
                if (!a.count(p)) round.only_engine.push_back(p);
        }
        out.rounds.push_back(std::move(round));
    }
    return out;
}

} // namespace damka::pairing
