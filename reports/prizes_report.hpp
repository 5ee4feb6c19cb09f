// The prize printouts (issue 45 §3; prizes_report.cpp): the allocation for the ceremony, the
// prize list as the organiser entered it, and the one line naming the allocation rules that
// the standings' legend carries when the event has a prize list. The rules themselves are
// host/tournament/model/prizes.hpp's; the words are this module's, in the printout's language
// («Призы», «1-е место», «лучшая женщина», «до 12 лет»).
#pragma once

#include "i18n.hpp"
#include "table.hpp"
#include "tournament/model/prizes.hpp"

#include <string>

namespace damka::reports {

// "Prizes": `Prize | Winner | Club | Pts | Amount | Rule`, one row an award (a shared place
// prize a row for each tied player), then the prizes not awarded with the reason; the rules
// line (prize_rules_line) in the legend.
Table prize_allocation_table(const tournament::EventData &event, const tournament::Standings &st,
                             const tournament::PrizeList &list, const tournament::PrizeAllocation &allocation,
                             Language lang = Language::English);
// "Prize list": `No | Prize | Amount` in list order, with the settings in the legend.
Table prize_list_table(const tournament::EventData &event, const tournament::PrizeList &list,
                       Language lang = Language::English);
// A prize as the printout names it: "1st place", "best woman", "2nd under 12", "rating
// 1601-1800", "best club (top 3)", with its name after it ("1st place — cup").
std::string prize_title(const tournament::Prize &p, Language lang = Language::English);
// An amount with the currency: "500.00 EUR" (no currency: "500.00").
std::string money_text(tournament::Money m, const std::string &currency, Language lang = Language::English);
// "Prizes: one per player, the larger first; shared money by the Hort system; unrated players
// not in rating bands; withdrawn players not eligible" — the standings' legend line.
std::string prize_rules_line(const tournament::PrizeSettings &s, Language lang = Language::English);

} // namespace damka::reports
