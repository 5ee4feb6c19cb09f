// What the `damka serve` benchmarks share: an event to serve, the built `damka serve` as its
// own process, its memory as /proc reads it, and percentiles.
#pragma once

#include "server/access_tokens.hpp"

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <vector>

namespace damka::bench {

// `--name N` of the command line, else `fallback`.
int option(const QStringList &args, const QString &name, int fallback);
// The value at fraction `p` (0.5, 0.99, 1.0) of `v`, 0 when empty.
double percentile(std::vector<double> v, double p);
// A field of /proc/PID/status ("VmRSS:", "VmHWM:"), as it reads ("46512 kB").
QByteArray proc_status(qint64 pid, const char *field);
// The CPU time PID has used so far, user and system (/proc/PID/stat), in seconds.
double proc_cpu_seconds(qint64 pid);
// Raises the open-file limit to the hard limit: each client and each server connection is one.
void raise_file_limit();

// A Swiss of `players` with round 1 paired and published in `file`; returns the chief's token
// and, when `board_tokens`, a board:N token for every board of round 1 (index N - 1).
struct ServedEventTokens {
    QByteArray chief;
    std::vector<QByteArray> boards;
};
ServedEventTokens make_event(const QString &file, int players, bool board_tokens = false);

// A festival chief's token for the festival in `folder`, made by the built `damka festival token`.
QByteArray festival_token(const QString &folder);

// GET `path` on a new connection (Connection: close): when it ends, its time since `clock`'s
// reading at the call goes to `latency_ms` (a 200), else `failed` counts it. Both must outlive it.
void fetch_timed(quint16 port, const QByteArray &path, const QElapsedTimer &clock, std::vector<double> &latency_ms,
                 int &failed);

// `damka serve --db file` on a free loopback port, its caps raised to `connections`;
// start_festival: `damka serve --dir folder`, every event file of the folder.
struct ServeProcess {
    QProcess process;
    quint16 port = 0;
    void start(const QString &file, int connections, int streams = 256);
    void start_festival(const QString &folder, int connections, int streams);
    qint64 pid() const { return process.processId(); }

private:
    void start_serving(const QStringList &what, int connections, int streams);
};

} // namespace damka::bench
