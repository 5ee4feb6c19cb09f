// How an event's prizes are allocated (issue 45 §3), chosen per event: plain data so that
// model.hpp's EventData can carry it to the standings' legend without the prize list itself.
// The prize list and the allocation are prizes.hpp's.
#pragma once

#include <string>

namespace damka::tournament {

// What players tied on points at the place prizes receive.
enum class SharedMoney {
    // No sharing: the event's tie-break order decides each place (prizes.hpp).
    TieBreaks,
    // Hort system (de.wikipedia.org "Hort-System"): each tied player keeps half of the money of
    // the place the tie-breaks give him; the other halves go into one pot shared equally by the
    // players tied on those points.
    Hort,
    // The pooling rule (US Chess Official Rules 32B3): the money of the places the tied players
    // span summed and shared equally.
    Equal
};

struct PrizeSettings {
    SharedMoney shared = SharedMoney::TieBreaks;
    // Whether an unrated player (rating 0) may win a rating-band prize ("rating ≤ 1600").
    bool unrated_in_bands = false;
    // Whether a player who withdrew may win a prize.
    bool withdrawn_eligible = false;
    // The currency the amounts are in, as the organiser names it ("EUR", "RUB", "₽"); amounts are
    // kept in hundredths of it (prizes.hpp Money).
    std::string currency;
    bool operator==(const PrizeSettings &) const = default;
};

// "tiebreaks", "hort", "equal": as stored and typed (`damka prizes settings --shared`).
std::string to_string(SharedMoney s);

} // namespace damka::tournament
