// A request as the site sees it and the reply it gives: plain values, no sockets, so every
// page and endpoint can be read and tested apart from the network (web_server.hpp carries
// them to and from QHttpServer).
#pragma once

#include <optional>

#include <QByteArray>
#include <QHostAddress>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

#include <utility>
#include <vector>

namespace damka::server {

struct Request {
    QByteArray method; // "GET", "POST", ...
    QStringList path; // "/api/v1/rounds/2" -> {"api", "v1", "rounds", "2"}
    QUrlQuery query;
    QByteArray body;
    QByteArray authorization; // the Authorization header, as sent
    QByteArray host; // the Host header, as sent ("192.168.1.5:8080"); empty from HTTP/1.0
    QHostAddress peer;
    // The path the event is mounted at, always starting and ending with '/': "/" for a server of
    // one event, "/t/a-open/" in a festival, whose dispatcher sets it and removes it from `path`
    // (routes never see it). Never read from the wire. Pages name it in <base href> and link
    // relative to it; redirects and links in JSON documents carry it (mount.hpp).
    QString base = QStringLiteral("/");
    QByteArray last_event_id; // the Last-Event-ID header (the event stream resumes)
};

struct Reply {
    int status = 200;
    QByteArray content_type = "application/json";
    QByteArray body;
    std::vector<std::pair<QByteArray, QByteArray>> headers; // besides type and length
};

// A JSON body (compact UTF-8).
// A path segment or field that names a round, board, player or team: a whole number from 1.
std::optional<int> positive_number(const QString &text);

Reply json_reply(const QJsonValue &value, int status = 200);
// {"error": {"status": 404, "code": "not_found", "message": "..."}} - every 4xx/5xx of the API.
Reply error_reply(int status, const QString &code, const QString &message);
// 405 Method Not Allowed with its Allow header (RFC 9110 15.5.6): `allow` as "GET, HEAD".
Reply method_not_allowed(const QByteArray &allow);
Reply html_reply(const std::string &page, int status = 200);
// A file to download: `type` and a Content-Disposition naming `filename`.
Reply download_reply(const QByteArray &body, const QByteArray &type, const QString &filename);
// `reply` kept out of every cache (RFC 9111 5.2.2.5 no-store): it carries a secret (a new
// token, its link) or what only a token may read.
Reply no_store(Reply reply);

// The reason phrase of a status code (RFC 9110 section 15).
QByteArray reason_phrase(int status);
// The reply as HTTP/1.1 bytes: status line, headers, Content-Length, body (RFC 9112 section 6);
// Cache-Control no-cache unless the reply names its own.
QByteArray serialize(const Reply &reply, bool close_connection);
// The security header lines every reply carries, event streams too (CSP, nosniff, framing,
// Referrer-Policy), each ending in CRLF.
QByteArray security_headers();

} // namespace damka::server
