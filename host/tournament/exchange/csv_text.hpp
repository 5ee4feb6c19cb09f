// The bytes of a spreadsheet's CSV export as UTF-8 text, before any field is read: Excel's
// "CSV UTF-8" starts with a byte order mark, and Russian Excel's plain "CSV" is Windows-1251
// with semicolons (the list separator of the Russian locale).
#pragma once

#include "core/message.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// Another 8-bit Cyrillic encoding the bytes read as just as well: the arbiter chooses.
struct CsvReading {
    std::string encoding; // as csv_encodings() names it: "KOI8-R"
    std::string sample; // the first line with a non-ASCII character, so decoded (UTF-8)
};

struct CsvText {
    std::string text; // UTF-8, without a byte order mark
    char separator = ','; // ',' or ';' (or a tab), as the header row uses
    Message problem; // why the bytes cannot be read (nothing else is set then)
    // The 8-bit encoding the bytes were read in ("windows-1251"); empty for UTF-8/16/32.
    std::string encoding;
    // When another encoding reads the bytes as well as `encoding` (a file in capitals reads as
    // Cyrillic in both Windows-1251 and KOI8-R): `encoding`'s sample first, then each other's.
    std::vector<CsvReading> readings;
};

// The 8-bit Cyrillic encodings a file without a byte order mark that is not UTF-8 is tried in:
// Windows-1251 (Excel's plain "CSV" in a Russian locale), KOI8-R and DOS's IBM866. Qt's
// codecs (ICU) decode them.
const std::vector<std::string> &csv_encodings();
// An encoding as messages name it: Windows-1251 by its number in words a Russian page can show
// ("кодовая страница 1251"), the others by their codes.
Message encoding_name(const std::string &encoding);

// Decodes UTF-16 (or UTF-32) after its byte order mark, and UTF-16 without one (recognised by
// the NUL high bytes of its ASCII characters), refusing a malformed or cut-off character by its
// line; strips a UTF-8 byte order mark. Text that is not UTF-8 is read in the 8-bit Cyrillic
// encoding (csv_encodings) in which it reads most like Russian words (only Cyrillic letters
// beyond ASCII, no word of mixed scripts, no capital after a small letter), Windows-1251 on a
// tie, the tie noted in `readings`; when none reads as Cyrillic it is refused naming the first
// line that is not UTF-8. `encoding` (one of csv_encodings(), or "UTF-8"; any case) decodes
// with it instead, as the arbiter chose. Then the separator the header row uses most: ',' ';'
// or a tab.
CsvText read_csv_text(const std::string &bytes, const std::string &encoding = {});

} // namespace damka::tournament
