// The micro-matches' openings as an arbiter writes them — `damka event openings FILE` and the
// desk's field: one opening a line ("1. c3-d4 d6-c5 2. b2-c3"), blank lines and lines starting
// with '#' skipped.
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace damka::tournament {

std::vector<std::string> opening_lines(const QString &text);

} // namespace damka::tournament
