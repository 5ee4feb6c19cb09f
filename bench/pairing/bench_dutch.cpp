// Pairs round 7 of a generated Swiss (rounds 1..R-1 generated and paired by the engine
// beforehand, outside the timing): the cost of one round for an arbiter at the board.
#include "pairing/trf/generator.hpp"

#include <benchmark/benchmark.h>

#include <fstream>
#include <map>
#include <string>

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

// An online-sized Swiss of 11 rounds: rounds 1-10 generated and paired once (outside the
// timing, about 10 minutes for 10,000 players); each timed round is paired from the rounds
// before it, so round 2 (two huge score groups), a middle round and the last round
// (topscorers, C.04.3 1.8) come from one tournament.
constexpr int kOnlineRounds = 11;

const trf::Document &online_tournament(int players) {
    static std::map<int, trf::Document> cache;
    auto it = cache.find(players);
    if (it != cache.end()) return it->second;
    GeneratorConfig c;
    c.players = players;
    c.rounds = kOnlineRounds - 1;
    c.planned_rounds = kOnlineRounds;
    c.forfeit_rate = 50;
    c.half_point_bye_rate = 50;
    auto doc = generate_tournament(c, 2026);
    if (!doc) throw std::runtime_error(doc.error()); // its total_rounds is planned_rounds
    return cache.emplace(players, std::move(*doc)).first->second;
}

// The process's peak resident size (VmHWM) in MB, 0 where /proc does not tell it.
double peak_resident_mb() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024.0; // in kB
    return 0;
}

void BM_DutchOnline(benchmark::State &state) {
    const int players = static_cast<int>(state.range(0)), round = static_cast<int>(state.range(1));
    auto in = trf::round_input(online_tournament(players), round);
    if (!in) {
        state.SkipWithError(in.error().c_str());
        return;
    }
    std::ofstream("/proc/self/clear_refs") << "5"; // Linux: the peak resident size starts again from here
    for (auto _ : state) {
        Pairing p = pair_dutch(in->players, in->settings);
        if (!p.ok()) state.SkipWithError(p.message.english().c_str());
        benchmark::DoNotOptimize(p);
    }
    state.counters["peak_rss_mb"] = peak_resident_mb();
}

} // namespace

// Arguments: players, final round (0/1).
BENCHMARK(BM_DutchRound)
    ->ArgsProduct({{100, 500, 1000, 2000, 5000}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
// Arguments: players, round of 11 (2: two huge score groups; 6: a middle round; 11: the last).
BENCHMARK(BM_DutchOnline)->ArgsProduct({{1000, 5000, 10000}, {2, 6, 11}})->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
