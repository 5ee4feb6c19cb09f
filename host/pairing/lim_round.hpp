// Internal to the Lim engine: what the rules know about each player of the round being paired
// (lim_rules.cpp), one scoregroup's pairing (lim_group.cpp) and the colours (lim_colours.cpp).
// The round itself (PAB, order of the scoregroups, median, cracking) is lim.cpp.
#pragma once

#include "lim.hpp"

#include <string>
#include <utility>
#include <vector>

namespace damka::pairing::lim {

struct Entrant {
    int start = 0; // the pairing number: #1 is the "highest numbered" player of the text
    int rating = 0;
    Points score = 0; // pairing score
    std::vector<Colour> colours; // games played over the board, oldest first (5.4)
    Colour due = Colour::None; // 5.5-5.6
    bool may_white = true, may_black = true; // 5.1.1-5.1.2
    bool bye_ineligible = false; // C.04.1 Art. 4 (1.1 "besides the Basic Rules")
    bool floated_last = false; // 3.10: paired with another score (or the PAB) in the previous round
    std::vector<int> met; // start numbers met over the board, sorted
};

// The direction a scoregroup is paired in (2.2). Every upward rule mirrors a downward one, so
// a group is written once and `Up` reverses the order of pairing numbers.
enum class Direction : std::int8_t { Down, Up };

// Where a pair was made, for 5.4's last tie-break (the Median Score-group and above, or below).
enum class Side : std::int8_t { Above, Median, Below };

struct Round {
    const Settings &settings;
    std::vector<Entrant> e; // indices are used everywhere below
    bool last_round = false; // Article 6
    std::vector<std::vector<char>> compat; // 2.1 (Article 6 in the last round), prohibited pairs

    Round(const Settings &s, std::vector<Entrant> entrants);
    bool compatible(int a, int b) const { return compat[a][b] != 0; }
    // The largest number of pairs `group` can form (3.10.2, 4.4).
    int max_pairs(const std::vector<int> &group) const;
    // Everybody in `group` paired (4.4: "leave ... with a compatible opponent").
    bool pairable(const std::vector<int> &group) const;
    // Arranged in the direction's scrutiny order (4.1.1 downward from #1; 4.1.2 upward mirrored).
    std::vector<int> arranged(std::vector<int> group, Direction d) const;
    bool colours_suit(int a, int b) const; // 5.2: both can get the colour due to them
    bool within_maxi(int a, int b) const; // 3.2.3, 3.8, 5.7: rated within 100 points
};

struct GroupInput {
    std::vector<int> residents;
    std::vector<int> ahead; // floaters from the side the pairing started at (3.6/3.7)
    std::vector<int> behind; // the Median Score-group only: floaters from the other side (3.6.3)
    std::vector<int> adjacent; // residents of the group its floaters would go to (3.3, 3.4, 3.9.1)
    Direction direction = Direction::Down;
    bool median = false; // everybody must be paired here (2.6)
};

struct GroupResult {
    bool complete = true; // false: a Median Score-group that cannot be paired (2.6)
    std::vector<std::pair<int, int>> pairs; // in the order they were made
    std::vector<int> floaters; // transferred to the adjacent group (2.3, Article 3)
    std::vector<Message> notes;
};

GroupResult pair_group(const Round &round, const GroupInput &in);

// Article 5 (6 in the last round, 7.2 for players without a game): `a` ranks higher.
Pair lim_colours(const Round &round, int a, int b, Side side, const std::vector<int> &rank, Message &rule);

std::string names(const Round &round, const std::vector<int> &group);
std::string points_text(Points p);

} // namespace damka::pairing::lim
