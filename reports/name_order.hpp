// Alphabetical order of names as a reader expects it, not by code point: a code-point sort
// puts "Ёлкин" (U+0401) before "Андреева" (U+0410) and upper-case before lower-case.
#pragma once

#include <string>
#include <vector>

namespace damka::reports {

// Sorts `rows` by the text in `column` with QCollator (the system locale's collation; under
// the C locale the Unicode root order, where Ё sorts with Е), then by the whole row so the
// order is stable for equal names.
void sort_by_name(std::vector<std::vector<std::string>> &rows, size_t column);

} // namespace damka::reports
