// Pairs one round of a generated Burstein tournament (FIDE C.04.4.2) of 9 rounds: the seeding
// rounds 1-4 (1.6.2: min(9/2, 4)) are Dutch rounds; the rounds before the timed one are
// generated outside the timing (by the Burstein engine), then round 5 (the first ranked by the
// Index) or round 7 is timed. The target: a 1,000-player round in under 5 s.
#include "pairing/trf/generator.hpp"

#include <benchmark/benchmark.h>

#include <map>
#include <stdexcept>

using namespace damka::pairing;

namespace {

const trf::RoundInput &input_for(int players, int round) {
    static std::map<std::pair<int, int>, trf::RoundInput> cache;
    auto it = cache.find({players, round});
    if (it != cache.end()) return it->second;
    GeneratorConfig c;
    c.players = players;
    c.rounds = round - 1;
    c.forfeit_rate = 50;
    c.half_point_bye_rate = 50;
    // Generated as a 9-round event: its first four rounds are the seeding rounds.
    c.planned_rounds = 9;
    auto doc = generate_tournament(c, 2026, SwissSystem::Burstein);
    if (!doc) throw std::runtime_error(doc.error());
    doc->total_rounds = 9;
    auto in = trf::round_input(*doc, round);
    if (!in) throw std::runtime_error(in.error());
    return cache.emplace(std::pair{players, round}, std::move(*in)).first->second;
}

void BM_BursteinRound(benchmark::State &state) {
    const trf::RoundInput &in = input_for(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    for (auto _ : state) {
        Pairing p = pair_burstein(in.players, in.settings);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

} // namespace

// Arguments: players, the round timed (5: the first after the seeding rounds; 7: a later one).
BENCHMARK(BM_BursteinRound)->ArgsProduct({{100, 500, 1000}, {5, 7}})->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
