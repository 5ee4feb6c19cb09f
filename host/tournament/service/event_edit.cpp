#include "event_edit.hpp"
#include "core/qt_text.hpp"

#include "message_json.hpp"
#include "event_store.hpp"
#include "player_rules.hpp"
#include "player_identity.hpp"
#include "tournament/model/system_rules.hpp"

#include <QJsonArray>

#include <functional>

namespace damka::tournament {
namespace {

// Sets `field` from `value` when given and different; notes "what: old -> new" (`what` the
// field's name, `show` a value as the line shows it).
template <class T>
void change(T &field, const std::optional<T> &value, const Message &what, const std::function<Message(const T &)> &show,
            std::vector<Message> &changes) {
    if (!value || *value == field) return;
    changes.push_back(DAMKA_TR("Event", "%1: %2 -> %3").arg(what).arg(show(field)).arg(show(*value)));
    field = *value;
}

// A change under its heading, indented as the CLI prints it: "  name: 'A' -> 'B'".
Message indented(const Message &m) { return Message::joined({Message(), m}, "  "); }

Message quoted(const std::string &s) {
    return s.empty() ? DAMKA_TR("Event", "(none)") : DAMKA_TR("Event", "'%1'").arg(s);
}
Message number(const int &n) { return Message(std::to_string(n)); }

// "BH-C1,BH,SB": as the event table stores the list.
std::string comma_list(const std::vector<std::string> &v) {
    std::string out;
    for (const std::string &x : v) out += (out.empty() ? "" : ",") + x;
    return out;
}
Message yes_no(const bool &b) { return b ? DAMKA_TR("Event", "yes") : DAMKA_TR("Event", "no"); }
Message shown_list(const std::vector<std::string> &v) {
    return v.empty() ? DAMKA_TR("Event", "(none)") : Message(comma_list(v));
}

} // namespace

Expected<Change> edit_player(Event &ev, int id, const PlayerEdit &edit) {
    return run_command(ev, [&] {
        const EventData e = ev.data();
        const Player *found = e.player(id);
        if (!found) throw CommandRefusal(DAMKA_TR("Event", "player: no player with start number %1").arg(id));
        Player p = *found;
        std::vector<Message> changed;
        change<std::string>(p.name, edit.name, DAMKA_TR("Players", "name"), quoted, changed);
        change<int>(p.rating, edit.rating, DAMKA_TR("Players", "rating"), number, changed);
        change<std::string>(p.title, edit.title, DAMKA_TR("Players", "title"), quoted, changed);
        change<std::string>(p.federation, edit.federation, DAMKA_TR("Players", "federation"), quoted, changed);
        change<std::string>(p.club, edit.club, DAMKA_TR("Players", "club"), quoted, changed);
        change<std::string>(p.fmjd_id, edit.fmjd_id, DAMKA_TR("Players", "FMJD id"), quoted, changed);
        change<std::string>(p.national_id, edit.national_id, DAMKA_TR("Players", "national id"), quoted, changed);
        change<int>(p.birth_year, edit.birth_year, DAMKA_TR("Players", "birth year"), number, changed);
        change<std::string>(p.sex, edit.sex, DAMKA_TR("Players", "sex"), quoted, changed);
        Change c;
        if (changed.empty()) {
            c.lines.push_back(DAMKA_TR("Players", "%1 (%2): nothing to change").arg(p.name).arg(id));
            return c;
        }
        normalise_codes(p); // as a new entry: "rus" is RUS
        if (const Message bad = validate_player(p); !bad.empty()) throw CommandRefusal(bad);
        std::vector<Player> others;
        for (const Player &x : e.players)
            if (x.id != id) others.push_back(x);
        if (const Message same = duplicate_of(others, p); !same.empty()) throw CommandRefusal(same);
        store::update_player(ev.db(), p);
        c.lines.push_back(DAMKA_TR("Players", "player %1 %2 edited:").arg(id).arg(p.name));
        for (const Message &m : changed) c.lines.push_back(indented(m));
        append_audit(ev.db(), ev.actor(), QStringLiteral("player.edit"),
                     DAMKA_TR("Players", "player %1 %2 edited: %3").arg(id).arg(p.name).arg(changed.front()),
                     store::to_json(*found), store::to_json(p));
        return c;
    });
}

Expected<Change> edit_event(Event &ev, const EventEdit &edit) {
    return run_command(ev, [&] {
        const TournamentInfo old = store::load_info(ev.db());
        TournamentInfo info = old;
        const int paired = ev.db().scalar(QStringLiteral("SELECT COALESCE(MAX(number), 0) FROM rounds")).toInt();
        std::vector<Message> changed;
        change<std::string>(info.name, edit.name, DAMKA_TR("Event", "name"), quoted, changed);
        change<std::string>(info.place, edit.place, DAMKA_TR("Event", "place"), quoted, changed);
        change<std::string>(info.start_date, edit.start_date, DAMKA_TR("Event", "first day"), quoted, changed);
        change<std::string>(info.end_date, edit.end_date, DAMKA_TR("Event", "last day"), quoted, changed);
        change<std::string>(info.chief_arbiter, edit.chief_arbiter, DAMKA_TR("Event", "chief arbiter"), quoted,
                            changed);
        change<std::string>(info.time_control, edit.time_control, DAMKA_TR("Event", "time control"), quoted, changed);
        change<std::string>(info.language, edit.language, DAMKA_TR("Event", "language of the printouts"), quoted,
                            changed);
        // After round 1 the list may still be corrected (the regulations said otherwise): the
        // pairings do not use it (C.04.3 pairs by score and pairing number), the standings do,
        // so the change is audited on its own and named under every table (the legend).
        const bool amended = edit.tiebreaks && *edit.tiebreaks != info.tiebreaks && paired > 0;
        change<std::vector<std::string>>(info.tiebreaks, edit.tiebreaks, DAMKA_TR("Event", "tie-breaks"), shown_list,
                                         changed);
        if (amended)
            changed.push_back(DAMKA_TR("Event",
                                       "the tie-break list changes after round %1 was paired: the standings "
                                       "use the new list, their legend names the change")
                                  .arg(paired));
        if (edit.rounds && *edit.rounds != info.rounds) {
            if (rules_of(info.system).rounds_from_entrants)
                throw CommandRefusal(DAMKA_TR("Event", "rounds: a %1 takes its rounds from the %2")
                                         .arg(to_string(info.system))
                                         .arg(rounds_source(info.system)));
            if (*edit.rounds < paired)
                throw CommandRefusal(
                    DAMKA_TR("Event", "rounds: %1 is fewer than the rounds paired (%2); undo them first")
                        .arg(*edit.rounds)
                        .arg(paired));
        }
        change<int>(info.rounds, edit.rounds, DAMKA_TR("Event", "rounds"), number, changed);
        if (edit.third_place_match && *edit.third_place_match != info.third_place_match) {
            if (!rules_of(info.system).third_place_match)
                throw CommandRefusal(DAMKA_TR("Event", "third-place: only a knockout has a match for third place"));
            if (info.rounds > 0 && paired >= info.rounds)
                throw CommandRefusal(
                    DAMKA_TR("Event", "third-place: the final round %1 is paired; undo it first ('damka round undo')")
                        .arg(info.rounds));
        }
        change<bool>(info.third_place_match, edit.third_place_match, DAMKA_TR("Event", "match for third place"), yes_no,
                     changed);
        Change c;
        if (changed.empty()) {
            c.lines.push_back(DAMKA_TR("Event", "%1: nothing to change").arg(info.name));
            return c;
        }
        if (const Message bad = check_event_info(info); !bad.empty()) throw CommandRefusal(bad);
        ev.db().exec(
            QStringLiteral(
                "UPDATE event SET name = ?, place = ?, start_date = ?, end_date = ?, chief_arbiter = ?,"
                " time_control = ?, tiebreaks = ?, rounds = ?, third_place_match = ?, language = ? WHERE id = 1"),
            {qs(info.name), qs(info.place), qs(info.start_date), qs(info.end_date), qs(info.chief_arbiter),
             qs(info.time_control), qs(comma_list(info.tiebreaks)), info.rounds, info.third_place_match ? 1 : 0,
             qs(info.language)});
        c.lines.push_back(DAMKA_TR("Event", "event %1 edited:").arg(info.name));
        for (const Message &m : changed) c.lines.push_back(indented(m));
        append_audit(ev.db(), ev.actor(), QStringLiteral("event.edit"),
                     DAMKA_TR("Event", "event %1 edited: %2").arg(info.name).arg(changed.front()), store::to_json(old),
                     store::to_json(info));
        if (amended) {
            QJsonArray was, now;
            for (const std::string &t : old.tiebreaks) was.append(qs(t));
            for (const std::string &t : info.tiebreaks) now.append(qs(t));
            append_audit(ev.db(), ev.actor(), QStringLiteral("event.tiebreaks"),
                         DAMKA_TR("Event", "tie-breaks changed after round %1 was paired: %2 -> %3")
                             .arg(paired)
                             .arg(shown_list(old.tiebreaks))
                             .arg(shown_list(info.tiebreaks)),
                         {{QStringLiteral("tiebreaks"), was}},
                         {{QStringLiteral("tiebreaks"), now}, {QStringLiteral("after_round"), paired}});
        }
        return c;
    });
}

} // namespace damka::tournament
