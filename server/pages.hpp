// The public pages: overview, start list, pairings of a round, standings, crosstable, player
// card, in English or Russian (the reports' language, reports/i18n.hpp). Each page is the report table the CLI prints (reports/) in a
// frame with navigation, a phone-width layout and the reports' print stylesheet; a small
// script listens to the event stream (event_stream.hpp) and replaces the page's <main> when
// the event changes, so a result appears without reload.
#pragma once

#include "event_view.hpp"
#include "reports/i18n.hpp"
#include "reports/reports.hpp"

#include <optional>
#include <string>

namespace damka::server {

using reports::Language;
// The address's "en" or "ru".
std::optional<Language> parse_language(const QString &code);

// A page's content (the inside of <main>), or nullopt when there is no such page (an unknown
// page, a round not published, an unknown player). `page` is the path after the language:
// {}, {"players"}, {"players", "12"}, {"rounds", "3"}, {"standings"}, {"crosstable"}.
// `game_link`: the crosstable's and the round's results link to the games' pages it gives.
std::optional<std::string> page_content(const EventView &view, Language lang, const QStringList &page,
                                        const reports::GameLink &game_link = {});
// The whole HTML document around `content`, its links relative to `base` (Request::base,
// mount.hpp). `script`: a second script of the server's (assets.hpp) the page runs besides live.js;
// `live`: whether live.js replaces the content when the event changes.
std::string page_document(const EventView &view, const QString &base, Language lang, const QStringList &page,
                          const std::string &content, const char *script = nullptr, bool live = true);

} // namespace damka::server
