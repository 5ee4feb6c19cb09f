// Internal to the checkers: the absolute criteria the Dubov (C.04.4.1) and Burstein (C.04.4.2)
// systems share word for word ([C1] no rematch, [C2] the PAB rule of C.04.1 Art. 4, [C3] no two
// players with the same absolute colour preference, no topscorer exception, [C4] everybody
// paired once), recomputed from the raw input, apart from every engine (dubov_checker.cpp).
#pragma once

#include "pairing.hpp"

#include <string>
#include <vector>

namespace damka::pairing::detail {

struct Articles {
    std::string system; // "C.04.4.1"
    std::string preference; // the article defining an absolute colour preference ("1.6.1")
};

std::vector<std::string> check_no_rematch_no_same_absolute(const std::vector<Player> &players, const Settings &settings,
                                                           const Pairing &pairing, const Articles &art);

} // namespace damka::pairing::detail
