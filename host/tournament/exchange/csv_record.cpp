#include "csv_record.hpp"

#include "csv_text.hpp"

#include <algorithm>
#include <iterator>

namespace damka::tournament {
namespace {

std::string trim(const std::string &s) {
    const size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

std::string lower(std::string s) {
    for (char &c : s) c = char(c >= 'A' && c <= 'Z' ? c + 32 : c);
    return s;
}

} // namespace

std::string CsvTable::field(const CsvRecord &r, const std::vector<std::string> &names) const {
    for (const std::string &n : names)
        for (size_t c = 0; c < header.size(); ++c)
            if (header[c] == n) return c < r.fields.size() ? r.fields[c] : std::string();
    return "";
}

bool CsvTable::has(const std::vector<std::string> &names) const {
    return std::any_of(names.begin(), names.end(), [&](const std::string &n) {
        return std::find(header.begin(), header.end(), n) != header.end();
    });
}

CsvRecords read_csv_records(const std::string &text, char sep) {
    CsvRecords t;
    std::vector<std::string> fields(1);
    bool quoted = false, any = false;
    int line = 1, record_line = 1;
    auto finish = [&] {
        // Excel writes an empty row as ";;;": blank too.
        if (any || std::any_of(fields.begin(), fields.end(), [](const std::string &f) { return !trim(f).empty(); })) {
            CsvRecord r{record_line, {}};
            for (const std::string &f : fields) r.fields.push_back(trim(f));
            t.records.push_back(std::move(r));
        }
        fields.assign(1, "");
        any = false;
    };
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"')
                quoted = false;
            else {
                if (c == '\n') ++line;
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
            any = true;
        } else if (c == sep)
            fields.emplace_back();
        else if (c == '\n') {
            finish();
            record_line = ++line;
        } else
            fields.back() += c;
    }
    if (quoted) {
        t.error = DAMKA_TR("Players", "line %1: %2").arg(record_line).arg(DAMKA_TR("Players", "unterminated quote"));
        return t;
    }
    finish();
    return t;
}

CsvTable read_csv(const std::string &input) {
    CsvTable t;
    // The bytes as a spreadsheet saved them: a BOM, UTF-16 with or without one, Windows-1251 named.
    const CsvText decoded = read_csv_text(input);
    if (!decoded.problem.empty()) {
        t.error = decoded.problem;
        return t;
    }
    CsvRecords rows = read_csv_records(decoded.text, decoded.separator);
    t.error = std::move(rows.error);
    if (!t.error.empty() || rows.records.empty()) return t;
    for (const std::string &h : rows.records.front().fields) t.header.push_back(lower(h));
    t.records.assign(std::make_move_iterator(rows.records.begin() + 1), std::make_move_iterator(rows.records.end()));
    return t;
}

} // namespace damka::tournament
