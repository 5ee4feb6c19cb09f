// The event service's messages kept in the database (host/tournament/message_json.hpp): an
// audit entry written today reads back as the message it was made from, so the desk shows it
// in its reader's language; an entry from before audit migration 2 reads back as its English.
#include "tournament/service/event.hpp"
#include "tournament/service/audit_numbers.hpp"
#include "tournament/service/message_json.hpp"
#include "storage/audit_log.hpp"
#include "reports/i18n.hpp"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace damka::tournament {
namespace {

Expected<Event> club_event(const QTemporaryDir &dir) {
    TournamentInfo info;
    info.name = "Club";
    info.rounds = 5;
    return Event::create(dir.filePath(QStringLiteral("e.db")), info);
}

TEST(MessageStore, JsonRoundTripKeepsContextArgumentsAndCount) {
    const Message m = DAMKA_TR("Batch", "line %1: %2")
                          .arg(3)
                          .arg(DAMKA_TR("Batch", "board %1 is already on line %2").arg(7).arg(1))
                          .count(2);
    EXPECT_EQ(message_from_json(to_json(m)), m);
    // Data is a plain JSON string.
    EXPECT_TRUE(to_json(Message("Ivanov (1)")).isString());
    EXPECT_EQ(message_from_json(QJsonValue(QStringLiteral("Ivanov (1)"))), Message("Ivanov (1)"));
}

TEST(MessageStore, AuditEntryKeepsItsMessageAndItsEnglish) {
    QTemporaryDir dir;
    auto ev = club_event(dir);
    ASSERT_TRUE(ev) << ev.error();
    Player p;
    p.name = "Ivanov";
    ASSERT_TRUE(ev->add_player(p)) << "add";
    ASSERT_TRUE(ev->withdraw(1, std::nullopt)) << "withdraw";
    const auto refused = ev->withdraw(1, std::nullopt);
    ASSERT_FALSE(refused);
    const auto entries = storage::read_audit(ev->db(), QStringLiteral("player.withdraw"));
    ASSERT_EQ(entries.size(), 1u);
    const Message summary = audit_summary(entries.front());
    EXPECT_TRUE(summary.is_marked()) << entries.front().summary.toStdString();
    EXPECT_EQ(summary.english(), entries.front().summary.toStdString());
    // Rendered in Russian it is not the English line (the words come from damka_ru.ts).
    EXPECT_NE(reports::Tr(reports::Language::Russian).render(summary), summary.english());
}

TEST(MessageStore, AnEntryWithoutAMessageReadsAsItsEnglishLine) {
    QTemporaryDir dir;
    auto ev = club_event(dir);
    ASSERT_TRUE(ev) << ev.error();
    // As every entry written before audit migration 2: no summary_message.
    ev->db().transaction([&] {
        storage::append_audit(ev->db(), QStringLiteral("old"), QStringLiteral("player.add"),
                              QStringLiteral("added player 1: Ivanov"), {}, {});
    });
    const auto entries = storage::read_audit(ev->db(), QStringLiteral("player.add"));
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(audit_summary(entries.front()), Message("added player 1: Ivanov"));
}

// Round 1 of a Swiss gives out the start numbers in the initial order (C.04.2 B): Low 1500,
// High 2500, Mid 2000, Top 2600 entered as 1-4 become Top 1, High 2, Mid 3, Low 4. The
// entry "added player 4: Top (2600)" then reads with Top's number now, in Russian as in English.
TEST(MessageStore, RenumberedEntriesReadWithTodaysNumbersInEitherLanguage) {
    QTemporaryDir dir;
    auto ev = club_event(dir);
    ASSERT_TRUE(ev) << ev.error();
    for (const auto &[name, rating] : {std::pair{"Low", 1500}, {"High", 2500}, {"Mid", 2000}, {"Top", 2600}}) {
        Player p;
        p.name = name;
        p.rating = rating;
        ASSERT_TRUE(ev->add_player(p)) << name;
    }
    ASSERT_TRUE(ev->pair_next_round(std::nullopt, false));
    const auto entries = audit_with_current_numbers(ev->db(), ev->data(), QStringLiteral("player.add"));
    ASSERT_EQ(entries.size(), 4u);
    const storage::AuditEntry &top = entries.back();
    EXPECT_EQ(top.summary.toStdString(), "added player 1: Top (2600) [start numbers as renumbered in round 1, C.04.2]");
    EXPECT_EQ(reports::Tr(reports::Language::Russian).render(audit_summary(top)),
              "добавлен участник 1: Top (2600) [стартовые номера после перенумерации в 1-м туре, C.04.2]");
}

} // namespace
} // namespace damka::tournament
