#include "player_csv_header.hpp"

#include <QString>

#include <utility>

namespace damka::tournament {
namespace {

struct Field {
    const char *key; // PlayerCsvHeader::column's key
    Message what; // in messages: "the rating"
    std::vector<const char *> names; // accepted headers as the refusal lists them
};

// Swiss-Manager and Vega exports use fed, elo, rtg, yob; the Russian names are those of a
// Russian club's registration sheet.
const std::vector<Field> &fields() {
    static const std::vector<Field> all = {
        {"name", DAMKA_TR("Players", "the name"), {"name", "full name", "ФИО"}},
        {"surname", DAMKA_TR("Players", "the surname"), {"surname", "last name", "lastname", "family name", "Фамилия"}},
        {"first_name", DAMKA_TR("Players", "the first name"), {"first name", "firstname", "given name", "Имя"}},
        {"patronymic", DAMKA_TR("Players", "the patronymic"), {"patronymic", "middle name", "Отчество"}},
        {"rating", DAMKA_TR("Players", "the rating"), {"rating", "elo", "rtg", "Рейтинг"}},
        {"title", DAMKA_TR("Players", "the title"), {"title", "Звание"}},
        {"federation", DAMKA_TR("Players", "the federation"), {"federation", "fed", "Федерация"}},
        {"club", DAMKA_TR("Players", "the club"), {"club", "Клуб"}},
        {"birth_year", DAMKA_TR("Players", "the birth year"), {"birth_year", "born", "birth", "yob", "Год рождения"}},
        // dd.mm.yyyy as a Russian spreadsheet writes it: the year is what junior categories need.
        {"birth_date",
         DAMKA_TR("Players", "the birth date"),
         {"birth_date", "birth date", "date of birth", "dob", "Дата рождения"}},
        {"fmjd_id", DAMKA_TR("Players", "the FMJD id"), {"fmjd_id", "Номер ФМЖД"}},
        {"national_id", DAMKA_TR("Players", "the national id"), {"national_id", "Национальный номер"}},
        {"sex", DAMKA_TR("Players", "the sex"), {"sex", "gender", "Пол"}}};
    return all;
}

// "Год_рождения " -> "год рождения".
std::string simplified(const std::string &header) {
    return QString::fromStdString(header)
        .replace(QLatin1Char('_'), QLatin1Char(' '))
        .simplified()
        .toLower()
        .toStdString();
}

const Field *field_by_key(const std::string &key) {
    for (const Field &f : fields())
        if (key == f.key) return &f;
    return nullptr;
}

const Field *field_of(const std::string &header) {
    const std::string h = simplified(header);
    for (const Field &f : fields())
        for (const char *n : f.names)
            if (h == simplified(n)) return &f;
    return nullptr;
}

std::string accepted_headers() {
    std::string out;
    for (const Field &f : fields()) {
        std::string names;
        for (const char *n : f.names) names += std::string(names.empty() ? "" : " | ") + n;
        out += (out.empty() ? "" : "; ") + names;
    }
    return out;
}

} // namespace

std::vector<std::pair<std::string, Message>> player_csv_fields() {
    std::vector<std::pair<std::string, Message>> out;
    for (const Field &f : fields()) out.emplace_back(f.key, f.what);
    return out;
}

PlayerCsvHeader read_player_csv_header(const std::vector<std::string> &headers, int line,
                                       const std::map<size_t, std::string> &mapping) {
    PlayerCsvHeader out;
    out.field_of.assign(headers.size(), std::string());
    // "line 1: ..."
    const auto where = [&](const Message &what) { return DAMKA_TR("Players", "line %1: %2").arg(line).arg(what); };
    auto position = [](size_t i) { return std::to_string(i + 1); };
    for (const auto &[column, key] : mapping)
        if (column >= headers.size() || (!key.empty() && !field_by_key(key))) {
            out.error = where(DAMKA_TR("Players", "column %1: '%2' is no column of the header or no player field")
                                  .arg(position(column))
                                  .arg(excerpt(key)));
            return out;
        }
    for (size_t i = 0; i < headers.size(); ++i) {
        const auto chosen = mapping.find(i);
        if (chosen != mapping.end() && chosen->second.empty()) continue; // the arbiter ignores it
        const Field *f = chosen != mapping.end() ? field_by_key(chosen->second) : field_of(headers[i]);
        if (!f) {
            out.warnings.push_back(where(DAMKA_TR("Players", "column %1 '%2' is not a player field and is ignored")
                                             .arg(position(i))
                                             .arg(excerpt(headers[i]))));
            continue;
        }
        if (const auto seen = out.column.find(f->key); seen != out.column.end()) {
            const std::string &first = headers[seen->second];
            out.error =
                where(first == headers[i]
                          ? DAMKA_TR("Players",
                                     "columns %1 and %2 are both '%3': delete one of them, nothing is read from either")
                                .arg(position(seen->second))
                                .arg(position(i))
                                .arg(excerpt(first))
                          : DAMKA_TR("Players",
                                     "columns %1 and %2 ('%3' and '%4') both give %5: delete one of them, "
                                     "nothing is read from either")
                                .arg(position(seen->second))
                                .arg(position(i))
                                .arg(excerpt(first))
                                .arg(excerpt(headers[i]))
                                .arg(f->what));
            return out;
        }
        out.column[f->key] = i;
        out.field_of[i] = f->key;
    }
    if (out.has("name") && out.has("surname")) {
        out.error = where(DAMKA_TR("Players",
                                   "columns %1 '%2' and %3 '%4' both give the name: keep the full name or "
                                   "the surname and first name columns")
                              .arg(position(out.column["name"]))
                              .arg(excerpt(headers[out.column["name"]]))
                              .arg(position(out.column["surname"]))
                              .arg(excerpt(headers[out.column["surname"]])));
    } else if (!out.has("name") && !out.has("surname")) {
        out.error = where(DAMKA_TR("Players",
                                   "the header has no name column: 'name', or 'surname' and 'first name' "
                                   "(the headers read, any case: %1)")
                              .arg(accepted_headers()));
    } else if (out.has("name") && (out.has("first_name") || out.has("patronymic"))) {
        const size_t c = out.column[out.has("first_name") ? "first_name" : "patronymic"];
        out.error =
            where(DAMKA_TR("Players", "column %1 '%2' goes with a surname column, not with the full name in column %3")
                      .arg(position(c))
                      .arg(excerpt(headers[c]))
                      .arg(position(out.column["name"])));
    }
    return out;
}

size_t section_column(const std::vector<std::string> &headers) {
    for (size_t i = 0; i < headers.size(); ++i)
        for (const char *n : {"section", "секция", "турнир"})
            if (simplified(headers[i]) == simplified(n)) return i;
    return std::string::npos;
}

std::string full_name(const std::string &surname, const std::string &first_name, const std::string &patronymic) {
    std::string given = first_name;
    if (!patronymic.empty()) given += (given.empty() ? "" : " ") + patronymic;
    return given.empty() ? surname : surname + ", " + given;
}

} // namespace damka::tournament
