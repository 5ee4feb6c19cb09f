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

Message accepted_results(const Scoring &sc) {
    const bool scale = !sc.variant_points && !(same(sc.win, 1) && same(sc.draw, 0.5) && same(sc.loss, 0));
    if (!scale)
        return DAMKA_TR("Results",
                        "1-0 or 1:0 (White wins), 0-1 or 0:1 (Black wins), 1/2, ½, = (draw), +- or -+ (won by "
                        "forfeit by White or Black), -- (both forfeited)");
    return DAMKA_TR("Results",
                    "1-0 or 1:0, %1-%2 or %1:%2 (White wins), 0-1 or 0:1, %2-%1 or %2:%1 (Black wins), 1/2, ½, =, "
                    "%3-%3 or %3:%3 (draw), +- or -+ (won by forfeit by White or Black), -- (both forfeited)")
        .arg(format_points(sc.win))
        .arg(format_points(sc.loss))
        .arg(format_points(sc.draw));
}

std::optional<BoardResult> read_result(const std::string &typed, const Scoring &sc, Message &why) {
    const std::string scoring = scoring_name(sc);
    const auto code = as_code(typed);
    const auto points = sc.variant_points ? std::nullopt : as_points(typed, sc);
    if (code && points && *code != *points) {
        why = DAMKA_TR("Results", "'%1' is ambiguous in a %2 event; give %3")
                  .arg(typed)
                  .arg(scoring)
                  .arg(accepted_results(sc));
        return std::nullopt;
    }
    if (code) return code;
    if (points) return points;
    if (sc.variant_points && numbers_pair(typed))
        why = DAMKA_TR("Results",
                       "'%1' looks like the variant's game points: give the result (%2) and the points apart "
                       "(--points %1)")
                  .arg(typed)
                  .arg(accepted_results(sc));
    else if (points_of(typed))
        why = DAMKA_TR("Results", "'%1' is one number: whose points? Give %2").arg(typed).arg(accepted_results(sc));
    else
        why = DAMKA_TR("Results", "'%1' is not a result of a %2 event; give %3")
                  .arg(typed)
                  .arg(scoring)
                  .arg(accepted_results(sc));
    return std::nullopt;
}

} // namespace damka::tournament
