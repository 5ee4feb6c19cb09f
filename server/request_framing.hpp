// The framing of the requests on one connection (RFC 9112), checked on the raw bytes before
// Qt's parser reads them: where a lenient parser and a proxy in front of the server could read
// one request as two (request smuggling), the request is refused with 400 and the connection
// closed. Refused: a version other than HTTP/1.0 and HTTP/1.1, and none (HTTP/0.9's "GET /",
// refused as soon as its line is read); a control character in the target (a NUL); Content-Length with
// Transfer-Encoding (6.1: "ought to be handled as an error"); Content-Length values that are
// not digits (a negative length) or that differ; whitespace before a field's colon (5.1) and
// line folding (5.2); a CR not ending a line; an HTTP/1.1 request with no Host or two (3.2). A
// body sent chunked gets 411 Length Required (6.3: a server may require a Content-Length;
// browsers and the desk's forms always send one).
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace damka::server {

struct FramingProblem {
    int status = 400;
    QString code; // the JSON error code ("bad_request", "length_required")
    QString message;
};

class RequestFraming {
public:
    // The connection's next bytes, as they arrive. A problem is answered and the connection
    // closed; nothing after it is read.
    std::optional<FramingProblem> feed(const QByteArray &bytes);
    // An HTTP/1.0 request was seen: the connection closes after its answer (RFC 9112 9.3, no
    // persistent connections for 1.0 here).
    bool saw_http10() const { return http10_; }

private:
    std::optional<FramingProblem> check_request_line(const QByteArray &line);
    std::optional<FramingProblem> check_head(const QByteArray &head);
    QByteArray head_; // the head being read (request line and fields)
    qint64 body_left_ = 0; // bytes of the current body still to pass
    QByteArray version_; // the current request's, from its line
    bool http10_ = false;
};

} // namespace damka::server
