// The TCP side of the server's limits, before QHttpServer parses a byte: a connection that
// does not complete a request within `idle_ms` (a slow or silent client, an idle keep-alive)
// is closed; one that sends more than `max_request_bytes` without completing a request gets
// 413 Content Too Large and is closed, so a huge body is never held in memory whole; a request
// whose framing is ambiguous (request_framing.hpp) gets 400 and is closed; and one address
// (an IPv4 address, an IPv6 /64) holds at most `per_address` connections at once.
#pragma once

#include <QHash>
#include <QTcpServer>

namespace damka::server {

struct ConnectionLimits {
    int idle_ms = 10000;
    qint64 max_request_bytes = 64 * 1024;
    // A hall's Wi-Fi behind one NAT brings every phone from one address: far above that, far
    // below what takes the server from the others.
    int per_address = 512;
    // listen(2)'s queue: 2,000 clients connecting at once are all answered (Linux caps it at
    // net.core.somaxconn, 4096 by default).
    int backlog = 4096;
};

class GuardedTcpServer : public QTcpServer {
public:
    explicit GuardedTcpServer(ConnectionLimits limits, QObject *parent = nullptr);
    // A request on `socket` was answered: the byte count starts again and the idle clock
    // restarts, or stops for good when the answer is an open event stream.
    static void answered(QTcpSocket *socket, bool streaming);
    // The connection closes after its answer: it carried an HTTP/1.0 request (RFC 9112 9.3).
    static bool closes_after_answer(const QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    ConnectionLimits limits_;
    QHash<QString, int> open_;
};

} // namespace damka::server
