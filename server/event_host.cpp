#include "event_host.hpp"

#include "connection_guard.hpp"
#include "web_clock.hpp"
#include "web_server.hpp" // ServerOptions

#include "storage/audit_log.hpp"

#include <QPointer>
#include <QSqlDriver>

namespace damka::server {

bool is_stream_get(const Request &r) {
    return r.method == "GET" && r.path == QString::fromLatin1(stream_pattern).split(QLatin1Char('/'));
}

void answer_stream(EventStreams &streams, const Request &r, QTcpSocket *socket, qint64 version, int per_address,
                   const std::optional<Reply> &misdirected) {
    if (misdirected) return send_reply(socket, *misdirected, true, false);
    if (!streams.open(socket, r.last_event_id, version)) {
        Reply busy =
            error_reply(503, QStringLiteral("too_many_streams"),
                        QStringLiteral("%1 event streams from your address are open; close some").arg(per_address));
        busy.headers.emplace_back("Retry-After", "10");
        return send_reply(socket, busy, true, false);
    }
    GuardedTcpServer::answered(socket, true);
}

void send_reply(QTcpSocket *socket, const Reply &reply, bool close, bool head) {
    QByteArray bytes = serialize(reply, close);
    if (head) bytes.chop(reply.body.size()); // RFC 9110 9.3.2: the headers of GET, no body
    socket->write(bytes);
    if (!close) return GuardedTcpServer::sent(socket);
    socket->flush();
    socket->disconnectFromHost();
}

EventHost::EventHost(EventView &view, Site::WriteHandler writes, const ServerOptions &options, Site::SetupHandler setup,
                     std::function<void()> changed)
    : view_(view), site_(view, std::move(writes), std::move(setup), options.plugins, options.host_names),
      poll_ms_(options.poll_ms), flag_check_ms_(options.flag_check_ms),
      streams_per_address_(options.streams.per_address), streams_(options.streams),
      writes_(
          view, [this](const Request &r) { return site_.handle(r); },
          [this] {
              try {
                  check_for_changes(); // a write shows on every stream now, not at the next poll
              } catch (const storage::SqlError &) {}
          },
          options.writes),
      changed_(std::move(changed)) {
    poll_.setInterval(poll_ms_);
    connect(&poll_, &QTimer::timeout, this, [this] {
        try {
            check_for_changes();
        } catch (const storage::SqlError &) {
            // The database is busy or away for a moment; the next poll asks again.
        }
    });
    flags_.setInterval(flag_check_ms_);
    connect(&flags_, &QTimer::timeout, this, [this] {
        try {
            if (view_.has_event() && log_fallen_flags(view_) > 0) check_for_changes();
        } catch (const storage::SqlError &) {
            // As for the poll: the next check notes the flag, at the time it fell.
        }
    });
}

void EventHost::watch() {
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
}

bool EventHost::check_for_changes() {
    if (!view_.refresh()) return false;
    streams_.publish(view_.version());
    if (changed_) changed_();
    return true;
}

void EventHost::answer(const Request &r, QTcpSocket *socket, bool close) {
    if (is_stream_get(r))
        return answer_stream(streams_, r, socket, view_.version(), streams_per_address_, site_.misdirected(r));
    GuardedTcpServer::answered(socket, false);
    const bool read = r.method == "GET" || r.method == "HEAD";
    if (!read && view_.has_event()) {
        // The write waits its turn off this call; the connection's next request waits for its answer.
        GuardedTcpServer::hold(socket);
        writes_.add(r, [socket = QPointer<QTcpSocket>(socket), close](const Reply &reply) {
            if (!socket) return;
            send_reply(socket, reply, close, false);
            GuardedTcpServer::release(socket);
        });
        return;
    }
    send_reply(socket, site_.handle(r), close, r.method == "HEAD");
    if (!read) {
        try {
            check_for_changes(); // the event just made by the set-up form (event_setup.hpp)
        } catch (const storage::SqlError &) {}
    }
}

} // namespace damka::server
