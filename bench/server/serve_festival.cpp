// A festival under load (issue 45): `damka serve --dir` over a folder of --sections events of
// --players each (a Swiss, round 1 published), --streams event streams spread evenly over the
// sections (/t/<slug>/api/v1/stream) and --festival-streams on the festival's own stream
// (/api/v1/stream). Results are entered one after another, turn by turn in each section, with
// one festival chief token (`damka festival token`); for each, the time from its POST until
// every stream of that section and every festival stream has a newer id. Also counted: ids
// arriving on other sections' streams meanwhile (there should be none), the server's RSS and
// its CPU time, idle with the streams open (--idle-seconds) and over the results. Exits 1 when a result is refused or a delivery is missing
// (5 s), so a smoke run is a check (ctest -L slow -R serve_festival).
//   damka_bench_serve_festival [--sections 10] [--players 200] [--streams 1000] [--festival-streams 50]
//                              [--results 200] [--interval-ms 100] [--idle-seconds 5]
#include "serve_harness.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

using namespace damka;

using bench::option;
using bench::percentile;
using bench::proc_status;

namespace {

void spin(const std::function<bool()> &done, int max_ms) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < max_ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

// One open event stream: the newest id it has seen, and when (ns on the bench's clock).
struct Stream {
    std::unique_ptr<QTcpSocket> socket;
    int section = -1; // -1: the festival's own stream
    qint64 last_id = 0;
    qint64 last_ns = 0;
};

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int sections = option(args, QStringLiteral("--sections"), 10);
    const int players = option(args, QStringLiteral("--players"), 200);
    const int section_streams = option(args, QStringLiteral("--streams"), 1000);
    const int festival_streams = option(args, QStringLiteral("--festival-streams"), 50);
    const int results = option(args, QStringLiteral("--results"), 200);
    const int interval_ms = option(args, QStringLiteral("--interval-ms"), 100);
    const int idle_seconds = std::max(1, option(args, QStringLiteral("--idle-seconds"), 5));
    const int boards = players / 2;
    bench::raise_file_limit(); // `damka serve` inherits it

    QTemporaryDir dir;
    QElapsedTimer made;
    made.start();
    std::vector<QByteArray> slugs;
    for (int s = 0; s < sections; ++s) {
        slugs.push_back(QStringLiteral("open-%1").arg(s + 1, 2, 10, QLatin1Char('0')).toLatin1());
        bench::make_event(dir.filePath(QString::fromLatin1(slugs.back()) + QStringLiteral(".db")), players);
    }
    const double made_s = double(made.elapsed()) / 1000.0;
    const QByteArray token = bench::festival_token(dir.path());
    const int all_streams = section_streams + festival_streams;
    bench::ServeProcess serve;
    serve.start_festival(dir.path(), all_streams + 200, all_streams + 100);
    const quint16 port = serve.port;
    const QByteArray rss_idle = proc_status(serve.pid(), "VmRSS:");

    QElapsedTimer clock;
    clock.start();
    std::vector<Stream> streams(static_cast<size_t>(all_streams));
    for (int i = 0; i < all_streams; ++i) {
        Stream &st = streams[size_t(i)];
        st.section = i < section_streams ? i % sections : -1;
        st.socket = std::make_unique<QTcpSocket>();
        QTcpSocket *raw = st.socket.get();
        const QByteArray path =
            st.section < 0 ? QByteArray("/api/v1/stream") : "/t/" + slugs[size_t(st.section)] + "/api/v1/stream";
        QObject::connect(raw, &QTcpSocket::connected, [raw, path] {
            raw->write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n");
        });
        QObject::connect(raw, &QTcpSocket::readyRead, [raw, &st, &clock] {
            for (const QByteArray &line : raw->readAll().split('\n'))
                if (line.startsWith("id: ")) {
                    const qint64 id = line.mid(4).toLongLong();
                    if (id > st.last_id) st.last_id = id, st.last_ns = clock.nsecsElapsed();
                }
        });
        raw->connectToHost(QStringLiteral("127.0.0.1"), port);
    }
    // Every stream is open once it has its first id (sent at once: no Last-Event-ID).
    auto opened = [&] {
        int n = 0;
        for (const Stream &st : streams) n += st.last_id > 0;
        return n;
    };
    spin([&] { return opened() == all_streams; }, 30000);
    const int open_streams = opened();
    const QByteArray rss_streams = proc_status(serve.pid(), "VmRSS:");
    // Idle with every stream open: what the sections' polls of their audit logs cost.
    const double idle_cpu_before = bench::proc_cpu_seconds(serve.pid());
    spin([] { return false; }, idle_seconds * 1000);
    const double idle_cpu = (bench::proc_cpu_seconds(serve.pid()) - idle_cpu_before) / idle_seconds;

    // The results, one at a time: section r % sections, its boards in turn, the other result
    // each time a board comes round again (a correction).
    std::vector<double> latency_ms, acknowledged_ms;
    int refused = 0, missing = 0, crosstalk = 0;
    const double cpu_before = bench::proc_cpu_seconds(serve.pid());
    const qint64 results_start = clock.nsecsElapsed();
    for (int r = 0; r < results; ++r) {
        const qint64 slot = clock.elapsed() + interval_ms;
        const int section = r % sections;
        const int board = 1 + (r / sections) % boards;
        const QByteArray body = (r / sections / boards) % 2 ? R"({"result":"0-1"})" : R"({"result":"1-0"})";
        std::vector<qint64> before(streams.size());
        for (size_t i = 0; i < streams.size(); ++i) before[i] = streams[i].last_id;
        auto waits_for = [&](const Stream &st) { return st.section == section || st.section < 0; };
        QTcpSocket post;
        QByteArray answer;
        qint64 posted_ns = -1, answered_ns = -1;
        QObject::connect(&post, &QTcpSocket::connected, [&] {
            posted_ns = clock.nsecsElapsed();
            post.write("POST /t/" + slugs[size_t(section)] + "/api/v1/rounds/1/boards/" + QByteArray::number(board) +
                       "/result HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer " + token +
                       "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        QObject::connect(&post, &QTcpSocket::readyRead, [&] {
            answer += post.readAll();
            if (answered_ns < 0 && answer.contains("\r\n\r\n")) answered_ns = clock.nsecsElapsed();
        });
        post.connectToHost(QStringLiteral("127.0.0.1"), port);
        auto delivered = [&] {
            for (size_t i = 0; i < streams.size(); ++i)
                if (waits_for(streams[i]) && streams[i].last_id <= before[i]) return false;
            return answered_ns >= 0;
        };
        spin(delivered, 5000);
        if (!answer.startsWith("HTTP/1.1 200")) {
            ++refused;
            std::fprintf(stderr, "result %d (/t/%s/ board %d) refused: %s\n", r, slugs[size_t(section)].constData(),
                         board, answer.left(200).constData());
        } else {
            acknowledged_ms.push_back(double(answered_ns - posted_ns) / 1e6);
        }
        for (size_t i = 0; i < streams.size(); ++i) {
            const Stream &st = streams[i];
            if (!waits_for(st)) {
                crosstalk += st.last_id > before[i];
                continue;
            }
            if (st.last_id > before[i])
                latency_ms.push_back(double(st.last_ns - posted_ns) / 1e6);
            else
                ++missing;
        }
        spin([&] { return clock.elapsed() >= slot; }, interval_ms);
    }
    const double results_s = double(clock.nsecsElapsed() - results_start) / 1e9;
    const double cpu_s = bench::proc_cpu_seconds(serve.pid()) - cpu_before;
    const QByteArray rss_end = proc_status(serve.pid(), "VmRSS:"), hwm = proc_status(serve.pid(), "VmHWM:");
    serve.process.terminate();
    serve.process.waitForFinished(5000);

    const int per_result = section_streams / sections + festival_streams;
    std::printf("damka serve --dir: a festival of %d sections x %d players (made in %.1f s)\n", sections, players,
                made_s);
    std::printf("  event streams open:        %d of %d (%d per section, %d on the festival's own)\n", open_streams,
                all_streams, section_streams / sections, festival_streams);
    std::printf("  results entered:           %d (%d refused), one every %d ms at most, over %.1f s\n", results,
                refused, interval_ms, results_s);
    std::printf("  acknowledged:              p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                percentile(acknowledged_ms, 0.5), percentile(acknowledged_ms, 0.99), percentile(acknowledged_ms, 1.0));
    std::printf(
        "  result -> its streams:     %zu deliveries of %d (%d missing); p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, "
        "max %.1f ms\n",
        latency_ms.size(), results * per_result, missing, percentile(latency_ms, 0.5), percentile(latency_ms, 0.95),
        percentile(latency_ms, 0.99), percentile(latency_ms, 1.0));
    std::printf("  other sections' streams:   %d ids received meanwhile\n", crosstalk);
    std::printf(
        "  server CPU:                %.1f %% of one core idle with the streams (%d s); over the results %.2f s "
        "(%.0f %%)\n",
        100.0 * idle_cpu, idle_seconds, cpu_s, 100.0 * cpu_s / results_s);
    std::printf("  server RSS:                %s idle, %s with the streams, %s at the end (peak %s)\n",
                rss_idle.constData(), rss_streams.constData(), rss_end.constData(), hwm.constData());
    return refused == 0 && missing == 0 && open_streams == all_streams ? 0 : 1;
}
