// One event as the server serves it: its Site, its event streams, its write queue, the poll of
// its audit log that notices changes made by anyone else (the CLI on the same file, another
// server on the same PostgreSQL event) and the check of its web clocks' fallen flags (written
// to their games' logs, so a flag is on record even when no page asks). A server of one event
// has one; a festival one per section (festival_host.hpp). Runs on the thread that made it.
#pragma once

#include "event_stream.hpp"
#include "event_view.hpp"
#include "site.hpp"
#include "write_queue.hpp"

#include <QTcpSocket>
#include <QTimer>

#include <functional>
#include <optional>

namespace damka::server {

struct ServerOptions;

class EventHost : public QObject {
public:
    // `changed` (may be empty) is told after the event changed and its streams were told.
    EventHost(EventView &view, Site::WriteHandler writes, const ServerOptions &options, Site::SetupHandler setup = {},
              std::function<void()> changed = {});
    // Starts the poll, the flags' check and (PostgreSQL) the notifications of other servers.
    void watch();
    // Answers `request` (its path relative to the event's mount) on `socket`: a read at once,
    // a write when its turn in the write queue comes, the event stream by keeping the socket.
    void answer(const Request &request, QTcpSocket *socket, bool close);
    // Re-reads the event if it changed and tells every stream; called by the poll and after
    // each write. True when it changed.
    bool check_for_changes();
    const EventStreams &streams() const { return streams_; }
    EventView &view() { return view_; }
    Site &site() { return site_; }

private:
    EventView &view_;
    Site site_;
    int poll_ms_, flag_check_ms_;
    int streams_per_address_;
    EventStreams streams_;
    WriteQueue writes_;
    QTimer poll_;
    QTimer flags_;
    std::function<void()> changed_;
};

// Writes `reply` to the client now; `close` ends the connection after it; `head`: the headers
// of GET without the body (RFC 9110 9.3.2).
void send_reply(QTcpSocket *socket, const Reply &reply, bool close, bool head);

// A request for the event stream's GET, which is answered at the socket (its HEAD by the
// route table).
bool is_stream_get(const Request &request);
// Answers the event stream's GET on `socket`: the stream from `version` on (Last-Event-ID),
// else the 421 `misdirected` gives or a 503 when its address has `per_address` streams open.
void answer_stream(EventStreams &streams, const Request &request, QTcpSocket *socket, qint64 version, int per_address,
                   const std::optional<Reply> &misdirected);

} // namespace damka::server
