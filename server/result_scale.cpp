#include "result_scale.hpp"

namespace damka::server {

using namespace damka::tournament;

namespace {

// Points as a score sheet writes them: 2, ½, 1½.
std::string points(double p) {
    std::string s = format_points(p);
    if (s.size() >= 2 && s.compare(s.size() - 2, 2, ".5") == 0)
        s = (s == "0.5" ? "" : s.substr(0, s.size() - 2)) + "\xc2\xbd";
    return s;
}

} // namespace

std::vector<ResultChoice> result_choices(const Scoring &scoring) {
    // An event scored by the variant's own points (Ashtarashki 2:0) enters the result 1-0, ½-½,
    // 0-1 and the points apart (result_notation.hpp).
    const Scoring scale = scoring.variant_points ? Scoring{} : scoring;
    const std::string win = points(scale.win), draw = points(scale.draw), loss = points(scale.loss);
    return {{"1-0", win + "-" + loss, false},
            {"1/2", draw + "-" + draw, false},
            {"0-1", loss + "-" + win, false},
            {"+-", "+-", true},
            {"-+", "-+", true},
            {"--", "--", true}};
}

std::string result_label(BoardResult result, const Scoring &scoring) {
    if (result == BoardResult::Pending) return {};
    const std::string code = to_string(result);
    for (const ResultChoice &c : result_choices(scoring))
        if (c.code == code) return c.label;
    return code;
}

} // namespace damka::server
