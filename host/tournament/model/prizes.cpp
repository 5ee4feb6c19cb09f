// The prize list's text forms and checks (prizes.hpp); the allocation is prize_allocation.cpp's.
#include "prizes.hpp"

#include <cctype>
#include <charconv>

namespace damka::tournament {

namespace {

// Beyond any prize fund (10^11 in the currency's units): a typing error, and far from overflow.
constexpr Money kMaxMoney = 10'000'000'000'000LL;

bool has_control(const std::string &s) {
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7F) return true;
    return false;
}

bool read_int(const std::string &s, int &out) {
    if (s.empty()) return false;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

} // namespace

std::string to_string(SharedMoney s) {
    switch (s) {
    case SharedMoney::TieBreaks: return "tiebreaks";
    case SharedMoney::Hort: return "hort";
    case SharedMoney::Equal: return "equal";
    }
    return "tiebreaks";
}

std::optional<SharedMoney> parse_shared_money(const std::string &text, Message &error) {
    std::string s;
    for (char c : text) s += char(std::tolower(static_cast<unsigned char>(c)));
    for (SharedMoney m : {SharedMoney::TieBreaks, SharedMoney::Hort, SharedMoney::Equal})
        if (s == to_string(m)) return m;
    error =
        DAMKA_TR("Prizes", "shared: '%1' is not a way of sharing prizes: tiebreaks, hort or equal").arg(excerpt(text));
    return std::nullopt;
}

std::string to_string(PrizeKind k) {
    switch (k) {
    case PrizeKind::Place: return "place";
    case PrizeKind::Category: return "category";
    case PrizeKind::RatingBand: return "rating";
    case PrizeKind::Unrated: return "unrated";
    case PrizeKind::Club: return "club";
    case PrizeKind::TeamMember: return "team-member";
    }
    return "place";
}

std::optional<PrizeKind> parse_prize_kind(const std::string &s) {
    for (PrizeKind k : {PrizeKind::Place, PrizeKind::Category, PrizeKind::RatingBand, PrizeKind::Unrated,
                        PrizeKind::Club, PrizeKind::TeamMember})
        if (s == to_string(k)) return k;
    return std::nullopt;
}

std::optional<Money> parse_money(const std::string &text, const std::string &field, Message &error) {
    std::string digits;
    int decimals = -1; // digits after the decimal mark; -1: no mark yet
    bool ok = !text.empty();
    for (size_t i = 0; i < text.size() && ok; ++i) {
        const char c = text[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits += c;
            if (decimals >= 0) ++decimals;
        } else if ((c == '.' || c == ',') && decimals < 0 && !digits.empty()) {
            decimals = 0;
        } else if (c == ' ' && decimals < 0 && !digits.empty()) {
            // "1 500": a thousands gap
        } else if (c == '-' && i == 0) {
            error = DAMKA_TR("Prizes", "%1: '%2' is negative; a prize is 0 or more").arg(field).arg(excerpt(text));
            return std::nullopt;
        } else {
            ok = false;
        }
    }
    if (!ok || digits.empty() || decimals == 0 || decimals > 2 || digits.size() > 15) {
        error = DAMKA_TR("Prizes", "%1: '%2' is not an amount: a number with at most two decimals, like 500 or 12.50")
                    .arg(field)
                    .arg(excerpt(text));
        return std::nullopt;
    }
    Money m = 0;
    for (char c : digits) m = m * 10 + (c - '0');
    for (int d = std::max(decimals, 0); d < 2; ++d) m *= 10;
    if (m > kMaxMoney) {
        error = DAMKA_TR("Prizes", "%1: '%2' is more than any prize fund").arg(field).arg(excerpt(text));
        return std::nullopt;
    }
    return m;
}

std::string format_money(Money m) {
    std::string out = std::to_string(m / 100);
    if (const Money cents = m % 100; cents != 0) out += (cents < 10 ? ".0" : ".") + std::to_string(cents);
    return out;
}

bool parse_rating_band(const std::string &text, int &min, int &max, Message &error) {
    // "1600" and "-1600": up to 1600; "1601-1800"; "1601-": from 1601.
    const size_t dash = text.find('-');
    const std::string low = dash == std::string::npos ? std::string() : text.substr(0, dash);
    const std::string high = dash == std::string::npos ? text : text.substr(dash + 1);
    min = max = 0;
    const bool ok = (low.empty() || read_int(low, min)) && (high.empty() || read_int(high, max)) &&
        !(low.empty() && high.empty()) && min >= 0 && max >= 0;
    if (!ok) {
        error = DAMKA_TR("Prizes",
                         "rating: '%1' is not a rating band: MAX (up to MAX), MIN-MAX or MIN- (from MIN), "
                         "like 1600 or 1601-1800")
                    .arg(excerpt(text));
        return false;
    }
    return true;
}

Message check_currency(const std::string &currency) {
    if (currency.size() > 16 || has_control(currency))
        return DAMKA_TR("Prizes", "currency: '%1' is not a currency: at most 16 characters, like EUR or RUB")
            .arg(excerpt(currency));
    return {};
}

std::optional<Prize> read_prize(const PrizeFields &f, Message &error) {
    Prize p;
    const std::string &c = f.category;
    if (c == "rating") {
        p.kind = PrizeKind::RatingBand;
        if (!parse_rating_band(f.rating, p.rating_min, p.rating_max, error)) return std::nullopt;
    } else if (c == "unrated") {
        p.kind = PrizeKind::Unrated;
    } else if (c == "team-member") {
        p.kind = PrizeKind::TeamMember;
    } else if (c == "club") {
        p.kind = PrizeKind::Club;
        if (!read_int(f.club_top, p.club_top) || p.club_top < 1 || p.club_top > 100) {
            error = DAMKA_TR("Prizes", "club: '%1' is not a number of players from 1 to 100").arg(excerpt(f.club_top));
            return std::nullopt;
        }
    } else if (!c.empty()) {
        Message why;
        const auto category = parse_prize_category(c, why);
        if (!category) {
            error = DAMKA_TR("Prizes", "category: %1").arg(why);
            return std::nullopt;
        }
        p.kind = PrizeKind::Category;
        p.category = *category;
    }
    if (f.place.empty() && p.kind == PrizeKind::Place) {
        error = DAMKA_TR("Prizes", "place: give the place of a place prize, or a category");
        return std::nullopt;
    }
    if (!f.place.empty() && (!read_int(f.place, p.place) || p.place < 1 || p.place > 1000)) {
        error = DAMKA_TR("Prizes", "place: '%1' is not a place from 1 to 1000").arg(excerpt(f.place));
        return std::nullopt;
    }
    if (!f.amount.empty()) {
        p.amount = parse_money(f.amount, "amount", error);
        if (!p.amount) return std::nullopt;
    }
    p.name = f.name;
    return p;
}

bool same_list(const Prize &a, const Prize &b) {
    return a.kind == b.kind && a.category.code == b.category.code && a.rating_min == b.rating_min &&
        a.rating_max == b.rating_max && a.club_top == b.club_top;
}

Message check_prize(const Prize &p, const std::vector<Prize> &others) {
    if (p.amount && *p.amount < 0)
        return DAMKA_TR("Prizes", "amount: %1 is negative; a prize is 0 or more").arg(format_money(-*p.amount));
    if (p.amount && *p.amount > kMaxMoney) return DAMKA_TR("Prizes", "amount: more than any prize fund");
    if (!p.amount && p.name.empty())
        return DAMKA_TR("Prizes", "amount: a prize needs an amount or a name (a cup, a trophy)");
    if (p.name.size() > 200 || has_control(p.name))
        return DAMKA_TR("Prizes", "name: at most 200 characters, no control characters");
    if (p.place < 1 || p.place > 1000)
        return DAMKA_TR("Prizes", "place: %1 is not a place from 1 to 1000").arg(p.place);
    switch (p.kind) {
    case PrizeKind::Category:
        if (p.category.code.empty()) return DAMKA_TR("Prizes", "category: none given");
        break;
    case PrizeKind::RatingBand:
        if (p.rating_min < 0 || p.rating_max < 0 || (p.rating_min == 0 && p.rating_max == 0))
            return DAMKA_TR("Prizes", "rating: a band needs a lowest or a highest rating");
        if (p.rating_max != 0 && p.rating_min > p.rating_max)
            return DAMKA_TR("Prizes", "rating: the band %1-%2 is reversed; the lower rating comes first")
                .arg(p.rating_min)
                .arg(p.rating_max);
        break;
    case PrizeKind::Club:
        if (p.club_top < 1 || p.club_top > 100)
            return DAMKA_TR("Prizes", "club: the best %1 players is not a number from 1 to 100").arg(p.club_top);
        break;
    default: break;
    }
    // The same prize twice would give one place to two winners.
    for (const Prize &o : others)
        if (o.number != p.number && o.place == p.place && same_list(o, p))
            return DAMKA_TR("Prizes", "place: prize %1 is already that place (%2)").arg(o.number).arg(p.place);
    return {};
}

} // namespace damka::tournament
