// A player entered by mistake deleted, and the start numbers sorted into the initial order
// before round 1: the Event commands that move start numbers outside a pairing.
#include "event.hpp"

#include "event_internal.hpp"
#include "event_store.hpp"
#include "tournament/model/initial_order.hpp"
#include "tournament/model/system_rules.hpp"

#include <QJsonArray>

namespace damka::tournament {

using namespace detail;

namespace {

// The round in which `id` is paired (a game or the pairing-allocated bye), preferring a
// published one; nullptr if none. A requested bye or a late entry's missed round is no pairing.
const Round *round_with(const EventData &e, int id) {
    const Round *found = nullptr;
    for (const Round &r : e.rounds) {
        bool in = false;
        for (const RoundGame &g : r.games) in = in || g.white == id || g.black == id;
        for (const Bye &b : r.byes) in = in || (b.player == id && b.kind == ByeKind::PAB);
        if (in && (!found || r.state == RoundState::Published)) found = &r;
    }
    return found;
}

} // namespace

Expected<Change> Event::delete_player(int id, bool check_only) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        // Once he has played or been paired in a published round, the round's records need
        // him: he withdraws instead. A draft is undone first.
        if (const Round *r = round_with(e, id))
            throw Refusal(r->state == RoundState::Published
                              ? DAMKA_TR("Players",
                                         "%1 is in round %2, which is published: a player who took part is "
                                         "withdrawn, not deleted (player withdraw %3)")
                                    .arg(e.label(id))
                                    .arg(r->number)
                                    .arg(id)
                              : DAMKA_TR("Players", "%1 is paired in the draft of round %2: undo the draft first")
                                    .arg(e.label(id))
                                    .arg(r->number));
        for (const Team &t : e.teams)
            if (std::find(t.board_order.begin(), t.board_order.end(), id) != t.board_order.end() || t.captain == id)
                throw Refusal(DAMKA_TR("Players", "%1 is in team %2's board order; take him out of it first")
                                  .arg(e.label(id))
                                  .arg(t.name));
        // Numbers follow the players (as the C.04.2 renumbering moves them): those after his move
        // up one, so the numbers stay 1..N without a hole in the TRF's start list. Once a round
        // is paired the numbers after his are fixed, unless nobody holds one.
        std::map<int, int> old_to_new;
        for (const Player &q : e.players)
            if (q.id > id) old_to_new[q.id] = q.id - 1;
        if (!old_to_new.empty() && !e.rounds.empty())
            throw Refusal(DAMKA_TR("Players",
                                   "%1 cannot be deleted: the start numbers after his are fixed since round 1 "
                                   "was paired; withdraw him instead (player withdraw %2)")
                              .arg(e.label(id))
                              .arg(id));
        if (check_only) return Change{}; // nothing written: the desk asks before it deletes
        QJsonObject before = store::to_json(p);
        QJsonArray byes, forbidden;
        for (const Bye &b : e.future_byes)
            if (b.player == id) byes.append(store::to_json(b));
        for (const Round &r : e.rounds)
            for (const Bye &b : r.byes)
                if (b.player == id) byes.append(store::to_json(b));
        for (const auto &[a, b] : e.forbidden)
            if (a == id || b == id) forbidden.append(QJsonArray{a, b});
        if (!byes.isEmpty()) before[QStringLiteral("byes")] = byes;
        if (!forbidden.isEmpty()) before[QStringLiteral("forbidden")] = forbidden;
        store::delete_player(db_, id);
        Change c;
        c.lines.push_back(DAMKA_TR("Players", "deleted player %1: %2").arg(id).arg(p.name));
        append_audit(db_, actor_, QStringLiteral("player.delete"), c.lines.front(), before, {});
        if (!old_to_new.empty()) {
            store::renumber_players(db_, old_to_new);
            const int last = old_to_new.rbegin()->first;
            c.lines.push_back(
                last == id + 1
                    ? DAMKA_TR("Players", "start number %1 becomes %2 (the numbers follow the players)")
                          .arg(last)
                          .arg(id)
                    : DAMKA_TR("Players", "start numbers %1-%2 move up by one (the numbers follow the players)")
                          .arg(id + 1)
                          .arg(last));
            QJsonObject moves;
            for (const auto &[from, to] : old_to_new) moves[QString::number(from)] = to;
            // event audit reads older entries' numbers through the renumberings (audit_numbers.hpp).
            append_audit(db_, actor_, QStringLiteral("players.renumber"), c.lines.back(), {},
                         {{QStringLiteral("old_to_new"), moves}});
        }
        return c;
    });
}

Expected<Change> Event::sort_players() {
    return command([&] {
        EventData e = data();
        if (!rules_of(e.info.system).renumber_at_round_one)
            throw Refusal(DAMKA_TR("Players", "a %1 does not give start numbers in the initial order (C.04.2 B)")
                              .arg(system_name(e.info.system)));
        if (!e.rounds.empty())
            throw Refusal(DAMKA_TR("Players", "the start numbers were fixed when round 1 was paired"));
        const std::map<int, int> moves = initial_renumbering(e.players);
        Change c;
        if (moves.empty()) {
            c.lines.push_back(DAMKA_TR("Players", "the start numbers already follow the initial order (C.04.2 B)"));
            return c;
        }
        renumber(e, moves);
        store_renumbering(db_, actor_, e, moves, c);
        return c;
    });
}

} // namespace damka::tournament
