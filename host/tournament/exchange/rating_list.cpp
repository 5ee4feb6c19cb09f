#include "rating_list.hpp"

#include "csv_record.hpp"
#include "player_csv_header.hpp"

#include <charconv>

namespace damka::tournament {
namespace {

bool to_int(const std::string &s, int &out) {
    if (s.empty()) {
        out = 0;
        return true;
    }
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

std::string upper(std::string s) {
    for (char &c : s) c = char(c >= 'a' && c <= 'z' ? c - 32 : c);
    return s;
}

} // namespace

const std::string &list_id(const Player &p, RatingListKind kind) {
    return kind == RatingListKind::Fmjd ? p.fmjd_id : p.national_id;
}

RatingList read_rating_list(const std::string &text, RatingListKind kind) {
    RatingList out;
    const CsvTable t = read_csv(text);
    if (!t.error.empty()) {
        out.errors.push_back(t.error);
        return out;
    }
    const std::vector<std::string> id_col = kind == RatingListKind::Fmjd
        ? std::vector<std::string>{"fmjd_id", "id", "fmjd id"}
        : std::vector<std::string>{"national_id", "id", "code"};
    const std::vector<std::string> name_col{"name"}, surname_col{"surname", "last name", "last_name"},
        first_col{"first name", "first_name", "firstname"}, title_col{"title"}, fed_col{"federation", "fed", "country"},
        rating_col{"rating", "elo"}, born_col{"birth_year", "born", "byear"}, club_col{"club"},
        fmjd_col{"fmjd_id", "fmjd id"};
    if (t.header.empty()) {
        out.errors.push_back(DAMKA_TR("Players", "line 1: the file is empty (a header row is required)"));
        return out;
    }
    if (!t.has(id_col))
        out.errors.push_back(DAMKA_TR("Players", "line 1: no id column (%1 or id)").arg(id_col.front()));
    if (!t.has(name_col) && !t.has(surname_col))
        out.errors.push_back(DAMKA_TR("Players", "line 1: no name column (name, or surname and first name)"));
    if (!out.errors.empty()) return out;
    for (const CsvRecord &r : t.records) {
        const auto where = [&](const Message &what) {
            return DAMKA_TR("Players", "line %1: %2").arg(r.line).arg(what);
        };
        Player p;
        p.name = t.field(r, name_col);
        if (p.name.empty()) {
            // "Surname, First name" as FMJD and chess lists print names.
            p.name = full_name(t.field(r, surname_col), t.field(r, first_col));
        }
        (kind == RatingListKind::Fmjd ? p.fmjd_id : p.national_id) = t.field(r, id_col);
        if (kind == RatingListKind::National) {
            p.club = t.field(r, club_col);
            p.fmjd_id = t.field(r, fmjd_col);
        }
        p.title = upper(t.field(r, title_col));
        p.federation = upper(t.field(r, fed_col));
        if (list_id(p, kind).empty()) {
            out.errors.push_back(where(DAMKA_TR("Players", "the id is empty")));
            continue;
        }
        if (!to_int(t.field(r, rating_col), p.rating)) {
            out.errors.push_back(
                where(DAMKA_TR("Players", "rating: '%1' is not a whole number").arg(excerpt(t.field(r, rating_col)))));
            continue;
        }
        if (!to_int(t.field(r, born_col), p.birth_year)) {
            out.errors.push_back(
                where(DAMKA_TR("Players", "birth year: '%1' is not a year").arg(excerpt(t.field(r, born_col)))));
            continue;
        }
        out.players.push_back({r.line, std::move(p)});
    }
    return out;
}

} // namespace damka::tournament
