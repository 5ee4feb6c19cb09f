#include "event_view.hpp"

#include "storage/audit_log.hpp"

namespace damka::server {

EventView::EventView(tournament::Event event) : event_(std::move(event)) { refresh(); }

bool EventView::refresh() {
    const qint64 latest = storage::last_audit_id(event_.db());
    if (latest == version_) return false;
    reload(latest);
    return true;
}

void EventView::reload(qint64 version) {
    data_ = event_.data();
    standings_ = tournament::compute_standings(data_, tournament::completed_rounds(data_));
    version_ = version;
}

} // namespace damka::server
