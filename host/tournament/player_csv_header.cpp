#include "player_csv_header.hpp"

#include <QString>

#include <utility>

namespace damka::tournament {
namespace {

struct Field {
    const char *key; // PlayerCsvHeader::column's key
    const char *what; // in messages: "the rating"
    std::vector<const char *> names; // accepted headers as the refusal lists them
};

// Swiss-Manager and Vega exports use fed, elo, rtg, yob; the Russian names are those of a
// Russian club's registration sheet.
const std::vector<Field> &fields() {
    static const std::vector<Field> all = {
        {"name", "the name", {"name", "full name", "ФИО"}},
        {"surname", "the surname", {"surname", "last name", "lastname", "family name", "Фамилия"}},
        {"first_name", "the first name", {"first name", "firstname", "given name", "Имя"}},
        {"patronymic", "the patronymic", {"patronymic", "middle name", "Отчество"}},
        {"rating", "the rating", {"rating", "elo", "rtg", "Рейтинг"}},
        {"title", "the title", {"title", "Звание"}},
        {"federation", "the federation", {"federation", "fed", "Федерация"}},
        {"club", "the club", {"club", "Клуб"}},
        {"birth_year", "the birth year", {"birth_year", "born", "birth", "yob", "Год рождения"}},
        {"fmjd_id", "the FMJD id", {"fmjd_id", "Номер ФМЖД"}},
        {"national_id", "the national id", {"national_id", "Национальный номер"}},
        {"sex", "the sex", {"sex", "gender", "Пол"}}};
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

PlayerCsvHeader read_player_csv_header(const std::vector<std::string> &headers, int line) {
    PlayerCsvHeader out;
    const std::string where = "line " + std::to_string(line) + ": ";
    auto position = [](size_t i) { return std::to_string(i + 1); };
    for (size_t i = 0; i < headers.size(); ++i) {
        const Field *f = field_of(headers[i]);
        if (!f) {
            out.warnings.push_back(where + "column " + position(i) + " '" + headers[i] +
                                   "' is not a player field and is ignored");
            continue;
        }
        if (const auto seen = out.column.find(f->key); seen != out.column.end()) {
            const std::string &first = headers[seen->second];
            out.error = where + "columns " + position(seen->second) + " and " + position(i) +
                (first == headers[i] ? " are both '" + first + "'"
                                     : " ('" + first + "' and '" + headers[i] + "') both give " + f->what) +
                ": delete one of them, nothing is read from either";
            return out;
        }
        out.column[f->key] = i;
    }
    const std::string accepted = " (the headers read, any case: " + accepted_headers() + ")";
    if (out.has("name") && out.has("surname")) {
        out.error = where + "columns " + position(out.column["name"]) + " '" + headers[out.column["name"]] + "' and " +
            position(out.column["surname"]) + " '" + headers[out.column["surname"]] +
            "' both give the name: keep the full name or the surname and first name columns";
    } else if (!out.has("name") && !out.has("surname")) {
        out.error = where + "the header has no name column: 'name', or 'surname' and 'first name'" + accepted;
    } else if (out.has("name") && (out.has("first_name") || out.has("patronymic"))) {
        const size_t c = out.column[out.has("first_name") ? "first_name" : "patronymic"];
        out.error = where + "column " + position(c) + " '" + headers[c] +
            "' goes with a surname column, not with the full name in column " + position(out.column["name"]);
    }
    return out;
}

std::string full_name(const std::string &surname, const std::string &first_name, const std::string &patronymic) {
    std::string given = first_name;
    if (!patronymic.empty()) given += (given.empty() ? "" : " ") + patronymic;
    return given.empty() ? surname : surname + ", " + given;
}

} // namespace damka::tournament
