#include "event_stream.hpp"

#include <algorithm>

namespace damka::server {

EventStreams::EventStreams() {
    heartbeat_.setInterval(15000);
    connect(&heartbeat_, &QTimer::timeout, this, [this] {
        for (const auto &s : sockets_)
            if (s) s->write(": heartbeat\n\n");
    });
    heartbeat_.start();
}

void EventStreams::open(QTcpSocket *socket, const QByteArray &last_event_id, qint64 version) {
    // No Content-Length: the body is the stream, ended by closing the connection.
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                  "Connection: keep-alive\r\n\r\n"
                  "retry: 1000\n\n"); // reconnect after 1 s when the connection drops
    if (last_event_id != QByteArray::number(version)) send(socket, version);
    std::erase_if(sockets_, [](const QPointer<QTcpSocket> &s) { return s.isNull(); });
    sockets_.emplace_back(socket);
}

void EventStreams::publish(qint64 version) {
    std::erase_if(sockets_, [](const QPointer<QTcpSocket> &s) {
        return s.isNull() || s->state() != QAbstractSocket::ConnectedState;
    });
    for (const auto &s : sockets_) send(s, version);
}

int EventStreams::count() const {
    return int(
        std::count_if(sockets_.begin(), sockets_.end(), [](const QPointer<QTcpSocket> &s) { return !s.isNull(); }));
}

void EventStreams::send(QTcpSocket *socket, qint64 version) {
    const QByteArray v = QByteArray::number(version);
    socket->write("id: " + v + "\nevent: change\ndata: {\"version\":" + v + "}\n\n");
}

} // namespace damka::server
