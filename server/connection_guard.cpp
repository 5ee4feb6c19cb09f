#include "connection_guard.hpp"

#include "http_message.hpp"
#include "rate_limit.hpp"
#include "request_framing.hpp"

#include <QTcpSocket>
#include <QTimer>

#include <sys/socket.h>

#include <algorithm>
#include <memory>

namespace damka::server {

namespace {
const char *const kBytes = "damka_request_bytes";
const char *const kRefused = "damka_refused";
const char *const kHttp10 = "damka_http10";
const char *const kHolds = "damka_holds"; // how many reasons hold the connection (a write, unread replies)
const char *const kMaxUnread = "damka_max_unread";
const char *const kUnreadSeen = "damka_unread_seen"; // unread bytes at the last look, to see the client read

QTimer *idle_timer(QTcpSocket *socket) { return socket->findChild<QTimer *>(QStringLiteral("idle")); }

// A held connection's signals are blocked: QHttpServer hears of no new bytes (it reads one
// request per readyRead), and Qt stops reading from the kernel once the read buffer is full.
void add_hold(QTcpSocket *socket, int delta) {
    const int holds = std::max(0, socket->property(kHolds).toInt() + delta);
    socket->setProperty(kHolds, holds);
    socket->blockSignals(holds > 0);
    if (holds > 0) return;
    // Its disconnected() went unheard while it was held: QHttpServer would have deleted it then.
    if (socket->state() == QAbstractSocket::UnconnectedState) return socket->deleteLater();
    if (socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(socket, &QAbstractSocket::readyRead, Qt::QueuedConnection);
}

// Holds the connection until its client has read all but a quarter of the bound; each look
// that finds it reading restarts the idle clock.
void wait_for_reader(QTcpSocket *socket) {
    auto *drain = socket->findChild<QTimer *>(QStringLiteral("drain"));
    if (!drain) {
        drain = new QTimer(socket);
        drain->setObjectName(QStringLiteral("drain"));
        drain->setInterval(20);
        QObject::connect(drain, &QTimer::timeout, socket, [socket, drain] {
            const qint64 unread = socket->bytesToWrite();
            if (socket->state() != QAbstractSocket::ConnectedState ||
                unread <= socket->property(kMaxUnread).toLongLong() / 4) {
                drain->stop();
                return add_hold(socket, -1);
            }
            if (unread < socket->property(kUnreadSeen).toLongLong())
                if (QTimer *idle = idle_timer(socket)) idle->start();
            socket->setProperty(kUnreadSeen, unread);
        });
    }
    if (drain->isActive()) return;
    socket->setProperty(kUnreadSeen, socket->bytesToWrite());
    add_hold(socket, +1);
    drain->start();
    if (QTimer *idle = idle_timer(socket)) idle->start();
}

// Sends what is written, then closes the sending side only and drops what the client still
// sends until it closes too (RFC 9112 9.6): closing outright with its request unread would
// reset the connection, and the client would lose the answer. After 2 s it is closed anyway.
void close_lingering(QTcpSocket *socket) {
    QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket] { socket->readAll(); });
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    auto half_close = [socket] {
        if (socket->bytesToWrite() == 0) ::shutdown(int(socket->socketDescriptor()), SHUT_WR);
    };
    QObject::connect(socket, &QTcpSocket::bytesWritten, socket, half_close);
    QTimer::singleShot(2000, socket, [socket] { socket->abort(); });
    socket->flush();
    half_close();
}

// Answers `reply` and closes: nothing more is read from the connection.
void refuse(QTcpSocket *socket, const Reply &reply) {
    socket->setProperty(kRefused, true);
    socket->readAll();
    socket->write(serialize(reply, true));
    close_lingering(socket); // the rest of the request may still be on its way
}
} // namespace

GuardedTcpServer::GuardedTcpServer(ConnectionLimits limits, QObject *parent) : QTcpServer(parent), limits_(limits) {
    setListenBacklogSize(limits_.backlog);
}

void GuardedTcpServer::incomingConnection(qintptr descriptor) {
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QString block = address_block(socket->peerAddress(), 32);
    if (open_.value(block) >= limits_.per_address) {
        // Never handed to QHttpServer: answered here and gone once the client has read it.
        Reply busy = error_reply(
            503, QStringLiteral("too_many_connections"),
            QStringLiteral("%1 connections from your address are open; close some").arg(limits_.per_address));
        busy.headers.emplace_back("Retry-After", "10");
        socket->write(serialize(busy, true));
        close_lingering(socket);
        return;
    }
    ++open_[block];
    connect(socket, &QObject::destroyed, this, [this, block] {
        if (--open_[block] <= 0) open_.remove(block);
    });
    auto *idle = new QTimer(socket);
    idle->setObjectName(QStringLiteral("idle"));
    idle->setSingleShot(true);
    idle->setInterval(limits_.idle_ms);
    connect(idle, &QTimer::timeout, socket, [socket] {
        if (socket->bytesToWrite() > 0) {
            // Its client reads nothing: a 408 would never arrive, and closing would wait for it.
            socket->blockSignals(false);
            socket->abort();
            return;
        }
        socket->write(serialize(
            error_reply(408, QStringLiteral("timeout"), QStringLiteral("no complete request in time")), true));
        socket->disconnectFromHost();
    });
    idle->start();
    socket->setProperty(kBytes, qint64(0));
    socket->setProperty(kMaxUnread, limits_.max_unread_bytes);
    // Room for one whole request: QHttpServer keeps a request's bytes in the buffer until it is
    // complete. Beyond that, what a held connection sends waits in the kernel.
    socket->setReadBufferSize(2 * limits_.max_request_bytes);
    // Connected before QHttpServer's own reader, so this runs first on every arrival and sees
    // the bytes before it does (peek leaves them for it).
    const qint64 max = limits_.max_request_bytes;
    auto framing = std::make_shared<RequestFraming>();
    connect(socket, &QTcpSocket::readyRead, socket, [socket, max, framing] {
        if (socket->property(kRefused).toBool()) {
            socket->readAll(); // the rest of a refused request is dropped unread
            return;
        }
        const qint64 available = socket->bytesAvailable();
        const qint64 bytes = socket->property(kBytes).toLongLong() + available;
        socket->setProperty(kBytes, bytes);
        if (bytes > max)
            return refuse(socket,
                          error_reply(413, QStringLiteral("too_large"),
                                      QStringLiteral("a request may be at most %1 bytes").arg(max)));
        if (auto problem = framing->feed(socket->peek(available)))
            return refuse(socket, error_reply(problem->status, problem->code, problem->message));
        if (framing->saw_http10()) socket->setProperty(kHttp10, true);
    });
    addPendingConnection(socket);
}

void GuardedTcpServer::answered(QTcpSocket *socket, bool streaming) {
    socket->setProperty(kBytes, qint64(0));
    if (auto *idle = socket->findChild<QTimer *>(QStringLiteral("idle"))) {
        if (streaming)
            idle->stop();
        else
            idle->start();
    }
}

bool GuardedTcpServer::closes_after_answer(const QTcpSocket *socket) { return socket->property(kHttp10).toBool(); }

void GuardedTcpServer::hold(QTcpSocket *socket) {
    add_hold(socket, +1);
    if (QTimer *idle = idle_timer(socket)) idle->stop();
}

void GuardedTcpServer::release(QTcpSocket *socket) {
    if (QTimer *idle = idle_timer(socket)) idle->start();
    add_hold(socket, -1);
}

void GuardedTcpServer::sent(QTcpSocket *socket) {
    socket->flush(); // now: the next request may take a while, and this client waits for its answer
    if (socket->bytesToWrite() > socket->property(kMaxUnread).toLongLong()) wait_for_reader(socket);
}

} // namespace damka::server
