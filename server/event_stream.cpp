#include "event_stream.hpp"

#include "http_message.hpp"
#include "rate_limit.hpp"

#include <algorithm>

namespace damka::server {

EventStreams::EventStreams(StreamLimits limits) : limits_(limits) {
    clock_.start();
    heartbeat_.setInterval(limits_.heartbeat_ms);
    connect(&heartbeat_, &QTimer::timeout, this, [this] {
        prune();
        for (const Stream &s : streams_) s.socket->write(": heartbeat\n\n");
    });
    heartbeat_.start();
}

bool EventStreams::open(QTcpSocket *socket, const QByteArray &last_event_id, qint64 version) {
    std::erase_if(streams_, [](const Stream &s) { return s.socket.isNull(); });
    const QString block = address_block(socket->peerAddress(), 32);
    if (std::count_if(streams_.begin(), streams_.end(), [&](const Stream &s) { return s.block == block; }) >=
        limits_.per_address)
        return false;
    // No Content-Length: the body is the stream, ended by closing the connection.
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n" +
                  security_headers() + "Connection: keep-alive\r\n\r\n" +
                  "retry: 1000\n\n"); // reconnect after 1 s when the connection drops
    if (last_event_id != QByteArray::number(version)) send(socket, version);
    streams_.push_back({socket, clock_.elapsed(), block});
    return true;
}

void EventStreams::publish(qint64 version) {
    prune();
    for (const Stream &s : streams_) send(s.socket, version);
}

int EventStreams::count() const {
    return int(std::count_if(streams_.begin(), streams_.end(), [](const Stream &s) { return !s.socket.isNull(); }));
}

void EventStreams::prune() {
    const qint64 now = clock_.elapsed();
    std::erase_if(streams_, [&](const Stream &s) {
        if (s.socket.isNull() || s.socket->state() != QAbstractSocket::ConnectedState) return true;
        const bool stalled = s.socket->bytesToWrite() > limits_.stalled_bytes;
        if (!stalled && now - s.opened_ms < limits_.max_age_ms) return false;
        if (stalled)
            s.socket->abort(); // the client reads nothing: what is waiting is dropped
        else
            s.socket->disconnectFromHost(); // what is written goes first; EventSource comes back
        return true;
    });
}

void EventStreams::send(QTcpSocket *socket, qint64 version) {
    const QByteArray v = QByteArray::number(version);
    socket->write("id: " + v + "\nevent: change\ndata: {\"version\":" + v + "}\n\n");
}

} // namespace damka::server
