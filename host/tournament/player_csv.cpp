#include "player_csv.hpp"

#include "csv_text.hpp"
#include "text_field.hpp"

#include <QString>

#include <algorithm>
#include <charconv>
#include <map>
#include <sstream>

namespace damka::tournament {
namespace {

// One CSV record; `ok` false on an unterminated quote.
std::vector<std::string> split_csv_line(const std::string &line, char separator, bool &ok) {
    std::vector<std::string> out(1);
    bool quoted = false;
    ok = true;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                out.back() += '"';
                ++i;
            } else if (c == '"')
                quoted = false;
            else
                out.back() += c;
        } else if (c == '"')
            quoted = true;
        else if (c == separator)
            out.emplace_back();
        else if (c != '\r')
            out.back() += c;
    }
    if (quoted) ok = false;
    for (std::string &f : out) {
        f.erase(0, f.find_first_not_of(" \t"));
        f.erase(f.find_last_not_of(" \t") + 1);
    }
    return out;
}

std::string lower(std::string s) {
    for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool to_int(const std::string &s, int &out) {
    if (s.empty()) {
        out = 0;
        return true;
    }
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

} // namespace

std::string player_text_problem(const Player &p) {
    for (const auto &[field, value] : {std::pair<const char *, const std::string &>{"name", p.name},
                                       {"title", p.title},
                                       {"federation", p.federation},
                                       {"club", p.club},
                                       {"fmjd_id", p.fmjd_id},
                                       {"national_id", p.national_id}})
        if (std::string bad = control_character_problem(field, value); !bad.empty()) return bad;
    return "";
}

void normalise_codes(Player &p) {
    // FMJD and FIDE write federation and title codes in capitals; "rus" and "RUS" are one
    // federation. QString::toUpper also covers national titles written in Cyrillic.
    p.federation = QString::fromStdString(p.federation).toUpper().toStdString();
    p.title = QString::fromStdString(p.title).toUpper().toStdString();
}

std::string validate_player(const Player &p) {
    if (std::string bad = player_text_problem(p); !bad.empty()) return bad;
    if (p.name.empty()) return "name: is empty";
    if (p.rating < 0 || p.rating > 4000) return "rating: " + std::to_string(p.rating) + " is outside 0..4000";
    if (p.birth_year != 0 && (p.birth_year < 1900 || p.birth_year > 2100))
        return "birth_year: " + std::to_string(p.birth_year) + " is outside 1900..2100";
    if (p.federation.size() > 3) return "federation: '" + p.federation + "' is not a 3-letter code";
    // The longest FMJD titles have four letters (GMIF, CMFF); TRF export writes them on a
    // `### damka` line since its title column holds three.
    if (QString::fromStdString(p.title).size() > 4)
        return "title: '" + p.title + "' is longer than 4 letters (FMJD: GMI, MI, MF, CMF, GMIF, MIF, MFF, CMFF)";
    return "";
}

CsvImport parse_player_csv(const std::string &bytes) {
    CsvImport out;
    const CsvText decoded = read_csv_text(bytes);
    if (!decoded.problem.empty()) {
        out.errors.push_back(decoded.problem);
        return out;
    }
    std::istringstream in(decoded.text);
    std::string line;
    int number = 0;
    std::map<std::string, size_t> column;
    size_t header_fields = 0;
    static const std::map<std::string, std::string> aliases = {{"name", "name"},
                                                               {"rating", "rating"},
                                                               {"title", "title"},
                                                               {"federation", "federation"},
                                                               {"fed", "federation"},
                                                               {"club", "club"},
                                                               {"birth_year", "birth_year"},
                                                               {"born", "birth_year"},
                                                               {"fmjd_id", "fmjd_id"},
                                                               {"national_id", "national_id"},
                                                               // Swiss-Manager and Vega exports name these columns so.
                                                               {"elo", "rating"},
                                                               {"rtg", "rating"},
                                                               {"birth", "birth_year"},
                                                               {"yob", "birth_year"},
                                                               {"sex", "sex"},
                                                               {"gender", "sex"}};
    while (std::getline(in, line)) {
        ++number;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        bool ok = true;
        const std::vector<std::string> fields = split_csv_line(line, decoded.separator, ok);
        const std::string where = "line " + std::to_string(number) + ": ";
        if (!ok) {
            out.errors.push_back(where + "unterminated quote");
            continue;
        }
        if (column.empty()) {
            header_fields = fields.size();
            for (size_t i = 0; i < fields.size(); ++i) {
                const auto a = aliases.find(lower(fields[i]));
                if (a == aliases.end()) {
                    out.errors.push_back(
                        where + "unknown column '" + fields[i] + "'" +
                        (fields.size() == 1 && decoded.separator == ',' && fields[i].find(';') != std::string::npos
                             ? " (separate columns by ',' or ';')"
                             : ""));
                    continue;
                }
                column[a->second] = i;
                if (a->second == "sex")
                    out.ignored.push_back(fields[i]); // not stored: no pairing or tie-break rule uses it
            }
            if (!column.count("name")) {
                out.errors.push_back(where + "the header has no 'name' column");
                return out;
            }
            continue;
        }
        auto field = [&](const char *name) -> std::string {
            const auto c = column.find(name);
            return c == column.end() || c->second >= fields.size() ? std::string() : fields[c->second];
        };
        if (fields.size() != header_fields) {
            out.errors.push_back(where + std::to_string(fields.size()) + " fields, the header has " +
                                 std::to_string(header_fields));
            continue;
        }
        Player p;
        p.name = field("name");
        p.title = field("title");
        p.federation = field("federation");
        p.club = field("club");
        p.fmjd_id = field("fmjd_id");
        p.national_id = field("national_id");
        normalise_codes(p);
        if (!to_int(field("rating"), p.rating)) {
            out.errors.push_back(where + "rating: '" + field("rating") + "' is not a whole number");
            continue;
        }
        if (!to_int(field("birth_year"), p.birth_year)) {
            out.errors.push_back(where + "birth_year: '" + field("birth_year") + "' is not a year");
            continue;
        }
        if (const std::string bad = validate_player(p); !bad.empty()) {
            out.errors.push_back(where + bad);
            continue;
        }
        out.players.push_back(std::move(p));
        out.lines.push_back(number);
    }
    if (column.empty() && out.errors.empty())
        out.errors.push_back("line 1: the file is empty (a header row is required)");
    return out;
}

} // namespace damka::tournament
