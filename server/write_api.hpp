// The write endpoints, each behind a bearer token (access_tokens.hpp; RFC 6750) and the rate
// limit, each calling the same Event service function as the CLI command it mirrors, so the
// checks and the audit log are those of `damka result set` and `damka round publish`:
//   POST /api/v1/rounds/N/boards/B/result  {"result": "1-0", "game": 1}   chief, arbiter, board:B
//   POST /api/v1/rounds/N/publish                                       chief
//   POST /api/v1/rounds/N/checkins         {"player": 12}               chief, arbiter, checkin
//   POST /api/v1/rounds/N/boards/B/clock   {"action": "press", "side": 1}  chief, arbiter, board:B (web_clock.hpp);
//                                          "resume" and "add": chief, arbiter only
//   POST /api/v1/rounds/N/boards/B/moves   {"move": "c3-d4"} or {"from", "to", "path", "taken", "illegal"}
//                                          chief, arbiter, board:B (scoresheet.hpp)
// Answers 401 without a known token, 403 for a role that may not, 400 for a body that is not
// the JSON object asked for, 404 for an unknown round or player, 422 when the event refuses.
#pragma once

#include "access_tokens.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "rate_limit.hpp"
#include "reports/i18n.hpp"
#include "core/plugin_registry.hpp"

#include <functional>

#include <optional>
#include <variant>

namespace damka::server {

class WriteApi {
public:
    // `plugins` (may be empty) gives the loaded variant plugins: the desk's openings of a
    // micro-match event are replayed by the event's variant.
    using Plugins = std::function<const PluginRegistry &()>;
    WriteApi(EventView &view, RateLimits limits, Plugins plugins = {});
    // The reply to a write request, or nullopt when `request` is not one (a read).
    std::optional<Reply> operator()(const Request &request);

private:
    // The presented token, or the reply refusing it (401, 429).
    std::variant<Token, Reply> caller(const Request &request, const reports::Tr &tr);
    EventView &view_;
    RateLimiter limiter_;
    Plugins plugins_;
};

} // namespace damka::server
