#include "player_csv.hpp"

#include "tournament/service/event.hpp"

#include "csv_record.hpp"
#include "csv_text.hpp"
#include "player_csv_header.hpp"
#include "tournament/service/player_rules.hpp"

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <optional>

namespace damka::tournament {
namespace {

// A line break inside a quoted cell (RFC 4180 2.6; Excel's Alt+Enter) is read, and becomes a
// space: a player's fields are one line in every list and TRF record.
std::vector<std::string> one_line_fields(std::vector<std::string> fields) {
    for (std::string &f : fields) {
        std::string flat;
        for (size_t i = 0; i < f.size(); ++i) {
            if (f[i] == '\r' && i + 1 < f.size() && f[i + 1] == '\n') continue;
            flat += f[i] == '\n' || f[i] == '\r' ? ' ' : f[i];
        }
        flat.erase(0, flat.find_first_not_of(' '));
        flat.erase(flat.find_last_not_of(' ') + 1);
        f = std::move(flat);
    }
    return fields;
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

PlayerImport parse_player_csv(const std::string &bytes) {
    PlayerImport out;
    const CsvText decoded = read_csv_text(bytes);
    if (!decoded.problem.empty()) {
        out.errors.push_back(decoded.problem);
        return out;
    }
    const CsvRecords rows = read_csv_records(decoded.text, decoded.separator);
    if (!rows.error.empty()) {
        out.errors.push_back(rows.error);
        return out;
    }
    std::optional<PlayerCsvHeader> header;
    size_t header_fields = 0;
    for (const CsvRecord &row : rows.records) {
        const int number = row.line; // the line the record starts on
        const std::vector<std::string> fields = one_line_fields(row.fields);
        // "line 4: rating: ..."
        const auto where = [&](const Message &what) {
            return DAMKA_TR("Players", "line %1: %2").arg(number).arg(what);
        };
        if (!header) {
            header = read_player_csv_header(fields, number);
            if (!header->error.empty()) {
                out.errors.push_back(header->error);
                return out;
            }
            header_fields = fields.size();
            out.warnings = header->warnings;
            continue;
        }
        auto field = [&](const char *name) -> std::string {
            const auto c = header->column.find(name);
            return c == header->column.end() || c->second >= fields.size() ? std::string() : fields[c->second];
        };
        if (fields.size() != header_fields) {
            out.errors.push_back(
                where(DAMKA_TR("Players", "%1 fields, the header has %2").arg(fields.size()).arg(header_fields)));
            continue;
        }
        Player p;
        if (header->has("name"))
            p.name = field("name");
        else if (!field("surname").empty())
            p.name = full_name(field("surname"), field("first_name"), field("patronymic"));
        else if (!field("first_name").empty() || !field("patronymic").empty()) {
            out.errors.push_back(where(DAMKA_TR("Players", "surname: is empty")));
            continue;
        }
        p.title = field("title");
        p.federation = field("federation");
        p.club = field("club");
        p.fmjd_id = field("fmjd_id");
        p.national_id = field("national_id");
        p.sex = field("sex");
        normalise_codes(p);
        if (!to_int(field("rating"), p.rating)) {
            out.errors.push_back(
                where(DAMKA_TR("Players", "rating: '%1' is not a whole number").arg(excerpt(field("rating")))));
            continue;
        }
        if (!to_int(field("birth_year"), p.birth_year)) {
            out.errors.push_back(
                where(DAMKA_TR("Players", "birth_year: '%1' is not a year").arg(excerpt(field("birth_year")))));
            continue;
        }
        if (const Message bad = validate_player(p); !bad.empty()) {
            out.errors.push_back(where(bad));
            continue;
        }
        out.players.push_back(std::move(p));
        out.lines.push_back(number);
    }
    if (!header && out.errors.empty())
        out.errors.push_back(DAMKA_TR("Players", "line 1: the file is empty (a header row is required)"));
    return out;
}

Expected<Change> import_players_csv(Event &event, const std::string &bytes, bool preview) {
    return event.import_players(parse_player_csv(bytes), preview);
}

} // namespace damka::tournament
