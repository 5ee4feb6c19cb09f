// The open event streams (WHATWG HTML "Server-sent events", text/event-stream): each is a
// socket left open after its response headers; a change of the event is sent to every one as
// `id: VERSION` / `event: change` / `data: {"version": VERSION}`. The id is the audit-log id
// the server's data was read at, so a client reconnecting with Last-Event-ID gets the change
// it missed at once, and one that is up to date waits for the next.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <vector>

namespace damka::server {

class EventStreams : public QObject {
public:
    EventStreams();
    // Answers a stream request on `socket`: the headers, then the current version at once
    // unless `last_event_id` (the Last-Event-ID header, empty when none) is already it.
    void open(QTcpSocket *socket, const QByteArray &last_event_id, qint64 version);
    // Sends `version` to every open stream.
    void publish(qint64 version);
    int count() const;

private:
    void send(QTcpSocket *socket, qint64 version);
    std::vector<QPointer<QTcpSocket>> sockets_;
    // A comment line every 15 s: a proxy keeps the stream open, a closed one is noticed.
    QTimer heartbeat_;
};

} // namespace damka::server
