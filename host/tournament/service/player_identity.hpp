// Is a new entry a player already registered? Re-running an import or typing a player twice
// would otherwise give one person two start numbers, and the pairing would treat them as two.
#pragma once

#include "core/message.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace damka::tournament {

// Empty when `p` is nobody in `registered`; else why it is taken for one of them, naming the
// start number. The same FMJD or national id is the same person; the same name (case and
// spacing aside) is too, unless a birth year, federation or id tells the two apart.
Message duplicate_of(const std::vector<Player> &registered, const Player &p);

// One person entered in two sections of a festival (issue 45 §2: a player moved keeps his
// identity; nobody plays in two sections at once): the same FMJD id; else, without FMJD ids on
// both, the same national id; else the same name (case and spacing aside) and birth year (none
// on both counts as the same). Ids on both that differ are two people. Empty when they are two
// people; else what makes them one: "FMJD id 12345", "national id 77", "name and birth year 2010".
Message one_person(const Player &a, const Player &b);

// The same question for many new players in a row (an import): the registered players are
// indexed by FMJD id, national id and name, so each question costs what its matches cost,
// not a pass over everyone (4,000 imported rows took 19 s that way).
class PlayerIndex {
public:
    explicit PlayerIndex(const std::vector<Player> &registered);
    // As duplicate_of(registered + every player added since, p): the same answer, the same words.
    Message duplicate_of(const Player &p) const;
    void add(const Player &p);

private:
    std::vector<Player> players_; // in registration order
    // Each maps a key to the positions in players_ that have it, in order.
    std::unordered_map<std::string, std::vector<size_t>> fmjd_, national_, name_;
};

} // namespace damka::tournament
