// The audit log as the arbiter reads it today: Swiss start numbers are given out again in the
// initial order when round 1 is paired (FIDE C.04.2 B, initial_order.hpp, audit entry
// "players.renumber"), so an entry written before that named players by numbers they no longer
// have ("Ivanov (5): HPB in round 4" while Ivanov is now 12). The log itself is append-only and
// keeps what was written (its JSON too); these summaries name each player by name and current
// start number, and say so.
#pragma once

#include "tournament/model/model.hpp"
#include "storage/audit_log.hpp"

#include <vector>

namespace damka::tournament {

// Entries as storage::read_audit(db, prefix) gives them, each summary written before a
// renumbering rewritten: "Name (old)", "player old: Name" and "player old Name" become the
// current number, and " [start numbers as renumbered in round 1, C.04.2]" is added. A player
// renamed since the entry keeps the number of then.
std::vector<storage::AuditEntry> audit_with_current_numbers(storage::Database &db, const EventData &event,
                                                            const QString &prefix = {});

} // namespace damka::tournament
