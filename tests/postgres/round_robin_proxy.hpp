// A TCP load balancer for the tests: one loopback address in front of several servers, each
// new connection handed to the next server in turn (as nginx's `upstream` does by default) and
// its bytes copied both ways until either side closes. A server that refuses the connection
// (killed) is skipped for the next one, as nginx's `proxy_next_upstream error` does. Runs on
// the test's event loop (spin_until turns it).
#pragma once

#include <QByteArray>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <memory>
#include <vector>

namespace damka::testing {

class RoundRobinProxy : public QObject {
public:
    explicit RoundRobinProxy(std::vector<quint16> backends) : backends_(std::move(backends)) {
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *client = server_.nextPendingConnection()) pass(client, 0);
        });
        server_.listen(QHostAddress::LocalHost, 0);
    }
    // The sockets (its children) close as they are deleted: their signals must reach no slot of
    // a proxy or socket half destroyed (UBSan's downcast of a QPointer to a dying socket).
    ~RoundRobinProxy() override {
        for (QTcpSocket *s : findChildren<QTcpSocket *>()) s->disconnect();
    }
    quint16 port() const { return server_.serverPort(); }
    // The backend (index into the constructor's list) each connection went to, in order.
    const std::vector<size_t> &served_by() const { return served_by_; }

private:
    // Hands `client` to the next backend, with what it sent so far; `tried` backends have
    // refused it already.
    void pass(QTcpSocket *client, size_t tried, QByteArray sent = {}) {
        client->setParent(this);
        const size_t to = next_++ % backends_.size();
        auto *backend = new QTcpSocket(this);
        auto pending = std::make_shared<QByteArray>(std::move(sent)); // until the backend is connected
        QPointer<QTcpSocket> c(client);
        connect(client, &QTcpSocket::readyRead, backend, [c, backend, pending] {
            if (backend->state() == QAbstractSocket::ConnectedState)
                backend->write(c->readAll());
            else
                *pending += c->readAll();
        });
        connect(backend, &QTcpSocket::connected, backend, [this, c, backend, pending, to] {
            served_by_.push_back(to);
            if (c) backend->write(*pending + c->readAll());
        });
        auto open = [c] { return c && c->state() == QAbstractSocket::ConnectedState; };
        connect(backend, &QTcpSocket::readyRead, backend, [open, c, backend] {
            if (open()) c->write(backend->readAll());
        });
        connect(backend, &QTcpSocket::errorOccurred, backend,
                [this, c, backend, pending, tried](QAbstractSocket::SocketError e) {
                    backend->deleteLater();
                    if (!c) return;
                    if (e == QAbstractSocket::ConnectionRefusedError && tried + 1 < backends_.size()) {
                        c->disconnect(backend);
                        return pass(c, tried + 1, *pending + c->readAll());
                    }
                    c->disconnectFromHost();
                });
        connect(backend, &QTcpSocket::disconnected, backend, [open, c, backend] {
            if (open()) c->write(backend->readAll()), c->disconnectFromHost();
            backend->deleteLater();
        });
        connect(client, &QTcpSocket::disconnected, backend, [c, backend] {
            backend->disconnectFromHost();
            if (c) c->deleteLater();
        });
        backend->connectToHost(QStringLiteral("127.0.0.1"), backends_[to]);
    }

    QTcpServer server_;
    std::vector<quint16> backends_;
    size_t next_ = 0;
    std::vector<size_t> served_by_;
};

} // namespace damka::testing
