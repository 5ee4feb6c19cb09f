// The HTTP side: QHttpServer's parser (QAbstractHttpServer) in front of the Site, the event
// streams, and a poll of the event's audit log that notices changes made by anyone else (the
// CLI on the same file, another server on the same PostgreSQL event) and tells the streams.
// A second timer writes the web clocks' fallen flags to their games' logs (web_clock.hpp), so
// a flag is on record even when no page asks. Runs on the thread that created it: a read is
// answered when it comes, a write when its turn in the write queue comes (write_queue.hpp),
// each reply sent as soon as it is made.
#pragma once

#include "connection_guard.hpp"
#include "event_stream.hpp"
#include "event_view.hpp"
#include "site.hpp"
#include "write_queue.hpp"

#include <QAbstractHttpServer>
#include <QTimer>

namespace damka::server {

// Adds what serving needs to the event: the server's tables (tokens, check-in, web clocks) and
// the arbiter's game logs (the web clock writes them). Throws storage::SqlError.
void prepare_for_serving(tournament::Event &event);

// The addresses of the pages of a server listening on `address`:`port`: that address itself,
// or for every interface (0.0.0.0, ::) this machine's loopback first, then each address the
// network reaches it at ("http://192.168.1.5:8080/en/").
QStringList page_addresses(const QHostAddress &address, quint16 port, const QString &lang = QStringLiteral("en"));

struct ServerOptions {
    ConnectionLimits limits;
    StreamLimits streams;
    int poll_ms = 200; // how often the audit log is asked for a newer entry (PostgreSQL also notifies)
    int flag_check_ms = 1000; // how often the running web clocks are checked for a fallen flag
    Site::Plugins plugins; // the loaded variant plugins, for the pages that replay games (may be empty)
    WriteQueueLimits writes;
    QStringList host_names; // names it answers for besides this machine's (serve --host-name; host_names.hpp)
};

class WebServer : public QAbstractHttpServer {
public:
    WebServer(EventView &view, Site::WriteHandler writes, ServerOptions options = {}, Site::SetupHandler setup = {});
    // Listens on `address`:`port` (0: any free port). Returns the port, or 0 with `error` set.
    quint16 start(const QHostAddress &address, quint16 port, QString &error);
    // Re-reads the event if it changed and tells every stream; called by the poll and after
    // each write. True when it changed.
    bool check_for_changes();
    const EventStreams &streams() const { return streams_; }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    EventView &view_;
    Site site_;
    ServerOptions options_;
    EventStreams streams_;
    WriteQueue writes_;
    QTimer poll_;
    QTimer flags_;
};

} // namespace damka::server
