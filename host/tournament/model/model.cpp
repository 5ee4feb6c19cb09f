#include "model.hpp"

#include "core/translatable.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace damka::tournament {

const Player *EventData::player(int id) const {
    // Start numbers are usually 1..n in order: look there first, search only when not.
    if (id >= 1 && size_t(id) <= players.size() && players[size_t(id) - 1].id == id) return &players[size_t(id) - 1];
    for (const Player &p : players)
        if (p.id == id) return &p;
    return nullptr;
}

const Team *EventData::team(int id) const {
    for (const Team &t : teams)
        if (t.id == id) return &t;
    return nullptr;
}

std::string EventData::label(int id) const {
    const Player *p = player(id);
    return p ? p->name + " (" + std::to_string(id) + ")" : "#" + std::to_string(id);
}

std::string to_string(BoardResult r) {
    switch (r) {
    case BoardResult::Pending: return "";
    case BoardResult::WhiteWin: return "1-0";
    case BoardResult::BlackWin: return "0-1";
    case BoardResult::Draw: return "1/2";
    case BoardResult::WhiteForfeit: return "+-";
    case BoardResult::BlackForfeit: return "-+";
    case BoardResult::DoubleForfeit: return "--";
    }
    return "";
}

std::optional<BoardResult> parse_result(const std::string &s) {
    if (s == "1-0") return BoardResult::WhiteWin;
    if (s == "0-1") return BoardResult::BlackWin;
    if (s == "1/2" || s == "1/2-1/2" || s == "=" || s == "0.5-0.5" || s == "\xc2\xbd-\xc2\xbd" || s == "draw" ||
        s == "=-=")
        return BoardResult::Draw;
    if (s == "+-" || s == "+:-" || s == "1F-0F") return BoardResult::WhiteForfeit;
    if (s == "-+" || s == "-:+" || s == "0F-1F") return BoardResult::BlackForfeit;
    if (s == "--" || s == "-:-" || s == "0F-0F") return BoardResult::DoubleForfeit;
    if (s == "*" || s == "pending" || s.empty()) return BoardResult::Pending;
    return std::nullopt;
}

std::string to_string(ByeKind k) {
    switch (k) {
    case ByeKind::PAB: return "PAB";
    case ByeKind::HPB: return "HPB";
    case ByeKind::FPB: return "FPB";
    case ByeKind::ZPB: return "ZPB";
    }
    return "ZPB";
}

std::optional<ByeKind> parse_bye(const std::string &s) {
    std::string u;
    for (char c : s) u += char(c >= 'a' && c <= 'z' ? c - 32 : c);
    for (ByeKind k : {ByeKind::PAB, ByeKind::HPB, ByeKind::FPB, ByeKind::ZPB})
        if (to_string(k) == u) return k;
    if (u == "HALF") return ByeKind::HPB;
    if (u == "FULL") return ByeKind::FPB;
    if (u == "ZERO") return ByeKind::ZPB;
    return std::nullopt;
}

std::string to_string(RoundState s) { return s == RoundState::Published ? "published" : "draft"; }

bool is_language_code(const std::string &s) {
    return s.size() >= 2 && s.size() <= 3 &&
        std::all_of(s.begin(), s.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

std::string scoring_name(const Scoring &s) {
    // The variant's own scale (variant_scoring.hpp) is kept with the name: "variant:24-12-0".
    if (s.variant_points)
        return s.win == 1 && s.draw == 0.5 && s.loss == 0
            ? "variant"
            : "variant:" + format_points(s.win) + "-" + format_points(s.draw) + "-" + format_points(s.loss);
    return format_points(s.win) + "-" + format_points(s.draw) + "-" + format_points(s.loss);
}

std::optional<Scoring> parse_scoring(const std::string &s) {
    if (s == "variant") return Scoring{1.0, 0.5, 0.0, true};
    if (s.rfind("variant:", 0) == 0) { // "variant:24-12-0"
        double v[3];
        size_t pos = 8;
        for (double &x : v) {
            const size_t end = s.find('-', pos);
            try {
                size_t used = 0;
                x = std::stod(s.substr(pos, end - pos), &used);
                if (used != (end == std::string::npos ? s.size() : end) - pos || !std::isfinite(x) || x < 0)
                    return std::nullopt;
            } catch (const std::exception &) {
                return std::nullopt;
            }
            pos = end == std::string::npos ? s.size() : end + 1;
            if (&x != &v[2] && end == std::string::npos) return std::nullopt;
        }
        if (pos != s.size()) return std::nullopt;
        return Scoring{v[0], v[1], v[2], true};
    }
    if (s == "1-0.5-0" || s == "1-1/2-0" || s == "fide") return Scoring{1.0, 0.5, 0.0, false};
    if (s == "2-1-0" || s == "draughts") return Scoring{2.0, 1.0, 0.0, false};
    if (s == "3-1-0" || s == "football") return Scoring{3.0, 1.0, 0.0, false};
    return std::nullopt;
}

std::string points_phrase(double p) { return format_points(p) + (std::fabs(p - 1) < 1e-9 ? " point" : " points"); }

std::string format_points(double p) {
    // Scores are sums of halves or integers in every scoring system; print them exactly.
    char buf[32];
    if (std::fabs(p - std::round(p)) < 1e-9)
        std::snprintf(buf, sizeof buf, "%.0f", p);
    else if (std::fabs(p * 2 - std::round(p * 2)) < 1e-9)
        std::snprintf(buf, sizeof buf, "%.1f", p);
    else
        std::snprintf(buf, sizeof buf, "%.2f", p);
    return buf;
}

} // namespace damka::tournament
