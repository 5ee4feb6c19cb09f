#include "web_server.hpp"

#include "access_tokens.hpp"
#include "event_host.hpp"
#include "festival_host.hpp"
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
    : options_(options), event_(std::make_unique<EventHost>(view, std::move(writes), options_, std::move(setup))) {}

WebServer::WebServer(FestivalHost &festival) : options_(festival.options()), festival_(&festival) {}

WebServer::~WebServer() = default;

quint16 WebServer::start(const QHostAddress &address, quint16 port, QString &error) {
    auto *tcp = new GuardedTcpServer(options_.limits, this);
    if (!tcp->listen(address, port)) {
        error = tcp->errorString();
        delete tcp;
        return 0;
    }
    bind(tcp);
    if (event_)
        event_->watch();
    else
        festival_->watch();
    return tcp->serverPort();
}

bool WebServer::check_for_changes() {
    if (event_) return event_->check_for_changes();
    bool any = false;
    for (const auto &s : festival_->sections()) any = s->host->check_for_changes() || any;
    return any;
}

const EventStreams &WebServer::streams() const { return event_ ? event_->streams() : festival_->streams(); }

bool WebServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) {
    Request r = to_request(request);
    r.last_event_id = request.value("Last-Event-ID");
    // HTTP/1.0 connections are not kept open (RFC 9112 9.3: persistence is 1.1's default only).
    const bool close =
        request.value("Connection").toLower() == "close" || GuardedTcpServer::closes_after_answer(socket);
    if (event_)
        event_->answer(r, socket, close);
    else
        festival_->answer(std::move(r), socket, close);
    return true;
}

void WebServer::missingHandler(const QHttpServerRequest &, QTcpSocket *socket) {
    socket->write(serialize(error_reply(404, QStringLiteral("not_found"), QStringLiteral("no such address")), false));
}

} // namespace damka::server
