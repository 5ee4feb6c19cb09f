// The event service's answers as HTTP replies, shared by the write endpoints (write_api) and
// the desk's (desk_api): what a command changed, its refusal with the status its kind calls
// for, a field refused (the body itself is read by request_body.hpp).
#pragma once

#include "http_message.hpp"
#include "reports/i18n.hpp"
#include "tournament/service/event.hpp"

#include <QJsonObject>

#include <optional>
#include <variant>

namespace damka::server {

// 200 {"changed": [the lines the CLI prints]}, in `tr`'s language.
Reply changed(const tournament::Change &c, const reports::Tr &tr);
// A refusal of the event service (RFC 9110 15.5) in `tr`'s language: 409 busy (Retry-After)
// or confirm_needed (FIDE C.04.2: the same request with "confirm": true goes through), 503
// storage, else 422.
Reply refused(const Error &e, const reports::Tr &tr);
template <class T>
Reply refused(const Expected<T> &failed, const reports::Tr &tr) {
    return refused(Error{failed.error_message(), failed.error_kind()}, tr);
}
// The service's answer: changed() or refused().
template <class T>
Reply answer(const Expected<T> &r, const reports::Tr &tr) {
    return r ? changed(*r, tr) : refused(r, tr);
}
// A translated message for a JSON error (error_reply).
QString words(const reports::Text &message);
// 400 bad_field naming the field (the request's key, also given apart as "field" so a form
// can name it by its label) and what it must be ("reason").
Reply bad_field(const QString &field, const QString &what);

} // namespace damka::server
