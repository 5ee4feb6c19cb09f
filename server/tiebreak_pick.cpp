#include "tiebreak_pick.hpp"

#include "html_form.hpp"
#include "reports/table.hpp" // html_escape
#include "tournament/model/team_tiebreaks.hpp"
#include "tournament/model/tiebreaks.hpp"

#include <algorithm>

namespace damka::server {

namespace {

constexpr size_t kMaxPlaces = 8;

using Options = std::vector<std::pair<std::string, std::string>>;

// "Name (CODE)" in the page's language, the players' tie-breaks or the teams'.
Options tiebreak_options(std::optional<bool> teams, const reports::Tr &tr) {
    Options out;
    auto add = [&](const std::string &code, const std::string &name) {
        if (std::none_of(out.begin(), out.end(), [&](const auto &o) { return o.first == code; }))
            out.emplace_back(code, tr.translate("Desk", "%1 (%2)").arg(tr.data("TieBreak", name)).arg(code).str());
    };
    if (teams != true)
        for (const tournament::TieBreakSpec &t : tournament::tiebreak_catalogue()) add(t.code, t.name);
    if (teams != false)
        for (const tournament::TeamTieBreakSpec &t : tournament::team_tiebreak_catalogue()) add(t.code, t.name);
    return out;
}

} // namespace

std::string tiebreak_picks(const std::string &prefix, const std::vector<std::string> &chosen, std::optional<bool> teams,
                           const reports::Tr &tr) {
    Options options{{"", "-"}};
    for (auto &o : tiebreak_options(teams, tr)) options.push_back(std::move(o));
    const size_t places = std::min(kMaxPlaces, std::max<size_t>(5, chosen.size() + 2));
    std::string out = "<fieldset class=\"tiebreaks\"><legend>" +
        reports::html_escape(tr.translate("Desk", "Tie-breaks, in order")) + "</legend>\n";
    for (size_t i = 0; i < std::max(places, chosen.size()); ++i)
        out += form::select(prefix + std::to_string(i + 1), std::to_string(i + 1) + ".", options,
                            i < chosen.size() ? chosen[i] : std::string());
    return out + "</fieldset>\n";
}

std::optional<std::string> picked_tiebreaks(Fields &fields, const std::string &prefix) {
    std::string list;
    for (size_t i = 1;; ++i) {
        const std::string key = prefix + std::to_string(i);
        if (!fields.object().contains(QString::fromStdString(key))) break;
        const std::string code = fields.std_text(key.c_str()).value_or("");
        if (!code.empty()) list += (list.empty() ? "" : ",") + code;
    }
    return list.empty() ? std::nullopt : std::optional<std::string>(list);
}

} // namespace damka::server
