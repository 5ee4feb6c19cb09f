// An event's prize list and its allocation (issue 45 §3): place prizes (1st ... Nth) and
// category prizes (women, men, uN/sN as prize_category.hpp computes them, rating bands,
// unrated, the best club by its best K players, the best team member), each with an amount
// and/or a name, allocated by the rules organisers use:
//
// - One prize per player; the larger prize first (equal amounts: the prize listed first). A
//   player who qualifies for several gets the most valuable; the next player of the other
//   category moves up (US Chess Official Rules 32B1: "no player may win more than one cash
//   prize"). A prize without money (a cup) ranks below every money prize.
// - Within a prize's category the standings' order decides (rank, then the tie-break order
//   the standings already applied); a category prize is never shared.
// - Place prizes of players tied on points: by tie-breaks, by the Hort system or shared
//   equally, as PrizeSettings::shared says (prize_settings.hpp; prize_allocation.cpp says
//   exactly how this meets one prize per player).
// - A prize nobody qualifies for is not awarded, and says why.
//
// Plain C++ (no Qt, no storage): the service (service/prize_list.hpp) stores the list, the
// reports render it.
#pragma once

#include "core/message.hpp"
#include "model.hpp"
#include "prize_category.hpp"
#include "prize_settings.hpp"
#include "standings.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::tournament {

// Money in hundredths of the event's currency (cents, kopecks): exact, never a double.
using Money = long long;

enum class PrizeKind {
    Place, // the overall place `place` (1st, 2nd ...)
    Category, // `category`: women, men, uN, sN (prize_category.hpp)
    RatingBand, // rating_min <= rating <= rating_max (0: no bound on that side)
    Unrated, // players without a rating
    Club, // the club with the highest sum of its best `club_top` players' points
    TeamMember // the best result of a player on a team's board order (team events)
};

struct Prize {
    int number = 0; // its position in the list, 1-based (`damka prizes remove N`)
    PrizeKind kind = PrizeKind::Place;
    // The place: overall for Place, within the category for the others ("2nd woman"). Two
    // prizes of one kind and category never have the same place.
    int place = 1;
    std::optional<Money> amount; // none: a prize without money (then `name` says what it is)
    std::string name; // "cup", "trophy", optional
    PrizeCategory category; // Category only
    int rating_min = 0, rating_max = 0; // RatingBand only: inclusive, 0 = open on that side
    int club_top = 0; // Club only: K >= 1
    bool operator==(const Prize &o) const {
        return number == o.number && kind == o.kind && place == o.place && amount == o.amount && name == o.name &&
            category.code == o.category.code && rating_min == o.rating_min && rating_max == o.rating_max &&
            club_top == o.club_top;
    }
};

struct PrizeList {
    PrizeSettings settings;
    std::vector<Prize> prizes; // by number
};

// One winner's part of the prizes. A place prize shared by tied players (Hort, equal) gives an
// Award to each tied player; one tied without a place prize of his own gets `prize` 0 and his
// share of the pot.
struct Award {
    int prize = 0; // Prize::number; 0: a share of the place money of the players he tied with
    int player = 0; // start number; 0 for a club prize
    std::string club; // Club prizes: the winning club
    Money amount = 0; // what this winner receives (0 for a prize without money)
    Message rule; // the rule applied, for the printout ("rank 3; rank 2 took a larger prize ...")
};

struct NotAwarded {
    int prize = 0; // Prize::number
    Message reason; // "nobody qualifies", "every player who qualifies has a larger prize" ...
};

struct PrizeAllocation {
    std::vector<Award> awards; // in list order of their prizes, shares after their group's place prizes
    std::vector<NotAwarded> not_awarded; // in list order
};

// Allocates `list` over the standings `st` of `event` (prize_allocation.cpp). Ages are the
// category's (prize_category.hpp: by birth year in the year of the event's first day).
PrizeAllocation allocate_prizes(const EventData &event, const Standings &st, const PrizeList &list);

// A prize as typed in a form or on the command line, every field text ("" = not given), so the
// desk and `damka prizes add` read it alike. `category`: "" for a place prize, else "women",
// "men", "uN", "sN" (prize_category.hpp), "rating" (with `rating`, a band as parse_rating_band
// reads it), "unrated", "club" (with `club_top`, K) or "team-member". `place`: required for a
// place prize, 1 by default in a category. `amount` as parse_money reads it.
struct PrizeFields {
    std::string category = {}, place = {}, amount = {}, name = {}, rating = {}, club_top = {};
};
// The prize, or nullopt with `error` naming the field that is wrong ("place: 'x' is not ...").
// check_prize (the service's add_prize runs it) then checks it against the list.
std::optional<Prize> read_prize(const PrizeFields &fields, Message &error);

// Whether `a` and `b` are places of one list: the same kind and category (1st and 2nd place,
// 1st and 2nd woman, two places of one rating band).
bool same_list(const Prize &a, const Prize &b);

// Empty when `p` is a valid prize of `list` (its number aside), else "<field>: what is wrong"
// (a negative amount, a place below 1 or already given, a band whose bounds are reversed, no
// amount and no name ...).
Message check_prize(const Prize &p, const std::vector<Prize> &others);

// "500", "500.5", "500.50", "1 500,00": hundredths; nullopt with `error` naming `field` and the
// text otherwise (negative, more than two decimals, not a number, beyond 10^13).
std::optional<Money> parse_money(const std::string &text, const std::string &field, Message &error);
// "500", "500.50": the shortest exact form (two decimals when there are hundredths).
std::string format_money(Money m);
// "1600", "1601-1800", "-1600", "1601-": a rating band as typed (`--rating`); nullopt with
// `error` naming the field otherwise.
bool parse_rating_band(const std::string &text, int &min, int &max, Message &error);
// Empty when `currency` may name the event's currency (at most 16 characters, no control
// characters), else "currency: what is wrong".
Message check_currency(const std::string &currency);
// "tiebreaks", "hort", "equal" (any case); nullopt with `error` listing them.
std::optional<SharedMoney> parse_shared_money(const std::string &text, Message &error);
// "place", "category", "rating", "unrated", "club", "team-member": as stored.
std::string to_string(PrizeKind k);
std::optional<PrizeKind> parse_prize_kind(const std::string &s);

} // namespace damka::tournament
