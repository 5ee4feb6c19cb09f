// Load on `damka serve` over loopback (issue 19 part 6): N open event streams and a steady rate
// of page requests while results are entered through the API; reports the latency from a
// result's POST to its arrival on every stream (p50/p99), page-load latency and the server's
// memory (VmRSS, VmHWM). The server runs as its own process (the built `damka`), the clients
// here on one event loop. Bounded: --seconds (default 15).
// Then a burst: --burst clients (default 2000) connect at the same moment and each asks for a
// page; all must be answered (the listen queue, issue 29).
//   damka_bench_serve [--streams 1000] [--pages-per-second 200] [--seconds 15] [--players 64] [--burst 2000]
#include "serve_harness.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace damka;

using bench::option;
using bench::percentile;
using bench::proc_status;

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int streams = option(args, QStringLiteral("--streams"), 1000);
    const int pages_per_second = option(args, QStringLiteral("--pages-per-second"), 200);
    const int seconds = option(args, QStringLiteral("--seconds"), 15);
    const int players = option(args, QStringLiteral("--players"), 64);
    const int burst = option(args, QStringLiteral("--burst"), 2000);
    bench::raise_file_limit(); // `damka serve` inherits it

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("load.db"));
    const QByteArray token = bench::make_event(file, players).chief;
    bench::ServeProcess serve_process;
    serve_process.start(file, streams + burst + 1000, streams + 100);
    QProcess &serve = serve_process.process;
    const quint16 port = serve_process.port;
    const QByteArray rss_idle = proc_status(serve.processId(), "VmRSS:");

    QElapsedTimer clock;
    clock.start();
    // The streams: each counts the change ids it sees and when.
    std::vector<std::unique_ptr<QTcpSocket>> open;
    std::vector<qint64> last_id(size_t(streams), 0);
    std::vector<double> result_latency; // ms, one per stream per result
    qint64 pending_since = -1; // when the latest result was posted
    int connected = 0;
    for (int i = 0; i < streams; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        QTcpSocket *raw = s.get();
        QObject::connect(raw, &QTcpSocket::connected, [raw, &connected] {
            ++connected;
            raw->write("GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n");
        });
        QObject::connect(raw, &QTcpSocket::readyRead, [raw, i, &last_id, &result_latency, &pending_since, &clock] {
            for (const QByteArray &line : raw->readAll().split('\n'))
                if (line.startsWith("id: ")) {
                    const qint64 id = line.mid(4).toLongLong();
                    if (id > last_id[size_t(i)] && last_id[size_t(i)] != 0 && pending_since >= 0)
                        result_latency.push_back(double(clock.nsecsElapsed() / 1000 - pending_since) / 1000.0);
                    last_id[size_t(i)] = std::max(last_id[size_t(i)], id);
                }
        });
        raw->connectToHost(QStringLiteral("127.0.0.1"), port);
        open.push_back(std::move(s));
    }
    while (connected < streams && clock.elapsed() < 20000) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    for (const qint64 settle = clock.elapsed() + 500; clock.elapsed() < settle;)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    const QByteArray rss_streams = proc_status(serve.processId(), "VmRSS:");

    // Page loads at a steady rate, each on a new connection.
    const QList<QByteArray> pages = {"/en/standings", "/en/rounds/1", "/ru/crosstable", "/en/players",
                                     "/api/v1/standings"};
    std::vector<double> page_latency;
    int page_errors = 0, page_no = 0, results = 0, result_errors = 0;
    QTimer page_timer;
    page_timer.setTimerType(Qt::PreciseTimer);
    page_timer.setInterval(1000 / std::max(1, pages_per_second));
    QObject::connect(&page_timer, &QTimer::timeout, [&] {
        bench::fetch_timed(port, pages[page_no++ % pages.size()], clock, page_latency, page_errors);
    });
    // A result every 500 ms: board 1..n of round 1, alternating 1-0 and 0-1 (corrections).
    QTimer result_timer;
    result_timer.setInterval(500);
    QObject::connect(&result_timer, &QTimer::timeout, [&] {
        auto *s = new QTcpSocket;
        const int board = 1 + results % (players / 2);
        const QByteArray body = results / (players / 2) % 2 ? R"({"result":"0-1"})" : R"({"result":"1-0"})";
        ++results;
        QObject::connect(s, &QTcpSocket::connected, [&, s, board, body] {
            pending_since = clock.nsecsElapsed() / 1000;
            s->write("POST /api/v1/rounds/1/boards/" + QByteArray::number(board) +
                     "/result HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     "Connection: close\r\nAuthorization: Bearer " +
                     token + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        auto got = std::make_shared<QByteArray>();
        QObject::connect(s, &QTcpSocket::readyRead, [s, got] { *got += s->readAll(); });
        QObject::connect(s, &QTcpSocket::disconnected, [s, got, &result_errors] {
            if (!got->startsWith("HTTP/1.1 200")) ++result_errors;
            s->deleteLater();
        });
        s->connectToHost(QStringLiteral("127.0.0.1"), port);
    });
    page_timer.start();
    result_timer.start();
    const qint64 end = clock.elapsed() + qint64(seconds) * 1000;
    while (clock.elapsed() < end) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    page_timer.stop();
    result_timer.stop();
    // The last result's deliveries and the last pages finish.
    for (const qint64 drain = clock.elapsed() + 1000; clock.elapsed() < drain;)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    // The burst: every client connects at once (the streams still open), then asks.
    int burst_answered = 0, burst_failed = 0;
    const qint64 burst_start = clock.elapsed();
    qint64 burst_last = burst_start, burst_first = -1, burst_200th = -1; // the first and the 200th answer
    for (int i = 0; i < burst; ++i) {
        auto *s = new QTcpSocket;
        auto got = std::make_shared<QByteArray>();
        QObject::connect(s, &QTcpSocket::connected, [s] {
            s->write("GET /en/standings HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        });
        QObject::connect(s, &QTcpSocket::readyRead, [s, got] { *got += s->readAll(); });
        QObject::connect(s, &QTcpSocket::disconnected, [&, s, got] {
            *got += s->readAll();
            if (got->startsWith("HTTP/1.1 200")) {
                ++burst_answered;
                burst_last = clock.elapsed();
                if (burst_first < 0) burst_first = burst_last;
                if (burst_answered == 200) burst_200th = burst_last;
            } else {
                ++burst_failed;
            }
            s->deleteLater();
        });
        QObject::connect(s, &QTcpSocket::errorOccurred, [&, s](QAbstractSocket::SocketError e) {
            if (e != QAbstractSocket::RemoteHostClosedError) ++burst_failed, s->deleteLater();
        });
        s->connectToHost(QStringLiteral("127.0.0.1"), port);
    }
    while (burst_answered + burst_failed < burst && clock.elapsed() - burst_start < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    const QByteArray rss_end = proc_status(serve.processId(), "VmRSS:"), hwm = proc_status(serve.processId(), "VmHWM:");
    serve.terminate();
    serve.waitForFinished(5000);

    const double expected_deliveries = double(results) * streams;
    std::printf("damka serve under load: %d players, %d s\n", players, seconds);
    std::printf("  event streams open:         %d of %d\n", connected, streams);
    std::printf("  results entered:            %d (%d refused)\n", results, result_errors);
    std::printf("  result -> every stream:     %zu deliveries of %.0f; p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                result_latency.size(), expected_deliveries, percentile(result_latency, 0.5),
                percentile(result_latency, 0.99), percentile(result_latency, 1.0));
    std::printf("  page loads:                 %zu (%d failed), %.0f/s; p50 %.1f ms, p99 %.1f ms\n",
                page_latency.size(), page_errors, double(page_latency.size()) / seconds, percentile(page_latency, 0.5),
                percentile(page_latency, 0.99));
    std::printf("  burst of %d clients at once: %d answered (%d failed, %d silent) in %.1f s; the first at %.0f ms, "
                "the 200th at %.0f ms\n",
                burst, burst_answered, burst_failed, burst - burst_answered - burst_failed,
                double(burst_last - burst_start) / 1000.0, double(burst_first - burst_start),
                double(burst_200th - burst_start));
    std::printf("  server RSS:                 %s idle, %s with the streams, %s at the end (peak %s)\n",
                rss_idle.constData(), rss_streams.constData(), rss_end.constData(), hwm.constData());
    return 0;
}
