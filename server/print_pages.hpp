// The prints of the desk as pages to print from the browser (A4, the reports' print style
// sheet): /LANG/print/pairings/N, slips/N, checkin/N, wallchart, standings, crosstable, cards.
// Each is the table `damka print`, `damka pairings`, `damka standings`... writes as HTML, in
// the page's language; public, as the pages are (a round's prints once it is published).
#pragma once

#include "event_view.hpp"
#include "core/plugin_registry.hpp"
#include "reports/i18n.hpp"

#include <QStringList>

#include <optional>
#include <string>

namespace damka::server {

// The whole document, or nullopt when there is no such print (`page`: after /LANG/print).
// With the variant plugins, the cards draw the final position of each stored game.
std::optional<std::string> print_document(EventView &view, reports::Language lang, const QStringList &page,
                                          const PluginRegistry *plugins = nullptr);

} // namespace damka::server
