// Linear time in the input size for every parser of user files (issue 13, part 3): each case
// builds an input of size N shaped to hit a known quadratic path, and Complexity() fits the
// time. Before the fixes: 80k tags took 19 s, a line of 400k '[' 6 s, 4k imported rows 19 s.
#include "tournament/service/event.hpp"
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_tags.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "pairing/trf/trf.hpp"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <string>

namespace {

using damka::pdn::read_pdn;

QByteArray repeat(const QByteArray &unit, int64_t n) {
    QByteArray s;
    s.reserve(unit.size() * n);
    for (int64_t i = 0; i < n; ++i) s += unit;
    return s;
}

void pdn(benchmark::State &state, const QByteArray &text, size_t games) {
    for (auto _ : state) {
        const auto f = read_pdn(text);
        if (f.games.size() != games) state.SkipWithError("unexpected number of games");
        benchmark::DoNotOptimize(f);
    }
    state.SetComplexityN(state.range(0));
    state.SetBytesProcessed(int64_t(state.iterations()) * text.size());
}

// One game with N distinct tags (the duplicate check searched every earlier tag).
void PdnManyTags(benchmark::State &state) {
    QByteArray text;
    for (int64_t i = 0; i < state.range(0); ++i) text += "[T" + QByteArray::number(qlonglong(i)) + " \"v\"]\n";
    text += "1. 32-28 *\n";
    pdn(state, text, 1);
}

// A line of N '[' (each error's resync rescanned the line).
void PdnLineOfBrackets(benchmark::State &state) { pdn(state, repeat("[", state.range(0)), 1); }

// One move followed by N variations (a search for a move before each '(').
void PdnManyVariations(benchmark::State &state) {
    pdn(state, "1. 32-28 " + repeat("(32-27) ", state.range(0)) + "*\n", 1);
}

// N games, each with an unclosed '{' (each scanned to the end of the file).
void PdnUnclosedComments(benchmark::State &state) {
    pdn(state, repeat("[Event \"e\"]\n1. 32-28 {\n\n", state.range(0)), size_t(state.range(0)));
}

// N small games; a stray Latin-1 byte in the middle.
void PdnManyGames(benchmark::State &state) {
    QByteArray text =
        repeat("[Event \"\xc3\xa9t\xc3\xa9\"]\n1. 32-28 19-23 2. 37-32 14-19 1-0\n\n", state.range(0) / 2);
    text += "[Event \"\xe9\"]\n1. 32-28 *\n\n";
    text += repeat("[Event \"e\"]\n1. 32-28 19-23 2. 37-32 14-19 1-0\n\n", state.range(0) / 2);
    pdn(state, text, size_t(state.range(0) / 2 * 2 + 1));
}

// A FEN tag value listing N squares.
void FenManySquares(benchmark::State &state) {
    QString fen = QStringLiteral("W:W");
    // Up to 4096 pieces (a 64 x 64 board; parse_fen refuses more).
    for (int64_t i = 0; i < state.range(0); ++i) fen += (i ? QStringLiteral(",") : QString()) + QString::number(1 + i);
    for (auto _ : state) benchmark::DoNotOptimize(damka::pdn::parse_fen(fen));
    state.SetComplexityN(state.range(0));
}

// N players in TRF-16 columns (as trf::write lays them out), one round played between
// neighbours: every 001 line and every opponent is looked up.
std::string trf_text(int64_t n) {
    std::string t = "012 Bench\nXXR 1\n";
    for (int64_t i = 1; i <= n; ++i) {
        const long long opponent = i % 2 ? (i < n ? i + 1 : 0) : i - 1;
        char line[160];
        std::snprintf(line, sizeof line, "001 %4lld m    %-33s %4d %3s %11s %10s %4s %4s  %4lld %c %c\n", (long long)i,
                      ("Player " + std::to_string(i)).c_str(), 1500, "", "", "", "1.0", "", opponent,
                      opponent ? (i % 2 ? 'w' : 'b') : '-', opponent ? (i % 2 ? '1' : '0') : 'U');
        t += line;
    }
    return t;
}

void TrfManyPlayers(benchmark::State &state) {
    const std::string text = trf_text(state.range(0));
    for (auto _ : state) {
        auto doc = damka::pairing::trf::read(text);
        if (!doc || doc->players.size() != size_t(state.range(0)))
            state.SkipWithError(doc ? "player count" : doc.error().c_str());
        benchmark::DoNotOptimize(doc);
    }
    state.SetComplexityN(state.range(0));
}

std::string csv_text(int64_t n) {
    std::string t = "name,rating,federation,birth_year\n";
    for (int64_t i = 1; i <= n; ++i)
        t += "Player " + std::to_string(i) + "," + std::to_string(1000 + i % 1500) + ",RUS,1990\n";
    return t;
}

void CsvManyRows(benchmark::State &state) {
    const std::string text = csv_text(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(damka::tournament::parse_player_csv(text));
    state.SetComplexityN(state.range(0));
}

// `damka player import` of N rows into a fresh SQLite event (one transaction).
void PlayerImport(benchmark::State &state) {
    const std::string text = csv_text(state.range(0));
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        damka::tournament::TournamentInfo info;
        info.name = "Bench";
        info.rounds = 9;
        auto ev = damka::tournament::Event::create(dir.filePath(QStringLiteral("e.db")), info);
        if (!ev) {
            state.SkipWithError(ev.error().c_str());
            break;
        }
        state.ResumeTiming();
        auto done = import_players_csv(*ev, text);
        if (!done) state.SkipWithError(done.error().c_str());
    }
    state.SetComplexityN(state.range(0));
}

} // namespace

BENCHMARK(PdnManyTags)->RangeMultiplier(2)->Range(10'000, 640'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(PdnLineOfBrackets)->RangeMultiplier(2)->Range(50'000, 400'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(PdnManyVariations)->RangeMultiplier(2)->Range(10'000, 80'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(PdnUnclosedComments)->RangeMultiplier(2)->Range(5'000, 40'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(PdnManyGames)->RangeMultiplier(2)->Range(5'000, 40'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(FenManySquares)->RangeMultiplier(2)->Range(500, 4'000)->Complexity()->Unit(benchmark::kMicrosecond);
BENCHMARK(TrfManyPlayers)->RangeMultiplier(2)->Range(1'000, 8'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(CsvManyRows)->RangeMultiplier(2)->Range(10'000, 80'000)->Complexity()->Unit(benchmark::kMillisecond);
BENCHMARK(PlayerImport)
    ->RangeMultiplier(2)
    ->Range(500, 4'000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

BENCHMARK_MAIN();
