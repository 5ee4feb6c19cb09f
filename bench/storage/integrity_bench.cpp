// How long the event file's integrity checks take on a large event: the 2,000-player, 9-round
// Swiss of big_swiss.hpp stored as Damka stores it (TRF import), with an audit entry per game
// and bye as `result set` leaves them. Each iteration opens the file read-only, as a command
// does (SQLite's page cache cold, the operating system's warm), and runs the check.
#include "bench/tournament/big_swiss.hpp"
#include "storage/audit_log.hpp"
#include "storage/integrity.hpp"
#include "tournament/exchange/trf_exchange.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <iostream>

namespace {

using namespace damka;

constexpr int kPlayers = 2000;
constexpr int kRounds = 9;

// The event file, built once for every benchmark.
const QString &event_file() {
    static QTemporaryDir dir;
    static const QString file = [] {
        const QString f = dir.filePath(QStringLiteral("open.db"));
        tournament::EventData e = bench::big_swiss(kPlayers, kRounds);
        e.info.variant = "russian";
        e.info.tiebreaks = {"BH-C1", "BH", "SB", "DE", "WIN"};
        const Expected<std::string> trf = tournament::export_trf(e, kRounds);
        if (!trf) {
            std::cerr << "export: " << trf.error() << '\n';
            std::exit(1);
        }
        Expected<tournament::Event> ev = tournament::import_trf(f, *trf, {});
        if (!ev) {
            std::cerr << "import: " << ev.error() << '\n';
            std::exit(1);
        }
        storage::Database &db = ev->db();
        db.transaction([&] {
            for (const tournament::Round &r : e.rounds) {
                for (const tournament::RoundGame &g : r.games)
                    storage::append_audit(db, QStringLiteral("IA Bench"), QStringLiteral("result.set"),
                                          QStringLiteral("round %1 board %2").arg(r.number).arg(g.board), {},
                                          {{QStringLiteral("round"), r.number},
                                           {QStringLiteral("board"), g.board},
                                           {QStringLiteral("result"), QStringLiteral("1-0")}});
                for (const tournament::Bye &b : r.byes)
                    storage::append_audit(db, QStringLiteral("IA Bench"), QStringLiteral("bye.set"),
                                          QStringLiteral("round %1 player %2").arg(r.number).arg(b.player), {},
                                          {{QStringLiteral("round"), r.number}, {QStringLiteral("player"), b.player}});
            }
        });
        return f;
    }();
    return file;
}

void check(benchmark::State &state, storage::Depth depth) {
    const QString &file = event_file();
    for (auto _ : state) {
        storage::Database db = storage::Database::open_sqlite(file, storage::Access::Read);
        storage::check_integrity(db, depth);
    }
    state.counters["file_MiB"] = double(QFileInfo(file).size()) / (1024.0 * 1024.0);
}

void BM_QuickCheck(benchmark::State &state) { check(state, storage::Depth::Quick); }
void BM_IntegrityCheck(benchmark::State &state) { check(state, storage::Depth::Full); }
// The open alone, to tell the check's share from it.
void BM_OpenOnly(benchmark::State &state) {
    const QString &file = event_file();
    for (auto _ : state) benchmark::DoNotOptimize(storage::Database::open_sqlite(file, storage::Access::Read).file());
}

BENCHMARK(BM_OpenOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_QuickCheck)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IntegrityCheck)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv); // Qt Sql's drivers need an application object
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
