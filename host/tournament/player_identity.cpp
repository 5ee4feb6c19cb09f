#include "player_identity.hpp"

#include <QString>

namespace damka::tournament {
namespace {

// Case-folded (Cyrillic too) with runs of spaces made one: "ИВАНОВ  Иван" == "Иванов Иван".
QString name_key(const std::string &name) {
    return QString::fromStdString(name).simplified().toCaseFolded();
}

// Both known and different: proof of two people.
bool differ(const std::string &a, const std::string &b) { return !a.empty() && !b.empty() && a != b; }
bool differ(int a, int b) { return a != 0 && b != 0 && a != b; }

std::string who(const Player &r) {
    std::string s = "player " + std::to_string(r.id) + " (" + r.name;
    if (!r.federation.empty()) s += ", " + r.federation;
    if (r.birth_year) s += ", born " + std::to_string(r.birth_year);
    return s + ")";
}

std::string hint(const Player &r) {
    return r.withdrawn_after != 0 ? "; to bring a withdrawn player back use 'damka player reenter " + std::to_string(r.id) + "'"
                                  : "";
}

} // namespace

std::string duplicate_of(const std::vector<Player> &registered, const Player &p) {
    const QString key = name_key(p.name);
    for (const Player &r : registered) {
        if (!p.fmjd_id.empty() && p.fmjd_id == r.fmjd_id)
            return "FMJD id " + p.fmjd_id + " is already " + who(r) + hint(r);
        if (!p.national_id.empty() && p.national_id == r.national_id)
            return "national id " + p.national_id + " is already " + who(r) + hint(r);
        if (key != name_key(r.name)) continue;
        if (differ(p.birth_year, r.birth_year) || differ(p.federation, r.federation) || differ(p.fmjd_id, r.fmjd_id) ||
            differ(p.national_id, r.national_id))
            continue;
        return "'" + p.name + "' is already registered as " + who(r) + hint(r) +
               "; if this is another person, give a birth year, federation or id that tells them apart";
    }
    return "";
}

} // namespace damka::tournament
