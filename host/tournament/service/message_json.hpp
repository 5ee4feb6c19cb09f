// The event service's messages (core/message.hpp) kept in the database, so a page renders an
// audit entry or a pairing's explanation in its reader's language long after it was written:
// data is a JSON string, a marked pattern {"c": context, "t": pattern, "a": [args], "n": count}.
#pragma once

#include "core/message.hpp"
#include "storage/audit_log.hpp"

#include <QJsonValue>

#include <optional>

namespace damka::tournament {

QJsonValue to_json(const Message &m);
// A value to_json did not write (an old entry's, a hand-edited one) is read as its text.
Message message_from_json(const QJsonValue &v);

// A message column's text (audit_log.summary_message, rounds.pairing_note_message): the JSON
// inside a one-element array, since a message is a JSON string or object.
QString to_column(const Message &m);
// nullopt for an empty column (a row written before the column was added).
std::optional<Message> from_column(const QString &text);

// storage::append_audit with the summary in English and as the message it was made from.
void append_audit(storage::Database &db, const QString &who, const QString &action, const Message &summary,
                  const QJsonObject &before, const QJsonObject &after);

// An audit entry's summary: its message when one was stored, else its English line.
Message audit_summary(const storage::AuditEntry &entry);

} // namespace damka::tournament
