#include "initial_order.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace damka::tournament {
namespace {

// C.04.2 B ranks equal ratings by title. Draughts titles (FMJD: international grandmaster,
// international master, master FMJD, candidate master; women's titles after the open ones)
// and the chess titles an imported list may carry, strongest first; untitled last.
constexpr std::array<std::string_view, 16> kTitles = {"GMI",  "GM",  "MI",  "IM",  "MF",  "FM",  "MK",  "CM",
                                                      "GMIF", "WGM", "MIF", "WIM", "MFF", "WFM", "MKF", "WCM"};

size_t title_rank(const std::string &title) {
    std::string t;
    for (char c : title) t += char(std::toupper(static_cast<unsigned char>(c)));
    const auto it = std::find(kTitles.begin(), kTitles.end(), t);
    return size_t(it - kTitles.begin()); // kTitles.size() for none or unknown
}

std::string folded(const std::string &name) {
    std::string s = name;
    for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

} // namespace

bool ranks_before(const Player &a, const Player &b) {
    if (a.rating != b.rating) return a.rating > b.rating;
    if (const size_t ta = title_rank(a.title), tb = title_rank(b.title); ta != tb) return ta < tb;
    if (const std::string na = folded(a.name), nb = folded(b.name); na != nb) return na < nb;
    return a.id < b.id;
}

std::vector<int> initial_order(const std::vector<Player> &players) {
    std::vector<const Player *> sorted;
    for (const Player &p : players) sorted.push_back(&p);
    std::sort(sorted.begin(), sorted.end(), [](const Player *a, const Player *b) { return ranks_before(*a, *b); });
    std::vector<int> out;
    for (const Player *p : sorted) out.push_back(p->id);
    return out;
}

std::map<int, int> initial_renumbering(const std::vector<Player> &players) {
    const std::vector<int> order = initial_order(players);
    std::vector<int> numbers = order;
    std::sort(numbers.begin(), numbers.end());
    std::map<int, int> out;
    for (size_t i = 0; i < order.size(); ++i)
        if (order[i] != numbers[i]) out[order[i]] = numbers[i];
    return out;
}

int renumbered(const std::map<int, int> &old_to_new, int id) {
    const auto it = old_to_new.find(id);
    return it == old_to_new.end() ? id : it->second;
}

void renumber(EventData &event, const std::map<int, int> &old_to_new) {
    auto mapped = [&](int id) { return renumbered(old_to_new, id); };
    for (Player &p : event.players) p.id = mapped(p.id);
    std::sort(event.players.begin(), event.players.end(), [](const Player &a, const Player &b) { return a.id < b.id; });
    for (Bye &b : event.future_byes) b.player = mapped(b.player);
    for (auto &[a, b] : event.forbidden) {
        a = mapped(a);
        b = mapped(b);
        if (a > b) std::swap(a, b);
    }
}

} // namespace damka::tournament
