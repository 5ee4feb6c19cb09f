// Pairs round 7 of a generated Swiss (rounds 1..R-1 generated and paired by the engine
// beforehand, outside the timing): the cost of one round for an arbiter at the board.
#include "pairing/trf/generator.hpp"

#include <benchmark/benchmark.h>

#include <map>

using namespace damka::pairing;

namespace {

constexpr int kRoundsPlayed = 6; // pair round 7 of a 9-round Swiss

// `final_round`: round 7 is the last one, so the topscorer rules (A.7, C3, C8, C9) apply.
const trf::RoundInput &input_for(int players, bool final_round) {
    static std::map<std::pair<int, bool>, trf::RoundInput> cache;
    auto it = cache.find({players, final_round});
    if (it != cache.end()) return it->second;
    GeneratorConfig c;
    c.players = players;
    c.rounds = kRoundsPlayed;
    c.forfeit_rate = 50;
    c.half_point_bye_rate = 50;
    auto doc = generate_tournament(c, 2026);
    if (!doc) throw std::runtime_error(doc.error());
    doc->total_rounds = final_round ? kRoundsPlayed + 1 : 9;
    auto in = trf::round_input(*doc, kRoundsPlayed + 1);
    if (!in) throw std::runtime_error(in.error());
    return cache.emplace(std::pair{players, final_round}, std::move(*in)).first->second;
}

void BM_DutchRound(benchmark::State &state) {
    const trf::RoundInput &in = input_for(static_cast<int>(state.range(0)), state.range(1) != 0);
    for (auto _ : state) {
        Pairing p = pair_dutch(in.players, in.settings);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

} // namespace

// Arguments: players, final round (0/1).
BENCHMARK(BM_DutchRound)
    ->ArgsProduct({{100, 500, 1000, 2000, 5000}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_MAIN();
