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

} // namespace damka::server
