#include "player_identity.hpp"

#include <QString>

namespace damka::tournament {
namespace {

// Case-folded (Cyrillic too) with runs of spaces made one: "ИВАНОВ  Иван" == "Иванов Иван".
QString name_key(const std::string &name) { return QString::fromStdString(name).simplified().toCaseFolded(); }

// Both known and different: proof of two people.
bool differ(const std::string &a, const std::string &b) { return !a.empty() && !b.empty() && a != b; }
bool differ(int a, int b) { return a != 0 && b != 0 && a != b; }

// "player 4 (Ivanov, RUS, born 1990)"
Message who(const Player &r) {
    if (!r.federation.empty() && r.birth_year)
        return DAMKA_TR("Players", "player %1 (%2, %3, born %4)")
            .arg(r.id)
            .arg(r.name)
            .arg(r.federation)
            .arg(r.birth_year);
    if (!r.federation.empty()) return DAMKA_TR("Players", "player %1 (%2, %3)").arg(r.id).arg(r.name).arg(r.federation);
    if (r.birth_year) return DAMKA_TR("Players", "player %1 (%2, born %3)").arg(r.id).arg(r.name).arg(r.birth_year);
    return DAMKA_TR("Players", "player %1 (%2)").arg(r.id).arg(r.name);
}

// Why `p` is taken for `r`, or empty when nothing says they are one person. A withdrawn `r`:
// the message says how to bring him back.
Message same_person(const Player &r, const Player &p, const QString &key) {
    const bool withdrawn = r.withdrawn_after != 0;
    if (!p.fmjd_id.empty() && p.fmjd_id == r.fmjd_id)
        return withdrawn ? DAMKA_TR("Players",
                                    "FMJD id %1 is already %2; to bring a withdrawn player back use "
                                    "'damka player reenter %3'")
                               .arg(p.fmjd_id)
                               .arg(who(r))
                               .arg(r.id)
                         : DAMKA_TR("Players", "FMJD id %1 is already %2").arg(p.fmjd_id).arg(who(r));
    if (!p.national_id.empty() && p.national_id == r.national_id)
        return withdrawn ? DAMKA_TR("Players",
                                    "national id %1 is already %2; to bring a withdrawn player back use "
                                    "'damka player reenter %3'")
                               .arg(p.national_id)
                               .arg(who(r))
                               .arg(r.id)
                         : DAMKA_TR("Players", "national id %1 is already %2").arg(p.national_id).arg(who(r));
    if (key != name_key(r.name)) return {};
    if (differ(p.birth_year, r.birth_year) || differ(p.federation, r.federation) || differ(p.fmjd_id, r.fmjd_id) ||
        differ(p.national_id, r.national_id))
        return {};
    return withdrawn ? DAMKA_TR("Players",
                                "'%1' is already registered as %2; to bring a withdrawn player back use "
                                "'damka player reenter %3'; if this is another person, give a birth "
                                "year, federation or id that tells them apart")
                           .arg(p.name)
                           .arg(who(r))
                           .arg(r.id)
                     : DAMKA_TR("Players",
                                "'%1' is already registered as %2; if this is another person, give a "
                                "birth year, federation or id that tells them apart")
                           .arg(p.name)
                           .arg(who(r));
}

} // namespace

Message one_person(const Player &a, const Player &b) {
    if (!a.fmjd_id.empty() && !b.fmjd_id.empty())
        return a.fmjd_id == b.fmjd_id ? DAMKA_TR("Players", "FMJD id %1").arg(a.fmjd_id) : Message{};
    if (!a.national_id.empty() && !b.national_id.empty())
        return a.national_id == b.national_id ? DAMKA_TR("Players", "national id %1").arg(a.national_id) : Message{};
    if (name_key(a.name) != name_key(b.name) || a.birth_year != b.birth_year) return {};
    return a.birth_year ? DAMKA_TR("Players", "name and birth year %1").arg(a.birth_year)
                        : DAMKA_TR("Players", "name, no birth year given");
}

Message duplicate_of(const std::vector<Player> &registered, const Player &p) {
    const QString key = name_key(p.name);
    for (const Player &r : registered)
        if (Message why = same_person(r, p, key); !why.empty()) return why;
    return {};
}

PlayerIndex::PlayerIndex(const std::vector<Player> &registered) {
    for (const Player &p : registered) add(p);
}

void PlayerIndex::add(const Player &p) {
    const size_t i = players_.size();
    players_.push_back(p);
    if (!p.fmjd_id.empty()) fmjd_[p.fmjd_id].push_back(i);
    if (!p.national_id.empty()) national_[p.national_id].push_back(i);
    name_[name_key(p.name).toStdString()].push_back(i);
}

Message PlayerIndex::duplicate_of(const Player &p) const {
    // The earliest registered player that any rule matches, as the linear search finds it.
    const QString key = name_key(p.name);
    size_t first = players_.size();
    auto earliest = [&](const std::vector<size_t> *candidates) {
        if (!candidates) return;
        for (size_t i : *candidates) {
            if (i >= first) return;
            if (!same_person(players_[i], p, key).empty()) {
                first = i;
                return;
            }
        }
    };
    auto bucket = [](const auto &map, const std::string &k) -> const std::vector<size_t> * {
        const auto it = map.find(k);
        return it == map.end() ? nullptr : &it->second;
    };
    if (!p.fmjd_id.empty()) earliest(bucket(fmjd_, p.fmjd_id));
    if (!p.national_id.empty()) earliest(bucket(national_, p.national_id));
    earliest(bucket(name_, key.toStdString()));
    return first < players_.size() ? same_person(players_[first], p, key) : Message{};
}

} // namespace damka::tournament
