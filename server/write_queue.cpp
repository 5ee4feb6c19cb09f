#include "write_queue.hpp"

#include "pages.hpp" // parse_language
#include "routes.hpp"
#include "service_reply.hpp"

#include "storage/database.hpp"

#include <vector>

namespace damka::server {

namespace {

// The language the write's refusals are given in (the pages send theirs as ?lang=).
reports::Tr language_of(const Request &r) {
    return reports::Tr(
        parse_language(r.query.queryItemValue(QStringLiteral("lang"))).value_or(reports::Language::English));
}

Reply failure(const storage::SqlError &e, const Request &r) {
    return refused(tournament::storage_error(e), language_of(r));
}

// The storage layer's words for a lock not freed in time (host/storage), which the service
// translates.
const char *const kBusy = "the event is busy with another command; nothing was saved, try again";

} // namespace

WriteQueue::WriteQueue(EventView &view, Run run, std::function<void()> changed, WriteQueueLimits limits)
    : view_(view), run_(std::move(run)), changed_(std::move(changed)), limits_(limits) {
    clock_.start();
    next_.setSingleShot(true);
    connect(&next_, &QTimer::timeout, this, &WriteQueue::run_next);
}

void WriteQueue::add(Request request, Answer answer) {
    queue_.push_back({std::move(request), std::move(answer), clock_.elapsed()});
    if (!next_.isActive()) schedule(0);
}

void WriteQueue::schedule(int ms) { next_.start(ms); }

void WriteQueue::run_next() {
    if (queue_.empty()) return;
    storage::Database &db = view_.event().db();
    const std::optional<size_t> row = grouped_row(queue_.front().request);
    const bool ran = row && db.driver() == storage::Driver::SQLite ? run_group(*row) : run_alone();
    if (!ran && clock_.elapsed() - queue_.front().since_ms >= limits_.wait_ms) give_up_on_head();
    // Between groups the event loop answers the reads that came meanwhile; a lock another
    // command holds is asked for again a little later.
    if (!queue_.empty()) schedule(ran ? 0 : limits_.retry_ms);
}

bool WriteQueue::run_group(size_t row) {
    storage::Database &db = view_.event().db();
    std::vector<Reply> replies;
    QElapsedTimer group;
    group.start();
    try {
        db.set_busy_timeout(limits_.lock_wait_ms);
        db.transaction([&] {
            for (size_t i = 0; i < queue_.size() && (i == 0 || group.elapsed() < limits_.group_ms); ++i) {
                if (grouped_row(queue_[i].request) != row) break;
                replies.push_back(run_(queue_[i].request));
            }
        });
    } catch (const storage::ConflictError &e) {
        if (replies.empty()) return false; // BEGIN IMMEDIATE: another command holds the lock
        for (size_t i = 0; i < replies.size(); ++i) replies[i] = failure(e, queue_[i].request);
    } catch (const storage::SqlError &e) {
        // The event cannot be written (the file deleted or replaced, damaged) or the commit failed
        // (a full disk): nothing of the group was saved; without a group, the first write says why.
        for (size_t i = 0; i < replies.size(); ++i) replies[i] = failure(e, queue_[i].request);
        if (replies.empty()) replies.push_back(failure(e, queue_.front().request));
    }
    std::vector<Write> done(std::make_move_iterator(queue_.begin()),
                            std::make_move_iterator(queue_.begin() + qsizetype(replies.size())));
    queue_.erase(queue_.begin(), queue_.begin() + qsizetype(replies.size()));
    for (size_t i = 0; i < done.size(); ++i) done[i].answer(replies[i]);
    changed_();
    return true;
}

bool WriteQueue::run_alone() {
    storage::Database &db = view_.event().db();
    try {
        db.set_busy_timeout(limits_.lock_wait_ms);
        db.transaction([] {}); // is the event free? (an empty transaction writes nothing)
    } catch (const storage::ConflictError &) {
        return false;
    } catch (const storage::SqlError &) {
        // The event cannot be written: the write itself says so.
    }
    Write w = std::move(queue_.front());
    queue_.pop_front();
    w.answer(run_(w.request));
    changed_();
    return true;
}

void WriteQueue::give_up_on_head() {
    Write w = std::move(queue_.front());
    queue_.pop_front();
    w.answer(failure(storage::ConflictError(kBusy), w.request));
}

} // namespace damka::server
