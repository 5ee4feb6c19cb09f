// The TCP side of the server's limits, before QHttpServer parses a byte: a connection that
// does not complete a request within `idle_ms` (a slow or silent client, an idle keep-alive)
// is closed, and one that sends more than `max_request_bytes` without completing a request
// gets 413 Content Too Large and is closed, so a huge body is never held in memory whole.
#pragma once

#include <QTcpServer>

namespace damka::server {

struct ConnectionLimits {
    int idle_ms = 10000;
    qint64 max_request_bytes = 64 * 1024;
};

class GuardedTcpServer : public QTcpServer {
public:
    explicit GuardedTcpServer(ConnectionLimits limits, QObject *parent = nullptr)
        : QTcpServer(parent), limits_(limits) {}
    // A request on `socket` was answered: the byte count starts again and the idle clock
    // restarts, or stops for good when the answer is an open event stream.
    static void answered(QTcpSocket *socket, bool streaming);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    ConnectionLimits limits_;
};

} // namespace damka::server
