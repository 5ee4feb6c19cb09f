// A hall's load on `damka serve` over loopback (issue 43), each case against the built
// `damka` running as its own process:
//  1. a burst of results: every board's phone (its own board:N token, its own connection, all
//     from one address as behind a hall's NAT) posts its result at the same moment; the first
//     and the last acknowledgement, and every one must be 200;
//  2. reads while another command holds the write lock: a second connection to the file holds
//     BEGIN IMMEDIATE for --lock-seconds, a result is posted meanwhile (it must wait, then be
//     acknowledged once the lock is free), and GET /api/v1/standings is asked 20 times a second;
//     the latency of those reads (p50, p99, max);
//  3. pipelining without reading: two connections each send --pipeline-kb of
//     `GET /api/v1/rounds/1/live` and read nothing; the server's RSS before, while they wait and
//     after its idle timeout; then they read, and what they got before the server closed is told;
//  4. --kills K: K times, a fresh server gets a burst of results (the other result on every
//     board than last time) and is killed with SIGKILL at a random moment of it; every result
//     acknowledged with 200 must then be in the file. Exits 1 when one is lost.
//   damka_bench_serve_hall [--boards 200] [--lock-seconds 5] [--pipeline-kb 14] [--kills 0]
#include "serve_harness.hpp"

#include "tournament/service/event.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

using namespace damka;

namespace {

void spin(const std::function<bool()> &done, int max_ms) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < max_ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

QByteArray result_post(int board, const QByteArray &token, const char *result) {
    const QByteArray body = QByteArray(R"({"result":")") + result + R"("})";
    return "POST /api/v1/rounds/1/boards/" + QByteArray::number(board) +
        "/result HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer " + token +
        "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

struct Answered {
    int status = 0; // 0: no complete answer
    double ms = 0; // from the moment every request was sent
};

// Each request on its own connection, all connected first and then sent at once; `during`
// (may be empty) is called once they are sent. Waits for every answer or the connections' end.
std::vector<Answered> send_at_once(quint16 port, const std::vector<QByteArray> &requests,
                                   const std::function<void()> &during = {}) {
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    std::vector<Answered> out(requests.size());
    std::vector<QByteArray> got(requests.size());
    int connected = 0, ended = 0;
    QElapsedTimer clock;
    for (size_t i = 0; i < requests.size(); ++i) {
        auto s = std::make_unique<QTcpSocket>();
        QTcpSocket *raw = s.get();
        QObject::connect(raw, &QTcpSocket::connected, [&connected] { ++connected; });
        QObject::connect(raw, &QTcpSocket::readyRead, [&, raw, i] {
            got[i] += raw->readAll();
            // A whole answer: the header and the Content-Length's body.
            const qsizetype head = got[i].indexOf("\r\n\r\n");
            const qsizetype at = got[i].indexOf("Content-Length: ");
            if (out[i].status || head < 0 || at < 0) return;
            const qsizetype length = got[i].mid(at + 16, got[i].indexOf('\r', at) - at - 16).toLongLong();
            if (got[i].size() < head + 4 + length) return;
            out[i] = {got[i].mid(9, 3).toInt(), double(clock.nsecsElapsed()) / 1e6};
        });
        QObject::connect(raw, &QTcpSocket::disconnected, [&ended] { ++ended; });
        QObject::connect(raw, &QTcpSocket::errorOccurred, [&ended, raw](QAbstractSocket::SocketError) {
            if (raw->state() == QAbstractSocket::UnconnectedState) ++ended;
        });
        raw->connectToHost(QStringLiteral("127.0.0.1"), quint16(port));
        sockets.push_back(std::move(s));
    }
    spin([&] { return connected == int(requests.size()); }, 20000);
    clock.start();
    for (size_t i = 0; i < requests.size(); ++i) {
        sockets[i]->write(requests[i]);
        sockets[i]->flush();
    }
    if (during) during();
    spin([&] { return ended >= int(requests.size()); }, 60000);
    return out;
}

void burst_of_results(quint16 port, const bench::ServedEventTokens &tokens) {
    std::vector<QByteArray> posts;
    for (size_t b = 0; b < tokens.boards.size(); ++b) posts.push_back(result_post(int(b) + 1, tokens.boards[b], "1-0"));
    const std::vector<Answered> answers = send_at_once(port, posts);
    std::vector<double> ms;
    int ok = 0;
    for (const Answered &a : answers) {
        if (a.status == 200) ++ok;
        if (a.status) ms.push_back(a.ms);
    }
    std::printf("  burst of %zu result posts at once: %d acknowledged with 200; first %.0f ms, median %.0f ms, "
                "last %.0f ms\n",
                posts.size(), ok, bench::percentile(ms, 0), bench::percentile(ms, 0.5), bench::percentile(ms, 1.0));
}

void reads_during_lock(const QString &file, quint16 port, const QByteArray &token, int seconds) {
    storage::Database other = storage::Database::open_sqlite(file, storage::Access::Write);
    other.exec(QStringLiteral("BEGIN IMMEDIATE")); // as another command (the CLI) holding the event
    QElapsedTimer clock;
    clock.start();
    std::vector<double> read_ms;
    int read_failed = 0;
    Answered post;
    double released_at = 0;
    auto *poster = new QTcpSocket;
    QByteArray post_got;
    QObject::connect(poster, &QTcpSocket::readyRead, [&] {
        post_got += poster->readAll();
        if (!post.status && post_got.contains("\r\n\r\n"))
            post = {post_got.mid(9, 3).toInt(), double(clock.nsecsElapsed()) / 1e6};
    });
    QObject::connect(poster, &QTcpSocket::connected, [&] { poster->write(result_post(1, token, "0-1")); });
    poster->connectToHost(QStringLiteral("127.0.0.1"), port);
    QTimer reads;
    reads.setInterval(50);
    QObject::connect(&reads, &QTimer::timeout,
                     [&] { bench::fetch_timed(port, "/api/v1/standings", clock, read_ms, read_failed); });
    reads.start();
    spin([] { return false; }, seconds * 1000);
    const bool waited = post.status == 0;
    other.exec(QStringLiteral("ROLLBACK"));
    released_at = double(clock.nsecsElapsed()) / 1e6;
    spin([&] { return post.status != 0; }, 35000);
    reads.stop();
    spin([] { return false; }, 300);
    std::printf("  reads while another command holds the write lock for %d s: %zu standings answered (%d failed); "
                "p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                seconds, read_ms.size(), read_failed, bench::percentile(read_ms, 0.5), bench::percentile(read_ms, 0.99),
                bench::percentile(read_ms, 1.0));
    std::printf("  the result posted meanwhile: %s; answered %d %.0f ms after the lock was freed\n",
                waited ? "waited for the lock" : "was answered while the lock was held", post.status,
                post.ms - released_at);
    delete poster;
}

void pipelining_without_reading(const bench::ServeProcess &serve, int kilobytes) {
    const QByteArray rss_before = bench::proc_status(serve.pid(), "VmRSS:");
    const QByteArray one = "GET /api/v1/rounds/1/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    QByteArray requests;
    while (requests.size() + one.size() <= kilobytes * 1024) requests += one;
    const qsizetype asked = requests.size() / one.size();
    std::vector<std::unique_ptr<QTcpSocket>> clients;
    std::vector<QByteArray> got(2);
    int closed = 0;
    for (int i = 0; i < 2; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->setReadBufferSize(1024); // reads nothing: what the server sends waits in the kernel
        QTcpSocket *raw = s.get();
        QObject::connect(raw, &QTcpSocket::connected, [raw, &requests] { raw->write(requests); });
        QObject::connect(raw, &QTcpSocket::disconnected, [&closed] { ++closed; });
        clients.push_back(std::move(s));
        raw->connectToHost(QStringLiteral("127.0.0.1"), serve.port);
    }
    // The server's idle timeout (10 s) passes while they read nothing.
    spin([] { return false; }, 3000);
    const QByteArray rss_held = bench::proc_status(serve.pid(), "VmRSS:");
    spin([] { return false; }, 12000);
    const QByteArray rss_idle = bench::proc_status(serve.pid(), "VmRSS:");
    // Then they read: what was sent before the server let them go, and its end.
    for (int i = 0; i < 2; ++i) {
        QTcpSocket *raw = clients[size_t(i)].get();
        raw->setReadBufferSize(0);
        QObject::connect(raw, &QTcpSocket::readyRead, [raw, &got, i] { got[size_t(i)] += raw->readAll(); });
        got[size_t(i)] += raw->readAll();
    }
    spin([&] { return closed == 2; }, 20000);
    std::printf("  2 connections pipelining %lld requests (%d KiB) of GET /api/v1/rounds/1/live each and reading "
                "nothing: server RSS %s before, %s after 3 s, %s after 15 s\n",
                (long long)asked, kilobytes, rss_before.constData(), rss_held.constData(), rss_idle.constData());
    for (int i = 0; i < 2; ++i)
        std::printf("    connection %d, reading at last: %lld answers (%.1f MB), then %s\n", i + 1,
                    (long long)got[size_t(i)].count("HTTP/1.1 200"), double(got[size_t(i)].size()) / 1e6,
                    clients[size_t(i)]->state() == QAbstractSocket::UnconnectedState ? "closed by the server"
                                                                                     : "still open");
}

// Kills the server during bursts of results; returns how many acknowledged results are missing.
int kill_during_bursts(const QString &file, const bench::ServedEventTokens &tokens, int kills) {
    int lost = 0, acknowledged = 0;
    for (int k = 0; k < kills; ++k) {
        bench::ServeProcess serve;
        serve.start(file, 4000);
        const char *result = k % 2 ? "1-0" : "0-1"; // the other result than the previous burst's
        std::vector<QByteArray> posts;
        for (size_t b = 0; b < tokens.boards.size(); ++b)
            posts.push_back(result_post(int(b) + 1, tokens.boards[b], result));
        const int after_ms = int(QRandomGenerator::global()->bounded(5, 400));
        const std::vector<Answered> answers = send_at_once(serve.port, posts, [&] {
            spin([] { return false; }, after_ms);
            serve.process.kill(); // SIGKILL
            serve.process.waitForFinished(5000);
        });
        auto ev = tournament::Event::open(file, storage::Access::Read);
        if (!ev) qFatal("%s", ev.error().c_str());
        const tournament::EventData e = ev->data();
        const tournament::BoardResult want =
            k % 2 ? tournament::BoardResult::WhiteWin : tournament::BoardResult::BlackWin;
        int ok = 0;
        for (size_t b = 0; b < answers.size(); ++b) {
            if (answers[b].status != 200) continue;
            ++ok;
            for (const tournament::RoundGame &g : e.rounds[0].games)
                if (g.board == int(b) + 1 && g.result != want) ++lost;
        }
        acknowledged += ok;
        std::printf("  kill %d after %d ms: %d of %zu acknowledged\n", k + 1, after_ms, ok, posts.size());
    }
    std::printf("  killed %d times during a burst: %d results acknowledged, %d of them lost\n", kills, acknowledged,
                lost);
    return lost;
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int boards = bench::option(args, QStringLiteral("--boards"), 200);
    const int lock_seconds = bench::option(args, QStringLiteral("--lock-seconds"), 5);
    const int pipeline_kb = bench::option(args, QStringLiteral("--pipeline-kb"), 14);
    const int kills = bench::option(args, QStringLiteral("--kills"), 0);
    bench::raise_file_limit();

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("hall.db"));
    const bench::ServedEventTokens tokens = bench::make_event(file, 2 * boards, true);
    std::printf("damka serve, a hall of %d boards (%d players)\n", boards, 2 * boards);
    {
        bench::ServeProcess serve;
        serve.start(file, 4000);
        burst_of_results(serve.port, tokens);
        if (lock_seconds > 0) reads_during_lock(file, serve.port, tokens.chief, lock_seconds);
        if (pipeline_kb > 0) pipelining_without_reading(serve, pipeline_kb);
        serve.process.terminate();
        serve.process.waitForFinished(5000);
    }
    return kills > 0 && kill_during_bursts(file, tokens, kills) > 0 ? 1 : 0;
}
