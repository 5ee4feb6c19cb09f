#include "web_server.hpp"

#include "access_tokens.hpp"
#include "arbiter/store/game_log_store.hpp"

#include "storage/audit_log.hpp"
#include "web_clock.hpp"

#include <QHttpServerRequest>
#include <QNetworkInterface>
#include <QPointer>
#include <QSqlDriver>
#include <QTcpSocket>

namespace damka::server {

namespace {

QByteArray method_name(QHttpServerRequest::Method m) {
    switch (m) {
    case QHttpServerRequest::Method::Get: return "GET";
    case QHttpServerRequest::Method::Put: return "PUT";
    case QHttpServerRequest::Method::Delete: return "DELETE";
    case QHttpServerRequest::Method::Post: return "POST";
    case QHttpServerRequest::Method::Head: return "HEAD";
    case QHttpServerRequest::Method::Options: return "OPTIONS";
    case QHttpServerRequest::Method::Patch: return "PATCH";
    case QHttpServerRequest::Method::Connect: return "CONNECT";
    case QHttpServerRequest::Method::Trace: return "TRACE";
    default: return "UNKNOWN";
    }
}

Request to_request(const QHttpServerRequest &r) {
    Request out;
    out.method = method_name(r.method());
    out.path = r.url().path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    out.query = QUrlQuery(r.url());
    out.body = r.body();
    out.authorization = r.value("Authorization");
    out.host = r.value("Host");
    out.peer = r.remoteAddress();
    return out;
}

// The event stream's GET is answered at the socket; its HEAD by the route table.
bool is_stream(const Request &r) { return r.path == QString::fromLatin1(stream_pattern).split(QLatin1Char('/')); }

// Writes `reply` to the client now; `close` ends the connection after it.
void send(QTcpSocket *socket, const Reply &reply, bool close, bool head) {
    QByteArray bytes = serialize(reply, close);
    if (head) bytes.chop(reply.body.size()); // RFC 9110 9.3.2: the headers of GET, no body
    socket->write(bytes);
    if (!close) return GuardedTcpServer::sent(socket);
    socket->flush();
    socket->disconnectFromHost();
}

} // namespace

QStringList page_addresses(const QHostAddress &address, quint16 port, const QString &lang) {
    auto url = [port, &lang](const QHostAddress &a) {
        const QString host =
            a.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(a.toString()) : a.toString();
        return QStringLiteral("http://%1:%2/%3/").arg(host).arg(port).arg(lang);
    };
    const bool every =
        address == QHostAddress::Any || address == QHostAddress::AnyIPv4 || address == QHostAddress::AnyIPv6;
    if (!every) return {url(address)};
    QStringList out{url(QHostAddress::LocalHost)};
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isLinkLocal()) continue; // link-local needs a zone a browser will not take
        if (address == QHostAddress::AnyIPv4 && a.protocol() != QAbstractSocket::IPv4Protocol) continue;
        if (address == QHostAddress::AnyIPv6 && a.protocol() != QAbstractSocket::IPv6Protocol) continue;
        out << url(a);
    }
    return out;
}

void prepare_for_serving(tournament::Event &event) {
    event.db().migrate(server_migrations());
    event.db().migrate(arbiter::store::arbiter_migrations());
    // Nothing the server does waits long for another command's write lock in the event loop:
    // its writes wait in the write queue (write_queue.hpp), its flag notes for the next check.
    event.db().set_busy_timeout(WriteQueueLimits{}.lock_wait_ms);
}

WebServer::WebServer(EventView &view, Site::WriteHandler writes, ServerOptions options, Site::SetupHandler setup)
    : view_(view), site_(view, std::move(writes), std::move(setup), options.plugins, options.host_names),
      options_(options), streams_(options.streams),
      writes_(
          view, [this](const Request &r) { return site_.handle(r); },
          [this] {
              try {
                  check_for_changes(); // a write shows on every stream now, not at the next poll
              } catch (const storage::SqlError &) {}
          },
          options.writes) {
    poll_.setInterval(options_.poll_ms);
    connect(&poll_, &QTimer::timeout, this, [this] {
        try {
            check_for_changes();
        } catch (const storage::SqlError &) {
            // The database is busy or away for a moment; the next poll asks again.
        }
    });
    flags_.setInterval(options_.flag_check_ms);
    connect(&flags_, &QTimer::timeout, this, [this] {
        try {
            if (view_.has_event() && log_fallen_flags(view_) > 0) check_for_changes();
        } catch (const storage::SqlError &) {
            // As for the poll: the next check notes the flag, at the time it fell.
        }
    });
}

quint16 WebServer::start(const QHostAddress &address, quint16 port, QString &error) {
    auto *tcp = new GuardedTcpServer(options_.limits, this);
    if (!tcp->listen(address, port)) {
        error = tcp->errorString();
        delete tcp;
        return 0;
    }
    bind(tcp);
    poll_.start();
    flags_.start();
    // PostgreSQL: every command notifies at commit (storage::append_audit), so a change made
    // through another server or the CLI shows at once; the poll stays as the fallback.
    if (view_.has_event() && view_.event().db().driver() == storage::Driver::PostgreSQL) {
        storage::Database &db = view_.event().db();
        QSqlDriver *driver = db.connection().driver();
        if (driver->subscribeToNotification(storage::audit_channel()))
            connect(
                driver, &QSqlDriver::notification, this,
                [this, schema = db.schema()](const QString &, QSqlDriver::NotificationSource, const QVariant &payload) {
                    if (payload.toString() != schema) return; // another event of the same database
                    try {
                        check_for_changes();
                    } catch (const storage::SqlError &) {}
                });
    }
    return tcp->serverPort();
}

bool WebServer::check_for_changes() {
    if (!view_.refresh()) return false;
    streams_.publish(view_.version());
    return true;
}

bool WebServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) {
    const Request r = to_request(request);
    if (is_stream(r) && r.method == "GET") {
        if (auto refused = site_.misdirected(r)) {
            send(socket, *refused, true, false);
            return true;
        }
        if (!streams_.open(socket, request.value("Last-Event-ID"), view_.version())) {
            Reply busy = error_reply(503, QStringLiteral("too_many_streams"),
                                     QStringLiteral("%1 event streams from your address are open; close some")
                                         .arg(options_.streams.per_address));
            busy.headers.emplace_back("Retry-After", "10");
            send(socket, busy, true, false);
            return true;
        }
        GuardedTcpServer::answered(socket, true);
        return true;
    }
    GuardedTcpServer::answered(socket, false);
    // HTTP/1.0 connections are not kept open (RFC 9112 9.3: persistence is 1.1's default only).
    const bool close =
        request.value("Connection").toLower() == "close" || GuardedTcpServer::closes_after_answer(socket);
    const bool read = r.method == "GET" || r.method == "HEAD";
    if (!read && view_.has_event()) {
        // The write waits its turn off this call; the connection's next request waits for its answer.
        GuardedTcpServer::hold(socket);
        writes_.add(r, [socket = QPointer<QTcpSocket>(socket), close](const Reply &reply) {
            if (!socket) return;
            send(socket, reply, close, false);
            GuardedTcpServer::release(socket);
        });
        return true;
    }
    send(socket, site_.handle(r), close, r.method == "HEAD");
    if (!read) {
        try {
            check_for_changes(); // the event just made by the set-up form (event_setup.hpp)
        } catch (const storage::SqlError &) {}
    }
    return true;
}

void WebServer::missingHandler(const QHttpServerRequest &, QTcpSocket *socket) {
    socket->write(serialize(error_reply(404, QStringLiteral("not_found"), QStringLiteral("no such address")), false));
}

} // namespace damka::server
