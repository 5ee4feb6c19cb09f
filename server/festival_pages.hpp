// The festival's own addresses (festival_host.hpp): the list of its tournaments with the round
// each is at, its desk (every tournament's desk with the festival chief's token, a new
// tournament with every setting of `damka event create`), the hall screen cycling through the
// sections (?sections=a,b; the hall's options, hall_page.hpp), the boards being recorded across
// the sections, the festival's document and who a festival token is.
#pragma once

#include "access_tokens.hpp"
#include "http_message.hpp"
#include "pages.hpp"
#include "reports/i18n.hpp"

#include <variant>

namespace damka::server {

class FestivalHost;
class EventView;

// A festival's tournaments as a table (`damka festival list` and the festival's page): the
// tournament, its variant and system, players, the round in hand and its state; in HTML each
// tournament links to its pages (`code`: their language).
struct ListedSection {
    QString slug;
    EventView *view;
};
reports::Table festival_table(const QString &title, const std::vector<ListedSection> &sections, Language lang);

struct FestivalCall {
    const Request &request;
    FestivalHost &festival;
    reports::Tr tr; // the page's language, else ?lang=, else the festival's
    QStringList args; // what the pattern's '*' matched
};

// The festival chief's token the request presents, else the reply refusing it (401; 429 for an
// address that keeps guessing).
std::variant<Token, Reply> festival_caller(FestivalCall &c);

Reply festival_root(FestivalCall &c); // 302 to the list in the festival's language
Reply festival_list_page(FestivalCall &c);
Reply festival_desk_page(FestivalCall &c);
Reply festival_hall_page(FestivalCall &c);
Reply festival_live_page(FestivalCall &c);
Reply festival_asset(FestivalCall &c);
// HEAD /api/v1/stream: the festival stream's headers (its GET is taken at the socket).
Reply festival_stream_head(FestivalCall &c);
// GET /api/v1/festival: {"title", "sections": [{"slug", "name", "variant", "system", "players",
// "round", "stage", "rounds", "version", "address"}], "unavailable": [{"slug", "reason"}]}.
Reply festival_document(FestivalCall &c);
// GET /api/v1/token with a festival chief's token: {"id", "role": "chief", "festival": true}.
Reply festival_who(FestivalCall &c);
// POST /api/v1/festival/sections (a festival chief): {"slug", the setup form's fields}.
Reply festival_new_section(FestivalCall &c);

} // namespace damka::server
