#include "event_edit.hpp"
#include "core/qt_text.hpp"

#include "message_json.hpp"
#include "event_store.hpp"
#include "player_csv.hpp"
#include "player_identity.hpp"
#include "system_rules.hpp"

#include <QJsonArray>

#include <functional>

namespace damka::tournament {
namespace {

// Sets `field` from `value` when given and different; notes "what: old -> new".
template <class T>
void change(T &field, const std::optional<T> &value, const std::string &what,
            const std::function<std::string(const T &)> &show, std::vector<std::string> &lines) {
    if (!value || *value == field) return;
    lines.push_back("  " + what + ": " + show(field) + " -> " + show(*value));
    field = *value;
}

std::string quoted(const std::string &s) { return s.empty() ? "(none)" : "'" + s + "'"; }
std::string number(const int &n) { return std::to_string(n); }

// "BH-C1,BH,SB": as the event table stores the list.
std::string comma_list(const std::vector<std::string> &v) {
    std::string out;
    for (const std::string &x : v) out += (out.empty() ? "" : ",") + x;
    return out;
}
std::string yes_no(bool b) { return b ? "yes" : "no"; }
std::string shown_list(const std::vector<std::string> &v) { return v.empty() ? "(none)" : comma_list(v); }

} // namespace

Expected<Change> edit_player(Event &ev, int id, const PlayerEdit &edit) {
    return run_command(ev, [&] {
        const EventData e = ev.data();
        const Player *found = e.player(id);
        if (!found) throw CommandRefusal("player: no player with start number " + std::to_string(id));
        Player p = *found;
        std::vector<std::string> changed;
        change<std::string>(p.name, edit.name, "name", quoted, changed);
        change<int>(p.rating, edit.rating, "rating", number, changed);
        change<std::string>(p.title, edit.title, "title", quoted, changed);
        change<std::string>(p.federation, edit.federation, "federation", quoted, changed);
        change<std::string>(p.club, edit.club, "club", quoted, changed);
        change<std::string>(p.fmjd_id, edit.fmjd_id, "FMJD id", quoted, changed);
        change<std::string>(p.national_id, edit.national_id, "national id", quoted, changed);
        change<int>(p.birth_year, edit.birth_year, "birth year", number, changed);
        change<std::string>(p.sex, edit.sex, "sex", quoted, changed);
        Change c;
        if (changed.empty()) {
            c.lines.push_back(p.name + " (" + std::to_string(id) + "): nothing to change");
            return c;
        }
        normalise_codes(p); // as a new entry: "rus" is RUS
        if (const std::string bad = validate_player(p); !bad.empty()) throw CommandRefusal(bad);
        std::vector<Player> others;
        for (const Player &x : e.players)
            if (x.id != id) others.push_back(x);
        if (const std::string same = duplicate_of(others, p); !same.empty()) throw CommandRefusal(same);
        store::update_player(ev.db(), p);
        c.lines.push_back("player " + std::to_string(id) + " " + p.name + " edited:");
        c.lines.insert(c.lines.end(), changed.begin(), changed.end());
        append_audit(ev.db(), ev.actor(), QStringLiteral("player.edit"),
                     Message(c.lines.front().english() + changed.front().substr(1)), store::to_json(*found),
                     store::to_json(p));
        return c;
    });
}

Expected<Change> edit_event(Event &ev, const EventEdit &edit) {
    return run_command(ev, [&] {
        const TournamentInfo old = store::load_info(ev.db());
        TournamentInfo info = old;
        const int paired = ev.db().scalar(QStringLiteral("SELECT COALESCE(MAX(number), 0) FROM rounds")).toInt();
        std::vector<std::string> changed;
        change<std::string>(info.name, edit.name, "name", quoted, changed);
        change<std::string>(info.place, edit.place, "place", quoted, changed);
        change<std::string>(info.start_date, edit.start_date, "first day", quoted, changed);
        change<std::string>(info.end_date, edit.end_date, "last day", quoted, changed);
        change<std::string>(info.chief_arbiter, edit.chief_arbiter, "chief arbiter", quoted, changed);
        change<std::string>(info.time_control, edit.time_control, "time control", quoted, changed);
        change<std::string>(info.language, edit.language, "language of the printouts", quoted, changed);
        // After round 1 the list may still be corrected (the regulations said otherwise): the
        // pairings do not use it (C.04.3 pairs by score and pairing number), the standings do,
        // so the change is audited on its own and named under every table (the legend).
        const bool amended = edit.tiebreaks && *edit.tiebreaks != info.tiebreaks && paired > 0;
        change<std::vector<std::string>>(info.tiebreaks, edit.tiebreaks, "tie-breaks", shown_list, changed);
        if (amended)
            changed.push_back("  the tie-break list changes after round " + std::to_string(paired) +
                              " was paired: the standings use the new list, their legend names the change");
        if (edit.rounds && *edit.rounds != info.rounds) {
            if (rules_of(info.system).rounds_from_entrants)
                throw CommandRefusal("rounds: a " + to_string(info.system) + " takes its rounds from the " +
                                     rules_of(info.system).rounds_source);
            if (*edit.rounds < paired)
                throw CommandRefusal("rounds: " + std::to_string(*edit.rounds) + " is fewer than the rounds paired (" +
                                     std::to_string(paired) + "); undo them first");
        }
        change<int>(info.rounds, edit.rounds, "rounds", number, changed);
        if (edit.third_place_match && *edit.third_place_match != info.third_place_match) {
            if (!rules_of(info.system).third_place_match)
                throw CommandRefusal("third-place: only a knockout has a match for third place");
            if (info.rounds > 0 && paired >= info.rounds)
                throw CommandRefusal("third-place: the final round " + std::to_string(info.rounds) +
                                     " is paired; undo it first ('damka round undo')");
        }
        change<bool>(info.third_place_match, edit.third_place_match, "match for third place", yes_no, changed);
        Change c;
        if (changed.empty()) {
            c.lines.push_back(info.name + ": nothing to change");
            return c;
        }
        if (const std::string bad = check_event_info(info); !bad.empty()) throw CommandRefusal(bad);
        ev.db().exec(
            QStringLiteral(
                "UPDATE event SET name = ?, place = ?, start_date = ?, end_date = ?, chief_arbiter = ?,"
                " time_control = ?, tiebreaks = ?, rounds = ?, third_place_match = ?, language = ? WHERE id = 1"),
            {qs(info.name), qs(info.place), qs(info.start_date), qs(info.end_date), qs(info.chief_arbiter),
             qs(info.time_control), qs(comma_list(info.tiebreaks)), info.rounds, info.third_place_match ? 1 : 0,
             qs(info.language)});
        c.lines.push_back("event " + info.name + " edited:");
        c.lines.insert(c.lines.end(), changed.begin(), changed.end());
        append_audit(ev.db(), ev.actor(), QStringLiteral("event.edit"),
                     Message(c.lines.front().english() + changed.front().substr(1)), store::to_json(old),
                     store::to_json(info));
        if (amended) {
            QJsonArray was, now;
            for (const std::string &t : old.tiebreaks) was.append(qs(t));
            for (const std::string &t : info.tiebreaks) now.append(qs(t));
            append_audit(ev.db(), ev.actor(), QStringLiteral("event.tiebreaks"),
                         Message("tie-breaks changed after round " + std::to_string(paired) +
                                 " was paired: " + shown_list(old.tiebreaks) + " -> " + shown_list(info.tiebreaks)),
                         {{QStringLiteral("tiebreaks"), was}},
                         {{QStringLiteral("tiebreaks"), now}, {QStringLiteral("after_round"), paired}});
        }
        return c;
    });
}

} // namespace damka::tournament
