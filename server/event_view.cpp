#include "event_view.hpp"

#include "storage/audit_log.hpp"
#include "tournament/service/checkins.hpp"

namespace damka::server {

EventView::EventView(tournament::Event event) : event_(std::move(event)) { refresh(); }

void EventView::attach(tournament::Event event) {
    event_.emplace(std::move(event));
    version_ = -1;
    refresh();
}

bool EventView::refresh() {
    if (!event_) return false;
    const qint64 latest = storage::last_audit_id(event_->db());
    if (latest == version_) return false;
    reload(latest);
    return true;
}

void EventView::reload(qint64 version) {
    data_ = event_->data();
    standings_ = tournament::compute_standings(data_, tournament::completed_rounds(data_));
    // A check-in is written with an audit entry, so it is read again here when one is made.
    const int paired = int(data_.rounds.size());
    checkins_.reset();
    for (const int round : {paired + 1, paired})
        if (round >= 1 && round <= data_.info.rounds)
            if (std::set<int> in = tournament::checked_in(event_->db(), round); !in.empty()) {
                checkins_ = reports::CheckIns{round, std::move(in)};
                break;
            }
    version_ = version;
}

} // namespace damka::server
