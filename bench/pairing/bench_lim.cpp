// Pairs one round of a generated Lim tournament (FIDE C.04.4.3): rounds 1..6 generated and
// paired by the Lim engine beforehand, outside the timing; then round 7 is timed, as a middle
// round of a 9-round event, as the last round (Article 6: colour limits lifted), and as a
// Maxi-tournament middle round. The target: a 1,000-player round in under 5 s.
#include "pairing/trf/generator.hpp"

#include <benchmark/benchmark.h>

#include <map>
#include <stdexcept>
#include <tuple>

using namespace damka::pairing;

namespace {

constexpr int kRoundsPlayed = 6;

const trf::RoundInput &input_for(int players, bool final_round, bool maxi) {
    static std::map<std::tuple<int, bool, bool>, trf::RoundInput> cache;
    const auto key = std::tuple{players, final_round, maxi};
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    GeneratorConfig c;
    c.players = players;
    c.rounds = kRoundsPlayed;
    c.forfeit_rate = 50;
    c.half_point_bye_rate = 50;
    c.maxi_tournament = maxi;
    auto doc = generate_tournament(c, 2026, SwissSystem::Lim);
    if (!doc) throw std::runtime_error(doc.error());
    doc->total_rounds = final_round ? kRoundsPlayed + 1 : 9;
    auto in = trf::round_input(*doc, kRoundsPlayed + 1);
    if (!in) throw std::runtime_error(in.error());
    return cache.emplace(key, std::move(*in)).first->second;
}

void BM_LimRound(benchmark::State &state) {
    const trf::RoundInput &in = input_for(static_cast<int>(state.range(0)), state.range(1) != 0, state.range(2) != 0);
    for (auto _ : state) {
        Pairing p = pair_lim(in.players, in.settings);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

// Round 1 of 1,000: one group of everybody (7.2).
void BM_LimFirstRound(benchmark::State &state) {
    std::vector<Player> ps;
    for (int i = 1; i <= state.range(0); ++i) {
        Player p;
        p.start = i;
        p.rating = 2800 - i;
        ps.push_back(p);
    }
    Settings s;
    s.round = 1;
    s.total_rounds = 9;
    for (auto _ : state) {
        Pairing p = pair_lim(ps, s);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

} // namespace

// Arguments: players, final round (0/1), Maxi-tournament (0/1).
BENCHMARK(BM_LimRound)
    ->ArgsProduct({{100, 500, 1000}, {0, 1}, {0}})
    ->Args({1000, 0, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK(BM_LimFirstRound)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
