// What each address of the server answers: the read API under /api/v1, the downloads, the
// public pages under /en and /ru. A plain function of the request and the event view, so the
// tests can call it without a network; the event stream and the sockets are web_server's.
#pragma once

#include "core/plugin_registry.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "live_boards.hpp"
#include "viewed_game.hpp"

#include <functional>

namespace damka::server {

class Site {
public:
    // `writes` answers the write endpoints (write_api.hpp); it may be empty (read-only server).
    using WriteHandler = std::function<std::optional<Reply>(const Request &)>;
    // `setup` answers while `view` has no event (`damka serve --new`, event_setup.hpp).
    using SetupHandler = std::function<Reply(const Request &)>;
    // The loaded variant plugins (may be empty): the game viewer and the hall replay the games
    // through the event's variant; without them those answer 503.
    using Plugins = std::function<const PluginRegistry &()>;
    Site(EventView &view, WriteHandler writes, SetupHandler setup = {}, Plugins plugins = {});

    // Any request but the event stream. Never throws: a storage failure is a 503.
    Reply handle(const Request &request);

private:
    Reply route(const Request &request);
    Reply api(const Request &request, const QStringList &rest);
    Reply page(const Request &request);
    EventView &view_;
    WriteHandler writes_;
    SetupHandler setup_;
    Plugins plugins_;
    ViewedGames games_; // the games the viewer and the hall show, replayed once per version
    LiveBoards live_; // the live boards' documents, each replayed again when its game changed
};

} // namespace damka::server
