// The hall screen, /en/hall (or /ru/hall): a full-screen page for a TV in the playing hall that
// shows in turn the pairings of the round being played, the top of the standings and the top
// boards' positions, in large type, each for `cycle` seconds, in pages of `rows` lines. Its
// script (assets/hall.js) swaps the views in place when the event stream announces a change
// (?part=main: the views alone), so it runs for hours without reload and without growing.
//   ?cycle=SECONDS (default 15, at least 3)  ?rows=N lines a page (default 12, 5-40)
//   ?top=N standings lines shown (default 36)  ?boards=N top boards drawn (default 4, 0-8)
#pragma once

#include "event_view.hpp"
#include "pages.hpp"
#include "viewed_game.hpp"

#include <QUrlQuery>

#include <string>

namespace damka::server {

struct HallOptions {
    int cycle_seconds = 15;
    int rows = 12;
    int top = 36;
    int boards = 4;
    // A festival's hall shows several events (festival_pages.hpp): each view's key starts with
    // the event's slug and its title with the event's name.
    std::string section;
};
// The options of the address; a value out of its range is brought into it, one not a number
// is the default.
HallOptions hall_options(const QUrlQuery &query);

// The views (the inside of <main>): one <section class="view" data-view=KEY> per screen.
std::string hall_views(const EventView &view, ViewedGames &games, Language lang, const HallOptions &options);
// The page around `views` (a festival's hall too, festival_pages.hpp): `part` the address its
// script fetches the views from again (HTML-escaped), `version` the one they are at.
std::string hall_frame(const QString &base, Language lang, const std::string &title, const HallOptions &options,
                       const std::string &part, qint64 version, const std::string &views);
// The whole document around them, its addresses relative to `base` (mount.hpp).
std::string hall_document(const EventView &view, const QString &base, ViewedGames &games, Language lang,
                          const HallOptions &options);

} // namespace damka::server
