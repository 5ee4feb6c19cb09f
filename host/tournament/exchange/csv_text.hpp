// The bytes of a spreadsheet's CSV export as UTF-8 text, before any field is read: Excel's
// "CSV UTF-8" starts with a byte order mark, and Russian Excel's plain "CSV" is Windows-1251
// with semicolons (the list separator of the Russian locale).
#pragma once

#include "core/message.hpp"

#include <string>

namespace damka::tournament {

struct CsvText {
    std::string text; // UTF-8, without a byte order mark
    char separator = ','; // ',' or ';' (or a tab), as the header row uses
    Message problem; // why the bytes cannot be read (nothing else is set then)
};

// Decodes UTF-16 (or UTF-32) after its byte order mark, and UTF-16 without one (recognised by
// the NUL high bytes of its ASCII characters), refusing a malformed or cut-off character by its
// line; strips a UTF-8 byte order mark, refuses text that is not UTF-8 (naming the first such line
// and, when its bytes look like Windows-1251 Cyrillic, saying how to save it as UTF-8), and
// takes the separator the header row uses most: ',' ';' or a tab.
CsvText read_csv_text(const std::string &bytes);

} // namespace damka::tournament
