// The token-guarded addresses: the write endpoints and the desk's (desk_api.hpp), each behind
// a bearer token (access_tokens.hpp; RFC 6750) and the rate limit, each calling the same Event
// service function as the CLI command it mirrors, so the checks and the audit log are those of
// `damka result set` and `damka round publish`. The route table (routes.cpp) lists them with
// the roles that may use each. Answers 401 without a known token, 403 for a role that may not,
// 400 for a body that is not the JSON object asked for, 404 for an unknown round or player,
// 422 when the event refuses.
#pragma once

#include "access_tokens.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "rate_limit.hpp"
#include "reports/i18n.hpp"
#include "routes.hpp"

#include <functional>

#include <optional>
#include <variant>

namespace damka::server {

class WriteApi {
public:
    // `plugins` (may be empty) gives the loaded variant plugins: the desk's openings of a
    // micro-match event are replayed by the event's variant.
    using Plugins = server::Plugins;
    // Tokens kept outside the event that act in it: a festival chief's (festival_host.hpp);
    // asked for a secret the event does not know.
    using OuterTokens = std::function<std::optional<Token>(const QByteArray &secret)>;
    WriteApi(EventView &view, RateLimits limits, Plugins plugins = {}, OuterTokens outer = {});
    // The reply to a request for a token's row of the route table, or nullopt when `request`
    // is not one (a public read).
    std::optional<Reply> operator()(const Request &request);

private:
    // The presented token, or the reply refusing it (401, 429).
    std::variant<Token, Reply> caller(const Request &request, const reports::Tr &tr);
    EventView &view_;
    RateLimiter limiter_;
    Plugins plugins_;
    OuterTokens outer_;
};

// The write endpoints' rows of the route table (routes.cpp).
Reply api_token(const Call &c);
Reply api_result(const Call &c);
Reply api_publish(const Call &c);
Reply api_checkin(const Call &c);
Reply api_clock_act(const Call &c);
Reply api_move(const Call &c);
Reply api_undo(const Call &c);
Reply api_end(const Call &c);
Reply api_decide(const Call &c);

} // namespace damka::server
