// Standings with every tie-break the host knows for 10,000 players after 11 rounds, on the
// synthetic Swiss of big_swiss.hpp.
#include "big_swiss.hpp"
#include "tournament/model/standings.hpp"

#include <benchmark/benchmark.h>

using namespace damka::tournament;

namespace {

using damka::bench::big_swiss;

void BM_StandingsAllTieBreaks(benchmark::State &state) {
    const EventData e = big_swiss(int(state.range(0)), 11);
    for (auto _ : state) {
        Standings st = compute_standings(e, 11);
        benchmark::DoNotOptimize(st.rows.data());
    }
    state.counters["players"] = double(state.range(0));
    state.counters["tiebreaks"] = double(e.info.tiebreaks.size());
}
BENCHMARK(BM_StandingsAllTieBreaks)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
