#include "player_csv.hpp"

#include "tournament/service/event.hpp"

#include "csv_record.hpp"
#include "csv_text.hpp"
#include "player_csv_header.hpp"
#include "tournament/service/player_rules.hpp"

#include <QDate>
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

// "14.03.2010", "4.3.2010" or "2010-03-14": the year of a real date; nullopt otherwise.
std::optional<int> year_of_date(const std::string &text) {
    const QString t = QString::fromStdString(text);
    for (const QString format : {QStringLiteral("d.M.yyyy"), QStringLiteral("yyyy-MM-dd")})
        if (const QDate d = QDate::fromString(t, format); d.isValid()) return d.year();
    return std::nullopt;
}

// The encoding an 8-bit file was read in, and the other readings when it is in doubt.
void note_encoding(const CsvText &decoded, PlayerImport &out) {
    out.encoding = decoded.encoding;
    if (decoded.encoding.empty()) return;
    out.warnings.push_back(DAMKA_TR("Players", "the file is read as %1 text").arg(encoding_name(decoded.encoding)));
    for (const CsvReading &r : decoded.readings) {
        out.readings.emplace_back(r.encoding, r.sample);
        if (r.encoding != decoded.encoding)
            out.warnings.push_back(
                DAMKA_TR("Players",
                         "the file reads as %1 text as well: '%2' (as %3: '%4'); choose the encoding "
                         "whose names are right")
                    .arg(encoding_name(r.encoding))
                    .arg(excerpt(r.sample))
                    .arg(encoding_name(decoded.encoding))
                    .arg(excerpt(decoded.readings.front().sample)));
    }
}

// "a-open, b-open, u12": the sections a line may name.
std::string festival_sections(const std::vector<std::string> &slugs) {
    std::string out;
    for (const std::string &s : slugs) out += (out.empty() ? "" : ", ") + s;
    return out;
}

} // namespace

PlayerImport parse_player_csv(const std::string &bytes, const PlayerCsvOptions &options) {
    PlayerImport out;
    const CsvText decoded = read_csv_text(bytes, options.encoding);
    if (!decoded.problem.empty()) {
        out.errors.push_back(decoded.problem);
        return out;
    }
    note_encoding(decoded, out);
    const CsvRecords rows = read_csv_records(decoded.text, decoded.separator);
    if (!rows.error.empty()) {
        out.errors.push_back(rows.error);
        return out;
    }
    std::optional<PlayerCsvHeader> header;
    size_t header_fields = 0;
    size_t section_at = std::string::npos; // a festival's file: the section column
    for (const CsvRecord &row : rows.records) {
        const int number = row.line; // the line the record starts on
        const std::vector<std::string> fields = one_line_fields(row.fields);
        // "line 4: rating: ..."
        const auto where = [&](const Message &what) {
            return DAMKA_TR("Players", "line %1: %2").arg(number).arg(what);
        };
        if (!header) {
            std::map<size_t, std::string> mapping = options.columns;
            if (!options.sections.empty()) {
                section_at = section_column(fields);
                if (section_at == std::string::npos) {
                    out.errors.push_back(where(DAMKA_TR("Players",
                                                        "the header has no section column ('section', 'секция' or "
                                                        "'турнир'): each line names its section (%1)")
                                                   .arg(festival_sections(options.sections))));
                    return out;
                }
                mapping.emplace(section_at, ""); // read apart, no player field
            }
            header = read_player_csv_header(fields, number, mapping);
            for (size_t i = 0; i < fields.size(); ++i)
                out.columns.push_back({fields[i], i < header->field_of.size() ? header->field_of[i] : ""});
            if (!header->error.empty()) {
                out.errors.push_back(header->error);
                return out;
            }
            header_fields = fields.size();
            out.warnings.insert(out.warnings.end(), header->warnings.begin(), header->warnings.end());
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
        // Every problem of the line is named, so the file is corrected once.
        std::vector<Message> problems;
        std::string section;
        if (section_at != std::string::npos) {
            const QString cell = QString::fromStdString(fields[section_at]);
            const auto known = std::find_if(options.sections.begin(), options.sections.end(), [&](const auto &slug) {
                return QString::fromStdString(slug).compare(cell, Qt::CaseInsensitive) == 0;
            });
            if (known != options.sections.end())
                section = *known;
            else if (cell.isEmpty())
                problems.push_back(
                    DAMKA_TR("Players", "section: is empty (%1)").arg(festival_sections(options.sections)));
            else
                problems.push_back(DAMKA_TR("Players", "section: '%1' is no section of the festival (%2)")
                                       .arg(excerpt(fields[section_at]))
                                       .arg(festival_sections(options.sections)));
        }
        Player p;
        if (header->has("name"))
            p.name = field("name");
        else if (!field("surname").empty())
            p.name = full_name(field("surname"), field("first_name"), field("patronymic"));
        else if (!field("first_name").empty() || !field("patronymic").empty())
            problems.push_back(DAMKA_TR("Players", "surname: is empty"));
        p.title = field("title");
        p.federation = field("federation");
        p.club = field("club");
        p.fmjd_id = field("fmjd_id");
        p.national_id = field("national_id");
        p.sex = field("sex");
        normalise_codes(p);
        // "22ОО" is refused whole, never read as 22.
        const bool rating_read = to_int(field("rating"), p.rating);
        if (!rating_read)
            problems.push_back(DAMKA_TR("Players", "rating: '%1' is not a whole number").arg(excerpt(field("rating"))));
        const bool year_read = to_int(field("birth_year"), p.birth_year);
        if (!year_read)
            problems.push_back(DAMKA_TR("Players", "birth_year: '%1' is not a year").arg(excerpt(field("birth_year"))));
        if (const std::string date = field("birth_date"); !date.empty()) {
            const auto year = year_of_date(date);
            if (!year)
                problems.push_back(DAMKA_TR("Players", "birth_date: '%1' is not a date (dd.mm.yyyy or yyyy-mm-dd)")
                                       .arg(excerpt(date)));
            else if (year_read && p.birth_year != 0 && p.birth_year != *year)
                problems.push_back(DAMKA_TR("Players", "birth_date: '%1' is not in the birth year %2")
                                       .arg(excerpt(date))
                                       .arg(p.birth_year));
            else
                p.birth_year = *year;
        }
        for (const Message &bad : player_problems(p)) {
            // A rating or year already refused as text is not named again by its value 0.
            const std::string english = bad.english();
            if ((!rating_read && english.rfind("rating:", 0) == 0) ||
                (!year_read && english.rfind("birth_year:", 0) == 0) ||
                (!problems.empty() && p.name.empty() && english.rfind("name:", 0) == 0))
                continue;
            problems.push_back(bad);
        }
        if (!problems.empty()) {
            for (const Message &bad : problems) out.errors.push_back(where(bad));
            continue;
        }
        out.players.push_back(std::move(p));
        out.lines.push_back(number);
        if (section_at != std::string::npos) out.sections.push_back(section);
    }
    if (!header && out.errors.empty())
        out.errors.push_back(DAMKA_TR("Players", "line 1: the file is empty (a header row is required)"));
    return out;
}

Expected<Change> import_players_csv(Event &event, const std::string &bytes, bool preview,
                                    const PlayerCsvOptions &options) {
    return event.import_players(parse_player_csv(bytes, options), preview, options.duplicates_ok);
}

} // namespace damka::tournament
