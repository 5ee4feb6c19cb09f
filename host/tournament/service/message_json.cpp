#include "message_json.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace damka::tournament {

namespace {
const QLatin1String context_key("c"), pattern_key("t"), args_key("a"), count_key("n");
}

QJsonValue to_json(const Message &m) {
    if (!m.is_marked() && m.args().empty() && m.count() < 0) return QString::fromStdString(m.pattern());
    QJsonObject o{{context_key, QString::fromStdString(m.context())},
                  {pattern_key, QString::fromStdString(m.pattern())}};
    if (!m.args().empty()) {
        QJsonArray args;
        for (const Message &a : m.args()) args.append(to_json(a));
        o.insert(args_key, args);
    }
    if (m.count() >= 0) o.insert(count_key, m.count());
    return o;
}

Message message_from_json(const QJsonValue &v) {
    if (!v.isObject()) return v.toString().toStdString();
    const QJsonObject o = v.toObject();
    std::vector<Message> args;
    for (const QJsonValue &a : o.value(args_key).toArray()) args.push_back(message_from_json(a));
    return Message::restored(o.value(context_key).toString().toStdString(),
                             o.value(pattern_key).toString().toStdString(), std::move(args),
                             o.value(count_key).toInt(-1));
}

QString to_column(const Message &m) {
    return QString::fromUtf8(QJsonDocument(QJsonArray{to_json(m)}).toJson(QJsonDocument::Compact));
}

std::optional<Message> from_column(const QString &text) {
    const QJsonValue v = QJsonDocument::fromJson(text.toUtf8()).array().at(0);
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    return message_from_json(v);
}

void append_audit(storage::Database &db, const QString &who, const QString &action, const Message &summary,
                  const QJsonObject &before, const QJsonObject &after) {
    storage::append_audit(db, who, action, QString::fromStdString(summary.english()), before, after,
                          to_column(summary));
}

Message audit_summary(const storage::AuditEntry &entry) {
    return from_column(entry.summary_message).value_or(Message(entry.summary.toStdString()));
}

} // namespace damka::tournament
