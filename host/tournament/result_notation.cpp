#include "result_notation.hpp"

#include <cmath>

namespace damka::tournament {
namespace {

constexpr const char *half = "\xc2\xbd"; // ½

// "2", "0.5", "½", "1/2" as a number of points.
std::optional<double> points_of(const std::string &s) {
    if (s == half || s == "1/2" || s == ".5" || s == "0.5") return 0.5;
    if (s.empty() || s.size() > 3) return std::nullopt;
    for (char c : s)
        if (c < '0' || c > '9') return std::nullopt;
    return std::stod(s);
}

bool same(double a, double b) { return std::fabs(a - b) < 1e-9; }

// "2-0" / "2:0" read as the points of each side in the event's scale.
std::optional<BoardResult> as_points(const std::string &s, const Scoring &sc) {
    const size_t sep = s.find_first_of("-:");
    if (sep == std::string::npos || s.find_first_of("-:", sep + 1) != std::string::npos) return std::nullopt;
    const auto w = points_of(s.substr(0, sep)), b = points_of(s.substr(sep + 1));
    if (!w || !b) return std::nullopt;
    if (same(*w, sc.win) && same(*b, sc.loss)) return BoardResult::WhiteWin;
    if (same(*w, sc.loss) && same(*b, sc.win)) return BoardResult::BlackWin;
    if (same(*w, sc.draw) && same(*b, sc.draw)) return BoardResult::Draw;
    return std::nullopt;
}

// The codes of every event, with ':' for '-' between two numbers and '½' alone.
std::optional<BoardResult> as_code(std::string s) {
    if (s == half) return BoardResult::Draw;
    if (const size_t colon = s.find(':');
        colon != std::string::npos && points_of(s.substr(0, colon)) && points_of(s.substr(colon + 1)))
        s[colon] = '-';
    const auto r = parse_result(s);
    if (r == BoardResult::Pending) return std::nullopt; // "" and "*" are not results to enter
    return r;
}

bool numbers_pair(const std::string &s) {
    const size_t sep = s.find_first_of("-:");
    return sep != std::string::npos && points_of(s.substr(0, sep)) && points_of(s.substr(sep + 1));
}

} // namespace

std::string accepted_results(const Scoring &sc) {
    const bool scale = !sc.variant_points && !(same(sc.win, 1) && same(sc.draw, 0.5) && same(sc.loss, 0));
    const std::string w = format_points(sc.win), d = format_points(sc.draw), l = format_points(sc.loss);
    return std::string("1-0 or 1:0") + (scale ? ", " + w + "-" + l + " or " + w + ":" + l : "") +
        " (White wins), 0-1 or 0:1" + (scale ? ", " + l + "-" + w + " or " + l + ":" + w : "") +
        " (Black wins), 1/2, " + half + ", =" + (scale ? ", " + d + "-" + d + " or " + d + ":" + d : "") +
        " (draw), +- or -+ (won by forfeit by White or Black), -- (both forfeited)";
}

std::optional<BoardResult> read_result(const std::string &typed, const Scoring &sc, std::string &why) {
    const std::string event = "a " + scoring_name(sc) + " event";
    const auto code = as_code(typed);
    const auto points = sc.variant_points ? std::nullopt : as_points(typed, sc);
    if (code && points && *code != *points) {
        why = "'" + typed + "' is ambiguous in " + event + "; give " + accepted_results(sc);
        return std::nullopt;
    }
    if (code) return code;
    if (points) return points;
    if (sc.variant_points && numbers_pair(typed))
        why = "'" + typed + "' looks like the variant's game points: give the result (" + accepted_results(sc) +
            ") and the points apart (--points " + typed + ")";
    else if (points_of(typed))
        why = "'" + typed + "' is one number: whose points? Give " + accepted_results(sc);
    else
        why = "'" + typed + "' is not a result of " + event + "; give " + accepted_results(sc);
    return std::nullopt;
}

} // namespace damka::tournament
