// The body of every write and desk address, read once and strictly: a JSON object that keeps
// the I-JSON rules (RFC 7493), so what a client meant is what is stored, and each field read
// as the type it has. A field of another type is refused by its name, never read as another
// value (an array is not an empty club, a number is not a name).
#pragma once

#include "http_message.hpp"
#include "reports/i18n.hpp"

#include <QJsonObject>

#include <optional>
#include <variant>

namespace damka::server {

// The fields of a request's body. Every reader takes the field's key; a field absent or null is
// not given (nullopt). The first field refused is kept as its 400 (bad()): a handler reads its
// fields, then answers bad() when it is set, before it changes anything. Lives for one request.
class Fields {
public:
    Fields(QJsonObject object, const reports::Tr &tr) : object_(std::move(object)), tr_(tr) {}

    // Text: a JSON string, trimmed.
    std::optional<QString> text(const char *key);
    std::optional<std::string> std_text(const char *key);
    // Text a form may also send as a number ("12" or 12: a seed, a round, start numbers): a JSON
    // string, trimmed, or a JSON number as its digits.
    std::optional<QString> spelled(const char *key);
    // A whole number in [low, high], sent as a JSON number or as text; blank is not given.
    std::optional<int> whole(const char *key, int low, int high);
    // A checkbox: a JSON boolean, or a form's text ("true", "on"; "false", "off", blank).
    bool flag(const char *key);

    // Refuses `key` with `reason`, unless a field was refused before.
    void refuse(const QString &key, const QString &reason);
    // The first refusal: 400 bad_field naming the field (service_reply.hpp).
    const std::optional<Reply> &bad() const { return bad_; }
    const QJsonObject &object() const { return object_; }
    const reports::Tr &tr() const { return tr_; }

private:
    QJsonObject object_;
    reports::Tr tr_;
    std::optional<Reply> bad_;
};

// The body as a JSON object's fields, or the 400 saying why not: not JSON, not an object, or
// against I-JSON (RFC 7493): a name given twice in one object (2.3), a lone UTF-16 surrogate
// escape (2.1; QJsonDocument would keep it as U+FFFD), a number beyond +-(2^53 - 1) (2.2; it
// would be kept rounded). The last three as 400 bad_field naming the body's field they are in.
// `empty_is_object`: an empty body is an empty object (the desk's writes that need no field).
std::variant<Fields, Reply> read_body(const Request &request, const reports::Tr &tr, bool empty_is_object = false);

// A desk write: `answer` given the body's fields (an empty body an empty object), or the 400.
template <class F>
Reply with_body(const Request &request, const reports::Tr &tr, F &&answer) {
    auto body = read_body(request, tr, true);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    return answer(std::get<Fields>(body));
}

} // namespace damka::server
