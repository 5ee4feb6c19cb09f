// The open event streams (WHATWG HTML "Server-sent events", text/event-stream): each is a
// socket left open after its response headers; a change of the event is sent to every one as
// `id: VERSION` / `event: change` / `data: {"version": VERSION}`. The id is the audit-log id
// the server's data was read at, so a client reconnecting with Last-Event-ID gets the change
// it missed at once, and one that is up to date waits for the next.
//
// Limits: one address (IPv4 address, IPv6 /64) holds at most `per_address` streams; a stream
// is closed after `max_age_ms` (the browser's EventSource reconnects within a second and
// misses nothing, thanks to Last-Event-ID) and as soon as a client stops reading (more than
// `stalled_bytes` waiting to be sent), so dead and hostile clients do not hold the server.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <vector>

namespace damka::server {

struct StreamLimits {
    int per_address = 256;
    int max_age_ms = 10 * 60 * 1000;
    qint64 stalled_bytes = 256 * 1024;
    int heartbeat_ms = 15000; // a comment line: a proxy keeps the stream open, a closed one is noticed
};

class EventStreams : public QObject {
public:
    explicit EventStreams(StreamLimits limits = {});
    // Answers a stream request on `socket`: the headers, then the current version at once
    // unless `last_event_id` (the Last-Event-ID header, empty when none) is already it. False,
    // with nothing written, when the socket's address already has `per_address` streams.
    bool open(QTcpSocket *socket, const QByteArray &last_event_id, qint64 version);
    // Sends `version` to every open stream.
    void publish(qint64 version);
    int count() const;

private:
    struct Stream {
        QPointer<QTcpSocket> socket;
        qint64 opened_ms = 0;
        QString block;
    };
    void send(QTcpSocket *socket, qint64 version);
    // Closes the streams past their age and those whose client stopped reading.
    void prune();
    StreamLimits limits_;
    std::vector<Stream> streams_;
    QElapsedTimer clock_;
    QTimer heartbeat_;
};

} // namespace damka::server
