#include "time_control.hpp"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace damka::arbiter {

namespace {

using namespace std::chrono_literals;

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

Message tr_quoted(std::string_view s) { return Message(quoted(s)); }

// The refusals say what is wrong in `where` and how an arbiter writes a control.
Message how_to_write() {
    return DAMKA_TR("TimeControl",
                    "write e.g. \"45+15\" (minutes + seconds a move), \"45 min + 15 sec\" or "
                    "\"40/2h, 30m+30s\"");
}

Error plain(Message why) { return Error{std::move(why)}; }
Error refusal(Message why) { return Error{DAMKA_TR("TimeControl", "%1: %2").arg(std::move(why)).arg(how_to_write())}; }

// A non-negative integer filling the whole of `s`.
bool parse_int(std::string_view s, long long &out) {
    if (s.empty()) return false;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && out >= 0;
}

enum class Unit { None = -1, Hours, Minutes, Seconds };

// A unit as arbiters write it, in English or Russian, with or without a full stop ("мин.").
Unit unit_named(std::string word) {
    if (!word.empty() && word.back() == '.') word.pop_back();
    for (char &c : word)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    static const std::vector<std::pair<std::string, Unit>> names = {
        {"h", Unit::Hours},        {"hr", Unit::Hours},        {"hrs", Unit::Hours},       {"hour", Unit::Hours},
        {"hours", Unit::Hours},    {"ч", Unit::Hours},         {"час", Unit::Hours},       {"часа", Unit::Hours},
        {"часов", Unit::Hours},    {"m", Unit::Minutes},       {"min", Unit::Minutes},     {"mins", Unit::Minutes},
        {"minute", Unit::Minutes}, {"minutes", Unit::Minutes}, {"мин", Unit::Minutes},     {"минута", Unit::Minutes},
        {"минуты", Unit::Minutes}, {"минут", Unit::Minutes},   {"s", Unit::Seconds},       {"sec", Unit::Seconds},
        {"secs", Unit::Seconds},   {"second", Unit::Seconds},  {"seconds", Unit::Seconds}, {"с", Unit::Seconds},
        {"сек", Unit::Seconds},    {"секунда", Unit::Seconds}, {"секунды", Unit::Seconds}, {"секунд", Unit::Seconds},
    };
    for (const auto &[name, unit] : names)
        if (word == name) return unit;
    return Unit::None;
}

bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "1h30m", "90s", "2h", "45 мин", "1 ч 30 мин": numbers each followed by a unit, hours before
// minutes before seconds. A bare number ("45" in "45+15") is in `bare` when it is the whole
// duration and `bare` names a unit: minutes for a period, seconds for a bonus, as arbiters
// write "90+30" (90 minutes, 30 seconds a move).
Expected<Millis> parse_duration(std::string_view s, std::string_view where, Unit bare) {
    s = trim(s);
    if (s.empty()) return plain(DAMKA_TR("TimeControl", "a duration is missing in %1").arg(tr_quoted(where)));
    Millis total{0};
    Unit last = Unit::None;
    const std::string_view whole = s;
    while (!s.empty()) {
        size_t digits = 0;
        while (digits < s.size() && is_digit(s[digits])) ++digits;
        long long n = 0;
        if (digits == 0 || !parse_int(s.substr(0, digits), n))
            return plain(DAMKA_TR("TimeControl", "%1 in %2 is not a number with a unit")
                             .arg(tr_quoted(s))
                             .arg(tr_quoted(where)));
        size_t end = digits;
        while (end < s.size() && is_blank(s[end])) ++end;
        size_t word_end = end;
        while (word_end < s.size() && !is_blank(s[word_end]) && !is_digit(s[word_end])) ++word_end;
        const std::string word(s.substr(end, word_end - end));
        Unit unit = word.empty() ? Unit::None : unit_named(word);
        if (word.empty() && total == Millis{0} && trim(s.substr(word_end)).empty()) unit = bare;
        // A bound far above any game keeps the sum in milliseconds from overflowing.
        if (n > 100'000)
            return plain(DAMKA_TR("TimeControl", "duration %1 in %2 is too long (at most 100000 of a unit)")
                             .arg(tr_quoted(s.substr(0, word_end)))
                             .arg(tr_quoted(where)));
        if (unit == Unit::None)
            return plain(word.empty() ? DAMKA_TR("TimeControl", "%1 in %2 has no unit (h, m or s)")
                                            .arg(tr_quoted(s.substr(0, digits)))
                                            .arg(tr_quoted(where))
                                      : DAMKA_TR("TimeControl", "%1 in %2 is not a unit (h, m or s)")
                                            .arg(tr_quoted(word))
                                            .arg(tr_quoted(where)));
        if (unit <= last)
            return plain(DAMKA_TR("TimeControl", "%1 in %2: hours come before minutes, minutes before seconds")
                             .arg(tr_quoted(whole))
                             .arg(tr_quoted(where)));
        last = unit;
        total += unit == Unit::Hours ? Millis(std::chrono::hours(n))
            : unit == Unit::Minutes  ? Millis(std::chrono::minutes(n))
                                     : Millis(std::chrono::seconds(n));
        s = trim(s.substr(word_end));
    }
    return total;
}

std::string format_duration(Millis t) {
    if (t == 0ms) return "0s";
    std::string out;
    long long s = t.count() / 1000;
    if (s / 3600) out += std::to_string(s / 3600) + "h";
    if (s / 60 % 60) out += std::to_string(s / 60 % 60) + "m";
    if (s % 60) out += std::to_string(s % 60) + "s";
    return out;
}

// As arbiters state a period: whole hours ("2h"), else minutes and seconds ("90m", "1m30s"),
// so "90+30" is stored as "90m+30s", the FIDE way of saying it, not "1h30m+30s".
std::string arbiters_duration(Millis t) {
    const long long s = t.count() / 1000;
    if (s != 0 && s % 3600 == 0) return std::to_string(s / 3600) + "h";
    if (s < 60) return std::to_string(s) + "s";
    return std::to_string(s / 60) + "m" + (s % 60 ? std::to_string(s % 60) + "s" : std::string());
}

Expected<Stage> parse_stage(std::string_view text) {
    Stage st;
    std::string_view s = trim(text);
    if (const size_t slash = s.find('/'); slash != std::string_view::npos) {
        long long n = 0;
        if (!parse_int(trim(s.substr(0, slash)), n) || n == 0)
            return plain(DAMKA_TR("TimeControl", "bad move count in %1").arg(tr_quoted(trim(text))));
        st.moves = int(n);
        s = s.substr(slash + 1);
    }
    std::string_view bonus;
    if (const size_t plus = s.find('+'); plus != std::string_view::npos) {
        st.bonus = Stage::Bonus::Increment;
        bonus = s.substr(plus + 1);
        s = s.substr(0, plus);
    } else if (const size_t d = trim(s).find(" d"); d != std::string_view::npos) {
        st.bonus = Stage::Bonus::Delay;
        bonus = trim(s).substr(d + 2);
        s = trim(s).substr(0, d);
    }
    Expected<Millis> base = parse_duration(s, trim(text), Unit::Minutes);
    if (!base) return Error{base.error_message()};
    if (*base == 0ms) return plain(DAMKA_TR("TimeControl", "a stage needs a time in %1").arg(tr_quoted(trim(text))));
    st.base = *base;
    if (st.bonus != Stage::Bonus::None) {
        Expected<Millis> b = parse_duration(bonus, trim(text), Unit::Seconds);
        if (!b) return Error{b.error_message()};
        st.bonus_time = *b;
    }
    return st;
}

std::string format_stage(const Stage &st, std::string (*duration)(Millis) = format_duration) {
    std::string out = st.moves ? std::to_string(st.moves) + "/" : std::string();
    out += duration(st.base);
    if (st.bonus == Stage::Bonus::Increment) out += "+" + duration(st.bonus_time);
    if (st.bonus == Stage::Bonus::Delay) out += " d" + duration(st.bonus_time);
    return out;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

} // namespace

const Stage &TimeControl::stage_of_move(int move) const {
    int before = 0;
    for (const Stage &st : stages) {
        if (st.moves == 0 || move <= before + st.moves) return st;
        before += st.moves;
    }
    return stages.back(); // a last stage with a move count repeats
}

bool TimeControl::is_control_move(int move) const {
    int before = 0;
    for (size_t i = 0; i < stages.size(); ++i) {
        const Stage &st = stages[i];
        if (st.moves == 0) return false;
        if (i + 1 == stages.size()) return move > before && (move - before) % st.moves == 0;
        if (move == before + st.moves) return true;
        if (move < before + st.moves) return false;
        before += st.moves;
    }
    return false;
}

Expected<TimeControl> parse_time_control(std::string_view text) {
    const std::string_view t = trim(text);
    if (t.empty()) return refusal(DAMKA_TR("TimeControl", "the time control is empty"));
    if (t == "untimed") return TimeControl{};
    for (const Preset &p : presets())
        if (t == p.name) return parse_time_control(p.control);
    TimeControl tc;
    const std::vector<std::string_view> parts = split(t, ',');
    for (size_t i = 0; i < parts.size(); ++i) {
        Expected<Stage> st = parse_stage(parts[i]);
        if (!st) return refusal(st.error_message());
        if (st->moves == 0 && i + 1 != parts.size())
            return Error{
                DAMKA_TR("TimeControl", "stage %1 of %2 lasts to the end of the game, so no stage may follow it")
                    .arg(tr_quoted(trim(parts[i])))
                    .arg(tr_quoted(t))};
        tc.stages.push_back(*st);
    }
    return tc;
}

Expected<std::string> normal_time_control(std::string_view text) {
    if (trim(text).empty()) return std::string();
    Expected<TimeControl> tc = parse_time_control(text);
    if (!tc) return Error{tc.error_message()};
    if (tc->untimed()) return format_time_control(*tc);
    std::string out;
    for (const Stage &st : tc->stages) out += (out.empty() ? "" : ", ") + format_stage(st, arbiters_duration);
    return out;
}

std::string format_time_control(const TimeControl &tc) {
    if (tc.untimed()) return "untimed";
    std::string out;
    for (const Stage &st : tc.stages) out += (out.empty() ? "" : ", ") + format_stage(st);
    return out;
}

Expected<TimeControl> parse_pdn_time_control(std::string_view tag) {
    const std::string_view t = trim(tag);
    if (t == "-") return TimeControl{};
    if (t.empty() || t == "?") return Error{"TimeControl " + quoted(tag) + " says the control is unknown"};
    TimeControl tc;
    for (std::string_view part : split(t, ':')) {
        const std::string where = "TimeControl " + quoted(tag) + ": ";
        if (!part.empty() && part.front() == '*')
            return Error{where + "sandglass controls (" + quoted(part) + ") are not supported"};
        Stage st;
        if (const size_t slash = part.find('/'); slash != std::string_view::npos) {
            long long n = 0;
            if (!parse_int(part.substr(0, slash), n) || n == 0)
                return Error{where + "bad move count in " + quoted(part)};
            st.moves = int(n);
            part = part.substr(slash + 1);
        }
        std::string_view inc;
        if (const size_t plus = part.find('+'); plus != std::string_view::npos) {
            inc = part.substr(plus + 1);
            part = part.substr(0, plus);
            st.bonus = Stage::Bonus::Increment;
        }
        long long base = 0, bonus = 0;
        if (!parse_int(part, base) || base == 0)
            return Error{where + "bad period " + quoted(part) + ": write seconds, e.g. \"300\" or \"40/7200\""};
        if (st.bonus == Stage::Bonus::Increment && !parse_int(inc, bonus))
            return Error{where + "bad increment " + quoted(inc) + ": write seconds, e.g. \"300+5\""};
        st.base = std::chrono::seconds(base);
        st.bonus_time = std::chrono::seconds(bonus);
        if (!tc.stages.empty() && tc.stages.back().moves == 0)
            return Error{where + "a period to the end of the game must come last"};
        tc.stages.push_back(st);
    }
    return tc;
}

Expected<std::string> format_pdn_time_control(const TimeControl &tc) {
    if (tc.untimed()) return std::string("-");
    std::string out;
    for (const Stage &st : tc.stages) {
        if (st.bonus == Stage::Bonus::Delay)
            return Error{"PDN's TimeControl tag has no form for a delay (" + format_stage(st) + ")"};
        if (st.base.count() % 1000 || st.bonus_time.count() % 1000)
            return Error{"PDN's TimeControl tag counts whole seconds (" + format_stage(st) + ")"};
        if (!out.empty()) out += ":";
        if (st.moves) out += std::to_string(st.moves) + "/";
        out += std::to_string(st.base.count() / 1000);
        if (st.bonus == Stage::Bonus::Increment) out += "+" + std::to_string(st.bonus_time.count() / 1000);
    }
    return out;
}

const std::vector<Preset> &presets() {
    // adiukh 9.1: "from 20 minutes and more plus 30 seconds a move; 30 minutes plus 30 seconds".
    // adiukh 9.2: "8 minutes plus 4 seconds a move; 7 minutes plus 5 seconds".
    // adiukh 9.3: "3 minutes plus 2 seconds a move".
    static const std::vector<Preset> all = {
        {"adiukh-classical", "30m+30s", "adiukh 9.1"}, {"adiukh-classical-20", "20m+30s", "adiukh 9.1"},
        {"adiukh-rapid", "8m+4s", "adiukh 9.2"},       {"adiukh-rapid-7", "7m+5s", "adiukh 9.2"},
        {"adiukh-blitz", "3m+2s", "adiukh 9.3"},
    };
    return all;
}

Expected<Millis> parse_duration(std::string_view text) {
    std::string_view t = trim(text);
    const bool negative = !t.empty() && t.front() == '-';
    if (negative) t.remove_prefix(1);
    Expected<Millis> d = parse_duration(t, text, Unit::None);
    if (d && negative) return -*d;
    return d;
}

std::optional<Discipline> adiukh_discipline(const TimeControl &tc) {
    if (tc.stages.size() != 1 || tc.stages[0].moves != 0) return std::nullopt;
    const Millis base = tc.stages[0].base;
    if (base >= 20min) return Discipline{"classical", "adiukh 9.1"};
    if (base >= 7min && base <= 15min) return Discipline{"rapid", "adiukh 9.2"};
    if (base >= 3min && base <= 5min) return Discipline{"blitz", "adiukh 9.3"};
    return std::nullopt;
}

std::string format_clock(Millis t) {
    std::string sign = t < 0ms ? "-" : "";
    const long long ms = std::llabs(t.count());
    const long long s = ms / 1000;
    char buf[48];
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(buf, sizeof buf, "%lld:%02lld", s / 60, s % 60);
    std::string out = sign + buf;
    if (ms % 1000) {
        std::snprintf(buf, sizeof buf, ".%03lld", ms % 1000);
        std::string frac = buf;
        while (frac.back() == '0') frac.pop_back();
        out += frac;
    }
    return out;
}

Expected<Millis> parse_clock(std::string_view text) {
    std::string_view s = trim(text);
    const bool negative = !s.empty() && s.front() == '-';
    if (negative) s.remove_prefix(1);
    long long frac_ms = 0;
    if (const size_t dot = s.find('.'); dot != std::string_view::npos) {
        const std::string_view frac = s.substr(dot + 1);
        long long f = 0;
        if (frac.empty() || frac.size() > 3 || !parse_int(frac, f))
            return Error{"bad clock reading " + quoted(text) + ": at most three decimals"};
        for (size_t i = frac.size(); i < 3; ++i) f *= 10;
        frac_ms = f;
        s = s.substr(0, dot);
    }
    const std::vector<std::string_view> parts = split(s, ':');
    if (parts.size() > 3) return Error{"bad clock reading " + quoted(text) + ": write h:mm:ss, m:ss or s"};
    long long total = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
        long long n = 0;
        if (!parse_int(parts[i], n) || (i > 0 && n >= 60))
            return Error{"bad clock reading " + quoted(text) + ": write h:mm:ss, m:ss or s"};
        if (n > 100'000) return Error{"bad clock reading " + quoted(text) + ": more than 100000 of a unit"};
        total = total * 60 + n;
    }
    const Millis t{total * 1000 + frac_ms};
    return negative ? -t : t;
}

} // namespace damka::arbiter
