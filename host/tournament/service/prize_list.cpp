#include "prize_list.hpp"

#include "core/qt_text.hpp"
#include "message_json.hpp"
#include "text_field.hpp"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>

namespace damka::tournament {

storage::Migrations prize_migrations() {
    // Amounts in hundredths (prizes.hpp Money), NULL for a prize without money; one settings row.
    return {{QStringLiteral("prizes"),
             1,
             QStringLiteral("prize list and allocation settings"),
             {QStringLiteral("CREATE TABLE prize_settings (id INTEGER PRIMARY KEY CHECK (id = 1),"
                             " shared VARCHAR(16) NOT NULL DEFAULT 'tiebreaks',"
                             " unrated_in_bands INTEGER NOT NULL DEFAULT 0,"
                             " withdrawn_eligible INTEGER NOT NULL DEFAULT 0,"
                             " currency VARCHAR(16) NOT NULL DEFAULT '')"),
              QStringLiteral("INSERT INTO prize_settings (id) VALUES (1)"),
              QStringLiteral("CREATE TABLE prizes (number INTEGER PRIMARY KEY CHECK (number >= 1),"
                             " kind VARCHAR(16) NOT NULL, place INTEGER NOT NULL DEFAULT 1 CHECK (place >= 1),"
                             " amount BIGINT CHECK (amount IS NULL OR amount >= 0),"
                             " name TEXT NOT NULL DEFAULT '', category VARCHAR(8) NOT NULL DEFAULT '',"
                             " rating_min INTEGER NOT NULL DEFAULT 0, rating_max INTEGER NOT NULL DEFAULT 0,"
                             " club_top INTEGER NOT NULL DEFAULT 0)")}}};
}

namespace {

bool has_tables(storage::Database &db) { return db.schema_version(QStringLiteral("prizes")) >= 1; }

SharedMoney shared_from(const std::string &s) {
    Message ignored;
    return parse_shared_money(s, ignored).value_or(SharedMoney::TieBreaks);
}

PrizeSettings load_settings(storage::Database &db) {
    PrizeSettings s;
    QSqlQuery q = db.exec(QStringLiteral(
        "SELECT shared, unrated_in_bands, withdrawn_eligible, currency FROM prize_settings WHERE id = 1"));
    if (db.next(q)) {
        s.shared = shared_from(q.value(0).toString().toStdString());
        s.unrated_in_bands = q.value(1).toInt() != 0;
        s.withdrawn_eligible = q.value(2).toInt() != 0;
        s.currency = q.value(3).toString().toStdString();
    }
    return s;
}

std::vector<Prize> load_prizes(storage::Database &db) {
    std::vector<Prize> out;
    QSqlQuery q = db.exec(QStringLiteral("SELECT number, kind, place, amount, name, category, rating_min, rating_max,"
                                         " club_top FROM prizes ORDER BY number"));
    while (db.next(q)) {
        Prize p;
        p.number = q.value(0).toInt();
        p.kind = parse_prize_kind(q.value(1).toString().toStdString()).value_or(PrizeKind::Place);
        p.place = q.value(2).toInt();
        if (!q.value(3).isNull()) p.amount = q.value(3).toLongLong();
        p.name = q.value(4).toString().toStdString();
        Message ignored;
        if (p.kind == PrizeKind::Category)
            p.category = parse_prize_category(q.value(5).toString().toStdString(), ignored).value_or(PrizeCategory{});
        p.rating_min = q.value(6).toInt();
        p.rating_max = q.value(7).toInt();
        p.club_top = q.value(8).toInt();
        out.push_back(p);
    }
    return out;
}

void insert_prize(storage::Database &db, const Prize &p) {
    db.exec(QStringLiteral("INSERT INTO prizes (number, kind, place, amount, name, category, rating_min, rating_max,"
                           " club_top) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {p.number, qs(to_string(p.kind)), p.place,
             p.amount ? QVariant(qlonglong(*p.amount)) : QVariant(QMetaType(QMetaType::LongLong)), qs(p.name),
             qs(p.kind == PrizeKind::Category ? p.category.code : std::string()), p.rating_min, p.rating_max,
             p.club_top});
}

QJsonObject to_json(const Prize &p) {
    QJsonObject o{{QStringLiteral("number"), p.number},
                  {QStringLiteral("kind"), qs(to_string(p.kind))},
                  {QStringLiteral("place"), p.place},
                  {QStringLiteral("name"), qs(p.name)}};
    if (p.amount) o[QStringLiteral("amount")] = qint64(*p.amount);
    if (p.kind == PrizeKind::Category) o[QStringLiteral("category")] = qs(p.category.code);
    if (p.kind == PrizeKind::RatingBand) {
        o[QStringLiteral("rating_min")] = p.rating_min;
        o[QStringLiteral("rating_max")] = p.rating_max;
    }
    if (p.kind == PrizeKind::Club) o[QStringLiteral("club_top")] = p.club_top;
    return o;
}

QJsonObject to_json(const PrizeSettings &s) {
    return {{QStringLiteral("shared"), qs(to_string(s.shared))},
            {QStringLiteral("unrated_in_bands"), s.unrated_in_bands},
            {QStringLiteral("withdrawn_eligible"), s.withdrawn_eligible},
            {QStringLiteral("currency"), qs(s.currency)}};
}

QJsonObject to_json(const std::vector<Prize> &list) {
    QJsonArray a;
    for (const Prize &p : list) a.append(to_json(p));
    return {{QStringLiteral("prizes"), a}};
}

// "place 1: 500 cup", "under 12, place 2: 30", "rating 1601-1800, place 1: 20": what `prizes
// add` was given, in the reader's words (the printouts name a prize as the ceremony does:
// reports/prizes_report.hpp).
Message describe(const Prize &p) {
    Message what;
    switch (p.kind) {
    case PrizeKind::Place: break;
    case PrizeKind::Category:
        switch (p.category.kind) {
        case PrizeCategory::Kind::Women: what = DAMKA_TR("Prizes", "women"); break;
        case PrizeCategory::Kind::Men: what = DAMKA_TR("Prizes", "men"); break;
        case PrizeCategory::Kind::Under: what = DAMKA_TR("Prizes", "under %1").arg(p.category.age); break;
        case PrizeCategory::Kind::Senior: what = DAMKA_TR("Prizes", "%1 and older").arg(p.category.age); break;
        }
        break;
    case PrizeKind::RatingBand:
        what = p.rating_min == 0 ? DAMKA_TR("Prizes", "rating up to %1").arg(p.rating_max)
            : p.rating_max == 0  ? DAMKA_TR("Prizes", "rating from %1").arg(p.rating_min)
                                 : DAMKA_TR("Prizes", "rating %1-%2").arg(p.rating_min).arg(p.rating_max);
        break;
    case PrizeKind::Unrated: what = DAMKA_TR("Prizes", "unrated"); break;
    case PrizeKind::Club: what = DAMKA_TR("Prizes", "club, its best %1").arg(p.club_top); break;
    case PrizeKind::TeamMember: what = DAMKA_TR("Prizes", "team member"); break;
    }
    Message place = DAMKA_TR("Prizes", "place %1").arg(p.place);
    Message out = p.kind == PrizeKind::Place ? place : DAMKA_TR("Prizes", "%1, %2").arg(what).arg(place);
    std::string rest;
    if (p.amount) rest += " " + format_money(*p.amount);
    if (!p.name.empty()) rest += " " + p.name;
    return rest.empty() ? out : DAMKA_TR("Prizes", "%1:%2").arg(out).arg(Message(rest));
}

// The tables exist before the command's transaction: a migration is its own transaction.
Expected<Change> with_tables(Event &ev, const std::function<Change()> &body) {
    try {
        ev.db().migrate(prize_migrations());
    } catch (const storage::SqlError &e) {
        return storage_error(e, DAMKA_TR("Storage", "database: %1"));
    }
    return run_command(ev, body);
}

// "what: before -> after", the line `event edit` prints for a setting that changes (its words).
void note(std::vector<Message> &changed, const Message &what, const Message &before, const Message &after) {
    changed.push_back(DAMKA_TR("Event", "%1: %2 -> %3").arg(what).arg(before).arg(after));
}
Message yes_no(bool b) { return b ? DAMKA_TR("Event", "yes") : DAMKA_TR("Event", "no"); }
Message shared_words(SharedMoney s) {
    switch (s) {
    case SharedMoney::TieBreaks: return DAMKA_TR("Prizes", "by tie-breaks");
    case SharedMoney::Hort: return DAMKA_TR("Prizes", "Hort system");
    case SharedMoney::Equal: return DAMKA_TR("Prizes", "shared equally");
    }
    return {};
}

} // namespace

PrizeList load_prize_list(storage::Database &db) {
    PrizeList list;
    if (!has_tables(db)) return list;
    list.settings = load_settings(db);
    list.prizes = load_prizes(db);
    return list;
}

std::optional<PrizeSettings> stored_prize_rules(storage::Database &db) {
    if (!has_tables(db) || db.scalar(QStringLiteral("SELECT COUNT(*) FROM prizes")).toInt() == 0) return std::nullopt;
    return load_settings(db);
}

Expected<PrizeList> prize_list(Event &ev) {
    try {
        return load_prize_list(ev.db());
    } catch (const storage::SqlError &e) {
        return storage_error(e, DAMKA_TR("Storage", "database: %1"));
    }
}

Expected<Change> add_prize(Event &ev, Prize prize) {
    return with_tables(ev, [&] {
        const std::vector<Prize> before = load_prizes(ev.db());
        prize.number = int(before.size()) + 1;
        // The name is printed on the ceremony's list and the pages: the checks of every name first.
        if (const Message bad = control_character_problem(DAMKA_TR("Prizes", "name"), prize.name); !bad.empty())
            throw CommandRefusal(bad);
        if (const Message bad = check_prize(prize, before); !bad.empty()) throw CommandRefusal(bad);
        insert_prize(ev.db(), prize);
        std::vector<Prize> after = before;
        after.push_back(prize);
        const Message what = DAMKA_TR("Prizes", "prize %1 added: %2").arg(prize.number).arg(describe(prize));
        append_audit(ev.db(), ev.actor(), QStringLiteral("prize.add"), what, to_json(before), to_json(after));
        return Change{{what}};
    });
}

Expected<Change> remove_prize(Event &ev, int number) {
    return with_tables(ev, [&] {
        std::vector<Prize> list = load_prizes(ev.db());
        if (number < 1 || number > int(list.size()))
            throw CommandRefusal(list.empty() ? DAMKA_TR("Prizes", "prize: the event has no prizes")
                                              : DAMKA_TR("Prizes", "prize: no prize number %1 (the list has 1 to %2)")
                                                    .arg(number)
                                                    .arg(int(list.size())));
        const std::vector<Prize> before = list;
        list.erase(list.begin() + (number - 1));
        // Numbers follow the list: the prizes after it move up one.
        ev.db().exec(QStringLiteral("DELETE FROM prizes"));
        for (size_t i = 0; i < list.size(); ++i) {
            list[i].number = int(i) + 1;
            insert_prize(ev.db(), list[i]);
        }
        const Message what = DAMKA_TR("Prizes", "prize %1 removed").arg(number);
        append_audit(ev.db(), ev.actor(), QStringLiteral("prize.remove"), what, to_json(before), to_json(list));
        return Change{{what}};
    });
}

Expected<Change> edit_prize_settings(Event &ev, const PrizeSettingsEdit &edit) {
    return with_tables(ev, [&] {
        const PrizeSettings old = load_settings(ev.db());
        PrizeSettings s = old;
        std::vector<Message> changed;
        if (edit.shared && *edit.shared != s.shared) {
            note(changed, DAMKA_TR("Prizes", "shared prizes"), shared_words(s.shared), shared_words(*edit.shared));
            s.shared = *edit.shared;
        }
        if (edit.unrated_in_bands && *edit.unrated_in_bands != s.unrated_in_bands) {
            note(changed, DAMKA_TR("Prizes", "unrated players in rating bands"), yes_no(s.unrated_in_bands),
                 yes_no(*edit.unrated_in_bands));
            s.unrated_in_bands = *edit.unrated_in_bands;
        }
        if (edit.withdrawn_eligible && *edit.withdrawn_eligible != s.withdrawn_eligible) {
            note(changed, DAMKA_TR("Prizes", "withdrawn players eligible"), yes_no(s.withdrawn_eligible),
                 yes_no(*edit.withdrawn_eligible));
            s.withdrawn_eligible = *edit.withdrawn_eligible;
        }
        if (edit.currency && *edit.currency != s.currency) {
            if (const Message bad = control_character_problem(DAMKA_TR("Prizes", "currency"), *edit.currency);
                !bad.empty())
                throw CommandRefusal(bad);
            if (const Message bad = check_currency(*edit.currency); !bad.empty()) throw CommandRefusal(bad);
            note(changed, DAMKA_TR("Prizes", "currency"), Message(old.currency), Message(*edit.currency));
            s.currency = *edit.currency;
        }
        if (changed.empty()) return Change{{DAMKA_TR("Prizes", "prize settings: nothing to change")}};
        ev.db().exec(
            QStringLiteral("UPDATE prize_settings SET shared = ?, unrated_in_bands = ?, withdrawn_eligible = ?,"
                           " currency = ? WHERE id = 1"),
            {qs(to_string(s.shared)), s.unrated_in_bands ? 1 : 0, s.withdrawn_eligible ? 1 : 0, qs(s.currency)});
        append_audit(ev.db(), ev.actor(), QStringLiteral("prize.settings"),
                     DAMKA_TR("Prizes", "prize settings changed: %1").arg(changed.front()), to_json(old), to_json(s));
        Change c{{DAMKA_TR("Prizes", "prize settings changed:")}};
        for (const Message &m : changed) c.lines.push_back(Message::joined({Message(), m}, "  "));
        return c;
    });
}

Expected<EventPrizes> event_prizes(Event &ev, std::optional<int> after_round) {
    try {
        EventPrizes out;
        out.event = ev.data();
        out.standings = compute_standings(out.event, after_round.value_or(completed_rounds(out.event)));
        out.list = load_prize_list(ev.db());
        out.allocation = allocate_prizes(out.event, out.standings, out.list);
        return out;
    } catch (const storage::SqlError &e) {
        return storage_error(e, DAMKA_TR("Storage", "database: %1"));
    }
}

} // namespace damka::tournament
