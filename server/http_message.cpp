#include "http_message.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace damka::server {

std::optional<int> positive_number(const QString &text) {
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok && n > 0 ? std::optional<int>(n) : std::nullopt;
}

Reply json_reply(const QJsonValue &value, int status) {
    Reply r;
    r.status = status;
    r.content_type = "application/json";
    r.body = value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                             : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    return r;
}

Reply error_reply(int status, const QString &code, const QString &message) {
    return json_reply(QJsonObject{{QStringLiteral("error"),
                                   QJsonObject{{QStringLiteral("status"), status},
                                               {QStringLiteral("code"), code},
                                               {QStringLiteral("message"), message}}}},
                      status);
}

Reply html_reply(const std::string &page, int status) {
    Reply r;
    r.status = status;
    r.content_type = "text/html; charset=utf-8";
    r.body = QByteArray::fromStdString(page);
    return r;
}

Reply download_reply(const QByteArray &body, const QByteArray &type, const QString &filename) {
    Reply r;
    r.content_type = type;
    r.body = body;
    r.headers.emplace_back("Content-Disposition", "attachment; filename=\"" + filename.toUtf8() + "\"");
    return r;
}

Reply no_store(Reply reply) {
    reply.headers.emplace_back("Cache-Control", "no-store");
    return reply;
}

QByteArray reason_phrase(int status) {
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 204: return "No Content";
    case 302: return "Found";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 415: return "Unsupported Media Type";
    case 421: return "Misdirected Request";
    case 422: return "Unprocessable Content";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

Reply method_not_allowed(const QByteArray &allow) {
    Reply r = error_reply(405, QStringLiteral("method_not_allowed"),
                          QStringLiteral("this address answers %1 only").arg(QString::fromLatin1(allow)));
    r.headers.emplace_back("Allow", allow);
    return r;
}

QByteArray security_headers() {
    // Scripts and styles only from the server's own files (no inline script: an injected
    // <script> in a player's name would not run), never framed (clickjacking of the desk),
    // no Referer leaving the site, and no content-type guessing by the browser. A page's <base>
    // (mount.hpp) may name only this server.
    return "Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'\r\n"
           "X-Content-Type-Options: nosniff\r\n"
           "X-Frame-Options: DENY\r\n"
           "Referrer-Policy: no-referrer\r\n";
}

QByteArray serialize(const Reply &reply, bool close_connection) {
    QByteArray out = "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + reason_phrase(reply.status) + "\r\n";
    out += "Content-Type: " + reply.content_type + "\r\n";
    out += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
    const bool own_cache_rule = std::any_of(reply.headers.begin(), reply.headers.end(),
                                            [](const auto &h) { return h.first == "Cache-Control"; });
    if (!own_cache_rule) out += "Cache-Control: no-cache\r\n";
    out += security_headers();
    for (const auto &[name, value] : reply.headers) out += name + ": " + value + "\r\n";
    if (close_connection) out += "Connection: close\r\n";
    return out + "\r\n" + reply.body;
}

} // namespace damka::server
