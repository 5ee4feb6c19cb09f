#include "section_move.hpp"

#include "event_command.hpp"
#include "event_store.hpp"
#include "message_json.hpp"
#include "player_identity.hpp"

#include <QJsonObject>

#include <algorithm>

namespace damka::tournament {
namespace {

// "section b-open: <why>": which of the two events refused.
CommandRefusal in_section(const std::string &slug, const Expected<Change> &refused) {
    return CommandRefusal(DAMKA_TR("Festival", "section %1: %2").arg(slug).arg(refused.error_message()),
                          refused.error_kind());
}

// The checks on the destination before anything is written: not the same section, not someone
// it has already, a round left to enter.
void check_destination(const SectionEvent &from, const SectionEvent &to, const Player &p) {
    if (from.slug == to.slug)
        throw CommandRefusal(DAMKA_TR("Festival", "to: %1 is already in section %2").arg(p.name).arg(to.slug));
    const EventData dest = to.event->data();
    for (const Player &q : dest.players)
        if (const Message same = one_person(q, p); !same.empty())
            throw CommandRefusal(DAMKA_TR("Festival", "section %1 already has %2 as player %3 (the same %4)")
                                     .arg(to.slug)
                                     .arg(p.name)
                                     .arg(q.id)
                                     .arg(same));
    const int last = to.event->last_round();
    if (dest.info.rounds > 0 && last >= dest.info.rounds)
        throw CommandRefusal(DAMKA_TR("Festival", "section %1 has paired all its %2 rounds: nobody can enter it now")
                                 .arg(to.slug)
                                 .arg(dest.info.rounds));
}

} // namespace

Expected<Change> move_player(const SectionEvent &from, const SectionEvent &to, const PlayerMove &move) {
    bool entered = false; // `to` committed: from here on a failure leaves him in both
    int new_id = 0;
    bool started = false; // `from` had published round 1: withdrawn, not deleted
    std::string name;
    Expected<Change> done = run_command(*from.event, [&] {
        const EventData source = from.event->data();
        const Player *found = source.player(move.player);
        if (!found)
            throw CommandRefusal(DAMKA_TR("Festival", "player: section %1 has no player with start number %2")
                                     .arg(from.slug)
                                     .arg(move.player));
        const Player p = *found;
        name = p.name;
        if (p.withdrawn_after)
            throw CommandRefusal(DAMKA_TR("Festival", "player: %1 has withdrawn from section %2")
                                     .arg(source.label(p.id))
                                     .arg(from.slug));
        check_destination(from, to, p);
        // The source first, inside its transaction: its refusals come before the destination is
        // touched. He is withdrawn once a round is published (played); a draft is not played, so
        // he is deleted, and a draft pairing him is refused with "undo the draft first".
        started = std::any_of(source.rounds.begin(), source.rounds.end(),
                              [](const Round &r) { return r.state == RoundState::Published; });
        const Expected<Change> left = started ? from.event->withdraw(p.id) : from.event->delete_player(p.id);
        if (!left) throw in_section(from.slug, left);
        // The destination commits inside the source's transaction: if anything fails up to here
        // both roll back; if only the source's commit fails, he is in both (the error below).
        Player copy = p; // every field as it is; the start number and rounds are the destination's
        copy.id = 0;
        copy.first_round = 1;
        copy.withdrawn_after = 0;
        Change c;
        const Expected<Change> added = run_command(*to.event, [&] {
            const Expected<Change> one = to.event->add_player(copy, move.missed, move.duplicate_ok);
            if (!one) throw in_section(to.slug, one);
            new_id = store::next_player_id(to.event->db()) - 1;
            const EventData now = to.event->data();
            Change d = *one;
            d.lines.push_back(DAMKA_TR("Festival", "%1 (%2) moved from section %3 (player %4 there)")
                                  .arg(p.name)
                                  .arg(new_id)
                                  .arg(from.slug)
                                  .arg(p.id));
            append_audit(
                to.event->db(), to.event->actor(), QStringLiteral("player.move"), d.lines.back(),
                {{QStringLiteral("section"), QString::fromStdString(from.slug)}, {QStringLiteral("player"), p.id}},
                store::to_json(*now.player(new_id)));
            return d;
        });
        if (!added) throw CommandRefusal(added.error_message(), added.error_kind());
        entered = true;
        c.lines = left->lines;
        c.lines.insert(c.lines.end(), added->lines.begin(), added->lines.end());
        const Message gone = DAMKA_TR("Festival", "%1 (%2) moved to section %3 (player %4 there)")
                                 .arg(p.name)
                                 .arg(p.id)
                                 .arg(to.slug)
                                 .arg(new_id);
        c.lines.push_back(gone);
        append_audit(
            from.event->db(), from.event->actor(), QStringLiteral("player.move"), gone, store::to_json(p),
            {{QStringLiteral("section"), QString::fromStdString(to.slug)}, {QStringLiteral("player"), new_id}});
        return c;
    });
    if (!done && entered)
        return Error{(started ? DAMKA_TR("Festival",
                                         "%1 was entered in section %2 as player %3, but section %4 could not be "
                                         "saved (%5): the player is in both sections now. Withdraw him or her "
                                         "from %4: 'damka player withdraw %6' on its event.")
                              : DAMKA_TR("Festival",
                                         "%1 was entered in section %2 as player %3, but section %4 could not be "
                                         "saved (%5): the player is in both sections now. Delete him or her "
                                         "from %4: 'damka player delete %6' on its event."))
                         .arg(name)
                         .arg(to.slug)
                         .arg(new_id)
                         .arg(from.slug)
                         .arg(done.error_message())
                         .arg(move.player),
                     done.error_kind()};
    return done;
}

} // namespace damka::tournament
