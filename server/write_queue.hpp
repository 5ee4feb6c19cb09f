// The writes waiting for the event, run one group at a time off the request that brought
// them, so the event loop answers reads meanwhile and a hall's burst costs one commit per
// group, not one per write.
//
// One command at a time writes an event (SQLite's write lock; on PostgreSQL the event's LOCK
// TABLE). Waiting for it in the event loop (as the CLI waits, up to 30 s) would stop every page
// while another command holds it; here it is asked for with a wait of a few milliseconds, and
// when another command holds it the writes stay queued and are asked again shortly, up to
// `wait_ms` after they came (then 409 busy, nothing saved, as the CLI answers).
//
// A group is the writes of one Commit::Grouped row (routes.hpp) at the head of the queue, run
// for at most `group_ms` in one transaction, each command in a savepoint of its own (a refused
// one takes back only its own rows): one fsync for the group, and every write of it is
// acknowledged only after that commit (synchronous=FULL: an acknowledged write survives a
// power cut). Every other write runs alone, in its command's own transaction, once an empty
// transaction found the event free. PostgreSQL runs every write alone (SERIALIZABLE commands
// in savepoints of one transaction would fail together on one conflict).
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>

namespace damka::server {

struct WriteQueueLimits {
    int wait_ms = 30000; // as long as the CLI waits for another command's lock
    int group_ms = 40; // a group's writes stop being added after this: the first answers go out
    int lock_wait_ms = 10; // how long the event loop waits for the lock at a time
    int retry_ms = 25; // how soon the lock is asked for again
};

class WriteQueue : public QObject {
public:
    // `run` answers one write (it never throws: the site turns storage failures into replies);
    // `changed` is called after writes were committed, once per group, after their answers.
    using Run = std::function<Reply(const Request &)>;
    using Answer = std::function<void(const Reply &)>;
    WriteQueue(EventView &view, Run run, std::function<void()> changed, WriteQueueLimits limits = {});

    // Queues `request`; `answer` is called with its reply once it has run (or waited too long).
    void add(Request request, Answer answer);
    size_t waiting() const { return queue_.size(); }

private:
    struct Write {
        Request request;
        Answer answer;
        qint64 since_ms = 0;
    };
    void schedule(int ms);
    void run_next();
    // The group at the head of the queue, in one transaction. False when the lock was not free.
    bool run_group(size_t row);
    // The write at the head of the queue, in its command's own transaction. False when the
    // lock was not free.
    bool run_alone();
    // The head of the queue waited `wait_ms` for the lock: answered 409 busy.
    void give_up_on_head();

    EventView &view_;
    Run run_;
    std::function<void()> changed_;
    WriteQueueLimits limits_;
    std::deque<Write> queue_;
    QElapsedTimer clock_;
    QTimer next_;
};

} // namespace damka::server
