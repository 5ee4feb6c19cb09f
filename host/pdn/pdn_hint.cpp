#include "pdn_hint.hpp"

#include <string>
#include <vector>

namespace damka::pdn {

std::optional<Message> other_variant_hint(const GameRecord &g, const Variant &tried, const ReplayProblem &p,
                                          const PluginRegistry &registry) {
    if (g.find_tag(u"GameType") || p.kind == ReplayProblem::ResultMismatch) return std::nullopt;
    if (tried.id() == "international") {
        const Variant *english = registry.find("english");
        if (english && replay(g, *english).ok())
            return p.kind == ReplayProblem::BadSetup
                ? DAMKA_TR("Pdn",
                           "no GameType tag, so the game was read as International (PDN 3.0 default 20); its set-up "
                           "is a position of English draughts: try --variant english")
                : DAMKA_TR("Pdn",
                           "no GameType tag, so the game was read as International (PDN 3.0 default 20); its moves "
                           "are legal as English draughts: try --variant english");
    }
    std::vector<std::string> fits;
    for (const Variant &v : registry.variants())
        if (&v != &tried && replay(g, v).ok()) fits.push_back(v.id());
    if (fits.empty()) return std::nullopt;
    std::string listed;
    for (const std::string &id : fits) listed += (listed.empty() ? "" : ", ") + id;
    return DAMKA_TR("Pdn", "no GameType tag, so the game was replayed as %1; it replays as %2: try --variant %3")
        .arg(tried.id())
        .arg(listed)
        .arg(fits.front());
}

} // namespace damka::pdn
