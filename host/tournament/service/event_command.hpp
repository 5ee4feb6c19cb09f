// Commands built outside event.cpp on Event's public parts: one transaction, a refusal rolls
// it back and comes back as an Error (as Event's own commands do), and batches that are
// applied whole or not at all.
#pragma once

#include "event.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace damka::tournament {

// Thrown inside run_command's body: the arbiter can fix the reason; nothing is saved.
struct CommandRefusal : std::runtime_error {
    explicit CommandRefusal(Message why, ErrorKind k = ErrorKind::Refused)
        : std::runtime_error(why.english()), message(std::move(why)), kind(k) {}
    Message message;
    ErrorKind kind;
};

// Runs `body` (returning Change) in one transaction of `ev`.
template <class F>
Expected<Change> run_command(Event &ev, F &&body) {
    try {
        Change change;
        ev.db().transaction([&] { change = body(); });
        return change;
    } catch (const CommandRefusal &r) {
        return Error{r.message, r.kind};
    } catch (const storage::SqlError &e) {
        return storage_error(e, DAMKA_TR("Storage", "database: %1"));
    }
}

// One item of a batch and the input line it came from, for the refusal message.
template <class T>
struct Numbered {
    int line = 0;
    T item;
};

// Applies `apply(item)` (an Event command, nested in the batch's transaction) to every item;
// if any is refused, the whole batch is rolled back and the refusal lists every failing line
// ("line 4: board: round 3 has no board 40"). `nothing_done` heads that message ("nothing
// entered:"). `finish(change)` runs last in the same transaction (the batch's own audit
// entry). `where` names what Numbered::line counts: "line %1", or "board %1" for answers typed
// board by board.
template <class T, class F, class G>
Expected<Change> all_or_nothing(Event &ev, const std::vector<Numbered<T>> &items, const Message &nothing_done,
                                F &&apply, G &&finish, const Message &where = DAMKA_TR("Batch", "line %1: %2")) {
    return run_command(ev, [&] {
        Change all;
        std::vector<Message> refused{nothing_done};
        // Only corrections waiting for the arbiter's confirmation: the batch waits for it too
        // (FIDE C.04.2), so the desk can ask and send it again confirmed.
        bool only_unconfirmed = true;
        for (const Numbered<T> &n : items) {
            const Expected<Change> one = apply(n.item);
            if (!one) {
                refused.push_back(Message(where).arg(n.line).arg(one.error_message()));
                only_unconfirmed = only_unconfirmed && one.error_kind() == ErrorKind::Unconfirmed;
                continue;
            }
            all.lines.insert(all.lines.end(), one->lines.begin(), one->lines.end());
        }
        if (refused.size() > 1)
            throw CommandRefusal(Message::lines(refused),
                                 only_unconfirmed ? ErrorKind::Unconfirmed : ErrorKind::Refused);
        finish(all);
        return all;
    });
}

} // namespace damka::tournament
