#include "request_framing.hpp"

#include <QList>

namespace damka::server {

namespace {

// Far above any request the server takes (connection_guard.hpp caps them at 64 KiB).
constexpr qsizetype kMaxHead = 64 * 1024;

FramingProblem bad(const QString &message) { return {400, QStringLiteral("bad_request"), message}; }

bool all_digits(const QByteArray &s) {
    if (s.isEmpty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

} // namespace

std::optional<FramingProblem> RequestFraming::feed(const QByteArray &bytes) {
    qsizetype at = 0;
    while (at < bytes.size()) {
        if (body_left_ > 0) {
            const qint64 take = std::min<qint64>(body_left_, bytes.size() - at);
            body_left_ -= take;
            at += qsizetype(take);
            continue;
        }
        // RFC 9112 2.2: empty lines before a request line are ignored.
        if (head_.isEmpty() && (bytes[at] == '\r' || bytes[at] == '\n')) {
            ++at;
            continue;
        }
        const qsizetype end = bytes.indexOf('\n', at);
        head_.append(bytes.mid(at, end < 0 ? -1 : end + 1 - at));
        if (head_.size() > kMaxHead) return bad(QStringLiteral("the request's header is too long"));
        if (end < 0) return std::nullopt;
        at = end + 1;
        // The request line is judged as soon as it is whole: an HTTP/0.9 line ("GET /") has no
        // fields and no empty line after it, and would otherwise wait for the idle timeout.
        if (head_.count('\n') == 1)
            if (auto problem = check_request_line(head_)) return problem;
        // The head ends at an empty line.
        if (!(head_.endsWith("\r\n\r\n") || head_.endsWith("\n\n") || head_.endsWith("\n\r\n"))) continue;
        const QByteArray head = head_;
        head_.clear();
        if (auto problem = check_head(head)) return problem;
    }
    return std::nullopt;
}

std::optional<FramingProblem> RequestFraming::check_request_line(const QByteArray &text) {
    QByteArray line = text.endsWith('\n') ? text.chopped(1) : text;
    if (line.endsWith('\r')) line.chop(1);
    if (line.contains('\r')) return bad(QStringLiteral("a CR inside a header line (RFC 9112 2.2)"));
    // Request line: method SP request-target SP HTTP-version (RFC 9112 3); HTTP/0.9's "GET /"
    // has no version and is not served.
    const QList<QByteArray> request = line.split(' ');
    if (request.size() != 3 || request[0].isEmpty() || request[1].isEmpty())
        return bad(QStringLiteral("the request line is not METHOD TARGET HTTP-VERSION (RFC 9112 3)"));
    // RFC 9112 3.2, RFC 3986 2: a target has no control character (a NUL cuts a path short
    // in C code behind a proxy).
    for (const char c : request[1])
        if (uchar(c) < 0x20 || c == 0x7f)
            return bad(QStringLiteral("a control character in the request target (RFC 9112 3.2)"));
    const QByteArray &version = request[2];
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return bad(QStringLiteral("HTTP version '%1' is not served: HTTP/1.1 or HTTP/1.0 only")
                       .arg(QString::fromLatin1(version.left(32))));
    version_ = version;
    if (version == "HTTP/1.0") http10_ = true;
    return std::nullopt;
}

std::optional<FramingProblem> RequestFraming::check_head(const QByteArray &head) {
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &line : lines) {
        if (line.endsWith('\r')) line.chop(1);
        if (line.contains('\r')) return bad(QStringLiteral("a CR inside a header line (RFC 9112 2.2)"));
    }
    while (!lines.isEmpty() && lines.back().isEmpty()) lines.removeLast();
    if (lines.isEmpty()) return bad(QStringLiteral("an empty request"));
    const QByteArray version = version_; // the request line's, checked when it came
    std::optional<QByteArray> length;
    int hosts = 0;
    bool transfer_encoding = false;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        if (line.startsWith(' ') || line.startsWith('\t'))
            return bad(QStringLiteral("a folded header line (obs-fold, RFC 9112 5.2)"));
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) return bad(QStringLiteral("a header line without a field name and colon (RFC 9112 5)"));
        const QByteArray name = line.left(colon);
        if (name.endsWith(' ') || name.endsWith('\t'))
            return bad(QStringLiteral("whitespace before a header field's colon (RFC 9112 5.1)"));
        const QByteArray lower = name.toLower(), value = line.mid(colon + 1).trimmed();
        if (lower == "host") ++hosts;
        if (lower == "transfer-encoding") transfer_encoding = true;
        if (lower == "content-length") {
            // A list of equal values is one length (RFC 9110 8.6); anything else is an error.
            for (const QByteArray &item : value.split(',')) {
                const QByteArray v = item.trimmed();
                if (!all_digits(v) || v.size() > 15)
                    return bad(QStringLiteral("Content-Length '%1' is not a length (RFC 9110 8.6)")
                                   .arg(QString::fromLatin1(value.left(32))));
                if (length && v.toLongLong() != length->toLongLong())
                    return bad(QStringLiteral("two different Content-Length values (RFC 9112 6.3)"));
                length = v;
            }
        }
    }
    if (transfer_encoding && length)
        return bad(QStringLiteral("Content-Length together with Transfer-Encoding (RFC 9112 6.1)"));
    if (transfer_encoding)
        return FramingProblem{411, QStringLiteral("length_required"),
                              QStringLiteral("send the body with a Content-Length (RFC 9112 6.3)")};
    if (version == "HTTP/1.1" && hosts != 1)
        return bad(hosts == 0 ? QStringLiteral("an HTTP/1.1 request without Host (RFC 9112 3.2)")
                              : QStringLiteral("more than one Host field (RFC 9112 3.2)"));
    body_left_ = length ? length->toLongLong() : 0;
    return std::nullopt;
}

} // namespace damka::server
