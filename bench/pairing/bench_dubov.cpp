// Pairs one round of a generated Dubov tournament (FIDE C.04.4.1): rounds 1..6 generated and
// paired by the Dubov engine beforehand, outside the timing; then round 7 is timed, as a middle
// round of a 9-round event and as the last round ([C8]-[C10] off). The target: a 1,000-player
// round in under 5 s.
#include "pairing/trf/generator.hpp"

#include <benchmark/benchmark.h>

#include <map>
#include <stdexcept>

using namespace damka::pairing;

namespace {

constexpr int kRoundsPlayed = 6;

const trf::RoundInput &input_for(int players, bool final_round) {
    static std::map<std::pair<int, bool>, trf::RoundInput> cache;
    auto it = cache.find({players, final_round});
    if (it != cache.end()) return it->second;
    GeneratorConfig c;
    c.players = players;
    c.rounds = kRoundsPlayed;
    c.forfeit_rate = 50;
    c.half_point_bye_rate = 50;
    auto doc = generate_tournament(c, 2026, SwissSystem::Dubov);
    if (!doc) throw std::runtime_error(doc.error());
    doc->total_rounds = final_round ? kRoundsPlayed + 1 : 9;
    auto in = trf::round_input(*doc, kRoundsPlayed + 1);
    if (!in) throw std::runtime_error(in.error());
    return cache.emplace(std::pair{players, final_round}, std::move(*in)).first->second;
}

void BM_DubovRound(benchmark::State &state) {
    const trf::RoundInput &in = input_for(static_cast<int>(state.range(0)), state.range(1) != 0);
    for (auto _ : state) {
        Pairing p = pair_dubov(in.players, in.settings);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

// Round 1 of 1,000: one bracket of everybody (3.2.3, first half by TPN).
void BM_DubovFirstRound(benchmark::State &state) {
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
        Pairing p = pair_dubov(ps, s);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

} // namespace

// Arguments: players, final round (0/1).
BENCHMARK(BM_DubovRound)->ArgsProduct({{100, 500, 1000}, {0, 1}})->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_DubovFirstRound)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
