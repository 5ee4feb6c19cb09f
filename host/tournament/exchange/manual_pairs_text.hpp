// An arbiter's own pairing as typed — `damka round pair --manual "1-5, 2-6, 7-bye"` and the
// desk's field (commas or new lines between pairs) — read the same way by both front-ends.
#pragma once

#include "tournament/service/event.hpp"

#include <QString>

#include <optional>
#include <vector>

namespace damka::tournament {

// "WHITE-BLACK" or "ID-bye" (also «ID-пропуск») items, separated by commas or line breaks (a bye: black 0);
// nullopt with `why` naming the item that is neither (context "Round").
std::optional<std::vector<ManualPair>> parse_manual_pairs(const QString &text, Message &why);

} // namespace damka::tournament
