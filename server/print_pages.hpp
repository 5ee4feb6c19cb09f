// The prints of the desk as pages to print from the browser (A4, the reports' print style
// sheet with the page rules of assets/print_pages.css: the wall chart and the crosstable across
// the sheet, the others upright): /LANG/print/pairings/N, slips/N, checkin/N, wallchart,
// standings, crosstable, cards, and standings/N, crosstable/N, cards/N as they were after round
// N; prizes, the allocation for the ceremony (prize_pages.hpp) when the event has a prize list.
// Each is the table `damka print`, `damka pairings`, `damka standings --after N`, `damka prizes`
// writes as HTML, in the page's language; public, as the pages are (a round's prints once it is
// published).
#pragma once

#include "event_view.hpp"
#include "core/plugin_registry.hpp"
#include "reports/i18n.hpp"

#include <QStringList>

#include <optional>
#include <string>

namespace damka::server {

// The whole document, or nullopt when there is no such print (`page`: after /LANG/print), its
// addresses relative to `base` (mount.hpp). With the variant plugins, the cards draw the final
// position of each stored game.
std::optional<std::string> print_document(EventView &view, const QString &base, reports::Language lang,
                                          const QStringList &page, const PluginRegistry *plugins = nullptr);

// The desk's round picker, /LANG/print?what=KIND&round=N: the address of that print (the wall
// chart's has no round) relative to the event's base ("en/print/slips/3"), or nullopt when there is no such print.
std::optional<std::string> picked_print(EventView &view, reports::Language lang, const QString &what,
                                        const QString &round);

} // namespace damka::server
