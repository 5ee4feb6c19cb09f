// The event as the server shows it: one open Event, and the event data and standings read at
// the latest audit-log entry. Every command (CLI, this server, another server on the same
// PostgreSQL database) writes one audit entry, so comparing the latest entry's id is a cheap
// test for "something changed" (one indexed MAX query); the data is re-read only then.
#pragma once

#include "reports/reports.hpp"
#include "tournament/service/event.hpp"

#include <optional>

namespace damka::server {

class EventView {
public:
    explicit EventView(tournament::Event event);
    // No event yet: `damka serve --new` until the desk's form creates it (event_setup.hpp).
    EventView() = default;
    bool has_event() const { return event_.has_value(); }
    // The event just created; read at once.
    void attach(tournament::Event event);

    // Re-reads the event when the audit log has a newer entry; true when it had.
    bool refresh();
    // The id of the latest audit entry the data was read at: the version pages and streams carry.
    qint64 version() const { return version_; }
    const tournament::EventData &data() const { return data_; }
    // After the last complete round (as `damka standings` without --after).
    const tournament::Standings &standings() const { return standings_; }
    // Who checked in for the round to pair next or else the latest paired one, whichever has
    // check-ins first (nullopt: neither has any): the start list's column.
    const std::optional<reports::CheckIns> &checkins() const { return checkins_; }
    tournament::Event &event() { return *event_; }
    // The person running the server (`damka serve --arbiter NAME`; empty: not given): the audit
    // log names them beside the chief's token (routes.cpp) and as the setup's creator.
    void set_arbiter(const QString &name) { arbiter_ = name; }
    const QString &arbiter() const { return arbiter_; }

private:
    void reload(qint64 version);
    std::optional<tournament::Event> event_;
    qint64 version_ = -1;
    tournament::EventData data_;
    tournament::Standings standings_;
    std::optional<reports::CheckIns> checkins_;
    QString arbiter_;
};

} // namespace damka::server
