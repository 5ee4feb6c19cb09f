// The TCP side of the server's limits, before QHttpServer parses a byte: a connection that
// does not complete a request within `idle_ms` (a slow or silent client, an idle keep-alive)
// is closed; one that sends more than `max_request_bytes` without completing a request gets
// 413 Content Too Large and is closed, so a huge body is never held in memory whole; a request
// whose framing is ambiguous (request_framing.hpp) gets 400 and is closed; and one address
// (an IPv4 address, an IPv6 /64) holds at most `per_address` connections at once.
//
// A connection is held (nothing more of it is read or answered) while its write waits for
// the event (write_queue.hpp), so pipelined requests are answered in order, and while more
// than `max_unread_bytes` of its replies wait for the client to read them: a client that
// pipelines requests and reads nothing gets no more answers queued (the kernel's buffers and
// then TCP's window stop it), and is cut off when it has read nothing for `idle_ms`.
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
    // Replies written but not yet read by the client: above this, the connection is held until
    // the client has read most of them. A reply is never split: one larger than this is sent whole.
    qint64 max_unread_bytes = 256 * 1024;
};

class GuardedTcpServer : public QTcpServer {
public:
    explicit GuardedTcpServer(ConnectionLimits limits, QObject *parent = nullptr);
    // A request on `socket` was answered: the byte count starts again and the idle clock
    // restarts, or stops for good when the answer is an open event stream.
    static void answered(QTcpSocket *socket, bool streaming);
    // The connection closes after its answer: it carried an HTTP/1.0 request (RFC 9112 9.3).
    static bool closes_after_answer(const QTcpSocket *socket);
    // Holds `socket` while its write waits its turn: nothing more is read from it and its idle
    // clock stops until release().
    static void hold(QTcpSocket *socket);
    // Ends a hold: the requests that came meanwhile are read now. A client that closed while it
    // was held is let go.
    static void release(QTcpSocket *socket);
    // A reply was written to `socket`: sends what it can now (not when the event loop is next
    // idle), and holds the connection while too much of what was written is unread.
    static void sent(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    ConnectionLimits limits_;
    QHash<QString, int> open_;
};

} // namespace damka::server
