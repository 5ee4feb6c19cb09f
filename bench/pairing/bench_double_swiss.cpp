// Pairs one match round of a generated Double-Swiss tournament (FIDE C.04.5): matches 1..4
// generated and paired by the engine beforehand, outside the timing (two games a match, single
// forfeited games, whole-match forfeits, requested byes); then match 5 is timed as a middle
// round of a 9-match event ([C7]/[C8] in force) and as the last round (they lapse). Round 1 of
// 1,000 players is one bracket of everybody. The target: a 1,000-player round in under 5 s.
#include "pairing/trf/generator.hpp"

#include <benchmark/benchmark.h>

#include <map>
#include <stdexcept>

using namespace damka::pairing;

namespace {

constexpr int kMatchesPlayed = 4;

const trf::RoundInput &input_for(int players, bool final_round) {
    static std::map<std::pair<int, bool>, trf::RoundInput> cache;
    auto it = cache.find({players, final_round});
    if (it != cache.end()) return it->second;
    GeneratorConfig c;
    c.players = players;
    c.rounds = kMatchesPlayed;
    c.forfeit_rate = 50;
    c.half_point_bye_rate = 50;
    auto doc = generate_tournament(c, 2026, SwissSystem::DoubleSwiss);
    if (!doc) throw std::runtime_error(doc.error());
    doc->total_rounds = 2 * (final_round ? kMatchesPlayed + 1 : 9);
    auto in = trf::match_input(*doc, kMatchesPlayed + 1);
    if (!in) throw std::runtime_error(in.error());
    return cache.emplace(std::pair{players, final_round}, std::move(*in)).first->second;
}

void BM_DoubleSwissRound(benchmark::State &state) {
    const trf::RoundInput &in = input_for(static_cast<int>(state.range(0)), state.range(1) != 0);
    for (auto _ : state) {
        Pairing p = pair_double_swiss(in.players, in.settings);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

// Round 1: one bracket of everybody, paired by the fold (3.6: identifier 1 2 ... k k+1 ... 2k).
void BM_DoubleSwissFirstRound(benchmark::State &state) {
    std::vector<Player> ps;
    for (int i = 1; i <= state.range(0); ++i) {
        Player p;
        p.start = i;
        ps.push_back(p);
    }
    Settings s;
    s.round = 1;
    s.total_rounds = 9;
    for (auto _ : state) {
        Pairing p = pair_double_swiss(ps, s);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
}

} // namespace

// Arguments: players, final round (0/1).
BENCHMARK(BM_DoubleSwissRound)->ArgsProduct({{100, 500, 1000}, {0, 1}})->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_DoubleSwissFirstRound)->Arg(1000)->Arg(1001)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
