// Random tournaments for the checker and the benchmarks.
#include "generator.hpp"
#include "generator_players.hpp"

#include "core/message.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <random>
#include <sstream>
#include <stdexcept>

namespace damka::pairing {

namespace {

// Every key with the values it may take. The bounds keep the generator's arithmetic and the
// TRF it writes sound: start numbers and ratings fill 4 columns of a TRF-16 001 record, and
// an unchecked value once gave `PlayersNumber=nan` -> bad_alloc, `2147483647` -> 2 GB,
// `RoundsNumber=1e20` -> `XXR -2147483648` and an overflowing rating range.
struct Key {
    const char *name;
    double min, max;
    bool whole; // refuse fractions
    const char *zero; // what 0 means, if it is allowed below `min`
};
constexpr Key keys[] = {
    {"PlayersNumber", 2, 9999, true, "random 15..215"},
    {"RoundsNumber", 1, 99, true, "random 5..15"},
    {"DrawPercentage", 0, 100, true, nullptr},
    {"ForfeitRate", 0, 1'000'000, true, nullptr},
    {"RetiredRate", 0, 1'000'000, true, nullptr},
    {"HalfPointByeRate", 0, 1'000'000, true, nullptr},
    {"HighestRating", 0, 9999, true, nullptr},
    {"LowestRating", 0, 9999, true, nullptr},
    // A win worth nothing leaves every score 0: no score group to pair by. Points are tenths.
    {"PointsForWin", 0.1, 100, false, nullptr},
    {"PointsForDraw", 0, 100, false, nullptr},
};

std::string number_text(double v) {
    if (v == std::floor(v)) return std::to_string(static_cast<long long>(v));
    std::ostringstream o;
    o << v;
    return o.str();
}

} // namespace

Expected<GeneratorConfig> parse_generator_config(std::string_view text) {
    GeneratorConfig c;
    std::istringstream in{std::string(text)};
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        line.erase(std::remove_if(line.begin(), line.end(), [](unsigned char ch) { return std::isspace(ch); }),
                   line.end());
        if (line.empty()) continue;
        const auto eq = line.find('=');
        const std::string where = "line " + std::to_string(number) + ": ";
        if (eq == std::string::npos) return Error{where + "expected Key=Value, got '" + excerpt(line) + "'"};
        const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
        const Key *k = std::find_if(std::begin(keys), std::end(keys), [&](const Key &x) { return key == x.name; });
        if (k == std::end(keys)) return Error{where + "unknown key '" + excerpt(key) + "'"};
        const std::string range = number_text(k->min) + ".." + number_text(k->max) +
            (k->zero ? std::string(", or 0 for ") + k->zero : std::string());
        const std::string shown = excerpt(value);
        // Decimal only: strtod also reads C's hexadecimal "0x10" (16), which no one means here.
        if (value.find_first_of("xX") != std::string::npos)
            return Error{where + key + ": '" + shown + "' is not a decimal number (" + range + ")"};
        double v = 0;
        try {
            std::size_t used = 0;
            v = std::stod(value, &used);
            if (used != value.size()) throw std::invalid_argument(value);
        } catch (const std::exception &) {
            return Error{where + key + ": '" + shown + "' is not a number (" + range + ")"};
        }
        // NaN fails every comparison, so the test is written to let only good values through.
        const bool in_range = (v >= k->min && v <= k->max) || (k->zero && v == 0);
        if (!in_range) return Error{where + key + ": '" + shown + "' is outside " + range};
        if (k->whole && v != std::floor(v)) return Error{where + key + ": '" + shown + "' is not a whole number"};
        const int i = static_cast<int>(v);
        if (key == "PlayersNumber")
            c.players = i;
        else if (key == "RoundsNumber")
            c.rounds = i;
        else if (key == "DrawPercentage")
            c.draw_percentage = i;
        else if (key == "ForfeitRate")
            c.forfeit_rate = i;
        else if (key == "RetiredRate")
            c.retired_rate = i;
        else if (key == "HalfPointByeRate")
            c.half_point_bye_rate = i;
        else if (key == "HighestRating")
            c.highest_rating = i;
        else if (key == "LowestRating")
            c.lowest_rating = i;
        else if (key == "PointsForWin")
            c.win = points(v);
        else if (key == "PointsForDraw")
            c.draw = points(v);
    }
    if (c.lowest_rating > c.highest_rating) return Error{"LowestRating is above HighestRating"};
    return c;
}

Expected<trf::Document> generate_tournament(const GeneratorConfig &config, std::uint64_t seed, SwissSystem system) {
    if (info(system).two_game_matches) return generate_double_swiss(config, seed);
    std::mt19937_64 rng(seed);
    auto roll = [&](int one_in) { return one_in > 0 && rng() % static_cast<unsigned>(one_in) == 0; };
    const int n = config.players ? config.players : 15 + static_cast<int>(rng() % 201);
    const int rounds = config.rounds ? config.rounds : 5 + static_cast<int>(rng() % 11);

    trf::Document doc;
    doc.header.push_back("012 Damka random tournament, seed " + std::to_string(seed));
    // TRF-26 192 for every system but the Dutch (the endorsed engines' files name none).
    if (system != SwissSystem::Dutch) trf::name_system(doc, system, false, config.maxi_tournament);
    doc.total_rounds = std::max(rounds, config.planned_rounds); // Burstein 1.6.2 and Dutch 1.8 read it
    doc.initial_colour = Colour::White;
    doc.scoring.win = doc.scoring.pab = config.win;
    doc.scoring.draw = config.draw;
    detail::add_random_players(doc, n, config, rng);
    std::vector<bool> retired(static_cast<std::size_t>(n), false);
    for (int r = 1; r <= rounds; ++r) {
        // Absences decided before the pairing: withdrawals and requested half-point byes.
        for (int i = 0; i < n; ++i) {
            auto &p = doc.players[static_cast<std::size_t>(i)];
            if (!retired[static_cast<std::size_t>(i)] && r > 1 && roll(config.retired_rate * rounds))
                retired[static_cast<std::size_t>(i)] = true;
            p.rounds.resize(static_cast<std::size_t>(r - 1));
            if (retired[static_cast<std::size_t>(i)])
                p.rounds.push_back({0, '-', 'Z'});
            else if (roll(config.half_point_bye_rate))
                p.rounds.push_back({0, '-', 'H'});
        }
        auto in = trf::round_input(doc, r);
        if (!in) return Error{"round " + std::to_string(r) + ": " + in.error()};
        const Pairing pairing = pair_swiss(system, in->players, in->settings);
        if (!pairing.ok()) return Error{DAMKA_TR("Pairing", "round %1: %2").arg(r).arg(pairing.message)};
        auto card = [&](int start) -> trf::PlayerRecord & { return doc.players[static_cast<std::size_t>(start - 1)]; };
        for (const Pair &p : pairing.pairs) {
            // Expected score from the rating difference (the FIDE logistic curve).
            const double dw = card(p.white).rating - card(p.black).rating;
            const double expect = 1.0 / (1.0 + std::pow(10.0, -dw / 400.0));
            const double draws = config.draw_percentage / 100.0;
            const double u = std::uniform_real_distribution<double>(0, 1)(rng);
            char rw = '=', rb = '=';
            if (roll(config.forfeit_rate)) {
                const bool white_wins = u < expect;
                rw = white_wins ? '+' : '-';
                rb = white_wins ? '-' : '+';
            } else if (u < expect * (1 - draws))
                rw = '1', rb = '0';
            else if (u > 1 - (1 - expect) * (1 - draws))
                rw = '0', rb = '1';
            card(p.white).rounds.resize(static_cast<std::size_t>(r - 1));
            card(p.black).rounds.resize(static_cast<std::size_t>(r - 1));
            card(p.white).rounds.push_back({p.black, 'w', rw});
            card(p.black).rounds.push_back({p.white, 'b', rb});
        }
        if (pairing.bye) {
            card(pairing.bye).rounds.resize(static_cast<std::size_t>(r - 1));
            card(pairing.bye).rounds.push_back({0, '-', 'U'});
        }
        for (auto &p : doc.players) {
            p.rounds.resize(static_cast<std::size_t>(r), trf::Cell{});
            p.points = 0;
            for (const trf::Cell &c : p.rounds) p.points += doc.scoring.of(c.result);
        }
    }
    return doc;
}

} // namespace damka::pairing
