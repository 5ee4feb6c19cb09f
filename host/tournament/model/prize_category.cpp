#include "prize_category.hpp"

#include <cctype>
#include <charconv>

namespace damka::tournament {

std::optional<PrizeCategory> parse_prize_category(const std::string &text, Message &error) {
    std::string s;
    for (char c : text) s += char(std::tolower(static_cast<unsigned char>(c)));
    PrizeCategory c;
    c.code = s;
    if (s == "women") return c;
    if (s == "men") {
        c.kind = PrizeCategory::Kind::Men;
        return c;
    }
    if (s.size() >= 2 && s.size() <= 3 && (s[0] == 'u' || s[0] == 's')) {
        const auto r = std::from_chars(s.data() + 1, s.data() + s.size(), c.age);
        if (r.ec == std::errc() && r.ptr == s.data() + s.size() && c.age >= 1 && c.age <= 99) {
            c.kind = s[0] == 'u' ? PrizeCategory::Kind::Under : PrizeCategory::Kind::Senior;
            return c;
        }
    }
    error = DAMKA_TR("Players",
                     "'%1' is not a category: women, men, uN (under N: u8, u10 ... u20) or sN (seniors: s50, s65)")
                .arg(text);
    return std::nullopt;
}

int event_year(const TournamentInfo &info) {
    const std::string &d = info.start_date;
    if (d.size() < 4) return 0;
    int year = 0;
    const auto r = std::from_chars(d.data(), d.data() + 4, year);
    return r.ec == std::errc() && r.ptr == d.data() + 4 ? year : 0;
}

bool category_unknown(const Player &p, const PrizeCategory &c) {
    switch (c.kind) {
    case PrizeCategory::Kind::Women:
    case PrizeCategory::Kind::Men: return p.sex.empty();
    case PrizeCategory::Kind::Under:
    case PrizeCategory::Kind::Senior: return p.birth_year == 0;
    }
    return true;
}

bool in_category(const Player &p, const PrizeCategory &c, int year) {
    if (category_unknown(p, c)) return false;
    switch (c.kind) {
    case PrizeCategory::Kind::Women: return p.sex == "F";
    case PrizeCategory::Kind::Men: return p.sex == "M";
    // Not yet N on 1 January: born in (year - N) or later (prize_category.hpp).
    case PrizeCategory::Kind::Under: return p.birth_year >= year - c.age;
    // N or older by 31 December: born in (year - N) or earlier.
    case PrizeCategory::Kind::Senior: return p.birth_year <= year - c.age;
    }
    return false;
}

} // namespace damka::tournament
