#include "service_reply.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace damka::server {

Reply changed(const tournament::Change &c, const reports::Tr &tr) {
    QJsonArray lines;
    for (const Message &l : c.lines) lines.append(QString::fromStdString(tr.render(l)));
    return json_reply(QJsonObject{{QStringLiteral("changed"), lines}});
}

Reply refused(const Error &e, const reports::Tr &tr) {
    const QString message = QString::fromStdString(tr.render(e.message));
    switch (e.kind) {
    case ErrorKind::Busy: {
        Reply r = error_reply(409, QStringLiteral("busy"), message);
        r.headers.emplace_back("Retry-After", "1");
        return r;
    }
    case ErrorKind::Storage: return error_reply(503, QStringLiteral("storage"), message);
    case ErrorKind::Unconfirmed: return error_reply(409, QStringLiteral("confirm_needed"), message);
    case ErrorKind::Refused: break;
    }
    return error_reply(422, QStringLiteral("refused"), message);
}

QString words(const reports::Text &message) { return QString::fromStdString(message.str()); }

Reply bad_field(const QString &field, const QString &what) {
    // error_reply's shape, with the field and the reason apart.
    return json_reply(QJsonObject{{QStringLiteral("error"),
                                   QJsonObject{{QStringLiteral("status"), 400},
                                               {QStringLiteral("code"), QStringLiteral("bad_field")},
                                               {QStringLiteral("message"), QStringLiteral("%1: %2").arg(field, what)},
                                               {QStringLiteral("field"), field},
                                               {QStringLiteral("reason"), what}}}},
                      400);
}

std::variant<QJsonObject, Reply> body_object(const Request &r) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return error_reply(400, QStringLiteral("bad_json"),
                           QStringLiteral("the body must be a JSON object (%1)")
                               .arg(error.error != QJsonParseError::NoError
                                        ? error.errorString()
                                        : QStringLiteral("got another JSON value")));
    return doc.object();
}

std::optional<int> int_field(const QJsonObject &o, const QString &key, std::optional<int> fallback) {
    if (!o.contains(key)) return fallback;
    const QJsonValue v = o.value(key);
    if (v.isString()) {
        bool ok = false;
        const int n = v.toString().trimmed().toInt(&ok);
        return ok && n >= 1 ? std::optional<int>(n) : std::nullopt;
    }
    if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 1) return std::nullopt;
    return v.toInt();
}

} // namespace damka::server
