// C.04.4.3 Article 5 (Lim, 2026): the colours of a pair once the pairing is made.
//   5.3 (5.1.1-5.1.2): a colour that would be the third in a row or three more of one colour is
//       never given when the other allocation avoids it (in the last round Article 6 may have
//       paired a couple both of whose allocations break a limit; the rules below then decide);
//   5.5-5.6: each gets the colour due when their due colours differ (or only one is due one);
//   5.4: otherwise back through the histories to the latest round in which they differ, each
//       getting the colour the other had then; identical histories: in the Median Score-group
//       and above the higher ranked player gets his due colour, below it the lower ranked one.
//   7.2 (round 1, and two players without a game in a later round - a reading, the text speaks
//       of round 1 only): the higher ranked player takes the colour of the lot when his place in
//       the ranking of the players paired is odd (#1, #3, ...), the other colour when it is even.
#include "lim_round.hpp"

namespace damka::pairing::lim {

Pair lim_colours(const Round &round, int a, int b, Side side, const std::vector<int> &rank, Message &rule) {
    const Entrant &x = round.e[a], &y = round.e[b];
    auto give_a = [&](Colour c) { return c == Colour::White ? Pair{x.start, y.start} : Pair{y.start, x.start}; };
    const bool a_white = x.may_white && y.may_black, a_black = x.may_black && y.may_white;
    if (a_white != a_black) {
        rule = DAMKA_TR("Pairing", "C.04.4.3 5.3: only these colours keep both within the limits of 5.1");
        return give_a(a_white ? Colour::White : Colour::Black);
    }
    if (x.colours.empty() && y.colours.empty()) {
        const Colour lot = round.settings.first_colour == Colour::None ? Colour::White : round.settings.first_colour;
        rule = DAMKA_TR("Pairing",
                        "C.04.4.3 7.2: neither has played; the lot's colour to the odd-placed higher ranked "
                        "player, the other colour to the even-placed");
        return give_a(rank[static_cast<std::size_t>(a)] % 2 == 0 ? lot : opposite(lot));
    }
    if (x.due != y.due && (x.due == Colour::None || y.due == Colour::None || x.due == opposite(y.due))) {
        rule = DAMKA_TR("Pairing", "C.04.4.3 5.5-5.6: each gets the colour due");
        return x.due != Colour::None ? give_a(x.due) : give_a(opposite(y.due));
    }
    for (std::size_t i = 1; i <= std::min(x.colours.size(), y.colours.size()); ++i) {
        const Colour ca = x.colours[x.colours.size() - i], cb = y.colours[y.colours.size() - i];
        if (ca != cb) {
            rule = DAMKA_TR("Pairing",
                            "C.04.4.3 5.4: back to the latest difference, each gets the colour the other "
                            "had then");
            return give_a(opposite(ca));
        }
    }
    if (side == Side::Below) {
        rule = DAMKA_TR("Pairing",
                        "C.04.4.3 5.4: same history below the Median Score-group: the lower ranked "
                        "player gets his due colour");
        return give_a(opposite(y.due));
    }
    rule = DAMKA_TR("Pairing",
                    "C.04.4.3 5.4: same history in or above the Median Score-group: the higher ranked "
                    "player gets his due colour");
    return give_a(x.due);
}

} // namespace damka::pairing::lim
