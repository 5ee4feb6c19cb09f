// What each public address of the server answers: the read API under /api/v1, the downloads,
// the public pages under /en and /ru (routes.cpp lists them). A plain function of the request
// and the event view, so the tests can call it without a network; the event stream and the
// sockets are web_server's.
#pragma once

#include "core/plugin_registry.hpp"
#include "event_view.hpp"
#include "host_names.hpp"
#include "http_message.hpp"
#include "live_boards.hpp"
#include "reports/table.hpp"
#include "routes.hpp"
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
    using Plugins = server::Plugins;
    // `host_names`: the names it answers for besides this machine's (host_names.hpp).
    Site(EventView &view, WriteHandler writes, SetupHandler setup = {}, Plugins plugins = {},
         QStringList host_names = {});

    // Any request but the event stream. Never throws: a storage failure is a 503. A Host this
    // server does not answer for is a 421, a control character (a NUL) in the path a 400.
    Reply handle(const Request &request);
    // The 421 for a request whose Host this server does not answer for (host_names.hpp), else
    // nullopt; handle() asks it first, the event stream (taken over at the socket) too.
    std::optional<Reply> misdirected(const Request &request) const;
    // The games the viewer and the hall show and the live boards' documents (a festival's hall
    // and live page read them too: festival_pages.hpp).
    ViewedGames &games() { return games_; }
    LiveBoards &live() { return live_; }
    const Plugins &plugins() const { return plugins_; }

private:
    Reply route(const Request &request);
    EventView &view_;
    WriteHandler writes_;
    SetupHandler setup_;
    Plugins plugins_;
    HostNames hosts_;
    ViewedGames games_; // the games the viewer and the hall show, replayed once per version
    LiveBoards live_; // the live boards' documents, each replayed again when its game changed
};

// The 400 for a path with a control character decoded in it (a %00), else nullopt.
std::optional<Reply> control_in_path(const Request &request);
// The 421 for a request whose Host `hosts` does not accept (host_names.hpp), else nullopt.
std::optional<Reply> misdirected(const HostNames &hosts, const Request &request);

// The public rows of the route table (routes.cpp): the read API's documents and downloads,
// the stream's HEAD, the files and the pages.
Reply api_event(const Call &c);
Reply api_players(const Call &c);
Reply api_player(const Call &c);
Reply api_rounds(const Call &c);
Reply api_round(const Call &c);
Reply api_standings(const Call &c);
Reply api_crosstable(const Call &c);
Reply api_games(const Call &c);
Reply api_players_csv(const Call &c);
Reply api_standings_csv(const Call &c);
Reply api_crosstable_csv(const Call &c);
Reply api_games_pdn(const Call &c);
Reply api_event_trf(const Call &c);
Reply api_live(const Call &c);
Reply api_board_game(const Call &c);
Reply api_positions(const Call &c);
Reply api_clock(const Call &c);
Reply api_stream_head(const Call &c);
Reply root_redirect(const Call &c);
Reply asset_file(const Call &c);
Reply page_clock(const Call &c);
Reply page_scoresheet(const Call &c);
Reply page_live(const Call &c);
Reply page_game(const Call &c);
Reply page_hall(const Call &c);
Reply page_print(const Call &c);
Reply page_print_pick(const Call &c); // ?what=KIND&round=N
Reply page_desk(const Call &c);
Reply page_results_current(const Call &c);
Reply page_results(const Call &c);
Reply page_report(const Call &c);
// A CSV download of `tables` in the call's language, as the CLI's `--format csv` for a
// spreadsheet (the players', standings' and crosstable's; the prizes', desk_prizes_api.hpp).
Reply spreadsheet_download(const Call &c, const std::vector<reports::Table> &tables, const QString &file);

} // namespace damka::server
