#include "connection_guard.hpp"

#include "http_message.hpp"

#include <QTcpSocket>
#include <QTimer>

namespace damka::server {

namespace {
const char *const kBytes = "damka_request_bytes";
const char *const kRefused = "damka_refused";
} // namespace

void GuardedTcpServer::incomingConnection(qintptr descriptor) {
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    auto *idle = new QTimer(socket);
    idle->setObjectName(QStringLiteral("idle"));
    idle->setSingleShot(true);
    idle->setInterval(limits_.idle_ms);
    connect(idle, &QTimer::timeout, socket, [socket] {
        socket->write(serialize(
            error_reply(408, QStringLiteral("timeout"), QStringLiteral("no complete request in time")), true));
        socket->disconnectFromHost();
    });
    idle->start();
    socket->setProperty(kBytes, qint64(0));
    // Connected before QHttpServer's own reader, so this runs first on every arrival.
    const qint64 max = limits_.max_request_bytes;
    connect(socket, &QTcpSocket::readyRead, socket, [socket, max] {
        if (socket->property(kRefused).toBool()) {
            socket->readAll(); // the rest of a refused request is dropped unread
            return;
        }
        const qint64 bytes = socket->property(kBytes).toLongLong() + socket->bytesAvailable();
        socket->setProperty(kBytes, bytes);
        if (bytes <= max) return;
        socket->setProperty(kRefused, true);
        socket->readAll();
        socket->write(serialize(
            error_reply(413, QStringLiteral("too_large"), QStringLiteral("a request may be at most %1 bytes").arg(max)),
            true));
        socket->disconnectFromHost();
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

} // namespace damka::server
