// A festival on one server (issue 45): every section of a festival (host/festival) served under
// its own address /t/<slug>/ exactly as a server of one event serves it (the request's path
// without the prefix, `Request::base` the prefix), and the festival's own addresses beside
// them: the list of its tournaments (/en/, /ru/), its desk (a new tournament), one hall screen
// cycling through the sections, one page of the boards being recorded across them, a document
// (/api/v1/festival) and an event stream announcing a change of any section.
// A festival chief's token (kept in the festival's own database) acts in every section; a
// section's tokens only in it. The folder or the database is read again every few seconds, so
// an event file dropped in, or a tournament made by another server, is served.
#pragma once

#include "event_host.hpp"
#include "event_stream.hpp"
#include "host_names.hpp"
#include "rate_limit.hpp"
#include "web_server.hpp"
#include "write_api.hpp"

#include "festival/festival.hpp"

#include <QTimer>

#include <map>
#include <memory>
#include <vector>

namespace damka::server {

// A section as the festival serves it.
struct ServedSection {
    QString slug;
    QString locator;
    std::unique_ptr<EventView> view;
    std::unique_ptr<WriteApi> writes;
    std::unique_ptr<EventHost> host;
};

class FestivalHost : public QObject {
public:
    FestivalHost(festival::Festival &festival, const ServerOptions &options, QString arbiter, Language lang);
    // Serves the sections there are now, then looks for new ones every `rescan_ms`.
    void watch(int rescan_ms = 2000);
    // Answers `request` on `socket`: a section's when its path starts with t/<slug>/.
    void answer(Request request, QTcpSocket *socket, bool close);
    const EventStreams &streams() const { return streams_; }
    // The sections served, by slug; the files that could not be opened, and why.
    const std::vector<std::unique_ptr<ServedSection>> &sections() const { return sections_; }
    const std::map<QString, QString> &unavailable() const { return unavailable_; }
    festival::Festival &festival() { return festival_; }
    Language language() const { return lang_; }
    const ServerOptions &options() const { return options_; }
    // Reads the folder or the database again and serves the sections not served yet.
    void rescan();
    // Serves the event just made at `locator` as section `slug`.
    ServedSection &serve(const QString &slug, const QString &locator, tournament::Event event);
    ServedSection *section(const QString &slug);
    // The festival chief's token `secret`, or nullopt (unknown, revoked, expired).
    std::optional<Token> festival_token(const QByteArray &secret);
    // The version the festival's stream announces: grows with every section's.
    qint64 version() const;
    // Tells the festival's streams (a section changed, or a section was added).
    void publish();
    RateLimiter &limiter() { return limiter_; }
    const QString &arbiter() const { return arbiter_; }

private:
    Reply handle(const Request &request);
    festival::Festival &festival_;
    ServerOptions options_;
    QString arbiter_;
    Language lang_;
    HostNames hosts_;
    RateLimiter limiter_;
    std::vector<std::unique_ptr<ServedSection>> sections_;
    std::map<QString, QString> unavailable_; // slug -> why it is not served
    std::map<QString, QDateTime> tried_; // slug -> the file's time when it was last tried
    EventStreams streams_;
    QTimer rescan_;
};

} // namespace damka::server
