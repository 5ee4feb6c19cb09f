// Prize categories of a players' event (issue 27 item 3): the women's and men's lists and
// the age categories, each ranked within itself (`damka standings --category`).
//
// Age categories follow the FIDE and FMJD youth and senior championships: "under 18" is a
// player not yet 18 on 1 January of the event's year. With only a birth year known, that is
// a player born in (year - 18) or later, the way those championships' regulations print it
// ("U18: born on or after 1 January 2008" for 2026). Seniors likewise by the year: "S65" is
// 65 or older by 31 December of the event's year (born in year - 65 or earlier). Nothing in
// the rules says what to do with a player whose birth year or sex is not known: such a player
// is left out of the list and named under it, so the arbiter can complete the record. The
// words of the list (its title, what the category means) are reports/'s, in the printout's
// language (reports/standings_report.cpp).
#pragma once

#include "core/message.hpp"
#include "model.hpp"

#include <optional>
#include <string>

namespace damka::tournament {

struct PrizeCategory {
    enum class Kind { Women, Men, Under, Senior };
    Kind kind = Kind::Women;
    int age = 0; // Under, Senior
    std::string code; // "women", "men", "u18", "s65"
};

// "women", "men", "uN" (N 1..99: u8, u10 ... u20) or "sN" (N 1..99: s50, s65), any case;
// nullopt with `error` naming what is accepted otherwise.
std::optional<PrizeCategory> parse_prize_category(const std::string &text, Message &error);

// The year of the event's first day (TournamentInfo::start_date, YYYY-MM-DD); 0 without one.
int event_year(const TournamentInfo &info);

// Whether `p` is in the category in the event's `year` (only the sex or the birth year is
// looked at; a player without it is not).
bool in_category(const Player &p, const PrizeCategory &c, int year);
// Whether `p` lacks what the category asks (sex, or birth year).
bool category_unknown(const Player &p, const PrizeCategory &c);

} // namespace damka::tournament
