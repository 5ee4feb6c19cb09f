// A raw HTTP/1.1 client for the server tests: bytes written as given (so a test can send a
// malformed or slow request), the answer read while the event loop runs, so an in-process
// server on the same thread answers. Also an event-stream reader.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMap>
#include <QTcpServer>
#include <QTcpSocket>

#include <memory>

namespace damka::testing {

// One QCoreApplication for the test program (sockets and timers need one).
inline void ensure_app() {
    static int argc = 1;
    static char name[] = "damka_server_tests";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance()) new QCoreApplication(argc, argv);
}

// A loopback port free now, for a `damka serve` started as a program.
inline quint16 free_port() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// Runs the event loop until `done()` or `ms` passed; returns done().
template <class F>
bool spin_until(F done, int ms) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}

struct HttpAnswer {
    int status = 0; // 0: no answer
    QMap<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
    bool closed = false; // the server closed the connection
};

// Parses one response from `bytes`; status 0 while incomplete.
inline HttpAnswer parse_answer(const QByteArray &bytes) {
    HttpAnswer a;
    const qsizetype end = bytes.indexOf("\r\n\r\n");
    if (end < 0) return a;
    const QList<QByteArray> lines = bytes.left(end).split('\n');
    QMap<QByteArray, QByteArray> headers;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0) headers[lines[i].left(colon).trimmed().toLower()] = lines[i].mid(colon + 1).trimmed();
    }
    const QByteArray body = bytes.mid(end + 4);
    if (headers.contains("content-length") && body.size() < headers["content-length"].toLongLong()) return a;
    a.status = lines[0].split(' ').value(1).toInt();
    a.headers = headers;
    a.body = headers.contains("content-length") ? body.left(headers["content-length"].toLongLong()) : body;
    return a;
}

// Sends `raw` to 127.0.0.1:`port` and waits up to `ms` for one complete response.
inline HttpAnswer send_raw(quint16 port, const QByteArray &raw, int ms = 5000) {
    QTcpSocket s;
    s.connectToHost(QStringLiteral("127.0.0.1"), port);
    // A server that answers at once and closes (a refusal at the door) may be connected and gone
    // again within one turn of the event loop: its answer is then read all the same.
    if (!spin_until(
            [&] {
                return s.state() == QAbstractSocket::ConnectedState || s.state() == QAbstractSocket::UnconnectedState;
            },
            ms))
        return {};
    if (s.state() == QAbstractSocket::ConnectedState) s.write(raw);
    QByteArray got;
    HttpAnswer a;
    spin_until(
        [&] {
            got += s.readAll();
            a = parse_answer(got);
            return a.status != 0 || s.state() == QAbstractSocket::UnconnectedState;
        },
        ms);
    got += s.readAll();
    a = parse_answer(got);
    a.closed = spin_until([&] { return s.state() == QAbstractSocket::UnconnectedState; }, 300);
    return a;
}

inline HttpAnswer http(quint16 port, const QByteArray &method, const QByteArray &path, const QByteArray &body = {},
                       const QByteArray &token = {}) {
    QByteArray raw = method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
    if (!token.isEmpty()) raw += "Authorization: Bearer " + token + "\r\n";
    if (!body.isEmpty() || method == "POST" || method == "PUT")
        raw += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
    return send_raw(port, raw + "\r\n" + body);
}

// A HEAD request's answer: status and headers (`http` would wait for the body HEAD has not).
inline HttpAnswer head(quint16 port, const QByteArray &path) {
    QTcpSocket s;
    s.connectToHost(QStringLiteral("127.0.0.1"), port);
    spin_until([&] { return s.state() == QAbstractSocket::ConnectedState; }, 5000);
    s.write("HEAD " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray got;
    spin_until(
        [&] {
            got += s.readAll();
            return s.state() == QAbstractSocket::UnconnectedState;
        },
        5000);
    got += s.readAll();
    HttpAnswer a;
    const qsizetype end = got.indexOf("\r\n\r\n");
    if (end < 0) return a;
    const QList<QByteArray> lines = got.left(end).split('\n');
    a.status = lines[0].split(' ').value(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0) a.headers[lines[i].left(colon).trimmed().toLower()] = lines[i].mid(colon + 1).trimmed();
    }
    a.body = got.mid(end + 4);
    return a;
}

// An open /api/v1/stream (or a festival section's, `path`): the event ids received so far.
class StreamReader {
public:
    StreamReader(quint16 port, const QByteArray &last_event_id = {}, const QByteArray &path = "/api/v1/stream")
        : socket_(std::make_unique<QTcpSocket>()) {
        socket_->connectToHost(QStringLiteral("127.0.0.1"), port);
        spin_until([&] { return socket_->state() == QAbstractSocket::ConnectedState; }, 5000);
        QByteArray raw = "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n";
        if (!last_event_id.isEmpty()) raw += "Last-Event-ID: " + last_event_id + "\r\n";
        socket_->write(raw + "\r\n");
    }
    // Reads what has arrived; the ids of the `change` events in order.
    QList<qint64> ids() {
        text_ += socket_->readAll();
        QList<qint64> out;
        for (const QByteArray &line : text_.split('\n'))
            if (line.startsWith("id: ")) out << line.mid(4).toLongLong();
        return out;
    }
    const QByteArray &text() const { return text_; }
    // Waits until an event with an id of at least `id` arrived.
    bool wait_for(qint64 id, int ms) {
        return spin_until(
            [&] {
                for (qint64 got : ids())
                    if (got >= id) return true;
                return false;
            },
            ms);
    }

private:
    std::unique_ptr<QTcpSocket> socket_;
    QByteArray text_;
};

} // namespace damka::testing
