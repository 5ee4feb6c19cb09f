#include "drawing_lots.hpp"

#include "message_json.hpp"
#include "event_store.hpp"
#include "tournament/model/system_rules.hpp"

#include <QJsonObject>

#include <map>
#include <numeric>
#include <random>

namespace damka::tournament {
namespace {

// Uniform in [0, bound): rejects the top partial block of the 64-bit range (Lemire's bound
// check would do too; this is the plain one).
std::uint64_t below(std::mt19937_64 &gen, std::uint64_t bound) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t x;
    do x = gen();
    while (x >= limit);
    return x % bound;
}

} // namespace

std::vector<int> lots_order(std::uint64_t seed, int count) {
    std::vector<int> order(size_t(std::max(count, 0)));
    std::iota(order.begin(), order.end(), 0);
    std::mt19937_64 gen(seed);
    for (int i = count - 1; i > 0; --i) std::swap(order[size_t(i)], order[size_t(below(gen, std::uint64_t(i) + 1))]);
    return order;
}

Expected<Change> draw_lots(Event &ev, std::uint64_t seed) {
    return run_command(ev, [&] {
        const EventData e = ev.data();
        if (!rules_of(e.info.system).drawing_of_lots)
            throw CommandRefusal(
                (rules_of(e.info.system).player_swiss()
                     ? DAMKA_TR("Players",
                                "lots: a %1 gives start numbers by the initial order (C.04.2 B); drawing "
                                "of lots is for round robins")
                     : DAMKA_TR("Players",
                                "lots: a %1 gives start numbers by rating (bracket seeds); drawing of lots "
                                "is for round robins"))
                    .arg(to_string(e.info.system)));
        if (ev.last_round() > 0)
            throw CommandRefusal(DAMKA_TR("Players", "lots: round 1 is paired; undo it first to draw numbers again"));
        if (e.players.size() < 2)
            throw CommandRefusal(DAMKA_TR("Players", "lots: register at least two players first"));
        const std::vector<int> order = lots_order(seed, int(e.players.size()));
        std::map<int, int> old_to_new;
        QJsonObject moves;
        Change c;
        c.lines.push_back(DAMKA_TR("Players", "start numbers drawn by lot (seed %1):").arg(std::to_string(seed)));
        for (size_t k = 0; k < order.size(); ++k) {
            const Player &p = e.players[size_t(order[k])];
            const int number = e.players[k].id;
            old_to_new[p.id] = number;
            moves[QString::number(p.id)] = number;
            c.lines.push_back(DAMKA_TR("Players", "  %1: %2 (was %3)").arg(number).arg(p.name).arg(p.id));
        }
        store::renumber_players(ev.db(), old_to_new);
        append_audit(ev.db(), ev.actor(), QStringLiteral("players.lots"),
                     DAMKA_TR("Players", "start numbers drawn by lot, seed %1").arg(std::to_string(seed)), {},
                     {{QStringLiteral("seed"), QString::number(seed)}, {QStringLiteral("old_to_new"), moves}});
        return c;
    });
}

} // namespace damka::tournament
