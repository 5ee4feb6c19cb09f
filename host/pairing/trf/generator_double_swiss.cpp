// The random tournament generator for the Double-Swiss system (C.04.5): every pairing a match
// of two games with reversed colours, each game's result drawn by lot; single forfeited games
// (the match still regularly played) and whole matches ended by forfeit; each match written as
// two TRF round columns under record 192 FIDE_DOUBLESWISS.
#include "generator.hpp"
#include "generator_players.hpp"

#include <algorithm>
#include <cmath>
#include <random>

namespace damka::pairing {

Expected<trf::Document> generate_double_swiss(const GeneratorConfig &config, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    auto roll = [&](int one_in) { return one_in > 0 && rng() % static_cast<unsigned>(one_in) == 0; };
    const int n = config.players ? config.players : 15 + static_cast<int>(rng() % 201);
    const int matches = config.rounds ? config.rounds : 5 + static_cast<int>(rng() % 11);

    trf::Document doc;
    doc.header.push_back("012 Damka random Double-Swiss tournament, seed " + std::to_string(seed));
    trf::name_system(doc, SwissSystem::DoubleSwiss); // TRF-26 192, its ETT26 code
    doc.total_rounds = 2 * matches; // 142 counts columns: two a match
    doc.initial_colour = Colour::White;
    doc.scoring.win = config.win;
    doc.scoring.draw = config.draw;
    doc.scoring.pab = config.win + config.draw; // C.04.5 1.4: a game won and a game drawn
    detail::add_random_players(doc, n, config, rng);
    auto card = [&](int start) -> trf::PlayerRecord & { return doc.players[static_cast<std::size_t>(start - 1)]; };
    auto put = [&](int start, int m, trf::Cell g1, trf::Cell g2) {
        auto &r = card(start).rounds;
        r.resize(static_cast<std::size_t>(2 * m - 2));
        r.push_back(g1);
        r.push_back(g2);
    };
    // One game: the results of the player with White and of the one with Black.
    auto game = [&](int white, int black) -> std::pair<char, char> {
        if (roll(config.forfeit_rate)) return roll(2) ? std::pair{'+', '-'} : std::pair{'-', '+'};
        const double dw = card(white).rating - card(black).rating;
        const double expect = 1.0 / (1.0 + std::pow(10.0, -dw / 400.0));
        const double draws = config.draw_percentage / 100.0;
        const double u = std::uniform_real_distribution<double>(0, 1)(rng);
        if (u < expect * (1 - draws)) return {'1', '0'};
        if (u > 1 - (1 - expect) * (1 - draws)) return {'0', '1'};
        return {'=', '='};
    };
    std::vector<bool> retired(static_cast<std::size_t>(n), false);
    for (int m = 1; m <= matches; ++m) {
        for (int i = 0; i < n; ++i) { // withdrawals and requested half-point byes, before the pairing
            const int start = i + 1;
            if (!retired[static_cast<std::size_t>(i)] && m > 1 && roll(config.retired_rate * matches))
                retired[static_cast<std::size_t>(i)] = true;
            card(start).rounds.resize(static_cast<std::size_t>(2 * m - 2));
            if (retired[static_cast<std::size_t>(i)])
                put(start, m, {0, '-', 'Z'}, {0, '-', 'Z'});
            else if (roll(config.half_point_bye_rate))
                put(start, m, {0, '-', 'H'}, {0, '-', 'H'});
        }
        auto in = trf::match_input(doc, m);
        if (!in) return Error{"match " + std::to_string(m) + ": " + in.error()};
        const Pairing pairing = pair_double_swiss(in->players, in->settings);
        if (!pairing.ok()) return Error{DAMKA_TR("Pairing", "round %1: %2").arg(m).arg(pairing.message)};
        for (const Pair &p : pairing.pairs) {
            char w1, b1, w2, b2;
            if (config.forfeit_rate > 0 && roll(2 * config.forfeit_rate)) { // a match ended by forfeit
                const bool both = roll(4), white_absent = roll(2);
                w1 = w2 = both || white_absent ? '-' : '+';
                b1 = b2 = both || !white_absent ? '-' : '+';
            } else {
                std::tie(w1, b1) = game(p.white, p.black);
                std::tie(b2, w2) = game(p.black, p.white); // game 2: colours reversed
            }
            put(p.white, m, {p.black, 'w', w1}, {p.black, 'b', w2});
            put(p.black, m, {p.white, 'b', b1}, {p.white, 'w', b2});
        }
        if (pairing.bye) put(pairing.bye, m, {0, '-', 'U'}, {0, '-', 'U'});
        for (auto &p : doc.players) {
            p.rounds.resize(static_cast<std::size_t>(2 * m), trf::Cell{});
            p.points = 0;
            for (int r = 1; r <= 2 * m; ++r) p.points += trf::column_points(doc, p, r);
        }
    }
    return doc;
}

} // namespace damka::pairing
