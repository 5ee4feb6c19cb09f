// Tables typed in a spreadsheet (a round's results, a rating list): one header row, then
// records. Excel's habits are accepted: a UTF-8 BOM, ';' as the separator (the default where
// ',' is the decimal comma) or a tab, quoted fields with "" escapes, CRLF line ends.
#pragma once

#include "core/message.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace damka::tournament {

struct CsvRecord {
    int line = 0; // the file line the record starts on
    std::vector<std::string> fields; // trimmed
};

struct CsvTable {
    std::vector<std::string> header; // lower-case, trimmed
    std::vector<CsvRecord> records; // blank lines skipped
    Message error; // "line N: unterminated quote", empty when read
    // The field of `column` (one of several header names) in `r`; "" when absent.
    std::string field(const CsvRecord &r, const std::vector<std::string> &names) const;
    bool has(const std::vector<std::string> &names) const;
};

// The bytes decoded as read_csv_text does (csv_text.hpp: BOM, UTF-16, Windows-1251 refused
// with the way out), the separator the header row uses most.
CsvTable read_csv(const std::string &bytes);

struct CsvRecords {
    std::vector<CsvRecord> records; // every row, the header too; blank rows skipped
    Message error; // "line N: unterminated quote", empty when read
};

// The rows of `text` (UTF-8) split at `separator` (RFC 4180 2.6 and 2.7: a quoted field may
// hold the separator, line breaks — Excel's Alt+Enter in a cell — and "" for a quote).
CsvRecords read_csv_records(const std::string &text, char separator);

} // namespace damka::tournament
