// The HTTP side: QHttpServer's parser (QAbstractHttpServer) in front of one event (event_host:
// its Site, streams, write queue, the poll of its audit log) or a festival of them
// (festival_host). Runs on the thread that created it: a read is answered when it comes, a
// write when its turn in the write queue comes (write_queue.hpp), each reply sent as soon as it
// is made.
#pragma once

#include "connection_guard.hpp"
#include "event_stream.hpp"
#include "event_view.hpp"
#include "site.hpp"
#include "write_queue.hpp"

#include <QAbstractHttpServer>

#include <memory>

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

class EventHost;
class FestivalHost;

class WebServer : public QAbstractHttpServer {
public:
    // A server of one event.
    WebServer(EventView &view, Site::WriteHandler writes, ServerOptions options = {}, Site::SetupHandler setup = {});
    // A festival's server: every section under /t/<slug>/ and the festival's own pages
    // (festival_host.hpp).
    explicit WebServer(FestivalHost &festival);
    ~WebServer() override;
    // Listens on `address`:`port` (0: any free port). Returns the port, or 0 with `error` set.
    quint16 start(const QHostAddress &address, quint16 port, QString &error);
    // Re-reads the event if it changed and tells every stream; called by the poll and after
    // each write. True when it changed.
    bool check_for_changes();
    // The event streams of the one event, or the festival's own.
    const EventStreams &streams() const;

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    ServerOptions options_;
    std::unique_ptr<EventHost> event_; // one event, or
    FestivalHost *festival_ = nullptr; // a festival
};

} // namespace damka::server
