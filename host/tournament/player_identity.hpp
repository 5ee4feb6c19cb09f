// Is a new entry a player already registered? Re-running an import or typing a player twice
// would otherwise give one person two start numbers, and the pairing would treat them as two.
#pragma once

#include "model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// "" when `p` is nobody in `registered`; else why it is taken for one of them, naming the
// start number. The same FMJD or national id is the same person; the same name (case and
// spacing aside) is too, unless a birth year, federation or id tells the two apart.
std::string duplicate_of(const std::vector<Player> &registered, const Player &p);

} // namespace damka::tournament
