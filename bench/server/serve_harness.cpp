#include "serve_harness.hpp"

#include "tournament/service/event.hpp"

#include <QDateTime>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <memory>

namespace damka::bench {

int option(const QStringList &args, const QString &name, int fallback) {
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

QByteArray proc_status(qint64 pid, const char *field) {
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return "?";
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field)) return line.mid(qsizetype(qstrlen(field))).simplified();
    return "?";
}

double proc_cpu_seconds(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    // proc(5): after "(comm)" (which may hold spaces) come the fields from 3 (state) on;
    // 14 and 15 are utime and stime, in clock ticks.
    const QByteArray stat = f.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13) return 0;
    return double(fields[11].toLongLong() + fields[12].toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

void raise_file_limit() {
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
    }
}

ServedEventTokens make_event(const QString &file, int players, bool board_tokens) {
    tournament::TournamentInfo info;
    info.name = "Load Open";
    info.rounds = 9;
    info.tiebreaks = {"BH-C1", "BH", "SB"};
    auto ev = tournament::Event::create(file, info);
    if (!ev) qFatal("%s", ev.error().c_str());
    for (int i = 1; i <= players; ++i) {
        tournament::Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 2400 - 5 * i;
        if (!ev->add_player(p)) qFatal("add_player");
    }
    if (!ev->pair_next_round() || !ev->publish_round(1)) qFatal("pairing");
    ev->db().migrate(server::server_migrations());
    const QDateTime expires = QDateTime::currentDateTimeUtc().addDays(1);
    ServedEventTokens out;
    out.chief =
        server::create_token(ev->db(), server::Role{server::Role::Kind::Chief}, QStringLiteral("bench"), 0, expires)
            .toLatin1();
    if (board_tokens)
        for (int b = 1; b <= players / 2; ++b)
            out.boards.push_back(server::create_token(ev->db(), server::Role{server::Role::Kind::Board, b},
                                                      QStringLiteral("bench"), 1, expires)
                                     .toLatin1());
    return out;
}

QByteArray festival_token(const QString &folder) {
    QProcess p;
    p.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
            {QStringLiteral("festival"), QStringLiteral("token"), QStringLiteral("--dir"), folder});
    if (!p.waitForFinished(30000) || p.exitCode() != 0) qFatal("damka festival token failed");
    return p.readAllStandardOutput().trimmed();
}

void fetch_timed(quint16 port, const QByteArray &path, const QElapsedTimer &clock, std::vector<double> &latency_ms,
                 int &failed) {
    auto *s = new QTcpSocket;
    const qint64 t0 = clock.nsecsElapsed();
    auto got = std::make_shared<QByteArray>();
    QObject::connect(s, &QTcpSocket::connected, [s, path] {
        s->write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    });
    QObject::connect(s, &QTcpSocket::readyRead, [s, got] { *got += s->readAll(); });
    QObject::connect(s, &QTcpSocket::disconnected, [s, got, t0, &clock, &latency_ms, &failed] {
        *got += s->readAll();
        if (got->startsWith("HTTP/1.1 200"))
            latency_ms.push_back(double(clock.nsecsElapsed() - t0) / 1e6);
        else
            ++failed;
        s->deleteLater();
    });
    s->connectToHost(QStringLiteral("127.0.0.1"), port);
}

void ServeProcess::start(const QString &file, int connections, int streams) {
    start_serving({QStringLiteral("--db"), file}, connections, streams);
}

void ServeProcess::start_festival(const QString &folder, int connections, int streams) {
    start_serving({QStringLiteral("--dir"), folder}, connections, streams);
}

void ServeProcess::start_serving(const QStringList &what, int connections, int streams) {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    port = probe.serverPort();
    probe.close();
    process.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
                  QStringList{QStringLiteral("serve")} + what +
                      QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port),
                                  // Every client here is one address: the per-address caps raised above the load.
                                  QStringLiteral("--streams-per-address"), QString::number(streams),
                                  QStringLiteral("--connections-per-address"), QString::number(connections)});
    if (!process.waitForReadyRead(10000)) qFatal("damka serve did not start");
}

} // namespace damka::bench
