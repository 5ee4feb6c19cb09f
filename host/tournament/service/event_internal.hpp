// What the event service's source files share (event.cpp, round_pairing.cpp,
// result_entry.cpp): the refusal a command throws and the labels its messages use.
// Not part of the module's interface.
#pragma once

#include "event.hpp"
#include "core/qt_text.hpp"
#include "message_json.hpp"
#include "tournament/model/model.hpp"

#include <QString>

#include <map>
#include <stdexcept>
#include <string>

namespace damka::tournament::detail {

// A command refused for a reason the arbiter can fix; rolls the transaction back. `kind`:
// Refused, or Unconfirmed when confirming it is the fix.
struct Refusal : std::runtime_error {
    explicit Refusal(Message why, ErrorKind refusal = ErrorKind::Refused)
        : std::runtime_error(why.english()), message(std::move(why)), kind(refusal) {}
    Message message;
    ErrorKind kind;
};

inline std::string num(int n) { return std::to_string(n); }

// Gives the players the start numbers of `old_to_new` (byes, forbidden pairs and check-ins
// follow them), lists the moves in `c` with the names of `renumbered_event` and writes the
// `players.renumber` audit entry event audit reads old numbers by (round_pairing.cpp).
void store_renumbering(storage::Database &db, const QString &actor, const EventData &renumbered_event,
                       const std::map<int, int> &old_to_new, Change &c);

inline const Player &require_player(const EventData &e, int id) {
    const Player *p = e.player(id);
    if (!p) throw Refusal(DAMKA_TR("Event", "player: no player with start number %1").arg(id));
    return *p;
}

} // namespace damka::tournament::detail

namespace damka::tournament {

// One command: `body` runs in one transaction; a Refusal or a storage error rolls it back
// and comes back as the Error.
template <class F>
Expected<Change> Event::command(F &&body) {
    try {
        Change change;
        db_.transaction([&] { change = body(); });
        return change;
    } catch (const detail::Refusal &r) {
        return Error{r.message, r.kind};
    } catch (const storage::SqlError &e) {
        return storage_error(e, DAMKA_TR("Storage", "database: %1"));
    }
}

} // namespace damka::tournament
